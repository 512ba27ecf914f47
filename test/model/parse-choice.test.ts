import { expect } from '@open-wc/testing';
import { parseLoading, parseTheme, parseView } from '../../src/model/parse-choice.js';

const cases = [
  { attribute: 'view', parse: parseView, accepted: ['month', 'list'], fallback: 'month' },
  { attribute: 'loading', parse: parseLoading, accepted: ['lazy', 'eager'], fallback: 'lazy' },
  { attribute: 'theme', parse: parseTheme, accepted: ['auto', 'light', 'dark'], fallback: 'auto' },
] as const;

for (const { attribute, parse, accepted, fallback } of cases) {
  describe(`parse of ${attribute}`, () => {
    it(`defaults to ${fallback} when absent or blank`, () => {
      for (const input of [null, undefined, '', ' ']) expect(parse(input)).to.deep.equal({ ok: true, value: fallback });
    });

    it('takes each accepted value, ignoring case and surrounding space', () => {
      for (const value of accepted) {
        expect(parse(value)).to.deep.equal({ ok: true, value });
        expect(parse(` ${value.toUpperCase()} `)).to.deep.equal({ ok: true, value });
      }
    });

    it('rejects anything else, naming the attribute, the trimmed value and the accepted values', () => {
      for (const value of ['grid', 'auto-dark', 'month list', '"><svg onload=alert(1)>']) {
        expect(parse(` ${value}`), value).to.deep.equal({ ok: false, problem: { attribute, value, accepted } });
      }
    });
  });
}
