import { expect } from '@open-wc/testing';
import { quotaResetAfter, SERVER_LAG_MS, serverDayEnd, serverDayOf } from '../../src/client/server-day.js';

const at = (iso: string) => Date.parse(iso);
const MIDNIGHT = at('2026-11-24T00:00:00+09:00');

describe('the server’s KST day', () => {
  it('allows the server’s clock to be a minute behind ours', () => {
    expect(SERVER_LAG_MS).to.equal(60_000);
  });

  it('is the day before until the lag after our KST midnight is over', () => {
    expect(serverDayOf(MIDNIGHT - 1)).to.equal('2026-11-23');
    expect(serverDayOf(MIDNIGHT + SERVER_LAG_MS - 1)).to.equal('2026-11-23');
    expect(serverDayOf(MIDNIGHT + SERVER_LAG_MS)).to.equal('2026-11-24');
  });

  it('ends the lag after the next KST midnight, strictly after the instant', () => {
    expect(serverDayEnd(at('2026-11-23T10:00:00+09:00'))).to.equal(MIDNIGHT + SERVER_LAG_MS);
    expect(serverDayEnd(MIDNIGHT + 1000), 'inside the lag: this midnight’s').to.equal(MIDNIGHT + SERVER_LAG_MS);
    expect(serverDayEnd(MIDNIGHT + SERVER_LAG_MS), 'at its end: the next day’s').to.equal(
      MIDNIGHT + 86_400_000 + SERVER_LAG_MS,
    );
  });
});

describe('quotaResetAfter', () => {
  it('is the next KST midnight, the spec’s reset, for a quota used up during the day or just before midnight', () => {
    expect(quotaResetAfter(at('2026-11-23T10:00:00+09:00'))).to.equal(MIDNIGHT);
    expect(quotaResetAfter(MIDNIGHT - 1)).to.equal(MIDNIGHT);
    expect(quotaResetAfter(MIDNIGHT + SERVER_LAG_MS)).to.equal(MIDNIGHT + 86_400_000);
  });

  it('is the end of the lag, not the next midnight, for a quota found used up just after our midnight', () => {
    // The answer may be the old day's: a day-long block would stop a key whose quota has just been reset.
    expect(quotaResetAfter(MIDNIGHT)).to.equal(MIDNIGHT + SERVER_LAG_MS);
    expect(quotaResetAfter(MIDNIGHT + 1000)).to.equal(MIDNIGHT + SERVER_LAG_MS);
    expect(quotaResetAfter(MIDNIGHT + SERVER_LAG_MS - 1)).to.equal(MIDNIGHT + SERVER_LAG_MS);
  });
});
