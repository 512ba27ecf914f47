import { expect } from '@open-wc/testing';
import { formatKstStamp, formatKstTime } from '../../src/format/instant.js';

// 2026-11-20 23:59 KST and, one minute later, 2026-11-21 00:00 KST.
const beforeMidnight = Date.parse('2026-11-20T14:59:00Z');
const atMidnight = Date.parse('2026-11-20T15:00:00Z');

describe('instant formatting', () => {
  it('shows the KST clock time of an instant', () => {
    expect(formatKstTime(beforeMidnight)).to.equal('23:59 KST');
    expect(formatKstTime(atMidnight)).to.equal('00:00 KST');
  });

  it('adds the KST date unless the instant is on the same KST day as now', () => {
    expect(formatKstStamp(beforeMidnight, 'ko')).to.equal('11월 20일 23:59 KST');
    expect(formatKstStamp(atMidnight, 'en')).to.equal('Nov 21 00:00 KST');
    expect(formatKstStamp(beforeMidnight, 'ko', beforeMidnight - 23 * 3600_000)).to.equal('23:59 KST');
    expect(formatKstStamp(beforeMidnight, 'en', atMidnight)).to.equal('Nov 20 23:59 KST');
  });
});
