import { expect } from '@open-wc/testing';
import { shorten } from '../../src/format/shorten.js';

describe('shorten', () => {
  it('keeps a text of at most max characters whole', () => {
    expect(shorten('', 3)).to.equal('');
    expect(shorten('abc', 3)).to.equal('abc');
  });

  it('cuts a longer text to max characters and marks the cut', () => {
    expect(shorten('abcd', 3)).to.equal('abc…');
  });

  it('does not cut between the halves of a surrogate pair', () => {
    expect(shorten('ab😀c', 3)).to.equal('ab…');
  });
});
