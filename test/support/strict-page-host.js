// The strict host page's own script (allowed as 'self'): it counts the page's Content Security Policy violations from
// the start, waits for the element's first load, looks at what the element drew (the month, a bar's panel, the list),
// and reports what it found to the page that framed it. It judges nothing: the test does.
const violations = [];
document.addEventListener('securitypolicyviolation', (event) =>
  violations.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
);

/** The next load or error of the element, as its event's type and detail. */
const nextAnswer = () =>
  new Promise((resolve) => {
    const answered = (event) => {
      document.removeEventListener('ipo-load', answered);
      document.removeEventListener('ipo-error', answered);
      const { kind, count } = event.detail;
      resolve({ type: event.type, detail: event.type === 'ipo-load' ? { count } : { kind } });
    };
    document.addEventListener('ipo-load', answered);
    document.addEventListener('ipo-error', answered);
  });

const visible = (node) => !!node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';

async function inspect() {
  const firstAnswer = nextAnswer();
  await customElements.whenDefined('ipo-calendar');
  const element = document.querySelector('ipo-calendar');
  const month = await firstAnswer;
  await element.updateComplete;
  const root = element.shadowRoot;
  const names = [...root.querySelectorAll('[role="gridcell"] .name')];
  const bars = names.map((name) => ({
    text: name.textContent.trim(),
    days: Number(getComputedStyle(name).getPropertyValue('--days')) || null,
    widthInBars: name.getBoundingClientRect().width / name.parentElement.getBoundingClientRect().width,
  }));
  names[0]?.parentElement.click();
  await element.updateComplete;
  const panel = root.querySelector('[role="dialog"] #panel-title')?.textContent ?? null;
  const listAnswer = nextAnswer();
  element.view = 'list';
  const list = await listAnswer;
  await element.updateComplete;
  const items = root.querySelectorAll('[part~="item"]').length;
  const attribution = visible(root.querySelector('[part~="attribution"]'));
  // Violations are reported in a task of their own.
  await new Promise((resolve) => setTimeout(resolve));
  return { violations, month, bars, panel, list, items, attribution };
}

inspect().then(
  (report) => parent.postMessage({ strictPage: report }, '*'),
  (error) => parent.postMessage({ strictPage: { error: String(error) } }, '*'),
);
