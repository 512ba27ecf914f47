import { expect } from '@open-wc/testing';
import { parseStages } from '../../src/model/parse-stages.js';

describe('parseStages', () => {
  it('means all four stages when absent or blank', () => {
    for (const input of [null, undefined, '', '   '])
      expect(parseStages(input)).to.deep.equal({ ok: true, value: ['demand', 'sub', 'refund', 'listing'] });
  });

  it('takes space-separated stages, any case, in the order of the stages, each once', () => {
    expect(parseStages('sub refund listing')).to.deep.equal({ ok: true, value: ['sub', 'refund', 'listing'] });
    expect(parseStages(' LISTING\tsub\n sub ')).to.deep.equal({ ok: true, value: ['sub', 'listing'] });
    expect(parseStages('demand')).to.deep.equal({ ok: true, value: ['demand'] });
  });

  it('refuses the whole value for a word that is not a stage', () => {
    for (const bad of ['sub,refund', 'sub refunds', '청약', 'sub listed', 'all'])
      expect(parseStages(bad), bad).to.deep.equal({
        ok: false,
        problem: { attribute: 'stages', value: bad, accepted: 'stages' },
      });
  });
});
