/**
 * A reliability suite counts its cases and, once its tests have run, prints its figure as
 * `reliability: <suite>: <N> cases, <M> failed`, the line `npm run reliability` collects. A case fails on a throw, and
 * on an uncaught exception, an unhandled rejection or a console error while it runs; a failed case fails its test.
 */
import { timerTasks } from '../../support/fake-time.js';

/** How many failures a failed test describes in full. */
const SHOWN_FAILURES = 10;

/** Adds the page's uncaught exceptions, unhandled rejections and console errors to `seen`; returns the stop function. */
function watchPage(seen: string[]): () => void {
  const onError = (event: ErrorEvent) => seen.push(`uncaught exception: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => seen.push(`unhandled rejection: ${String(event.reason)}`);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(`console error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    console.error = consoleError;
  };
}

/** One line per failure, control characters escaped: a payload's own line breaks would garble the report. */
const describeFailure = (label: string, failure: unknown) =>
  `${label}: ${JSON.stringify(failure instanceof Error ? failure.message : String(failure)).slice(1, -1)}`;

export interface ReliabilitySuite {
  /** A test of one case. */
  it(title: string, run: () => Promise<void>): void;
  /**
   * Runs a case per item inside the current test (where one render serves many cases); resolves with the failures,
   * described, for {@link expectNoFailure} once the test has run all its cases.
   */
  cases<T>(items: readonly T[], label: (item: T) => string, run: (item: T) => Promise<void>): Promise<string[]>;
}

/** Fails the test when any of its `cases` failed, describing the first few. */
export function expectNoFailure(failures: readonly string[], cases: number): void {
  if (!failures.length) return;
  const more = failures.length - SHOWN_FAILURES;
  throw new Error(
    [`${failures.length} of ${cases} cases failed`, ...failures.slice(0, SHOWN_FAILURES)].join('\n') +
      (more > 0 ? `\n… and ${more} more` : ''),
  );
}

export function reliabilitySuite(name: string): ReliabilitySuite {
  let cases = 0;
  let failed = 0;
  /** Every problem the page reported while the suite ran. */
  const problems: string[] = [];
  let stopWatching: () => void;
  before(() => (stopWatching = watchPage(problems)));
  after(() => {
    stopWatching();
    console.log(`reliability: ${name}: ${cases} cases, ${failed} failed`);
  });

  /**
   * Runs one case; its failure, or null. The problems the page reports meanwhile are the case's; so are those reported
   * a task after it ends (where rejections are reported), once `failureWithLateReports` is awaited.
   */
  function check(run: () => Promise<void>) {
    cases++;
    const from = problems.length;
    let failure: unknown = null;
    const pageFailure = () => (problems.length > from ? new Error(problems.slice(from).join('\n')) : null);
    const finished = run().then(
      () => void (failure = pageFailure()),
      (error) => void (failure = error),
    );
    return {
      async failure(): Promise<unknown> {
        await finished;
        if (failure) failed++;
        return failure;
      },
      /** The failure once the page has had a task to report what remains. */
      async failureWithLateReports(): Promise<unknown> {
        const before = await this.failure();
        if (before) return before;
        await timerTasks(5);
        const late = pageFailure();
        if (late) failed++;
        return late;
      },
    };
  }

  return {
    it(title, run) {
      it(title, async () => {
        const failure = await check(run).failureWithLateReports();
        if (failure) throw failure;
      });
    },
    async cases(items, label, run) {
      const failures: string[] = [];
      for (const [index, item] of items.entries()) {
        // The last case waits for what the page reports late; the others' late reports land in the next case.
        const result = check(() => run(item));
        const failure = await (index === items.length - 1 ? result.failureWithLateReports() : result.failure());
        if (failure) failures.push(describeFailure(label(item), failure));
      }
      return failures;
    },
  };
}
