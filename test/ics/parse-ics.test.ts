import { expect } from '@open-wc/testing';
import { parseIcs, unescapeText } from './parse-ics.js';

describe('parseIcs (test helper)', () => {
  it('unfolds and nests components', () => {
    const calendar = parseIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:ab\r\n c\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
    expect(calendar.components[0].properties).to.deep.equal([{ name: 'SUMMARY', params: {}, value: 'abc' }]);
  });

  it('rejects bare line feeds, a missing final CRLF and unbalanced components', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\r\n')).to.throw();
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).to.throw();
    expect(() => parseIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).to.throw();
  });

  it('rejects unescaped separators in text', () => {
    expect(() => unescapeText('a,b')).to.throw();
    expect(() => unescapeText('a\\\\;b')).to.throw();
    expect(unescapeText('a\\,b\\;c\\\\d\\ne')).to.equal('a,b;c\\d\ne');
  });
});
