/**
 * The shipped artifact itself, not the sources: dist/ipo-calendar.js and its chunks (built by the test command, as
 * `npm run build` builds them) are imported into a page where nothing else registers `<ipo-calendar>`,
 * and its month view, keyboard, list view and error state are exercised against the mock API.
 */
import { expect } from '@open-wc/testing';
import { offering } from '../support/offering.js';
import { mockSite } from '../support/mock-site.js';
import { calendar, expectAttribution, finishedLoading, shadow, siteElement, text } from '../element/helpers.js';

const DATA = [
  offering({
    id: 'a',
    corp_name: '가나바이오',
    sub_start: '2026-11-24',
    sub_end: '2026-11-25',
    listing_date: '2026-12-03',
  }),
  offering({ id: 'b', corp_name: '다라테크', refund_date: '2026-11-24', listing_date: '2026-11-27' }),
];

describe('the built bundle', function () {
  this.timeout(60_000);
  before(async () => {
    // The first module, then the element's chunk it imports, as the test server serves them from the build.
    const firstModule: string = '/ipo-calendar.js';
    const first = (await import(/* @vite-ignore */ firstModule)) as {
      element: Promise<{ IpoCalendar: unknown }>;
    };
    const { IpoCalendar } = await first.element;
    expect(customElements.get('ipo-calendar'), 'the bundle registers the element').to.equal(IpoCalendar);
  });

  it('renders the month grid, moves with the keyboard and passes an axe audit', async () => {
    const site = mockSite({ data: DATA });
    const el = await calendar(siteElement(site, { view: 'month', range: '2026-11' }));
    await finishedLoading(el);
    const cell = (date: string) => shadow(el).querySelector<HTMLElement>(`[role="gridcell"][data-date="${date}"]`)!;
    expect(shadow(el).querySelectorAll('[role="row"]'), 'the weekdays and six weeks').to.have.length(7);
    expect(cell('2026-11-24').textContent).to.include('11월 24일 화요일, 청약 1건, 환불 1건');
    expect(cell('2026-11-24').getAttribute('part')).to.equal('day has-sub has-refund');
    expect(cell('2026-11-23').getAttribute('aria-current')).to.equal('date');
    cell('2026-11-23').focus();
    cell('2026-11-23').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    expect((shadow(el).activeElement as HTMLElement).dataset.date).to.equal('2026-11-30');
    expectAttribution(el);
    await expect(el).to.be.accessible();
  });

  it('renders the list view and an invalid key, each with the attribution', async () => {
    const site = mockSite({ data: DATA });
    const list = await calendar(siteElement(site, { range: '2026-11' }));
    await finishedLoading(list);
    expect(text(list, 'list')).to.include('가나바이오').and.to.include('다라테크');
    expectAttribution(list);
    const refused = await calendar(siteElement(site, { view: 'month', 'api-key': 'no-such-key' }));
    await finishedLoading(refused);
    expect(refused.lastError?.kind).to.equal('invalid_key');
    expect(text(refused, 'message')).to.equal('API 키가 유효하지 않습니다.');
    expectAttribution(refused);
  });
});
