/**
 * `<ipo-calendar>` in a React 19 app, as its docs show it: attributes in JSX, events through `onipo-*` props (React 19
 * listens to the event named after `on`), typed by the package's `ipo-calendar/react` types.
 */
import { expect } from '@open-wc/testing';
// Default imports: served as an ES module, React's CommonJS has no named exports (its files only re-export).
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient, { type Root } from 'react-dom/client';
import type {} from 'ipo-calendar/react';
import type { IpoLoadEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { NOW, button, expectAttribution, mockSite, settled, shadow } from '../element/support.js';

/** The element's clock, fixed like every element test's: a property, which React sets through a ref. */
function fixClock(element: IpoCalendar | null) {
  if (element) element.now = () => NOW;
}

/** An app that shows its own details of the selected offering instead of the element's panel. */
function App({ baseUrl, onLoad }: { baseUrl: string; onLoad: (event: IpoLoadEvent) => void }) {
  const [chosen, setChosen] = React.useState('');
  return (
    <>
      <ipo-calendar
        ref={fixClock}
        api-key="demo-key"
        base-url={baseUrl}
        view="list"
        range="2026-11"
        loading="eager"
        lang="en"
        onipo-load={onLoad}
        onipo-select={(event) => {
          event.preventDefault();
          setChosen(event.detail.offering.corp_name);
        }}
      />
      <output>{chosen}</output>
    </>
  );
}

describe('in React 19', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = ReactDOMClient.createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  async function renderApp() {
    const site = await mockSite();
    const loads: IpoLoadEvent[] = [];
    ReactDOM.flushSync(() => root.render(<App baseUrl={site.baseUrl} onLoad={(event) => loads.push(event)} />));
    const element = container.querySelector('ipo-calendar')!;
    await settled(element);
    return { element, loads };
  }

  it('renders the element with its attributes and hears ipo-load through onipo-load', async () => {
    const { element, loads } = await renderApp();
    // `lang` is a property of the element, which React sets as such.
    expect([element.getAttribute('view'), element.getAttribute('range'), element.lang]).to.deep.equal([
      'list',
      '2026-11',
      'en',
    ]);
    expect(loads).to.have.length(1);
    expect(loads[0].detail.items).to.equal(element.items);
    expect(element.items.length).to.be.above(0);
    expectAttribution(element);
  });

  it('hears ipo-select through onipo-select and cancels it: the app shows its own details, the panel stays shut', async () => {
    const { element } = await renderApp();
    const offering = element.items[0];
    // React renders the state change of a listener outside its own events later; flushSync renders it now.
    ReactDOM.flushSync(() => button(element, offering.corp_name)!.click());
    expect(container.querySelector('output')!.textContent).to.equal(offering.corp_name);
    expect(shadow(element).querySelector('[part~="panel"]')).to.equal(null);
  });
});
