/**
 * Every payload of ./support/xss-payloads.ts in every string field of an offering, and in the strings of a body and of
 * an error: nothing runs (the sentinel global stays unset), no element or attribute appears that a sound render lacks,
 * every link but the element's own .ics download is http(s), text shows literally, and the .ics file escapes every
 * value. A field's payloads come in bodies of {@link BATCH} offerings: the month view lists them in a day's agenda,
 * then the list view opens each one's panel.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { DATE_FIELDS, type Offering } from '../../src/api/types.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { parseIcs, property, unescapeText } from '../ics/parse-ics.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import {
  calendar,
  expectAttribution,
  finishedLoading,
  icsLink,
  openPanel,
  shadow,
  siteElement,
  text,
} from '../element/support.js';
import { nextAnswer } from './support/next-answer.js';
import { completeOffering } from './support/complete-offering.js';
import { expectNoFailure, reliabilitySuite } from './support/suite.js';
import { PAYLOADS, SENTINEL } from './support/xss-payloads.js';
import { payloadsOfRun } from './support/payloads-of-run.js';

type Field = Exclude<keyof Offering, 'is_spac' | 'price_low' | 'price_high' | 'price_final'>;
const OFFERING_FIELDS: Field[] = [
  'id',
  'corp_name',
  'stock_code',
  'market',
  'status',
  ...DATE_FIELDS,
  'est_date',
  'industry',
  'ceo',
  'homepage',
  'dart_url',
  'detail_url',
  'lead_managers',
  'subscription_brokers',
];
/** Fields the panel shows as they are. */
const SHOWN_IN_PANEL: Field[] = ['corp_name', 'stock_code', 'industry', 'ceo', 'lead_managers', 'subscription_brokers'];
/**
 * Offerings a render holds: enough that rendering is not most of the time, few enough that the list re-rendered with
 * each panel stays cheap.
 */
const BATCH = 34;
const ICS_PREFIX = 'data:text/calendar;charset=utf-8,';
/** The day whose agenda lists every offering: its refund, or its demand forecast when the refund date is spoiled. */
const agendaDay = (field: Field) => (field === 'refund_date' ? '2026-11-16' : '2026-11-28');

/** A complete offering whose `field` holds `value`. */
function offeringWith(field: Field, value: string, index: number): Offering {
  const sound = completeOffering(`${field}-${index}`, `XSS ${index}`, '2026-11-25');
  return { ...sound, [field]: Array.isArray(sound[field]) ? [value] : value };
}

/** A site that answers with what `body` gives at the time of each call. */
function siteAnswering(body: () => Response): MockSite {
  return mockSite({ before: (origin) => [http.get(`${origin}/v1/upcoming-ipos`, body)] });
}

const listBody = (items: Offering[], top: Record<string, unknown> = {}) =>
  HttpResponse.json({ version: 'v1', updated_at: null, count: items.length, total: items.length, items, ...top });

/** An element of the site in a view: `list`, or the month of the payloads' dates. */
async function shown(site: MockSite, view: 'list' | 'month'): Promise<IpoCalendar> {
  const answered = nextAnswer();
  const el = await calendar(
    siteElement(site, view === 'month' ? { lang: 'en', view, range: '2026-11' } : { lang: 'en' }),
  );
  await answered;
  await finishedLoading(el);
  return el;
}

/**
 * The month of a batch, checked once (it draws each name in a bar and in the day's agenda): the problem found, or
 * null; and the agenda's text. It is gone before the list opens its panels, which it would slow down.
 */
async function checkedMonth(site: MockSite, field: Field): Promise<{ problem: unknown; agenda: string }> {
  const month = await shown(site, 'month');
  await openAgenda(month, agendaDay(field));
  let problem: unknown = null;
  try {
    expectInert(month);
    expectAttribution(month);
  } catch (error) {
    problem = error;
  }
  const agenda = text(month, 'agenda') ?? '';
  month.remove();
  return { problem, agenda };
}

/** The element names and attribute names of a render. */
function vocabulary(el: IpoCalendar) {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const node of shadow(el).querySelectorAll('*')) {
    tags.add(node.localName);
    for (const name of node.getAttributeNames()) attributes.add(name);
  }
  return { tags, attributes };
}

/** What a sound render holds, with a panel and an agenda open: any other element or attribute was injected. */
let sound: ReturnType<typeof vocabulary>;

async function openAgenda(month: IpoCalendar, day: string): Promise<void> {
  shadow(month).querySelector<HTMLElement>(`[data-date="${day}"]`)!.click();
  await month.updateComplete;
}

async function closePanel(list: IpoCalendar): Promise<void> {
  shadow(list).querySelector<HTMLElement>('[part~="close"]')!.click();
  await list.updateComplete;
}

/** Nothing ran, nothing was injected, and every link is http(s) (the .ics download is checked apart). */
function expectInert(el: IpoCalendar): void {
  expect(SENTINEL in window, 'the sentinel is set: a payload ran').to.equal(false);
  const found = vocabulary(el);
  expect(
    [...found.tags].filter((tag) => !sound.tags.has(tag)),
    'injected elements',
  ).to.deep.equal([]);
  expect(
    [...found.attributes].filter((name) => !sound.attributes.has(name)),
    'injected attributes',
  ).to.deep.equal([]);
  for (const link of shadow(el).querySelectorAll('a:not([part~="ics"])'))
    expect((link as HTMLAnchorElement).protocol, link.getAttribute('href')!).to.match(/^https?:$/);
}

/**
 * A value as an .ics TEXT holds it: line breaks as one kind, other control characters left out, a lone surrogate as
 * U+FFFD.
 */
const asIcsText = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .replace(/[\ud800-\udfff]/gu, '\ufffd');

/** The panel's .ics download holds well-formed lines whose values read back as the offering's. */
function expectEscapedIcs(panel: HTMLElement, offering: Offering): void {
  const href = panel.querySelector('[part~="ics"]')!.getAttribute('href')!;
  expect(href.startsWith(ICS_PREFIX), href.slice(0, 40)).to.equal(true);
  const ics = decodeURIComponent(href.slice(ICS_PREFIX.length));
  expect(/(?!\t)\p{Cc}/u.test(ics.replaceAll('\r\n', '')), 'control characters in the file').to.equal(false);
  const events = parseIcs(ics).components;
  expect(events.length).to.be.above(0);
  for (const event of events) {
    expect(unescapeText(property(event, 'SUMMARY')!.value)).to.match(/^[A-Za-z]+: /);
    expect(unescapeText(property(event, 'SUMMARY')!.value).replace(/^[A-Za-z]+: /, '')).to.equal(
      asIcsText(offering.corp_name),
    );
    const uid = unescapeText(property(event, 'UID')!.value);
    expect(uid.replace(/-(sub|refund|listing)@ipo-calendar$/, '')).to.equal(asIcsText(offering.id));
  }
}

describe('XSS payloads', function () {
  this.timeout(120_000);
  const suite = reliabilitySuite('xss');
  const payloads = payloadsOfRun(PAYLOADS);

  before(async () => {
    const site = siteAnswering(() => listBody([offeringWith('corp_name', 'Sound', 0)]));
    const [list, month] = [await shown(site, 'list'), await shown(site, 'month')];
    await openAgenda(month, agendaDay('corp_name'));
    await openPanel(list, 0);
    // The .ics writer, which the page then has for every panel's link.
    await icsLink(list);
    const [inList, inMonth] = [vocabulary(list), vocabulary(month)];
    sound = {
      tags: new Set([...inList.tags, ...inMonth.tags]),
      attributes: new Set([...inList.attributes, ...inMonth.attributes]),
    };
    expect(sound.tags.has('a'), 'the sound render has links').to.equal(true);
    expectAttribution(list);
    await expect(list).to.be.accessible();
  });

  it('leaves the list accessible with hostile names', async () => {
    const site = siteAnswering(() =>
      listBody(PAYLOADS.slice(0, BATCH).map((payload, index) => offeringWith('corp_name', payload, index))),
    );
    await expect(await shown(site, 'list')).to.be.accessible();
  });

  afterEach(() => delete (window as unknown as Record<string, unknown>)[SENTINEL]);

  for (const field of OFFERING_FIELDS) {
    it(`in ${field}, shown in the month, the list, the panel and the .ics file`, async () => {
      const cases = payloads.map(({ payload, index }) => ({ payload, offering: offeringWith(field, payload, index) }));
      const failures: string[] = [];
      for (let start = 0; start < cases.length; start += BATCH) {
        const batch = cases.slice(start, start + BATCH);
        const site = siteAnswering(() => listBody(batch.map((each) => each.offering)));
        const month = await checkedMonth(site, field);
        const list = await shown(site, 'list');
        const found = await suite.cases(
          batch,
          ({ payload }) => `${field} = ${JSON.stringify(payload)}`,
          async (each) => {
            const { payload } = each;
            if (month.problem) throw month.problem;
            if (field === 'corp_name') expect(month.agenda).to.contain(payload.replace(/\s+/g, ' ').trim());
            expect(list.items, 'every offering is kept').to.have.length(batch.length);
            const position = batch.indexOf(each);
            const panel = await openPanel(list, position);
            expectInert(list);
            expectAttribution(list);
            expectEscapedIcs(panel, list.items[position]);
            if (SHOWN_IN_PANEL.includes(field)) expect(panel.textContent).to.contain(payload);
            await closePanel(list);
          },
        );
        failures.push(...found);
        list.remove();
      }
      expectNoFailure(failures, cases.length);
    });
  }

  for (const field of ['version', 'updated_at', 'error message'] as const) {
    it(`in the ${field} of an answer`, async () => {
      let payload = '';
      const site = siteAnswering(() =>
        field === 'error message'
          ? HttpResponse.json({ error: { code: 'invalid_parameter', message: payload } }, { status: 400 })
          : listBody([offeringWith('corp_name', 'Sound', 0)], { [field]: payload }),
      );
      const el = await shown(site, 'list');
      const failures = await suite.cases(
        payloads.map(({ payload }) => payload),
        (each) => `${field} = ${JSON.stringify(each)}`,
        async (each) => {
          payload = each;
          await el.refresh();
          await finishedLoading(el);
          expectInert(el);
          if (field === 'error message') expect(text(el, 'message')).to.contain(each.replace(/\s+/g, ' ').trim());
          else expect(el.items).to.have.length(1);
          expectAttribution(el);
        },
      );
      expectNoFailure(failures, payloads.length);
    });
  }
});
