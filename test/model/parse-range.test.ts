import { expect } from '@open-wc/testing';
import { parseRange } from '../../src/model/parse-range.js';

const rangeProblem = (value: string) => ({ ok: false, problem: { attribute: 'range', value, accepted: 'range' } });

describe('parseRange', () => {
  it('is null when absent or blank', () => {
    for (const input of [null, undefined, '', ' ']) expect(parseRange(input)).to.deep.equal({ ok: true, value: null });
  });

  it('takes a closed period, including a single day, and trims around the slash', () => {
    expect(parseRange('2026-11-01/2026-11-30')).to.deep.equal({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(parseRange('2026-11-05/2026-11-05')).to.deep.equal({
      ok: true,
      value: { from: '2026-11-05', to: '2026-11-05' },
    });
    expect(parseRange(' 2026-11-01 / 2026-12-31 ')).to.deep.equal({
      ok: true,
      value: { from: '2026-11-01', to: '2026-12-31' },
    });
  });

  it('takes a period open at either end', () => {
    expect(parseRange('2026-11-01/')).to.deep.equal({ ok: true, value: { from: '2026-11-01', to: null } });
    expect(parseRange('/2026-12-31')).to.deep.equal({ ok: true, value: { from: null, to: '2026-12-31' } });
  });

  it('takes a month as its first to last day, leap years included', () => {
    expect(parseRange('2026-11')).to.deep.equal({ ok: true, value: { from: '2026-11-01', to: '2026-11-30' } });
    expect(parseRange('2028-02')).to.deep.equal({ ok: true, value: { from: '2028-02-01', to: '2028-02-29' } });
  });

  it('rejects malformed, unreal, reversed and doubly open periods', () => {
    const bad = [
      '/',
      '2026-11-01',
      '2026-11-01/2026-11-30/2026-12-31',
      '2026-11-30/2026-11-01',
      '2026-02-29/2026-03-01',
      '2026-11-01/2026-11-31',
      '2026-13',
      '2026-1-01/2026-1-31',
      '20261101/20261130',
      'November',
      '2026-11-01..2026-11-30',
      '<script>alert(1)</script>',
    ];
    for (const value of bad) expect(parseRange(value), value).to.deep.equal(rangeProblem(value));
  });
});
