// The height tests in WebKit, Safari's engine (test/support/webkit.mjs): the same files, runner and plugins as in
// Chromium (web-test-runner.config.mjs).
import config from './web-test-runner.config.mjs';
import { webkitLauncher } from './test/support/webkit-launcher.mjs';

export default {
  ...config,
  files: ['test/element/month-height.test.ts', 'test/element/page-heights.test.ts'],
  browsers: [webkitLauncher()],
};
