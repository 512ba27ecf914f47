// `cem analyze` (run by `npm run build`, after the builds): custom-elements.json, describing the element as the
// package ships it, with its attributes from the attribute table (src/model/attributes.ts), checked by
// @wc-toolkit/cem-validator; and, generated from it, the template types on the package's `react`, `vue` and `svelte`
// subpaths.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { cemValidatorPlugin } from '@wc-toolkit/cem-validator';
import { attributeDocsPlugin } from './tools/attribute-docs.mjs';
import { templateTypesPlugin } from './tools/template-types.mjs';

/**
 * The shipped file of a source module: `src/x/y.ts` is `dist/lib/x/y.js`. References come as the analyzer writes
 * them: relative to the referring module (`./element/events.js`), from the root (`/src/...`) or as module paths.
 */
function shippedPath(reference, referrer) {
  const path = reference.startsWith('.')
    ? posix.join(posix.dirname(referrer), reference)
    : reference.replace(/^\//, '');
  return path.replace(/^src\/(.*)\.[jt]s$/, 'dist/lib/$1.js');
}

/** Points every module, and every reference to one, at the shipped file instead of the source. */
const shippedPathsPlugin = {
  name: 'shipped-paths',
  packageLinkPhase({ customElementsManifest }) {
    const visit = (node, referrer) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'module' && typeof value === 'string') node.module = shippedPath(value, referrer);
        else visit(value, referrer);
      }
    };
    for (const module of customElementsManifest.modules) {
      visit(module, module.path);
      module.path = shippedPath(module.path, module.path);
    }
  },
};

export default {
  // The public API: the registering entry, the element and its event classes.
  globs: ['src/ipo-calendar.ts', 'src/element/ipo-calendar.ts', 'src/element/events.ts'],
  litelement: true,
  plugins: [
    attributeDocsPlugin(),
    shippedPathsPlugin,
    cemValidatorPlugin({
      rules: {
        manifest: {
          modulePath: 'error',
          definitionPath: 'error',
          // The analyzer (0.11.0, its latest) writes schema 2.0.0.
          schemaVersion: 'off',
          // The validator looks for the types of the element's API among the exports of the element's own module;
          // the package exports them from its entry (dist/lib/ipo-calendar.js), which a type-check fixture imports.
          exportTypes: 'off',
        },
      },
    }),
    templateTypesPlugin({ outdir: 'dist/types', packageName: JSON.parse(readFileSync('package.json', 'utf8')).name }),
  ],
};
