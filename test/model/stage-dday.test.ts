import { expect } from '@open-wc/testing';
import { stageDday } from '../../src/model/stage-dday.js';
import { kstDateOf } from '../../src/time/kst.js';

describe('stageDday', () => {
  it('counts days across months and years', () => {
    expect(stageDday('2027-01-02', '2027-01-03', '2026-12-30')).to.equal(3);
    expect(stageDday('2026-12-28', '2026-12-30', '2027-01-02')).to.equal(-3);
  });

  it('rolls over at KST midnight, whatever the machine zone', () => {
    const lastMinute = kstDateOf(Date.parse('2026-11-20T14:59:59Z'));
    const nextDay = kstDateOf(Date.parse('2026-11-20T15:00:00Z'));
    expect(stageDday('2026-11-21', '2026-11-21', lastMinute)).to.equal(1);
    expect(stageDday('2026-11-21', '2026-11-21', nextDay)).to.equal(0);
  });

  it('counts to the start of a period up to the day it begins', () => {
    expect(stageDday('2026-11-24', '2026-11-25', '2026-11-21')).to.equal(3);
    expect(stageDday('2026-11-24', '2026-11-25', '2026-11-24')).to.equal(0);
  });

  it('is null on the later days while a period runs', () => {
    expect(stageDday('2026-11-24', '2026-11-26', '2026-11-25')).to.equal(null);
    expect(stageDday('2026-11-24', '2026-11-26', '2026-11-26')).to.equal(null);
  });

  it('counts from the end once the period is over', () => {
    expect(stageDday('2026-11-24', '2026-11-26', '2026-11-28')).to.equal(-2);
  });

  it('treats a single day as D-day on that day and past the day after', () => {
    expect(stageDday('2026-12-02', '2026-12-02', '2026-12-02')).to.equal(0);
    expect(stageDday('2026-12-02', '2026-12-02', '2026-12-03')).to.equal(-1);
  });
});
