/**
 * The test page's clock (test/clock/pin-clock.js): every way to read "now" reads the run's instant, and only a test
 * whose name asks for the real clock gets it.
 */
import { expect } from '@open-wc/testing';

const { instant } = (globalThis as unknown as { __ipoTestClock: { instant: number } }).__ipoTestClock;

describe("the test page's clock", () => {
  it("reads the run's instant, however asked", () => {
    expect(Date.now()).to.equal(instant);
    expect(new Date().getTime()).to.equal(instant);
    expect(Date()).to.equal(new Date(instant).toString());
    const format = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', dateStyle: 'full', timeStyle: 'long' });
    expect(format.format()).to.equal(format.format(instant));
    expect(format.formatToParts()).to.deep.equal(format.formatToParts(instant));
  });

  it('stays at the instant while time passes', async () => {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(performance.now() - started).to.be.at.least(15);
    expect(Date.now()).to.equal(instant);
  });

  it('keeps dates of given instants and their type', () => {
    expect(new Date(0).toISOString()).to.equal('1970-01-01T00:00:00.000Z');
    expect(new Date('2027-01-04T00:00:00+09:00').getTime()).to.equal(Date.UTC(2027, 0, 3, 15));
    expect(new Date()).to.be.instanceOf(Date);
    class Later extends Date {}
    expect(new Later().getTime()).to.equal(instant);
  });

  it('moves for a test that says so (real clock)', async () => {
    const first = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - first).to.be.at.least(15);
  });
});
