/**
 * The longest top-level tasks on a page's renderer main thread, read from a Chrome trace: the `RunTask` events of
 * the thread `CrRendererMain` in the process the page's navigation committed to; and which of them the page's embed
 * script causes.
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
  /** The thread's CPU time: under load, `dur` also counts the time the thread waits for a core. */
  tdur?: number;
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
  /** The main thread's CPU time in the task (4× CPU slowdown included); less than `durationMs` on a loaded machine. */
  threadMs: number;
  /** From navigation start. */
  startMs: number;
  kind: TaskKind;
  /** Caused by the embed's script: see {@link pageTasks}. */
  byScript: boolean;
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
  if (script > 0 && script >= rendering && script >= other) return 'script';
  if (rendering > 0 && rendering >= other) return 'rendering';
  // Nothing traced inside (a task the thread waited through) is neither script nor rendering.
  return 'other';
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

/**
 * Every top-level task of the page at `url`, longest first. An embed page has one script, the embed's (`scriptUrl`):
 * the tasks it causes are those that run script or render a frame from its compilation on, that is its own work
 * (evaluating it, its callbacks, promises and renders) and the style, layout and paint of the frames after it, which
 * draw what it adds. Before it come the page's own: the navigation's commit, the parsing of the HTML and the first
 * frame of the page's heading, as on any page (the floor's shows them).
 */
export function pageTasks(trace: Uint8Array, url: string, scriptUrl: string): Task[] {
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
  const script = thread.find((event) => event.name === 'v8.compileModule' && event.args?.data?.url === scriptUrl);
  if (!script) throw new Error(`the trace has no compilation of ${scriptUrl} on the page's main thread`);
  const tasks: Task[] = [];
  thread.forEach((task, index) => {
    if (task.name !== 'RunTask') return;
    // Sorted by start, so what runs inside the task follows it until its end.
    let next = index + 1;
    while (next < thread.length && thread[next].ts < task.ts + task.dur!) next++;
    const inside = thread.slice(index + 1, next);
    const parts = partsOf(task, inside);
    const kind = kindOf(inside, parts);
    tasks.push({
      durationMs: task.dur! / 1000,
      threadMs: (task.tdur ?? task.dur!) / 1000,
      startMs: (task.ts - navigationStart.ts) / 1000,
      kind,
      byScript: task.ts + task.dur! > script.ts && (kind === 'script' || kind === 'rendering'),
      parts: parts.filter((part) => part.ms >= PART_MIN_MS).slice(0, PARTS_SHOWN),
    });
  });
  return tasks.sort((a, b) => b.durationMs - a.durationMs);
}

export const describeTask = (task: Task) =>
  `${task.durationMs.toFixed(1)} ms (thread ${task.threadMs.toFixed(1)} ms) at ${Math.round(task.startMs)} ms, ${task.kind}${task.byScript ? ' (the embed script)' : ''}: ${task.parts
    .map((part) => `${part.name} ${part.ms.toFixed(1)} ms`)
    .join(', ')}`;
