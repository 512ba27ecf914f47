import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface BundleSize {
  raw: number;
  gzip: number;
  text: string;
}

/**
 * A guard against accidents, such as a whole library pulled in: dist/ipo-calendar.js, Lit included (about 38.1 kB, of
 * which the broker table, the change memory and their texts and controls are some 6.5 kB, and the reader's money and
 * the page's style some 4.5 kB).
 */
const GZIP_BUDGET = 40_000;

describe('dist/ipo-calendar.js', function () {
  this.timeout(60_000);
  let bundle: BundleSize;
  before(async () => {
    bundle = await executeServerCommand<BundleSize, undefined>('bundle-size');
  });

  it(`stays within ${GZIP_BUDGET} bytes gzip -9`, () => {
    console.log(`bundle: ${bundle.raw} bytes raw, ${bundle.gzip} bytes gzip -9`);
    expect(bundle.gzip).to.be.at.most(GZIP_BUDGET);
  });

  it('is one self-contained, minified module: no imports, no dev-mode Lit, no mock code', () => {
    expect(bundle.text).not.to.match(/^\s*import\s/m);
    expect(bundle.text).not.to.include('Lit is in dev mode');
    expect(bundle.text).not.to.include('X-Mock-Fault');
    expect(bundle.text).not.to.match(/\/\*\*\s/);
    expect(bundle.text.split('\n').length, 'templates are collapsed').to.be.below(30);
  });
});
