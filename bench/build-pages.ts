/**
 * Bundles the scripts the bench's pages load (bench/page/*) into bench/.out with esbuild: the harness and
 * FullCalendar for the in-page timings, the page-level figure's embeds, and the watcher injected into its pages.
 */
import { build, type BuildOptions } from 'esbuild';
import { join } from 'node:path';

export const PAGE_SCRIPTS = {
  /** FullCalendar 7 as a site would ship it, minified: its exports for the harness. */
  fullCalendar: { entry: 'fullcalendar.ts', minify: true, format: 'esm' },
  /** The in-page timings; not part of any measured side. */
  harness: { entry: 'harness.ts', minify: false, format: 'esm' },
  /** The page-level sides other than the element: scripts a site would ship, minified. */
  fullCalendarEmbed: { entry: 'fullcalendar-embed.ts', minify: true, format: 'esm' },
  floorEmbed: { entry: 'floor-embed.ts', minify: true, format: 'esm' },
  /** The floor with the element's bytes: padded per element bundle when the routes are made (bench/pages.ts). */
  bytesFloorEmbed: { entry: 'bytes-floor-embed.ts', minify: true, format: 'esm' },
  /** The element's month as HTML strings, traced as the floor of the element's tasks. */
  stringsEmbed: { entry: 'strings-embed.ts', minify: true, format: 'esm' },
  /** Injected into the page-level pages as a classic script; it defines `benchWatchContent`. */
  contentPainted: { entry: 'content-painted.ts', minify: false, format: 'iife' },
  /** Injected into the element's page for the warm reload; it defines `benchCountFrames`. */
  framesToContent: { entry: 'frames-to-content.ts', minify: false, format: 'iife' },
} as const;

export type PageScript = keyof typeof PAGE_SCRIPTS;

export const pageScriptFile = (outDir: string, script: PageScript) => join(outDir, `${script}.js`);

export async function buildPageScripts(projectRoot: string, outDir: string): Promise<void> {
  const common: BuildOptions = {
    bundle: true,
    target: 'es2022',
    loader: { '.css': 'text' },
    logLevel: 'warning',
  };
  await Promise.all(
    Object.entries(PAGE_SCRIPTS).map(([script, { entry, minify, format }]) =>
      build({
        ...common,
        entryPoints: [join(projectRoot, 'bench/page', entry)],
        minify,
        format,
        outfile: pageScriptFile(outDir, script as PageScript),
      }),
    ),
  );
}
