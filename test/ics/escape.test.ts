import { expect } from '@open-wc/testing';
import { escapeText } from '../../src/ics/escape.js';
import { unescapeText } from './parse-ics.js';

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).to.equal('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves other text, colons and quotes included, as it is', () => {
    expect(escapeText('㈜한국: "AI" 🚀')).to.equal('㈜한국: "AI" 🚀');
  });

  it('round-trips through an independent unescaper', () => {
    const text = '\\n is not a newline; but\nthis is, and \\\\ two backslashes';
    expect(unescapeText(escapeText(text))).to.equal(text);
  });
});
