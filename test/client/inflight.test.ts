import { expect } from '@open-wc/testing';
import { inflight } from '../../src/client/inflight.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('Inflight', () => {
  it('runs one task for any number of concurrent callers of a key', async () => {
    const run = inflight<string>();
    const gate = deferred<string>();
    let started = 0;
    const start = () => (started++, gate.promise);
    const results = Array.from({ length: 10 }, () => run('q', start, new AbortController().signal));
    const other = run('other', async () => 'other');
    gate.resolve('body');
    expect(await Promise.all(results)).to.deep.equal(Array(10).fill('body'));
    expect(await other).to.equal('other');
    expect(started).to.equal(1);
  });

  it('tells every caller once that the task is underway, a late one at once', async () => {
    const run = inflight<string>();
    const gate = deferred<string>();
    let report!: () => void;
    const start = (_signal: AbortSignal, underway: () => void) => ((report = underway), gate.promise);
    const heard: string[] = [];
    const first = run('q', start, undefined, () => heard.push('first'));
    const second = run('q', start, undefined, () => heard.push('second'));
    expect(heard, 'not before the task says so').to.deep.equal([]);
    report();
    report();
    const late = run('q', start, undefined, () => heard.push('late'));
    expect(heard).to.deep.equal(['first', 'second', 'late']);
    gate.resolve('body');
    expect(await Promise.all([first, second, late])).to.deep.equal(['body', 'body', 'body']);
  });

  it('lets one caller abort without cancelling the task the others wait for', async () => {
    const run = inflight<string>();
    const gate = deferred<string>();
    let taskSignal!: AbortSignal;
    const start = (signal: AbortSignal) => ((taskSignal = signal), gate.promise);
    const leaving = new AbortController();
    const left = run('q', start, leaving.signal).catch((error: DOMException) => error.name);
    const staying = run('q', start, new AbortController().signal);
    leaving.abort(new DOMException('gone', 'AbortError'));
    expect(await left).to.equal('AbortError');
    expect(taskSignal.aborted).to.equal(false);
    gate.resolve('body');
    expect(await staying).to.equal('body');
  });

  it('aborts the task when every caller has left, and starts afresh for the next', async () => {
    const run = inflight<string>();
    const signals: AbortSignal[] = [];
    const start = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        setTimeout(() => resolve('late'), 0);
      });
    };
    const callers = [new AbortController(), new AbortController()];
    const runs = callers.map((caller) => run('q', start, caller.signal).catch(() => 'aborted'));
    callers.forEach((caller) => caller.abort());
    expect(await Promise.all(runs)).to.deep.equal(['aborted', 'aborted']);
    expect(signals[0].aborted).to.equal(true);
    expect(await run('q', start)).to.equal('late');
    expect(signals).to.have.length(2);
  });

  it('forgets a failed task, so the next caller starts a new one', async () => {
    const run = inflight<string>();
    let started = 0;
    const failing = () => (started++, Promise.reject(new Error('down')));
    const error = await run('q', failing).catch((reason: Error) => reason.message);
    expect(error).to.equal('down');
    expect(await run('q', async () => (started++, 'up'))).to.equal('up');
    expect(started).to.equal(2);
  });

  it('rejects at once for a signal aborted before the call', async () => {
    const run = inflight<string>();
    let started = 0;
    const aborted = () => run('q', async () => (started++, 'x'), AbortSignal.abort());
    expect(aborted).to.throw();
    expect(started).to.equal(0);
  });
});
