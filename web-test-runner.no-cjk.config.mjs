// The browser tests that measure layout, again as on a machine without any Korean font: Chromium sees only the DejaVu
// and Liberation fonts (test/fonts/no-cjk.conf), so Hangul falls back to whatever those have. A layout that depended on
// the Korean font's metrics would fail here. With them, the strict-CSP page and the built demo site, as such a machine
// shows them.
import { fileURLToPath } from 'node:url';
import config from './web-test-runner.config.mjs';

process.env.FONTCONFIG_FILE = fileURLToPath(new URL('./test/fonts/no-cjk.conf', import.meta.url));

export default {
  ...config,
  files: [
    'test/element/page-heights.test.ts',
    'test/element/month-height.test.ts',
    'test/element/month.test.ts',
    'test/element/list-bound.test.ts',
    'test/element/quota.test.ts',
    'test/element/panel.test.ts',
    'test/element/attribution.test.ts',
    'test/element/strict-csp.test.ts',
    'test/demo/built-site.test.ts',
  ],
};
