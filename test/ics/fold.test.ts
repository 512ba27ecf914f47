import { expect } from '@open-wc/testing';
import { foldLine } from '../../src/ics/fold.js';

const octets = (text: string) => new TextEncoder().encode(text).length;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Checks the folding rules and returns the physical lines. */
function checkFolded(line: string): string[] {
  const physical = foldLine(line).split('\r\n');
  expect(physical.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).to.equal(line);
  physical.forEach((part, i) => {
    expect(octets(part), part).to.be.at.most(75);
    expect(loneSurrogate.test(part), part).to.equal(false);
    if (i > 0) expect(part[0]).to.equal(' ');
    // Greedy: a line is only broken when the next character would not have fitted.
    if (i < physical.length - 1) {
      const nextChar = String.fromCodePoint(physical[i + 1].slice(1).codePointAt(0)!);
      expect(octets(part) + octets(nextChar), part).to.be.greaterThan(75);
    }
  });
  return physical;
}

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).to.equal(line);
  });

  it('breaks ASCII at 75 octets, continuation lines holding a space and 74 more (200 = 75 + 74 + 51)', () => {
    const physical = checkFolded('y'.repeat(200));
    expect(physical.map(octets)).to.deep.equal([75, 75, 52]);
  });

  it('never splits a three-byte Hangul character', () => {
    // "SUMMARY:" is 8 octets; 22 syllables bring it to 74, so the 23rd must move to the next line.
    const physical = checkFolded(`SUMMARY:${'가'.repeat(60)}`);
    expect(octets(physical[0])).to.equal(74);
  });

  it('never splits an emoji or its surrogate pair', () => {
    checkFolded(`SUMMARY:${'🚀'.repeat(40)}`);
    checkFolded(`SUMMARY:a${'🚀한,'.repeat(30)}`);
  });
});
