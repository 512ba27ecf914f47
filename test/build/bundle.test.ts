import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface BuiltFile {
  raw: number;
  gzip: number;
  text: string;
}

interface Build extends BuiltFile {
  /** Every file of the build by its path in dist/, the first module's (`ipo-calendar.js`) among them. */
  files: Record<string, BuiltFile>;
}

/**
 * Guards against accidents, such as a whole library pulled in: dist/ipo-calendar.js, the first module, which starts the
 * page's loads with the client and the attribute parsers (the broker table among them); and all it loads, Lit included
 * (about 40.5 kB: the single bundle was 38.2 kB, and two files compress apart, with the names one imports from the
 * other).
 */
const FIRST_MODULE_GZIP_BUDGET = 10_000;
const GZIP_BUDGET = 41_000;

describe('dist/ipo-calendar.js and its chunks', function () {
  this.timeout(60_000);
  let build: Build;
  before(async () => {
    build = await executeServerCommand<Build, undefined>('bundle-size');
  });

  it(`keeps the first module within ${FIRST_MODULE_GZIP_BUDGET} bytes gzip -9, and all within ${GZIP_BUDGET}`, () => {
    const files = Object.entries(build.files);
    for (const [path, { raw, gzip }] of files) console.log(`${path}: ${raw} bytes raw, ${gzip} bytes gzip -9`);
    expect(build.gzip).to.be.at.most(FIRST_MODULE_GZIP_BUDGET);
    expect(files.reduce((total, [, { gzip }]) => total + gzip, 0)).to.be.at.most(GZIP_BUDGET);
  });

  it('starts with no static import: the first module waits for no other file before its call', () => {
    expect(build.text).not.to.match(/(^|[;}])\s*import\s*[{*\w]/m);
  });

  it('is minified: no dev-mode Lit, no mock code', () => {
    for (const { text } of Object.values(build.files)) {
      expect(text).not.to.include('Lit is in dev mode');
      expect(text).not.to.include('X-Mock-Fault');
      expect(text).not.to.match(/\/\*\*\s/);
      expect(text.split('\n').length, 'templates are collapsed').to.be.below(30);
    }
  });
});
