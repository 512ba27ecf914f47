import { expect } from '@open-wc/testing';
import { formatOrList } from '../../src/format/or-list.js';

describe('formatOrList', () => {
  it('joins alternatives in each language', () => {
    expect(formatOrList(['month', 'list'], 'ko')).to.equal('month 또는 list');
    expect(formatOrList(['auto', 'light', 'dark'], 'en')).to.equal('auto, light, or dark');
    expect(formatOrList(['lazy'], 'en')).to.equal('lazy');
  });
});
