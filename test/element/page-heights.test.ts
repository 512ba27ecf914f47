/**
 * A page that reserves the element's place as the README says never moves: the host is as tall in every frame, from
 * the page's first paint (before the script defines the element) until the data settles, then while the next months
 * load and come. On pages 360 and 1000 px wide; in the default font and in a site's own (`--ipo-calendar-font`: a serif
 * with line height 1.6, a font without a line height); in Korean and English; the element as wide as the page or in a
 * narrower column; in the page's own type (`--ipo-calendar-font: page`: an 18 px serif, a 13 px font whose small text
 * the element keeps at 12 px); when a refresh fails while data is shown, the failure, the stale note and a truncated
 * answer's note under the grid. The list view holds its reserved space until the data comes, through its skeleton.
 */
import { expect } from '@open-wc/testing';
import { mockSite } from '../support/mock-site.js';
import { CROWDED_DAY } from './crowded-day.js';
import { gate } from './helpers.js';
import { describeHeights, failRefresh, navigateMonths, sampleHeights, type Sample } from './page-frames.js';

/** The README's ```css blocks: the reservation every page uses, then the one for a page with its own font. */
async function readmeCss(): Promise<string[]> {
  const readme = await (await fetch('/README.md')).text();
  return [...readme.matchAll(/```css\n([\s\S]*?)```/g)].map((match) => match[1]);
}

/** A site's type: its `--ipo-calendar-font`, or its page's font, which the element takes (`--ipo-calendar-font: page`). */
const SITE_TYPES: Record<string, Pick<Case, 'font' | 'pageFont'>> = {
  'a serif font with line height 1.6': { font: '16px/1.6 "Liberation Serif", serif' },
  'a font without a line height': { font: '15px "DejaVu Sans", sans-serif' },
  "the page's type, an 18 px serif with line height 1.7": { pageFont: '18px/1.7 "Liberation Serif", serif' },
  "the page's type, a 13 px font without a line height": { pageFont: '13px "DejaVu Sans", sans-serif' },
};

interface Case {
  width: number;
  lang: 'ko' | 'en';
  view: 'month' | 'list';
  /** A site's `--ipo-calendar-font`. */
  font?: string;
  /** The page's font, which the element takes (`--ipo-calendar-font: page`). */
  pageFont?: string;
  /** The width of the column that holds the element, narrower than the page. */
  column?: number;
  /** The element's `limit`: below the data's 22 offerings, the answer is truncated, which a note says. */
  limit?: number;
  /** Once the data settles, a refresh fails, then the next month (instead of the next two months loading). */
  refreshFails?: boolean;
}

async function samplesOf({ width, lang, view, font, pageFont, column, limit, refreshFails }: Case): Promise<Sample[]> {
  const [reservation, fontReservation] = await readmeCss();
  const css = [
    reservation,
    ...(font ? [fontReservation, `ipo-calendar { --ipo-calendar-font: ${font}; }`] : []),
    ...(pageFont ? [fontReservation, `body { font: ${pageFont}; } ipo-calendar { --ipo-calendar-font: page; }`] : []),
    ...(column ? [`aside { width: ${column}px; }`] : []),
  ].join('\n');
  const limited = limit === undefined ? '' : ` limit="${limit}"`;
  const element = `<ipo-calendar range="2026-11" view="${view}"${limited}></ipo-calendar>`;
  const held = gate();
  const site = mockSite({ data: CROWDED_DAY, before: held.hold });
  const page = { width, lang, css, body: column ? `<main>…</main><aside>${element}</aside>` : element };
  // The list's height follows its data: its place is held until the data comes.
  if (view === 'list') return (await sampleHeights(page, site, held.open)).filter(({ shown }) => shown !== 'settled');
  const then = refreshFails ? failRefresh(lang, site) : navigateMonths(2, lang, site);
  return sampleHeights(page, site, held.open, async (host, sample) => {
    const truncated = host.shadowRoot!.querySelector('[part~="truncated"]');
    expect(truncated !== null, 'a note says the answer is truncated').to.equal(limit !== undefined);
    await then(host, sample);
  });
}

/**
 * A compact month on a phone's page, the wide month at its narrowest (the element 480 px wide, in a column) and on a
 * desktop's page. One test per width keeps each test to two pages, well inside the timeout in a busy Firefox.
 */
const WIDTHS: { name: string; width: number; column?: number }[] = [
  { name: 'on a 360 px page', width: 360 },
  { name: 'in a 480 px column', width: 1000, column: 480 },
  { name: 'on a 1000 px page', width: 1000 },
];

/** The host's states that frames were painted in, which the list view's samples stop before the data. */
const PAINTED: Record<Case['view'], Sample['shown'][]> = {
  month: ['undefined', 'loading', 'settled'],
  list: ['undefined', 'skeleton'],
};

/** Samples the case's page and checks that every sample has the first's height, which it returns. */
async function expectOneHeight(test: Case): Promise<number> {
  const samples = await samplesOf(test);
  const [{ height }] = samples;
  expect([...new Set(samples.map(({ shown }) => shown))], 'frames sampled').to.include.members(PAINTED[test.view]);
  expect(
    samples.every((sample) => sample.height === height),
    describeHeights(samples),
  ).to.equal(true);
  return height;
}

describe('page heights', () => {
  describe("with the README's reservation", () => {
    for (const lang of ['ko', 'en'] as const) {
      it(`keeps the month view one height in every frame at 360 and 1000 px, in ${lang}`, async () => {
        const heights = [];
        for (const width of [360, 1000]) heights.push(await expectOneHeight({ width, lang, view: 'month' }));
        expect(heights[0], 'as tall at both widths').to.equal(heights[1]);
      });
    }

    it('keeps the month view one height in every frame in a column narrower than the page', async () => {
      const heights = [
        await expectOneHeight({ width: 1000, lang: 'ko', view: 'month', column: 360 }),
        await expectOneHeight({ width: 360, lang: 'ko', view: 'month', column: 300 }),
        await expectOneHeight({ width: 1000, lang: 'ko', view: 'month', column: 600 }),
      ];
      expect(new Set(heights).size, 'as tall at every width').to.equal(1);
    });

    for (const lang of ['ko', 'en'] as const) {
      it(`holds the list view's place through its skeleton until the data comes, at 360 and 1000 px, in ${lang}`, async () => {
        for (const width of [360, 1000]) await expectOneHeight({ width, lang, view: 'list' });
      });
    }

    for (const lang of ['ko', 'en'] as const) {
      for (const { name, ...width } of WIDTHS) {
        it(`keeps the month view one height when a refresh fails while data is shown, truncated or not, ${name}, in ${lang}`, async () => {
          const heights = [];
          for (const limit of [undefined, 5]) {
            heights.push(await expectOneHeight({ ...width, lang, view: 'month', limit, refreshFails: true }));
          }
          expect(heights[0], 'as tall truncated or not').to.equal(heights[1]);
        });
      }
    }
  });

  for (const [name, type] of Object.entries(SITE_TYPES)) {
    describe(`in ${name}, with the README's reservation for a site's font`, () => {
      for (const lang of ['ko', 'en'] as const) {
        it(`keeps the month view one height in every frame at 360 and 1000 px, in ${lang}`, async () => {
          const heights = [];
          for (const width of [360, 1000]) {
            heights.push(await expectOneHeight({ width, lang, view: 'month', ...type }));
          }
          expect(heights[0], 'as tall at both widths').to.equal(heights[1]);
        });
      }

      it('keeps the month view one height in every frame in a column narrower than the page', async () => {
        await expectOneHeight({ width: 1000, lang: 'ko', view: 'month', ...type, column: 360 });
      });

      for (const { name, ...width } of WIDTHS) {
        it(`keeps the month view one height with notes under the grid, in Korean, ${name}`, async () => {
          const heights = [];
          for (const refreshFails of [false, true]) {
            heights.push(
              await expectOneHeight({ ...width, lang: 'ko', view: 'month', ...type, limit: 5, refreshFails }),
            );
          }
          expect(heights[0], 'as tall with one note or two').to.equal(heights[1]);
        });
      }

      for (const lang of ['ko', 'en'] as const) {
        it(`holds the list view's place through its skeleton until the data comes, at 360 and 1000 px, in ${lang}`, async () => {
          for (const width of [360, 1000]) await expectOneHeight({ width, lang, view: 'list', ...type });
        });
      }
    });
  }
});
