/** What the suites' elements share: a site's element in English, loading at once, and offerings with every field. */
import type { Offering } from '../../../src/api/types.js';
import type { IpoCalendar } from '../../../src/element/ipo-calendar.js';
import type { FakeTime } from '../../support/fake-time.js';
import type { MockSite } from '../../support/mock-site.js';
import { scheduled } from '../../support/offering.js';
import { calendarWith } from '../../element/support.js';

/** The attributes of an element of `site` in English that loads at once: the list view unless `extra` says. */
export const siteAttributes = (site: MockSite, extra: Record<string, string> = {}): Record<string, string> => ({
  lang: 'en',
  'api-key': 'demo-key',
  'base-url': site.baseUrl,
  view: 'list',
  loading: 'eager',
  ...extra,
});

/** Attaches an element of `site` (see {@link siteAttributes}), on `time` (the fixed clock by default). */
export const siteElement = (site: MockSite, extra?: Record<string, string>, time?: FakeTime): Promise<IpoCalendar> =>
  calendarWith(siteAttributes(site, extra), time);

/** An offering with every field sound, its subscription from `sub_start` (demand the week before, listing after). */
export const completeOffering = (id: string, corp_name: string, sub_start: string): Offering =>
  scheduled(id, sub_start, {
    corp_name,
    stock_code: '000000',
    market: 'KOSDAQ',
    status: '청약예정',
    price_low: 10_000,
    price_high: 12_000,
    lead_managers: ['KB증권'],
    industry: '소프트웨어',
    ceo: '김대표',
    est_date: '2010-03-02',
    homepage: 'https://example.com/',
    dart_url: 'https://dart.fss.or.kr/',
    detail_url: 'https://example.com/ipo',
    subscription_brokers: ['KB증권'],
  });
