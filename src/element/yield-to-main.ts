/**
 * Ends the task under way and resumes in a new one, so that the browser can handle input and draw a frame in between:
 * `scheduler.yield()` where the browser has it (the rest then runs ahead of other tasks of its priority), else a
 * message through a MessageChannel (a task that, unlike `setTimeout`'s, is neither delayed by nesting nor throttled in
 * a hidden page).
 */

/** The Prioritized Task Scheduling API, as far as it is used here (TypeScript's DOM types lack it). */
interface Scheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<Scheduler> };
  // `scheduler.yield()` rejects when it runs inside a page's `scheduler.postTask` whose signal is aborted: the update
  // must happen all the same.
  if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(nextMessage);
  return nextMessage();
}

function nextMessage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
