import { expect } from '@open-wc/testing';
import { safeHttpUrl } from '../../src/util/safe-url.js';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs, normalised', () => {
    expect(safeHttpUrl('https://dart.fss.or.kr/dsaf001/main.do?rcpNo=1')).to.equal(
      'https://dart.fss.or.kr/dsaf001/main.do?rcpNo=1',
    );
    expect(safeHttpUrl('HTTP://Example.COM')).to.equal('http://example.com/');
    expect(safeHttpUrl('  https://example.com/a b  ')).to.equal('https://example.com/a%20b');
  });

  it('drops every other scheme, including ones disguised by case, whitespace or control characters', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@example.com',
      'ftp://example.com/',
    ];
    for (const value of hostile) expect(safeHttpUrl(value), JSON.stringify(value)).to.equal(null);
  });

  it('drops relative URLs, garbage and non-strings', () => {
    for (const value of [
      '/path',
      '//evil.example/x',
      'www.example.com',
      '',
      'http://',
      '<a href=x>',
      null,
      undefined,
      42,
      {},
    ]) {
      expect(safeHttpUrl(value), String(value)).to.equal(null);
    }
  });

  it('resolves against a base only when one is given', () => {
    expect(safeHttpUrl('/v1', 'https://host.example/page')).to.equal('https://host.example/v1');
    expect(safeHttpUrl('javascript:alert(1)', 'https://host.example/')).to.equal(null);
  });
});
