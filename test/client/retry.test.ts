import { expect } from '@open-wc/testing';
import { backoffDelay, MAX_RETRIES, withRetries } from '../../src/client/retry.js';
import { FakeTime } from './support/fake-time.js';

describe('backoffDelay', () => {
  it('doubles per retry, with jitter over the upper half', () => {
    expect([backoffDelay(0, () => 0), backoffDelay(0, () => 1)]).to.deep.equal([500, 1000]);
    expect([backoffDelay(1, () => 0), backoffDelay(1, () => 0.5)]).to.deep.equal([1000, 1500]);
  });
});

describe('withRetries', () => {
  let time: FakeTime;
  beforeEach(() => (time = new FakeTime(0)));

  it('retries at most twice, waiting the backoff between attempts', async () => {
    const attempts: number[] = [];
    const done = withRetries(async () => attempts.push(time.now), () => true, { timers: time.timers, random: () => 0, signal: new AbortController().signal });
    await time.advance(10_000);
    await done;
    expect(MAX_RETRIES).to.equal(2);
    expect(attempts).to.deep.equal([0, 500, 1500]);
  });

  it('returns at once a result not worth retrying', async () => {
    let attempts = 0;
    const result = await withRetries(async () => ++attempts, () => false, { timers: time.timers, random: () => 0, signal: new AbortController().signal });
    expect([result, attempts]).to.deep.equal([1, 1]);
  });

  it('stops on abort during the backoff', async () => {
    const controller = new AbortController();
    let attempts = 0;
    const done = withRetries(async () => ++attempts, () => true, { timers: time.timers, random: () => 0, signal: controller.signal });
    const outcome = done.then(() => 'resolved', (error: unknown) => error);
    await time.advance(100);
    controller.abort(new DOMException('gone', 'AbortError'));
    expect(((await outcome) as DOMException).name).to.equal('AbortError');
    await time.advance(10_000);
    expect(attempts).to.equal(1);
    expect(time.pendingTimers).to.equal(0);
  });
});
