// Pins "now" in the realm it runs in (a test page, a page that a server command opens, a Node test process): `Date.now`,
// `new Date()`, `Date()` and a date format without a date read the run's instant, and stay there. Time that must pass
// for real is measured with `performance.now()`, and the clock a test moves is test/support/fake-time.ts.
//
// A test whose name (or a suite's around it) says "(real clock)" reads a clock that runs in real time from the instant,
// while it runs. The real date is out of reach but for `performance.timeOrigin`, which the pin records: a test that
// reads it without saying so fails (docs/development.md, "The clock of a run").
//
// Self-contained: pages receive it as source text, so it uses nothing from the module around it.
export function pinClock(instant) {
  if (globalThis.__ipoTestClock) return globalThis.__ipoTestClock;
  const RealDate = Date;
  const clock = {
    instant,
    /** The test running now ('' between tests), whether its name asks for the real clock, and since when. */
    test: '',
    real: false,
    since: 0,
    /** What the running test read of the real date, not asking for it. */
    realReads: [],
    // Real time from the instant, not the machine's date: a test runner that times a hook across the test's end then
    // sees no leap.
    now: () => (clock.real ? instant + (performance.now() - clock.since) : instant),
    enter(title) {
      clock.test = title;
      clock.real = title.includes('(real clock)');
      clock.since = performance.now();
      clock.realReads = [];
    },
    /** Leaves the test; returns the error it earned by reading the real date without saying so, or null. */
    leave() {
      const reads = [...new Set(clock.realReads)];
      const title = clock.test;
      clock.enter('');
      return reads.length === 0
        ? null
        : new Error(
            `"${title}" reads the real date (${reads.join(', ')}): pin it to the run's instant, or say "(real clock)" in its name`,
          );
    },
  };
  const PinnedDate = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [clock.now()], newTarget),
    apply: () => new RealDate(clock.now()).toString(),
    get: (target, key) => (key === 'now' ? clock.now : Reflect.get(target, key)),
  });
  globalThis.Date = PinnedDate;

  // A format without a date formats "now" (ECMA-402 reads the intrinsic Date.now, which the proxy does not reach).
  const formats = Intl.DateTimeFormat.prototype;
  const formatToParts = formats.formatToParts;
  formats.formatToParts = function (date) {
    return formatToParts.call(this, date === undefined ? clock.now() : date);
  };
  const format = Object.getOwnPropertyDescriptor(formats, 'format').get;
  Object.defineProperty(formats, 'format', {
    configurable: true,
    get() {
      const bound = format.call(this);
      return (date) => bound(date === undefined ? clock.now() : date);
    },
  });

  // performance.timeOrigin + performance.now() is the real date: recorded, so that the test that reads it is named.
  const timeOrigin = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(performance), 'timeOrigin').get;
  Object.defineProperty(performance, 'timeOrigin', {
    configurable: true,
    get() {
      if (clock.test !== '' && !clock.real) clock.realReads.push('performance.timeOrigin');
      return timeOrigin.call(this);
    },
  });

  globalThis.__ipoTestClock = clock;
  return clock;
}

/**
 * In a page that mocha runs: every test enters the clock by its full title, and fails once it has run if it read the
 * real date without saying so. Mocha's browser build assigns the global `mocha` before the test files load; the hooks
 * go on its root suite then.
 */
export function pinClockForMocha(instant) {
  const clock = pinClock(instant);
  let instance;
  Object.defineProperty(globalThis, 'mocha', {
    configurable: true,
    enumerable: true,
    get: () => instance,
    set(value) {
      instance = value;
      value.suite.beforeEach(function () {
        clock.enter(this.currentTest.fullTitle());
      });
      value.suite.afterEach(function () {
        const error = clock.leave();
        if (error) throw error;
      });
    },
  });
}
