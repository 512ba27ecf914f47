// The user-facing browser tests (test/support/user-facing-files.mjs) in WebKit, Safari's engine
// (test/support/webkit.mjs), the height tests among them.
import { userFacingRun } from './test/support/user-facing-files.mjs';
import { webkitLauncher } from './test/support/webkit-launcher.mjs';

export default userFacingRun(webkitLauncher());
