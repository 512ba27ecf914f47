import { expect } from '@open-wc/testing';
import { parseInstant } from '../../src/model/parse-instant.js';

describe('parseInstant', () => {
  it('reads ISO 8601 times with an offset', () => {
    expect(parseInstant('2026-11-20T08:05:00Z')).to.equal(Date.UTC(2026, 10, 20, 8, 5));
    expect(parseInstant('2026-11-20T17:05:00.123+09:00')).to.equal(Date.UTC(2026, 10, 20, 8, 5, 0, 123));
    expect(parseInstant('2026-11-20T17:05+09:00')).to.equal(Date.UTC(2026, 10, 20, 8, 5));
  });

  it('refuses times without an offset, impossible times, garbage and non-strings', () => {
    for (const value of [
      '2026-11-20T17:05:00',
      '2026-11-20',
      'Nov 20 2026',
      '2026-13-40T99:99:00Z',
      '2026-02-30T10:00:00+09:00',
      '<script>',
      '',
      null,
      0,
    ]) {
      expect(parseInstant(value), String(value)).to.equal(null);
    }
  });
});
