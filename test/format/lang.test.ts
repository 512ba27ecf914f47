import { expect } from '@open-wc/testing';
import { langOf } from '../../src/format/lang.js';

describe('langOf', () => {
  it('is en for English by its primary subtag, in any case', () => {
    for (const value of ['en', 'en-GB', 'EN-us', ' en ']) expect(langOf(value), value).to.equal('en');
  });

  it('is ko for Korean, other languages, nothing and look-alikes', () => {
    for (const value of ['ko', 'ko-KR', 'fr', 'eng', 'english', 'e', '', null, undefined]) {
      expect(langOf(value), String(value)).to.equal('ko');
    }
  });
});
