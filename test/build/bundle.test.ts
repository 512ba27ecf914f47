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
 * page's loads with the client and the attribute parsers; what a default month page loads, the first module and the
 * element's chunk, Lit inside (about 37.5 kB); and every file, the parts loaded when needed and the classic script
 * among them (about 45.1 kB).
 */
const FIRST_MODULE_GZIP_BUDGET = 10_000;
const PAGE_GZIP_BUDGET = 39_000;
const GZIP_BUDGET = 47_000;
const ELEMENT_CHUNK = 'chunks/ipo-calendar.js';

/** The files a file imports statically (`import … from"./x.js"`, as minified), by their paths in dist/. */
function staticImports(path: string, text: string): string[] {
  const specifiers = [...text.matchAll(/\bfrom\s*[`"'](\.\.?\/[^`"']+\.js)[`"']/g)].map(([, specifier]) => specifier);
  return specifiers.map((specifier) => new URL(specifier, `https://dist.example/${path}`).pathname.slice(1));
}

describe('dist/ipo-calendar.js and its chunks', function () {
  this.timeout(60_000);
  let build: Build;
  before(async () => {
    build = await executeServerCommand<Build, undefined>('bundle-size');
  });

  const gzipOf = (paths: readonly string[]) => paths.reduce((total, path) => total + build.files[path].gzip, 0);

  it(`keeps the first module within ${FIRST_MODULE_GZIP_BUDGET} B gzip -9, a month page's scripts within ${PAGE_GZIP_BUDGET}, all within ${GZIP_BUDGET}`, () => {
    const files = Object.entries(build.files);
    for (const [path, { raw, gzip }] of files) console.log(`${path}: ${raw} bytes raw, ${gzip} bytes gzip -9`);
    expect(build.gzip).to.be.at.most(FIRST_MODULE_GZIP_BUDGET);
    expect(gzipOf(['ipo-calendar.js', ELEMENT_CHUNK])).to.be.at.most(PAGE_GZIP_BUDGET);
    expect(gzipOf(Object.keys(build.files))).to.be.at.most(GZIP_BUDGET);
  });

  it('has the element in one chunk, which imports only the first module: it arrives in one round trip', () => {
    expect(staticImports(ELEMENT_CHUNK, build.files[ELEMENT_CHUNK].text)).to.deep.equal(['ipo-calendar.js']);
    const importsElement = /\bimport\(\s*[`"']\.\/chunks\/ipo-calendar\.js[`"']\s*\)/.test(build.text);
    expect(importsElement, 'the first module imports the element chunk').to.equal(true);
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
