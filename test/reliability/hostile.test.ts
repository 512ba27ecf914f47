/**
 * Hostile and broken answers (./support/hostile-responses.ts), each through the client and through the element, after
 * a sound load (a 304 with nothing cached: on the first call). Rejected answers keep the last good data, in memory and
 * in storage, marked stale, with a clear message; accepted ones are shown and stored.
 */
import { expect } from '@open-wc/testing';
import { http } from 'msw';
import type { IpoQuery } from '../../src/api/types.js';
import type { Listed, ListResult } from '../../src/client/client-types.js';
import type { IpoCalendar } from '../../src/element/ipo-calendar.js';
import { mockSite, type MockSite } from '../support/mock-site.js';
import { button, calendar, expectAttribution, finishedLoading, shadow, siteElement, text } from '../element/support.js';
import {
  HOSTILE_ANSWERS,
  type AcceptedAnswer,
  type HostileAnswer,
  type RejectedAnswer,
  type Shown,
} from './support/hostile-responses.js';
import { nextAnswer } from './support/next-answer.js';
import { reliabilitySuite } from './support/suite.js';

/** The list view's query at the mock site's time (2026-11-23, KST). */
const QUERY: IpoQuery = { from: '2026-11-23', limit: 20 };

/** What the element says for each error, in English. */
const MESSAGES: Record<RejectedAnswer['error'], RegExp> = {
  bad_response: /^A server error prevented loading the schedule\./,
  server: /^A server error prevented loading the schedule\./,
  network: /^Could not reach the server\./,
  invalid_key: /^The API key is invalid or inactive\.$/,
  not_found: /^The API was not found\./,
  bad_request: /^The request was refused: HTTP 4\d\d$/,
  rate_limited: /Loading resumes at/,
};

/** A site whose mock answers the first call soundly and `answer` gives every later one (every one when cold). */
function siteServing(answer: HostileAnswer): MockSite {
  let calls = 0;
  return mockSite({
    before: (origin) => [
      http.get(`${origin}/v1/upcoming-ipos`, () =>
        (answer.kind === 'rejected' && answer.cold) || calls++ ? answer.respond() : undefined,
      ),
    ],
  });
}

/** A result with data, failing the case when it has none. */
function listed(result: ListResult): Listed {
  if (!result.data) throw new Error(`no data: ${JSON.stringify(result.error)}`);
  return result;
}

const shownBy = ({ data: { items, count, total } }: Listed): Shown => ({ items, count, total });

async function throughClient(answer: HostileAnswer): Promise<void> {
  const site = siteServing(answer);
  const client = site.client();
  const before = answer.kind === 'rejected' && answer.cold ? null : listed(await client.list(QUERY));
  const pending = client.list(QUERY, { revalidate: true });
  // Past the retries of a failure that may pass.
  await site.time.advance(10_000);
  const result = await pending;
  const stored = site.client().peek(QUERY);
  if (answer.kind === 'rejected') {
    expect(result.error?.kind, 'the error').to.equal(answer.error);
    if (before) {
      expect(result).to.deep.include({ stale: true, data: before.data, fetchedAt: before.fetchedAt });
      expect(stored, 'the stored body').to.deep.include({ data: before.data, fetchedAt: before.fetchedAt });
    } else {
      expect(result.data).to.equal(null);
      expect(stored, 'nothing stored').to.equal(null);
    }
    return;
  }
  const { data, fetchedAt } = listed(result);
  expect(result).to.deep.include({ error: null, stale: false });
  answer.check(shownBy(listed(result)), shownBy(before!));
  expect(stored, 'the stored body').to.deep.include({ data, fetchedAt });
  if (answer.etag !== undefined) expect(site.storage.storedEtag()).to.equal(answer.etag);
}

async function throughElement(answer: HostileAnswer): Promise<void> {
  const site = siteServing(answer);
  const loads: Shown[] = [];
  const onLoad = (event: HTMLElementEventMap['ipo-load']) => loads.push(event.detail);
  document.addEventListener('ipo-load', onLoad);
  try {
    const answered = nextAnswer();
    const el = await calendar(siteElement(site, { lang: 'en' }), site.time);
    await answered;
    await finishedLoading(el, site);
    // What the element's client has stored.
    const storedNow = () => el.clients.client({ baseUrl: site.baseUrl, apiKey: 'demo-key' }).peek(QUERY);
    const before = storedNow();
    if (!(answer.kind === 'rejected' && answer.cold)) {
      void el.refresh();
      await finishedLoading(el, site);
    }
    const stored = storedNow();
    expectAttribution(el);
    if (answer.kind === 'rejected') {
      expect(text(el, 'message'), 'the message').to.match(MESSAGES[answer.error]);
      if (before) {
        expect(el.items, 'the last good data').to.deep.equal(before.data.items);
        expect(text(el, 'stale')).to.match(/^Saved data as of /);
        expect(stored, 'the stored body').to.deep.include({ data: before.data, fetchedAt: before.fetchedAt });
      } else {
        expect(el.items).to.deep.equal([]);
        expect(stored, 'nothing stored').to.equal(null);
      }
    } else await acceptedByElement(el, answer, loads, stored?.data.items);
  } finally {
    document.removeEventListener('ipo-load', onLoad);
  }
}

async function acceptedByElement(
  el: IpoCalendar,
  answer: AcceptedAnswer,
  loads: Shown[],
  stored: unknown,
): Promise<void> {
  const shown = loads.at(-1)!;
  answer.check(shown, loads.at(-2)!);
  expect(el.items).to.deep.equal(shown.items);
  expect(stored, 'the stored items').to.deep.equal(shown.items);
  expect(shadow(el).querySelector('[role="alert"]'), 'no error').to.equal(null);
  expect(text(el, 'stale')).to.equal(null);
  const rendered = shadow(el).querySelectorAll('[part~="item"]').length;
  if (shown.items.length) expect(rendered, 'every item rendered').to.equal(shown.items.length);
  else expect(text(el, 'message')).to.equal('No offerings match these settings.');
  if (!answer.select) return;
  button(el, answer.select)!.click();
  await el.updateComplete;
  expect(shadow(el).querySelector('[role="dialog"] #panel-title')!.textContent).to.equal(answer.select);
}

describe('hostile and broken answers', function () {
  this.timeout(30_000);
  const suites = { rejected: reliabilitySuite('hostile-rejected'), accepted: reliabilitySuite('hostile-accepted') };
  for (const answer of HOSTILE_ANSWERS)
    suites[answer.kind].it(`${answer.kind}: ${answer.name}`, async () => {
      await throughClient(answer);
      await throughElement(answer);
    });

  it('leaves an accessible element after a rejected answer and after an accepted one', async () => {
    for (const answer of [HOSTILE_ANSWERS[0], HOSTILE_ANSWERS.find((each) => each.kind === 'accepted')!]) {
      const site = siteServing(answer);
      const el = await calendar(siteElement(site, { lang: 'en' }), site.time);
      await finishedLoading(el, site);
      void el.refresh();
      await finishedLoading(el, site);
      await expect(el).to.be.accessible();
    }
  });
});
