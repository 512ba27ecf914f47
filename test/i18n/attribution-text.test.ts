import { expect } from '@open-wc/testing';
import { attributionText } from '../../src/i18n/attribution-text.js';
import { en } from '../../src/i18n/en.js';
import { ko } from '../../src/i18n/ko.js';

describe('attributionText', () => {
  const source = (sourceUrl: string) => ({ sourceName: 'IPO 일정 API', sourceUrl });

  it('names the source and carries the disclaimer, in its language', () => {
    expect(attributionText(ko, source(''))).to.equal(
      '출처: IPO 일정 API. 가공된 공시 정보로 정확성을 보장하지 않으며, 투자 권유가 아닙니다.',
    );
    expect(attributionText(en, source(''))).to.equal(
      'Source: IPO 일정 API. Processed public disclosure data. Accuracy is not guaranteed; not investment advice.',
    );
  });

  it('adds the source URL on a line of its own only when it is http(s)', () => {
    expect(attributionText(en, source('http://ipo.example/a b')).split('\n')[1]).to.equal('http://ipo.example/a%20b');
    for (const url of ['javascript:alert(1)', 'ftp://ipo.example/', '/relative'])
      expect(attributionText(ko, source(url)), url).not.to.contain('\n');
  });
});
