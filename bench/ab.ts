/**
 * `npm run bench -- --ab <A.js> <B.js> [--runs 30]`: two element bundles, measured the same way and interleaved (A, B;
 * B, A; …) so that the machine's drift falls on both alike:
 * - cold and warm in-page runs of the month view (100 offerings), as in the full bench;
 * - the page-level figure (25 offerings, throttled) of each, with the floor in the same rounds.
 * It prints medians, p25–p75, and B's difference from A in %, of the medians and paired by round, each with a 95 %
 * bootstrap interval; every run's figures go to bench/.out/ab-runs.json. The same bundle as A and B measures the noise.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { benchSetup, harnessRuns } from './harness-runs.js';
import { OFFERING_COUNT, PAGE_OFFERING_COUNT } from './offerings.js';
import type { RunResult } from './page/harness.js';
import { pageLoadRuns, THROTTLING } from './page-load.js';
import { chunkFiles, withSession } from './session.js';
import {
  bytes,
  formatTable,
  medianDifference,
  ms,
  pairedDifference,
  signedPercent,
  spread,
  summarize,
  times,
  type Difference,
} from './stats.js';

type Bundle = 'a' | 'b';

const difference = ({ percent, low, high }: Difference) => [
  signedPercent(percent),
  `${signedPercent(low)} … ${signedPercent(high)}`,
];

function row(label: string, a: readonly number[], b: readonly number[]): string[] {
  const [summaryA, summaryB] = [summarize(a), summarize(b)];
  return [
    label,
    ms(summaryA.median),
    spread(summaryA),
    ms(summaryB.median),
    spread(summaryB),
    ...difference(medianDifference(a, b)),
    ...difference(pairedDifference(a, b)),
  ];
}

/** Each side's page-level times over the floor's median: the same differences as the times, so none is shown. */
function ratioRow(label: string, a: readonly number[], b: readonly number[]): string[] {
  const [summaryA, summaryB] = [summarize(a), summarize(b)];
  return [
    label,
    times(summaryA.median),
    spread(summaryA, 2),
    times(summaryB.median),
    spread(summaryB, 2),
    '',
    '',
    '',
    '',
  ];
}

export async function abBench(projectRoot: string, files: Record<Bundle, string>, runs: number): Promise<void> {
  await withSession(
    {
      projectRoot,
      bundles: files,
      offeringCounts: [OFFERING_COUNT, PAGE_OFFERING_COUNT],
      // Each run is bounded by its own timeout; this bounds the whole, at several times a normal run's length.
      watchdogMs: 120_000 + runs * 40_000,
    },
    async (session) => {
      const setup = benchSetup(session.dataSets.get(OFFERING_COUNT)!);
      const pageData = session.dataSets.get(PAGE_OFFERING_COUNT)!;
      const sides = {
        a: { page: 'element-a', run: 'ipoCalendar' },
        b: { page: 'element-b', run: 'ipoCalendar' },
      } as const;
      const cold = await harnessRuns(session, 'cold', sides, setup, runs);
      const warm = await harnessRuns(session, 'warm', sides, setup, runs);
      const page = await pageLoadRuns(
        session,
        {
          a: { side: 'element', data: pageData, bundle: 'a', loading: 'lazy' },
          b: { side: 'element', data: pageData, bundle: 'b', loading: 'lazy' },
          floor: { side: 'floor', data: pageData },
        },
        runs,
      );

      const raw = join(projectRoot, 'bench/.out/ab-runs.json');
      await writeFile(raw, JSON.stringify({ bundles: files, cold, warm, page }));
      const frames = (results: RunResult[]) => results.map((result) => result.frameMs);
      const painted = page.a.map((load) => load.paintedMs);
      const floor = summarize(page.floor.map((load) => load.paintedMs)).median;
      const overFloor = (loads: typeof page.a) => loads.map((load) => load.paintedMs / floor);
      // A bundle's size is its own and its chunks'.
      const gzip = async (file: string) => {
        const parts = [file, ...(await chunkFiles(file))];
        return bytes(parts.reduce((total, part) => total + execFileSync('gzip', ['-9', '-c', part]).length, 0));
      };
      console.log(
        `\nA: ${files.a} (${await gzip(files.a)} gzip -9)\nB: ${files.b} (${await gzip(files.b)} gzip -9)\nEvery run: ${raw}`,
      );
      console.log(
        `${runs} runs of each, interleaved, after a discarded round; ${session.browserVersion}. cold and warm: in-page, ${OFFERING_COUNT} offerings, attach → the frame after the marks. page: navigation start → content painted, ${PAGE_OFFERING_COUNT} offerings, cold, ${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6}/${THROTTLING.uploadBitsPerSecond / 1e6} Mbit/s; the floor (${ms(floor)} median) in the same rounds.\n`,
      );
      console.log(
        formatTable([
          ['', 'A median', 'A p25–p75', 'B median', 'B p25–p75', 'B vs A', '95 % interval', 'paired', '95 % interval'],
          row('cold (ms)', frames(cold.a), frames(cold.b)),
          row('warm (ms)', frames(warm.a), frames(warm.b)),
          row(
            'page (ms)',
            painted,
            page.b.map((load) => load.paintedMs),
          ),
          ratioRow('page / floor median', overFloor(page.a), overFloor(page.b)),
        ]),
      );
    },
  );
}
