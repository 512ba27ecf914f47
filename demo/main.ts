import { setupWorker } from 'msw/browser';
import { createMockApi } from '../src/mock/api.js';
import { createMockHandlers } from '../src/mock/handlers.js';
import { EXAMPLES } from './examples.js';

const api = createMockApi();
await setupWorker(...createMockHandlers(api)).start({ onUnhandledRequest: 'bypass', quiet: true });
// The element loads only once the mock answers, so its first call never misses the worker.
await import('../src/ipo-calendar.js');

const container = document.querySelector('#examples')!;
for (const example of EXAMPLES) {
  const section = document.createElement('section');
  section.className = `example ${example.className ?? ''}`;
  const title = document.createElement('h2');
  title.textContent = example.title;
  const note = document.createElement('p');
  note.textContent = example.note;
  const code = document.createElement('pre');
  code.textContent = example.markup;
  const stage = document.createElement('div');
  stage.innerHTML = example.markup; // the demo's own constant markup, not API data
  const text = document.createElement('div');
  text.append(title, note, code);
  section.append(stage, text);
  container.append(section);
}

const internal = document.querySelector<HTMLInputElement>('#fault-internal')!;
const slow = document.querySelector<HTMLInputElement>('#fault-slow')!;
const applyFaults = () => api.setFault({ internal: internal.checked, delayMs: slow.checked ? 2000 : 0 });
internal.addEventListener('change', applyFaults);
slow.addEventListener('change', applyFaults);
document.querySelector('#refresh-all')!.addEventListener('click', () => {
  for (const calendar of document.querySelectorAll('ipo-calendar')) void calendar.refresh();
});
