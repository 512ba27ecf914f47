import { expect } from '@open-wc/testing';
import { STATUS_ALIASES, STATUS_VALUES } from '../../src/api/types.js';
import { statusKeyOf } from '../../src/model/status.js';

describe('statusKeyOf', () => {
  it('keys each of the six values by its alias', () => {
    STATUS_VALUES.forEach((value, index) => expect(statusKeyOf(value)).to.equal(STATUS_ALIASES[index]));
  });

  it('is unknown for null and for values it does not know', () => {
    for (const status of [null, '청약철회', '', '<b>상장</b>']) expect(statusKeyOf(status)).to.equal('unknown');
  });
});
