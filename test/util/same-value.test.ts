import { expect } from '@open-wc/testing';
import { sameValue } from '../../src/util/same-value.js';

describe('sameValue', () => {
  it('takes equal primitives, and arrays and objects holding the same values under the same keys, as the same', () => {
    const config = { ok: true, config: { status: '청약', range: { from: '2026-11-01', to: null }, limit: 20 } };
    const copy = { config: { limit: 20, range: { to: null, from: '2026-11-01' }, status: '청약' }, ok: true };
    expect(sameValue(config, copy), 'whatever the order of the keys').to.equal(true);
    expect(sameValue([1, 'a', null], [1, 'a', null])).to.equal(true);
    expect(sameValue(NaN, NaN), 'not a value a configuration holds').to.equal(false);
  });

  it('tells values apart by any key, value or length', () => {
    const base = { range: { from: '2026-11-01', to: null }, accepted: ['month', 'list'] };
    for (const other of [
      { range: { from: '2026-11-02', to: null }, accepted: ['month', 'list'] },
      { range: { from: '2026-11-01' }, accepted: ['month', 'list'] },
      { range: { from: '2026-11-01', until: null }, accepted: ['month', 'list'] },
      { range: { from: '2026-11-01', to: null }, accepted: ['month'] },
      { range: null, accepted: ['month', 'list'] },
      { range: '2026-11', accepted: ['month', 'list'] },
    ])
      expect(sameValue(base, other), JSON.stringify(other)).to.equal(false);
    expect(sameValue(0, null)).to.equal(false);
    expect(sameValue('', null)).to.equal(false);
  });
});
