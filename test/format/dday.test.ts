import { expect } from '@open-wc/testing';
import { formatDday } from '../../src/format/dday.js';

describe('formatDday', () => {
  it('counts down before the day, says D-day on it and counts up after it', () => {
    expect(formatDday(3)).to.equal('D-3');
    expect(formatDday(1)).to.equal('D-1');
    expect(formatDday(0)).to.equal('D-day');
    expect(formatDday(-2)).to.equal('D+2');
  });
});
