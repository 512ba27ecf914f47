/** Cross-tab turn-taking through Web Locks, where the browser has them. */

/**
 * Runs `task` while holding the named lock, so that tabs starting cold at the same moment take
 * turns (the task re-reads the storage first and finds what the first tab fetched). Without a
 * LockManager, or when it refuses the request (e.g. an opaque-origin document), the task runs at once.
 */
export async function withLock<T>(
  locks: LockManager | null | undefined,
  name: string,
  signal: AbortSignal,
  task: () => Promise<T>,
): Promise<T> {
  if (!locks) return task();
  let granted = false;
  try {
    return await locks.request(name, { signal }, () => {
      granted = true;
      return task();
    });
  } catch (error) {
    if (granted || signal.aborted) throw error;
    return task();
  }
}
