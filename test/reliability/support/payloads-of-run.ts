/**
 * The XSS payloads a run tries. Chromium tries them all. Firefox and WebKit, where the whole corpus takes minutes, try
 * the sample their configuration asks for (`__ipoTestRun.xssSample`, test/support/user-facing-files.mjs): drawn from
 * the run's instant, so that `IPO_TEST_NOW` draws it again and consecutive days draw others, and printed.
 */
import { seededRandom } from '../../../src/mock/random.js';

interface TestRun {
  __ipoTestRun?: { xssSample?: number };
  __ipoTestClock?: { instant: number };
}

/** Each payload of the run with its index in the corpus, in the corpus's order. */
export function payloadsOfRun(corpus: readonly string[]): { payload: string; index: number }[] {
  const all = corpus.map((payload, index) => ({ payload, index }));
  const run = globalThis as TestRun;
  const size = run.__ipoTestRun?.xssSample;
  if (size === undefined || size >= corpus.length) return all;
  const seed = run.__ipoTestClock!.instant;
  const random = seededRandom(seed % 2 ** 32);
  // A Fisher–Yates shuffle's first `size` places.
  const order = all.map((_, index) => index);
  for (let place = 0; place < size; place++) {
    const other = random.int(place, order.length - 1);
    [order[place], order[other]] = [order[other], order[place]];
  }
  const sample = order.slice(0, size).sort((a, b) => a - b);
  console.log(`XSS: ${size} of ${corpus.length} payloads, drawn from the run's instant (${seed}): ${sample.join(' ')}`);
  return sample.map((index) => all[index]);
}
