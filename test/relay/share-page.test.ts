/**
 * A share page of the built relay, opened as a reader's browser opens it (its own origin, its own policy): where
 * scripts run, the live element takes over the server's schedule and shows the same offerings, at no upstream call
 * beyond the page's own query; without scripts, the server's HTML stays readable. What the page shows is read from
 * the accessibility tree, by role and accessible name (share-page-command.mjs).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

// A Tuesday: the week of 2026-12-07 (2026-W50), with subscriptions in the mock's offerings.
const NOW_ISO = '2026-12-08T10:00:00+09:00';

interface Visit {
  /** [role, accessible name] of every named node. */
  tree: [string, string][];
  errors: string[];
  violations: string[];
}

describe('a share page in a browser', function () {
  this.timeout(180_000);
  let root: string;
  let id: number;
  const visit = (scripts: boolean) =>
    executeServerCommand<Visit, { url: string; now: string; scripts: boolean }>('visit-share-page', {
      url: `${root}/share/week`,
      now: NOW_ISO,
      scripts,
    });
  const upstreamCalls = async () => (await (await fetch(`${root}/healthz`)).json()).budget.used as number;

  before(async () => {
    const started = await executeServerCommand<{ id: number; relay: string }, { now: string }>('start-embed-relay', {
      now: NOW_ISO,
    });
    id = started.id;
    root = started.relay.replace(/\/v1$/, '');
  });
  after(() => executeServerCommand('stop-relay-stack', { id }));

  it('is readable without scripts, and the live element shows the same offerings where scripts run', async () => {
    const plain = await visit(false);
    const heading = plain.tree.find(([role]) => role === 'heading')?.[1];
    expect(heading).to.match(/^이번 주 공모주 청약 12\/7–12\/11: \S+ 외 \d+건$/);
    // The server's offerings: its links to their pages, named by the offering.
    const names = [
      ...new Set(plain.tree.filter(([role, name]) => role === 'link' && name !== 'DART 공시').map(([, name]) => name)),
    ];
    expect(names.length, names.join()).to.be.at.least(3);
    expect(
      plain.tree.some(([, name]) => name.startsWith('출처: IPO 일정 API')),
      'the attribution',
    ).to.equal(true);
    const callsForThePage = await upstreamCalls();

    const live = await visit(true);
    expect(live.errors).to.deep.equal([]);
    expect(live.violations, 'axe').to.deep.equal([]);
    const shown = live.tree.map(([, name]) => name).join('\n');
    for (const name of names) expect(shown, name).to.contain(name);
    // Taken over: the page keeps its heading; the server's links are no longer what the reader is given.
    expect(live.tree.filter(([role]) => role === 'heading')[0]).to.deep.equal(['heading', heading]);
    expect(live.tree.filter(([role, name]) => role === 'link' && names.includes(name))).to.deep.equal([]);
    const callsForBoth = await upstreamCalls();
    expect(callsForBoth - callsForThePage, "the element's query").to.be.at.most(1);

    // Another reader with scripts costs nothing: one call per distinct query per TTL.
    await visit(true);
    expect(await upstreamCalls()).to.equal(callsForBoth);
  });
});
