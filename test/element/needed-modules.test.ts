import { expect } from '@open-wc/testing';
import { neededModules, type ModuleNeeds, type NeedSources } from '../../src/element/needed-modules.js';

const KOREAN_LIST: NeedSources = {
  lang: 'ko',
  siteBrokers: false,
  chosenBrokers: false,
  markedBrokers: false,
  panel: null,
};

describe('neededModules', () => {
  const cases: [string, Partial<NeedSources>, ModuleNeeds][] = [
    ['nothing for a Korean element with no brokers and no panel', {}, { body: [], panel: [], more: [] }],
    [
      'English before the first render of an English element',
      { lang: 'en' },
      { body: ['english'], panel: [], more: [] },
    ],
    [
      'the broker table before the first call when `brokers` names firms',
      { siteBrokers: true },
      { body: ['brokerNames'], panel: [], more: [] },
    ],
    [
      'the broker table before the first render when the reader chose brokers',
      { chosenBrokers: true },
      { body: ['brokerNames'], panel: [], more: [] },
    ],
    [
      'both for an English element with brokers',
      { lang: 'en', siteBrokers: true },
      { body: ['english', 'brokerNames'], panel: [], more: [] },
    ],
    [
      'the broker table after the first render for a mark that says brokers moved',
      { markedBrokers: true },
      { body: [], panel: [], more: ['brokerNames'] },
    ],
    [
      'the table once, as the body needs it anyway',
      { chosenBrokers: true, markedBrokers: true },
      { body: ['brokerNames'], panel: [], more: [] },
    ],
    ['the panel when an offering’s panel is open', { panel: 'offering' }, { body: [], panel: ['panel'], more: [] }],
    [
      'the picker with the table it lists when the picker is open',
      { panel: 'brokers' },
      { body: [], panel: ['brokerPicker', 'brokerNames'], more: [] },
    ],
  ];
  for (const [name, sources, needs] of cases) {
    it(`asks for ${name}`, () => {
      expect(neededModules({ ...KOREAN_LIST, ...sources })).to.deep.equal(needs);
    });
  }
});
