/**
 * The built element, unchanged, in a page served over HTTP with a strict Content Security Policy header (no inline
 * script or style, Trusted Types required; see test/support/strict-page-commands.mjs), the API at the real mock server
 * on another origin: the month loads and draws its bars, names running over their days, a panel opens, the list
 * loads, the attribution shows, and the page reports no violation.
 */
import { expect } from '@open-wc/testing';
import { startMockServer, type RunningMockServer } from '../support/mock-server.js';
import { scheduled } from '../support/offering.js';
import { openStrictPage, type StrictPageReport } from '../support/strict-page.js';
import { reliabilitySuite } from './support/suite.js';

/** A name longer than a day is wide, on a demand forecast over four days of one week (Monday to Thursday). */
const LONG_NAME = '가나다라마바사아자차카타파하주식회사';
const OFFERINGS = [
  scheduled('a0000000-0000-4000-8000-000000000001', '2026-11-25', { corp_name: LONG_NAME, demand_end: '2026-11-19' }),
  scheduled('a0000000-0000-4000-8000-000000000002', '2026-11-10', { corp_name: '한국테크' }),
  scheduled('a0000000-0000-4000-8000-000000000003', '2026-11-12', { corp_name: '서울바이오' }),
];

describe('a strict host page', function () {
  // The first test to ask builds the bundle.
  this.timeout(120_000);
  const suite = reliabilitySuite('strict-page');
  let server: RunningMockServer;
  let report: StrictPageReport;

  before(async () => {
    server = await startMockServer({ now: '2026-11-21T12:00:00+09:00', data: OFFERINGS });
    let policy: string;
    ({ policy, report } = await openStrictPage(server.baseUrl));
    // For `npm run reliability`, which states it.
    console.log(`strict page policy: ${policy.replace(new URL(server.baseUrl).origin, '<api origin>')}`);
  });
  after(() => server?.stop());

  suite.it('reports no Content Security Policy violation', async () => {
    expect(report.violations).to.deep.equal([]);
  });

  suite.it('loads the month from the API on another origin, with a bar for each stage day', async () => {
    expect(report.month).to.deep.equal({ type: 'ipo-load', detail: { count: OFFERINGS.length } });
    expect(report.bars.length).to.be.above(OFFERINGS.length);
  });

  suite.it('runs a bar name over the days of its bar (--days applies)', async () => {
    const demand = report.bars.find((bar) => bar.text.includes(LONG_NAME))!;
    expect(demand.days, '--days').to.equal(4);
    expect(demand.widthInBars, 'as wide as four days').to.be.above(3.5);
  });

  suite.it('opens the panel of a bar', async () => {
    expect(report.panel).to.equal(report.bars[0].text.replace(/^\S+\s+/, ''));
  });

  suite.it('loads the list view', async () => {
    expect(report.list).to.deep.equal({ type: 'ipo-load', detail: { count: OFFERINGS.length } });
    expect(report.items).to.equal(OFFERINGS.length);
  });

  suite.it('shows the attribution', async () => {
    expect(report.attribution).to.equal(true);
  });
});
