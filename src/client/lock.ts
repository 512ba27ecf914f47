/** Cross-tab turn-taking through Web Locks, where the browser has them. */

/**
 * Runs `task` while holding the named lock, so that tabs starting cold at the same moment take
 * turns (the task re-reads the storage first and finds what the first tab fetched). Without a
 * LockManager, or when it refuses the request (e.g. an opaque-origin document), the task runs at once.
 *
 * The lock is asked for at once first (`ifAvailable`): when another tab holds it, `waiting` is called
 * before the request joins the lock's queue, so that the caller knows its answer waits on that tab.
 */
export async function withLock<T>(
  locks: LockManager | null | undefined,
  name: string,
  signal: AbortSignal,
  task: () => Promise<T>,
  waiting?: () => void,
): Promise<T> {
  if (!locks) return task();
  let granted = false;
  const run = () => {
    granted = true;
    return task();
  };
  try {
    // The task's value is wrapped: null stands for a lock another tab holds.
    const taken = await locks.request(name, { ifAvailable: true }, (lock) =>
      lock ? run().then((value) => ({ value })) : null,
    );
    if (taken) return taken.value;
    signal.throwIfAborted();
    waiting?.();
    return await locks.request(name, { signal }, run);
  } catch (error) {
    if (granted || signal.aborted) throw error;
    return task();
  }
}
