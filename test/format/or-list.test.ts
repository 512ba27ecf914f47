import { expect } from '@open-wc/testing';
import { formatOrList } from '../../src/format/or-list.js';

describe('formatOrList', () => {
  it('joins alternatives in each language', () => {
    expect(formatOrList(['month', 'list'], 'ko')).to.equal('month 또는 list');
    expect(formatOrList(['auto', 'light', 'dark'], 'en')).to.equal('auto, light, or dark');
    expect(formatOrList(['lazy'], 'en')).to.equal('lazy');
  });

  it('joins one to five alternatives as Intl.ListFormat does', () => {
    const words = ['month', 'list', 'auto', 'light', 'dark'];
    for (const lang of ['ko', 'en'] as const) {
      const intl = new Intl.ListFormat(lang, { type: 'disjunction' });
      const lists = words.map((_, index) => words.slice(0, index + 1));
      expect(
        lists.map((items) => formatOrList(items, lang)),
        lang,
      ).to.deep.equal(lists.map((items) => intl.format(items)));
    }
  });
});
