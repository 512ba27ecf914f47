/**
 * De-duplication of concurrent identical calls: one task per key runs at a time and any number of
 * callers wait for it. A caller that aborts leaves at once; the task itself is aborted only when
 * no caller is left. A settled task is forgotten, so a failure is never served again.
 */
interface Task<T> {
  promise: Promise<T>;
  controller: AbortController;
  waiters: number;
}

export class Inflight<T> {
  readonly #tasks = new Map<string, Task<T>>();

  run(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    let task = this.#tasks.get(key);
    if (!task) {
      const controller = new AbortController();
      const created: Task<T> = { controller, waiters: 0, promise: start(controller.signal).finally(() => this.#forget(key, created)) };
      this.#tasks.set(key, (task = created));
    }
    const joined = task;
    joined.waiters++;
    if (!signal) return joined.promise;
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        reject(signal.reason);
        if (--joined.waiters > 0) return;
        this.#forget(key, joined);
        joined.controller.abort(signal.reason);
      };
      signal.addEventListener('abort', leave, { once: true });
      joined.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  #forget(key: string, task: Task<T>): void {
    if (this.#tasks.get(key) === task) this.#tasks.delete(key);
  }
}
