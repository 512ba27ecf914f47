/**
 * chai's ES module by its path, the one `@open-wc/testing` re-exports in the browser: Node resolves the package's
 * `main`, which it does not ship, so that files shared with the Node suites import the module itself.
 */
declare module '@esm-bundle/chai/esm/chai.js' {
  export const expect: typeof import('@open-wc/testing').expect;
}
