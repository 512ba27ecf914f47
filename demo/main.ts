/**
 * The workbench: the mock API served by msw's service worker in this page, the playground's element talking to it,
 * the mock's controls and the network log.
 */
import { render } from 'lit';
import { setupWorker } from 'msw/browser';
import { createMockApi } from '../src/mock/api.js';
import { createMockHandlers } from '../src/mock/handlers.js';
import { renderMockControls } from './mock-controls.js';
import { pageStore } from './mock-store.js';
import { callEntry, NetworkLog, renderLog } from './network-log.js';
import { renderElement, renderSettings, renderSnippets, type PlaygroundContext } from './playground.js';
import { queryOf, settingsFrom, type Settings } from './settings.js';

const api = createMockApi({ store: pageStore });
const log = new NetworkLog();
const worker = setupWorker(
  ...createMockHandlers(api, undefined, (request, response) => log.add(callEntry(request, response, api.now()))),
);
// Relative: the worker sits beside the page, wherever the site is served.
await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
// The element loads only once the mock answers, so its first call never misses the worker.
await import('../src/ipo-calendar.js');

const part = (id: string) => document.getElementById(id)!;

const playground: PlaygroundContext = {
  settings: settingsFrom(location.search),
  change(settings: Settings) {
    playground.settings = settings;
    history.replaceState(null, '', `?${queryOf(settings)}`);
    renderPage();
  },
  now: api.now,
  generation: 0,
  log,
};

function renderPage(): void {
  render(renderSettings(playground), part('settings'));
  render(renderElement(playground), part('stage'));
  render(renderSnippets(playground, renderPage), part('snippets'));
  render(
    renderMockControls({
      api,
      clockMoved: () => playground.generation++,
      element: () => document.querySelector('ipo-calendar'),
      changed: renderPage,
    }),
    part('mock'),
  );
  render(renderLog(log), part('log'));
}

// A call changes the counts the mock controls show, too.
log.onChange(renderPage);
renderPage();
// The mock's clock, shown by its controls, runs on.
setInterval(renderPage, 1000);
