import { expect } from '@open-wc/testing';
import { parseCacheTtl, parseLimit } from '../../src/model/parse-count.js';

const BAD_COUNTS = ['-1', '1.5', '5.0', '1e2', '+5', 'abc', '0x10', '12 calls', '99999999999999999999'];

describe('parseLimit', () => {
  it('defaults to 20 in the list view and 100 in the month view', () => {
    expect(parseLimit(null, 'list')).to.deep.equal({ ok: true, value: 20 });
    expect(parseLimit(undefined, 'month')).to.deep.equal({ ok: true, value: 100 });
    expect(parseLimit('  ', 'list')).to.deep.equal({ ok: true, value: 20 });
  });

  it('takes a non-negative integer from an attribute or a number property', () => {
    expect(parseLimit('0', 'list')).to.deep.equal({ ok: true, value: 0 });
    expect(parseLimit(' 35 ', 'month')).to.deep.equal({ ok: true, value: 35 });
    expect(parseLimit(7, 'list')).to.deep.equal({ ok: true, value: 7 });
  });

  it('cuts values above 100 to 100, as the API would', () => {
    expect(parseLimit('250', 'list')).to.deep.equal({ ok: true, value: 100 });
    expect(parseLimit(101, 'month')).to.deep.equal({ ok: true, value: 100 });
  });

  it('rejects negatives, fractions, exponents, signs, words and unsafe integers', () => {
    for (const value of BAD_COUNTS) {
      expect(parseLimit(value, 'list'), value).to.deep.equal({
        ok: false,
        problem: { attribute: 'limit', value, accepted: 'integer' },
      });
    }
    expect(parseLimit(-3, 'list')).to.deep.equal({
      ok: false,
      problem: { attribute: 'limit', value: '-3', accepted: 'integer' },
    });
    expect(parseLimit(Number.NaN, 'list')).to.deep.equal({
      ok: false,
      problem: { attribute: 'limit', value: 'NaN', accepted: 'integer' },
    });
  });
});

describe('parseCacheTtl', () => {
  it('is null (the client default) when absent, and seconds otherwise, without an upper cut', () => {
    expect(parseCacheTtl(null)).to.deep.equal({ ok: true, value: null });
    expect(parseCacheTtl('0')).to.deep.equal({ ok: true, value: 0 });
    expect(parseCacheTtl('86400')).to.deep.equal({ ok: true, value: 86400 });
    expect(parseCacheTtl(300)).to.deep.equal({ ok: true, value: 300 });
  });

  it('rejects what is not a non-negative integer, naming cache-ttl', () => {
    for (const value of BAD_COUNTS) {
      expect(parseCacheTtl(value), value).to.deep.equal({
        ok: false,
        problem: { attribute: 'cache-ttl', value, accepted: 'integer' },
      });
    }
  });
});
