/**
 * De-duplication of concurrent identical calls: one task per key runs at a time and any number of
 * callers wait for it. A caller that aborts leaves at once; the task itself is aborted only when
 * no caller is left. A settled task is forgotten, so a failure is never served again.
 */
import { getOrAdd } from '../util/get-or-add.js';

interface Task<T> {
  promise: Promise<T>;
  controller: AbortController;
  waiters: number;
}

export type Inflight<T> = (key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function inflight<T>(): Inflight<T> {
  const tasks = new Map<string, Task<T>>();
  const forget = (key: string, task: Task<T>) => tasks.get(key) === task && tasks.delete(key);
  return (key, start, signal) => {
    signal?.throwIfAborted();
    const task = getOrAdd(tasks, key, () => {
      const controller = new AbortController();
      const begun: Task<T> = {
        controller,
        waiters: 0,
        promise: start(controller.signal).finally(() => forget(key, begun)),
      };
      return begun;
    });
    task.waiters++;
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
