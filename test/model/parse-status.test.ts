import { expect } from '@open-wc/testing';
import { STATUS_ALIASES, STATUS_VALUES } from '../../src/api/types.js';
import { parseStatus } from '../../src/model/parse-status.js';

describe('parseStatus', () => {
  it('means all stages when absent or blank', () => {
    for (const input of [null, undefined, '', '   '])
      expect(parseStatus(input)).to.deep.equal({ ok: true, value: null });
  });

  it('takes each Korean value and each alias (any case, trimmed) as the Korean value', () => {
    STATUS_VALUES.forEach((value, index) => {
      expect(parseStatus(value)).to.deep.equal({ ok: true, value });
      expect(parseStatus(STATUS_ALIASES[index])).to.deep.equal({ ok: true, value });
    });
    expect(parseStatus(' SUB ')).to.deep.equal({ ok: true, value: '청약' });
  });

  it('names the attribute, the value and all twelve accepted values for anything else', () => {
    for (const bad of ['subscription', '청약중', 'sub,listed', '<img src=x onerror=alert(1)>']) {
      expect(parseStatus(bad)).to.deep.equal({
        ok: false,
        problem: { attribute: 'status', value: bad, accepted: [...STATUS_ALIASES, ...STATUS_VALUES] },
      });
    }
  });
});
