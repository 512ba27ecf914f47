/**
 * `<ipo-calendar>` in a React 19 app, as its docs show it: attributes in JSX, events through `onipo-*` props (React 19
 * listens to the event named after `on`), typed by the package's `ipo-calendar/react` types.
 */
// Default imports: served as an ES module, React's CommonJS has no named exports (its files only re-export).
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient, { type Root } from 'react-dom/client';
import type {} from 'ipo-calendar/react';
import type { IpoLoadEvent } from '../../src/element/events.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { NOW } from '../support/mock-site.js';
import { appTests } from './app-tests.js';

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
  appTests({
    handlers: 'onipo-*',
    mount(container, baseUrl, onLoad) {
      root = ReactDOMClient.createRoot(container);
      ReactDOM.flushSync(() => root.render(<App baseUrl={baseUrl} onLoad={onLoad} />));
    },
    unmount: () => root.unmount(),
    // React renders the state change of a listener outside its own events later; flushSync renders it now.
    click: async (target) => ReactDOM.flushSync(() => target.click()),
  });
});
