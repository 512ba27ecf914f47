/**
 * The reliability suite's hostile strings (test/reliability/support/xss-payloads.ts) as API text, through the share
 * pages, the SVG card and the oEmbed JSON: each makes the same markup as a plain name does (the same tags and
 * attributes, in the same order), its text escaped, and links stay http(s).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offering } from '../../support/offering.js';
import { PAYLOADS } from '../../reliability/support/xss-payloads.js';
import { safeHttpUrl } from '../../../src/util/safe-url.js';
import { relayHarness } from './support/harness.js';

const ID = '00000000-0000-4000-8000-000000000001';

/**
 * The tags and attribute names of markup, in order: what an injection would change. Attribute values are read whole
 * (double-quoted, as the relay writes them), so that text inside them counts as text.
 */
const skeleton = (markup: string) =>
  [...markup.matchAll(/<(\/?[A-Za-z!][\w:-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    ([, tag, attributes]) =>
      `${tag}(${[...attributes.matchAll(/\s+([\w:-]+)(?:="[^"]*")?/g)].map(([, name]) => name)})`,
  );

async function pagesFor(text: string, dartUrl: string | null) {
  const harness = relayHarness({
    start: '2026-12-08T10:00:00+09:00',
    data: [
      offering({
        id: ID,
        corp_name: text,
        sub_start: '2026-12-08',
        sub_end: '2026-12-09',
        refund_date: '2026-12-11',
        listing_date: '2026-12-18',
        price_low: 10_000,
        price_high: 12_000,
        lead_managers: [text],
        subscription_brokers: ['키움증권', text],
        dart_url: dartUrl,
      }),
    ],
  });
  const read = async (path: string) => {
    const response = await harness.get(path);
    assert.equal(response.status, 200, path);
    return response.text();
  };
  const oembed = JSON.parse(
    await read(`/oembed?${new URLSearchParams({ url: `http://relay.test/share/week?lang=${text}&brokers=${text}` })}`),
  );
  return {
    week: await read('/share/week'),
    svg: await read('/share/week.svg?size=post'),
    offering: await read(`/share/offering/${ID}`),
    oembed: oembed.html as string,
  };
}

describe('hostile API text through the share pages, the SVG and oEmbed', () => {
  it('never makes markup, and links only http(s)', async () => {
    // A payload that is an http(s) URL is linked as the filing, as a plain one is; no other is.
    const linked = await pagesFor('Plain', 'https://dart.fss.or.kr/x');
    const unlinked = await pagesFor('Plain', null);
    const failures: string[] = [];
    for (const payload of PAYLOADS) {
      const made = await pagesFor(payload, payload);
      const plain = safeHttpUrl(payload) ? linked : unlinked;
      for (const kind of ['week', 'svg', 'offering', 'oembed'] as const) {
        if (JSON.stringify(skeleton(made[kind])) !== JSON.stringify(skeleton(plain[kind])))
          failures.push(`${kind}: ${JSON.stringify(payload)}`);
        if (/href="(?!https?:)/i.test(made[kind])) failures.push(`${kind} link: ${JSON.stringify(payload)}`);
      }
    }
    assert.deepEqual(failures, []);
  });
});
