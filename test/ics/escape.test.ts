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

  it('leaves out control characters, tab aside', () => {
    expect(escapeText('a\u0000b\u0007c\u000bd\u001be\u007ff\u0085g\th')).to.equal('abcdefg\th');
  });

  it('replaces a lone surrogate, which UTF-8 cannot encode, and keeps pairs', () => {
    const text = escapeText('a\ud800b\udfffc😀');
    expect(text).to.equal('a\ufffdb\ufffdc😀');
    expect(() => encodeURIComponent(text)).not.to.throw();
  });

  it('round-trips through an independent unescaper', () => {
    const text = '\\n is not a newline; but\nthis is, and \\\\ two backslashes';
    expect(unescapeText(escapeText(text))).to.equal(text);
  });
});
