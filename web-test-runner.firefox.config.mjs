// The user-facing browser tests (test/support/user-facing-files.mjs) in Firefox ESR (test/support/firefox-launcher.mjs).
import { firefoxLauncher } from './test/support/firefox-launcher.mjs';
import { userFacingRun } from './test/support/user-facing-files.mjs';

export default userFacingRun(firefoxLauncher());
