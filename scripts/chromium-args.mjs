// The switches of the headless Chromium that the browser tests and the bench launch: the new headless mode, no sandbox
// (it runs as root here), no GPU, and none of the background work (updates, sync, first-run pages) that would compete
// with the page for the machine's cores.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
