/**
 * `npm run build:demo` makes a static site that any static host can serve: built and served at the root of its own
 * origin, it runs its service worker, whose mock answers the element; the mock's state outlives a reload.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface PageView {
  controller: string | null;
  title: string | null;
  daysWithEntries: number;
  quota: string | null;
  log: string[][];
}

interface Visit {
  url: string;
  first: PageView;
  reloaded: PageView;
  refreshed: PageView;
  /** The call after each control, by the control's text: [If-None-Match, status, X-RateLimit-Remaining]. */
  controls: Record<string, string[]>;
  violations: string[];
  errors: string[];
}

/** The network log's rows for API calls: [If-None-Match, status, X-RateLimit-Remaining]. */
const calls = (log: string[][]) => log.filter((row) => row[1] === 'GET').map((row) => row.slice(3));
const loads = (view: PageView) => view.log.filter((row) => row[1] === 'ipo-load').map((row) => row[2]);

/** How many times to ask whether the demo is built, each answer within the runner's limit on a command. */
const BUILD_ASKS = 8;

/** Resolves once the demo site is built and served; the build may outlast one command. */
async function builtDemo() {
  for (let ask = 0; ask < BUILD_ASKS; ask++) {
    if (await executeServerCommand<boolean, undefined>('built-demo-ready')) return;
  }
  throw new Error(`the demo site was not built after ${BUILD_ASKS} asks of 15 s`);
}

describe('the built demo site', () => {
  let visit: Visit;
  before(async function () {
    this.timeout(180_000);
    await builtDemo();
    visit = await executeServerCommand<Visit, undefined>('visit-built-demo');
  });

  it('runs from a static host through its service worker at the root of the site', () => {
    expect(visit.errors).to.deep.equal([]);
    expect(visit.first.controller).to.equal(`${visit.url}mockServiceWorker.js`);
    expect(visit.violations, 'axe').to.deep.equal([]);
  });

  it('shows the data the mock serves, and logs the call and the load', () => {
    expect(visit.first.title).to.match(/^\d{4}년 \d{1,2}월$/);
    expect(visit.first.daysWithEntries).to.be.greaterThan(0);
    expect(visit.first.quota).to.contain('99');
    expect(calls(visit.first.log)).to.deep.equal([['—', '200', '99']]);
    expect(loads(visit.first)).to.deep.equal(['network: a body from the network']);
  });

  it('answers from the cache after a reload, with no call', () => {
    expect(visit.reloaded.daysWithEntries).to.be.greaterThan(0);
    expect(calls(visit.reloaded.log)).to.deep.equal([]);
    expect(loads(visit.reloaded)).to.deep.equal(['cache: no call: the cache answered']);
  });

  it('keeps counting after the reload: a refresh is a conditional call, answered 304 with one call less left', () => {
    expect(visit.controls['']).to.deep.equal(['sent', '304', '98']);
    expect(loads(visit.refreshed)).to.include('revalidated: the stored copy, confirmed by a 304');
  });

  it('changes the data, resets the quota and injects a 500 from its mock controls', () => {
    expect(visit.controls['Change the data (new updated_at and ETag)']).to.deep.equal(['sent', '200', '97']);
    expect(visit.controls['Reset the quota']).to.deep.equal(['sent', '304', '99']);
    // An injected 500 is not counted: it tells the calls left so far.
    expect(visit.controls['answer 500']).to.deep.equal(['sent', '500', '99']);
  });
});

interface CorrectionView {
  changed: { name: string; badge: string | null }[];
  log: string[][];
}

interface Correction {
  before: CorrectionView;
  after: CorrectionView;
  violations: string[];
}

describe('the built demo site, filing a correction', () => {
  let correction: Correction;
  before(async function () {
    this.timeout(180_000);
    await builtDemo();
    correction = await executeServerCommand<Correction, undefined>('correct-built-demo');
  });

  it('marks the moved offering in the element, with a badge that says what moved', () => {
    expect(correction.before.changed, "a reader's first visit marks nothing").to.deep.equal([]);
    expect(correction.after.changed.map((item) => item.name)).to.deep.equal(['씨엔바이오']);
    expect(correction.after.changed[0].badge)
      .to.include('청약 12/8→12/22')
      .and.include('밴드 8,000–10,000 → 7,000–8,500 원');
    expect(correction.violations, 'axe').to.deep.equal([]);
  });

  it('logs one call more, the conditional refresh, and the ipo-change found in its body', () => {
    const added = correction.after.log.slice(0, -correction.before.log.length);
    expect(added.map((row) => row[1])).to.deep.equal(['ipo-load', 'ipo-change', 'GET']);
    expect(added[0][2]).to.equal('network: a body from the network');
    expect(added[1][2]).to.match(/^씨엔바이오: demand_start 2026-11-24 → 2026-12-08, .*price_high 10000 → 8500$/);
    expect(added[2].slice(3), 'If-None-Match sent, a new body, one call less left').to.deep.equal([
      'sent',
      '200',
      '98',
    ]);
    expect(calls(correction.before.log), 'the first load').to.deep.equal([['—', '200', '99']]);
  });
});

interface Layout {
  query: string;
  attributes: {
    viewport: number;
    settings: { top: number; bottom: number };
    elementShown: number;
    pageWidth: number;
    viewportWidth: number;
  }[];
  brokenWords: string[];
}

describe('the built demo site, laid out', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    it(`keeps the attributes in sight with the element, and the log's words whole, at ${width} px`, async function () {
      this.timeout(180_000);
      await builtDemo();
      const layout = await executeServerCommand<Layout, { width: number; height: number }>('measure-built-demo', {
        width,
        height,
      });
      expect(layout.query, 'a query that holds Korean').to.contain('status=청약');
      for (const view of layout.attributes) {
        expect(view.settings.top, 'the attributes start on screen').to.be.at.least(0);
        expect(view.settings.bottom, 'and end on it').to.be.at.most(view.viewport);
        expect(view.elementShown, 'a third of the screen shows the element').to.be.at.least(view.viewport / 3);
        expect(view.pageWidth, 'the page does not scroll sideways').to.be.at.most(view.viewportWidth);
      }
      expect(layout.brokenWords).to.deep.equal([]);
    });
  }
});
