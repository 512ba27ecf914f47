import { expect } from '@open-wc/testing';
import { icsFileName } from '../../src/ics/file-name.js';
import { offering } from '../support/offering.js';

const named = (corp_name: string) => icsFileName(offering({ id: '6f1c2d3e-0000-4000-8000-000000000001', corp_name }));

describe('icsFileName', () => {
  it('is the company name', () => {
    expect(named('가나바이오')).to.equal('가나바이오.ics');
    expect(named('㈜한국 테크 (Korea Tech) Inc.')).to.equal('㈜한국 테크 (Korea Tech) Inc.ics');
  });

  it('has no separator, wildcard, control or bidi character, and no stray spaces', () => {
    expect(named('A/B\\C:D*E?F"G<H>I|J')).to.equal('A B C D E F G H I J.ics');
    expect(named(' ../한국\n\t테크\u0000 // ')).to.equal('한국 테크.ics');
    expect(named('invoice\u202Egpj.exe')).to.equal('invoice gpj.exe.ics');
  });

  it('keeps at most 60 characters of the name, whole ones', () => {
    expect(named('가'.repeat(81))).to.equal(`${'가'.repeat(60)}.ics`);
    expect(named(`${'a'.repeat(59)}😀😀`)).to.equal(`${'a'.repeat(59)}😀.ics`);
  });

  it('falls back to the id when nothing of the name is left', () => {
    expect(named(' /\\: \u200B\u0007 ')).to.equal('6f1c2d3e-0000-4000-8000-000000000001.ics');
    expect(named('....')).to.equal('6f1c2d3e-0000-4000-8000-000000000001.ics');
  });
});
