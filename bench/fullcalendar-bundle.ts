/**
 * Bundles FullCalendar 7 (dayGrid, the classic theme, the Korean locale and their CSS) into one
 * minified ES module for the page, the way a site would ship it: CSS included, as the element's is.
 */
import { build } from 'esbuild';

const ENTRY = `
import { Calendar } from 'fullcalendar';
import dayGridPlugin from 'fullcalendar/daygrid';
import classicThemePlugin from 'fullcalendar/themes/classic';
import koLocale from 'fullcalendar/locales/ko';
import skeleton from 'fullcalendar/skeleton.css';
import theme from 'fullcalendar/themes/classic/theme.css';
import palette from 'fullcalendar/themes/classic/palette.css';

const style = document.createElement('style');
style.textContent = skeleton + theme + palette;
document.head.append(style);

export { Calendar, dayGridPlugin, classicThemePlugin, koLocale };
`;

export async function bundleFullCalendar(projectRoot: string, outfile: string): Promise<void> {
  await build({
    stdin: { contents: ENTRY, resolveDir: projectRoot, sourcefile: 'fullcalendar-entry.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    loader: { '.css': 'text' },
    outfile,
    logLevel: 'warning',
  });
}

/** The in-page harness (bench/page/harness.ts), which is not part of either measured bundle. */
export async function bundleHarness(entry: string, outfile: string): Promise<void> {
  await build({ entryPoints: [entry], bundle: true, format: 'esm', target: 'es2022', outfile, logLevel: 'warning' });
}
