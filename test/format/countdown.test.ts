import { expect } from '@open-wc/testing';
import { formatCountdown } from '../../src/format/countdown.js';

describe('formatCountdown', () => {
  it('writes h:mm:ss with padded minutes and seconds', () => {
    expect(formatCountdown((3 * 3600 + 2 * 60 + 5) * 1000)).to.equal('3:02:05');
    expect(formatCountdown(24 * 3600_000)).to.equal('24:00:00');
    expect(formatCountdown(59_000)).to.equal('0:00:59');
  });

  it('counts any number of hours, even past what a Date can hold', () => {
    expect(formatCountdown((100 * 3600 + 59 * 60 + 59) * 1000)).to.equal('100:59:59');
    expect(formatCountdown(9e15)).to.equal('2500000000:00:00');
  });

  it('rounds up to the second and never goes below zero', () => {
    expect(formatCountdown(1)).to.equal('0:00:01');
    expect(formatCountdown(60_000 - 1)).to.equal('0:01:00');
    expect(formatCountdown(0)).to.equal('0:00:00');
    expect(formatCountdown(-5000)).to.equal('0:00:00');
  });
});
