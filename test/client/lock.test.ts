import { expect } from '@open-wc/testing';
import { withLock } from '../../src/client/lock.js';

const unique = () => `ipo-calendar:test:${Math.random()}`;

describe('withLock', () => {
  it('runs the task at once without a LockManager', async () => {
    expect(await withLock(null, 'x', new AbortController().signal, async () => 'done')).to.equal('done');
  });

  it('lets tasks under one name take turns through navigator.locks', async () => {
    const name = unique();
    const log: string[] = [];
    const task = (label: string) => async () => {
      log.push(`${label} in`);
      await new Promise((resolve) => setTimeout(resolve, 0));
      log.push(`${label} out`);
    };
    const signal = new AbortController().signal;
    await Promise.all([
      withLock(navigator.locks, name, signal, task('a')),
      withLock(navigator.locks, name, signal, task('b')),
    ]);
    expect(log).to.deep.equal(['a in', 'a out', 'b in', 'b out']);
  });

  it('stops waiting for the lock on abort', async () => {
    const name = unique();
    let release!: () => void;
    let granted!: () => void;
    const isHeld = new Promise<void>((resolve) => (granted = resolve));
    const held = navigator.locks.request(name, () => (granted(), new Promise<void>((resolve) => (release = resolve))));
    await isHeld;
    const controller = new AbortController();
    let ran = false;
    const waiting = withLock(navigator.locks, name, controller.signal, async () => void (ran = true)).catch(
      (error: DOMException) => error.name,
    );
    controller.abort(new DOMException('left', 'AbortError'));
    expect(await waiting).to.equal('AbortError');
    release();
    await held;
    expect(ran).to.equal(false);
  });

  it('says that it waits before queueing behind another holder, and not when the lock is free', async () => {
    const name = unique();
    const signal = new AbortController().signal;
    const waits: string[] = [];
    await withLock(
      navigator.locks,
      name,
      signal,
      async () => 'free',
      () => waits.push('free'),
    );
    let release!: () => void;
    let granted!: () => void;
    const isHeld = new Promise<void>((resolve) => (granted = resolve));
    const held = navigator.locks.request(name, () => (granted(), new Promise<void>((resolve) => (release = resolve))));
    await isHeld;
    const log: string[] = [];
    let told!: () => void;
    const waiting = new Promise<void>((resolve) => (told = resolve));
    const queued = withLock(
      navigator.locks,
      name,
      signal,
      async () => void log.push('ran'),
      () => (log.push('waits'), told()),
    );
    await waiting;
    expect(log, 'told before the task runs').to.deep.equal(['waits']);
    release();
    await Promise.all([held, queued]);
    expect([waits, log]).to.deep.equal([[], ['waits', 'ran']]);
  });

  it('runs the task anyway when the LockManager refuses', async () => {
    const refusing = {
      request: () => Promise.reject(new DOMException('no locks here', 'SecurityError')),
    } as unknown as LockManager;
    expect(await withLock(refusing, 'x', new AbortController().signal, async () => 'done')).to.equal('done');
  });

  it("passes on the task's own failure without running it twice", async () => {
    let runs = 0;
    const failing = async () => {
      runs++;
      throw new Error('task failed');
    };
    const error = await withLock(navigator.locks, unique(), new AbortController().signal, failing).catch(
      (reason: Error) => reason.message,
    );
    expect([error, runs]).to.deep.equal(['task failed', 1]);
  });
});
