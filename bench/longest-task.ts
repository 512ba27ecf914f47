/**
 * The longest top-level tasks on a page's renderer main thread, read from a Chrome trace: the `RunTask` events of
 * the thread `CrRendererMain` in the process the page's navigation committed to.
 */

/** The categories the trace records: DevTools' timeline (with JS stacks), V8's execution, loading and marks. */
export const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'loading',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; processId?: number; documentLoaderURL?: string } };
}

/**
 * What a task does: commits the navigation (the browser's own work for any page), or else what most of its time goes
 * to: running script (a module, a callback, microtasks), rendering a frame (style, layout, paint), or other work
 * (parsing HTML, say).
 */
export type TaskKind = 'navigation commit' | 'script' | 'rendering' | 'other';

export interface Task {
  durationMs: number;
  /** From navigation start. */
  startMs: number;
  kind: TaskKind;
  /** The longest events directly inside it, e.g. `RunMicrotasks 43.5 ms`. */
  parts: { name: string; ms: number }[];
}

const SCRIPT_EVENTS = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
]);
const RENDERING_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);
const PARTS_SHOWN = 3;
/** Parts shorter than this are left out of a task's description. */
const PART_MIN_MS = 1;

function kindOf(inside: readonly TraceEvent[], parts: Task['parts']): TaskKind {
  if (inside.some((event) => event.name === 'DocumentLoader::CommitNavigation')) return 'navigation commit';
  const msOf = (isKind: (name: string) => boolean) =>
    parts.filter((part) => isKind(part.name)).reduce((sum, part) => sum + part.ms, 0);
  const script = msOf((name) => SCRIPT_EVENTS.has(name));
  const rendering = msOf((name) => RENDERING_EVENTS.has(name));
  const other = msOf((name) => !SCRIPT_EVENTS.has(name) && !RENDERING_EVENTS.has(name));
  if (other > script && other > rendering) return 'other';
  return script >= rendering ? 'script' : 'rendering';
}

/** The events directly inside `task`, summed by name, longest first. */
function partsOf(task: TraceEvent, inside: readonly TraceEvent[]): Task['parts'] {
  const totals = new Map<string, number>();
  let openUntil = task.ts;
  for (const event of inside) {
    if (event.ts < openUntil) continue;
    openUntil = event.ts + event.dur!;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur! / 1000);
  }
  return [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
}

/** Every top-level task of the page at `url`, longest first. */
export function pageTasks(trace: Uint8Array, url: string): Task[] {
  const parsed = JSON.parse(new TextDecoder().decode(trace)) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const commit = events.find((event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.url === url);
  const navigationStart = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!commit || !navigationStart) throw new Error(`the trace has no navigation to ${url}`);
  const pid = commit.args!.data!.processId;
  const main = events.find(
    (event) =>
      event.pid === pid && event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`the trace has no main thread for renderer ${pid}`);
  const thread = events
    .filter((event) => event.pid === pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: Task[] = [];
  thread.forEach((task, index) => {
    if (task.name !== 'RunTask') return;
    // Sorted by start, so what runs inside the task follows it until its end.
    let next = index + 1;
    while (next < thread.length && thread[next].ts < task.ts + task.dur!) next++;
    const inside = thread.slice(index + 1, next);
    const parts = partsOf(task, inside);
    tasks.push({
      durationMs: task.dur! / 1000,
      startMs: (task.ts - navigationStart.ts) / 1000,
      kind: kindOf(inside, parts),
      parts: parts.filter((part) => part.ms >= PART_MIN_MS).slice(0, PARTS_SHOWN),
    });
  });
  return tasks.sort((a, b) => b.durationMs - a.durationMs);
}

export const describeTask = (task: Task) =>
  `${task.durationMs.toFixed(1)} ms at ${Math.round(task.startMs)} ms, ${task.kind}: ${task.parts
    .map((part) => `${part.name} ${part.ms.toFixed(1)} ms`)
    .join(', ')}`;
