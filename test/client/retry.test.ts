import { expect } from '@open-wc/testing';
import { backoffDelay, sleep } from '../../src/client/retry.js';
import { FakeTime } from '../support/fake-time.js';

describe('backoffDelay', () => {
  it('doubles per retry, with jitter over the upper half', () => {
    expect([backoffDelay(0, () => 0), backoffDelay(0, () => 1)]).to.deep.equal([500, 1000]);
    expect([backoffDelay(1, () => 0), backoffDelay(1, () => 0.5)]).to.deep.equal([1000, 1500]);
  });
});

describe('sleep', () => {
  let time: FakeTime;
  beforeEach(() => (time = new FakeTime(0)));

  it('waits on the injected timers', async () => {
    let woke = false;
    void sleep(500, time.timers, new AbortController().signal).then(() => (woke = true));
    await time.advance(499);
    expect(woke).to.equal(false);
    await time.advance(1);
    expect(woke).to.equal(true);
  });

  it('ends at once on abort, with its reason, and clears its timer', async () => {
    const controller = new AbortController();
    const outcome = sleep(10_000, time.timers, controller.signal).then(
      () => 'woke',
      (error: unknown) => error,
    );
    await time.advance(100);
    controller.abort(new DOMException('gone', 'AbortError'));
    expect(((await outcome) as DOMException).name).to.equal('AbortError');
    expect(time.pendingTimers).to.equal(0);
  });

  it('rejects for a signal aborted before', async () => {
    const outcome = await sleep(10, time.timers, AbortSignal.abort()).catch((error: DOMException) => error.name);
    expect(outcome).to.equal('AbortError');
    expect(time.pendingTimers).to.equal(0);
  });
});
