import { expect } from '@open-wc/testing';
import { countdownTo } from '../../src/model/countdown.js';
import { nextKstMidnight } from '../../src/time/kst.js';

describe('countdownTo', () => {
  it('counts down to the next KST midnight from an injected now', () => {
    const now = Date.parse('2026-11-20T11:47:55Z'); // 20:47:55 KST
    expect(countdownTo(nextKstMidnight(now), now)).to.deep.equal({
      clock: '3:12:05',
      hours: 3,
      minutes: 13,
    });
  });

  it('changes the coarse text at most once a minute while the clock ticks every second', () => {
    const until = 10 * 60_000;
    const coarse = new Set<string>();
    const clocks = new Set<string>();
    for (let now = 0; now < 60_000; now += 1000) {
      const { clock, hours, minutes } = countdownTo(until, now);
      clocks.add(clock);
      coarse.add(`${hours}:${minutes}`);
    }
    expect(clocks.size).to.equal(60);
    expect([...coarse]).to.deep.equal(['0:10']);
  });

  it('rounds the coarse text up and stops at zero', () => {
    expect(countdownTo(1000, 0)).to.deep.equal({ clock: '0:00:01', hours: 0, minutes: 1 });
    expect(countdownTo(60 * 60_000 + 1, 0)).to.include({ hours: 1, minutes: 1 });
    expect(countdownTo(0, 5000)).to.deep.equal({ clock: '0:00:00', hours: 0, minutes: 0 });
  });
});
