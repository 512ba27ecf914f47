/**
 * De-duplication of concurrent identical calls: one task per key runs at a time and any number of
 * callers wait for it. A caller that aborts leaves at once; the task itself is aborted only when
 * no caller is left. A settled task is forgotten, so a failure is never served again.
 *
 * A task may report that it is underway (see `ListOptions.underway`): every caller hears it once, at
 * once if it joins a task that already reported it.
 */
import { getOrAdd } from '../util/get-or-add.js';

/** Whether a task is underway yet, and the callers to tell when it reports so. */
class Progress {
  underway = false;
  #listeners: (() => void)[] = [];

  readonly report = (): void => {
    if (this.underway) return;
    this.underway = true;
    for (const listener of this.#listeners.splice(0)) listener();
  };

  listen(listener: () => void): void {
    if (this.underway) listener();
    else this.#listeners.push(listener);
  }
}

interface Task<T> {
  promise: Promise<T>;
  controller: AbortController;
  waiters: number;
  progress: Progress;
}

export type Inflight<T> = (
  key: string,
  start: (signal: AbortSignal, underway: () => void) => Promise<T>,
  signal?: AbortSignal,
  underway?: () => void,
) => Promise<T>;

export function inflight<T>(): Inflight<T> {
  const tasks = new Map<string, Task<T>>();
  const forget = (key: string, task: Task<T>) => tasks.get(key) === task && tasks.delete(key);
  return (key, start, signal, underway) => {
    signal?.throwIfAborted();
    const task = getOrAdd(tasks, key, () => {
      const controller = new AbortController();
      const progress = new Progress();
      const begun: Task<T> = {
        controller,
        waiters: 0,
        progress,
        promise: start(controller.signal, progress.report).finally(() => forget(key, begun)),
      };
      return begun;
    });
    task.waiters++;
    if (underway) task.progress.listen(underway);
    if (!signal) return task.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(signal.reason);
        if (--task.waiters) return;
        forget(key, task);
        task.controller.abort(signal.reason);
      };
      signal.addEventListener('abort', leave);
      task.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  };
}
