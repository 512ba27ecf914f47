/** The demo's instances: each is shown together with the HTML that produced it. */
export interface Example {
  title: string;
  note: string;
  className?: string;
  markup: string;
}

const base = 'https://api.ipo-calendar.test/v1';

export const EXAMPLES: Example[] = [
  {
    title: 'This month (the default month view)',
    note: 'Arrow keys, Home/End and PageUp/PageDown move through the grid; Enter lists the day. Navigation loads each month once it settles.',
    markup: `<ipo-calendar api-key="demo-key" base-url="${base}"></ipo-calendar>`,
  },
  {
    title: 'Upcoming offerings (list)',
    note: 'Without a range, the list shows what is upcoming from today (KST).',
    markup: `<ipo-calendar api-key="demo-key" base-url="${base}" view="list" limit="8"></ipo-calendar>`,
  },
  {
    title: 'Subscriptions only, SPACs left out, dark',
    note: 'status takes the Korean value or its alias.',
    className: 'dark',
    markup: `<ipo-calendar api-key="demo-key" base-url="${base}" status="sub_upcoming" exclude-spac theme="dark"></ipo-calendar>`,
  },
  {
    title: 'English, a fixed range',
    note: 'lang is taken from the element or its closest ancestor.',
    markup: `<ipo-calendar lang="en" api-key="demo-unlimited" base-url="${base}" view="list" range="2026-11-01/2026-11-30"></ipo-calendar>`,
  },
  {
    title: 'Narrow host (compact month view)',
    note: "The element adapts to its own width, not the window's.",
    className: 'narrow',
    markup: `<ipo-calendar api-key="demo-key" base-url="${base}"></ipo-calendar>`,
  },
  {
    title: 'A tiny quota (3 calls a day)',
    note: 'Press refresh() a few times: after the third call the API answers 429 and the element waits for KST midnight.',
    markup: `<ipo-calendar api-key="demo-tiny" base-url="${base}" view="list" limit="5" cache-ttl="0"></ipo-calendar>`,
  },
  {
    title: 'Configuration errors',
    note: 'A value that cannot be valid never reaches the network.',
    markup: `<ipo-calendar api-key="demo-key" base-url="${base}" range="2026-12-01/2026-11-01"></ipo-calendar>`,
  },
  {
    title: 'An inactive key',
    note: 'The API answers 401.',
    markup: `<ipo-calendar api-key="demo-inactive" base-url="${base}" view="list"></ipo-calendar>`,
  },
];
