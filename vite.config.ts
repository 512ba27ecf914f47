/**
 * `vite build` makes dist/ipo-calendar.js, the first module, and the chunks it imports, dist/chunks/: minified ES
 * modules with Lit inside. vite.iife.config.ts makes the classic script from the same settings; vite.demo.config.ts
 * serves and builds the demo.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultShouldMinifyCSS, minifyHTMLLiterals } from 'minify-html-literals';
import { defineConfig, type BuildEnvironmentOptions, type Plugin, type Rolldown, type UserConfig } from 'vite';

/** Rolldown's view of the module graph while it makes chunks. */
type ChunkingContext = Rolldown.ChunkingContext;

/** Collapses the white space inside our html`` and css`` templates, which the JS minifier leaves as it is. */
const minifyTemplates: Plugin = {
  name: 'minify-templates',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/src/') || !id.endsWith('.ts')) return null;
    const result = minifyHTMLLiterals(code, {
      fileName: id,
      // Its CSS minifier, clean-css, drops container queries: a css`` template that has one is left as written.
      shouldMinifyCSS: (template) =>
        defaultShouldMinifyCSS(template) && !template.parts.some((part) => part.text.includes('@container')),
    });
    return result && { code: result.code, map: result.map?.toString() ?? null };
  },
};

/** Prints each written file's Subresource Integrity hash, for the `integrity` attribute of a CDN `<script>`. */
const printIntegrity: Plugin = {
  name: 'print-integrity',
  apply: 'build',
  async writeBundle({ dir = 'dist' }, files) {
    for (const fileName of Object.keys(files)) {
      const hash = createHash('sha384').update(await readFile(join(dir, fileName)));
      this.environment.logger.info(
        `${relative(process.cwd(), join(dir, fileName))} integrity="sha384-${hash.digest('base64')}"`,
      );
    }
  },
};

/** The modules a module imports statically, itself included, found through rolldown's module graph. */
function staticGraph(root: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(root);
  return found;
}

const ELEMENT_MODULE = fileURLToPath(new URL('src/ipo-calendar.ts', import.meta.url));
const FIRST_MODULE = fileURLToPath(new URL('src/first-module.ts', import.meta.url));
const elementChunks = new WeakMap<ChunkingContext, Set<string>>();

/**
 * The element's chunk: every module the element's module needs before it runs and the first module does not carry,
 * Lit among them. Left to itself, rolldown puts the modules the element shares with its lazy parts (Lit, some
 * formatting) in chunks of their own, which the browser finds only once the element's chunk has arrived: a round trip
 * more before the element runs.
 */
function elementChunk(id: string, ctx: ChunkingContext): string | null {
  let modules = elementChunks.get(ctx);
  if (!modules) {
    const first = staticGraph(FIRST_MODULE, ctx);
    modules = new Set([...staticGraph(ELEMENT_MODULE, ctx)].filter((module) => !first.has(module)));
    elementChunks.set(ctx, modules);
  }
  return modules.has(id) ? 'ipo-calendar' : null;
}

/** A minified bundle of `entry`, Lit inside, written to dist/`fileName` with the chunks it imports in dist/chunks/. */
export function bundle(entry: string, format: 'es' | 'iife', fileName: string): UserConfig {
  const build: BuildEnvironmentOptions = {
    target: 'es2022',
    minify: true,
    // Written beside the other builds: `npm run build` empties dist/ first, all but the built demo
    // (scripts/clean-dist.mjs).
    emptyOutDir: false,
    // Vite asks every classic-script build for a global name; an entry without exports sets none.
    lib: { entry, formats: [format], name: 'IpoCalendar', fileName: () => fileName },
    rolldownOptions: {
      // The first module may export more than its own exports: then the code it shares with the element's chunk
      // stays in it, not in a third file it would wait for before its call.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Library mode leaves ES output unminified unless the output itself asks for it.
        minify: true,
        // The chunks the first module imports, found beside it from its own URL.
        chunkFileNames: 'chunks/[name].js',
        codeSplitting: { groups: [{ name: elementChunk, includeDependenciesRecursively: false }] },
        // Minification drops the licence comments of what is bundled; Lit's BSD-3-Clause asks for its notice. Then
        // Chrome's explicit compile hint: the element runs most of the bundle's functions as it loads, so Chrome
        // compiles them all on the thread that streams the script in, not each at its first call on the page's main
        // thread (in the bench's traces, at 4× CPU, about 10 ms less in the element's first render).
        postBanner:
          '/*! ipo-calendar (MIT). Includes Lit and @lit/task, Copyright Google LLC, BSD-3-Clause */\n//# allFunctionsCalledOnLoad',
      },
    },
  };
  return { plugins: [minifyTemplates, printIntegrity], build };
}

export default defineConfig(bundle('src/first-module.ts', 'es', 'ipo-calendar.js'));
