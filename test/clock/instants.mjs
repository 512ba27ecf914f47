// The instant a test run pins "now" at. IPO_TEST_NOW=<ISO instant> chooses it; without it, the run takes one instant
// of INSTANTS by the real date, so that consecutive days go through the whole list. Every stage of `npm test`, every
// browser test page, every page a server command opens and every Node test process reads the same instant.

/** The instants a run may take: each one a day or an hour on which date code tends to break. */
export const INSTANTS = [
  { iso: '2026-12-08T09:30:00+09:00', what: 'a weekday morning (Tuesday)' },
  { iso: '2026-12-06T14:00:00+09:00', what: 'a Sunday' },
  { iso: '2027-09-15T11:00:00+09:00', what: 'a public holiday on a weekday (추석, Wednesday)' },
  { iso: '2026-11-30T23:59:59.500+09:00', what: "23:59:59.5 KST on a month's last day" },
  { iso: '2027-01-04T00:00:00+09:00', what: '00:00:00 KST (a Monday)' },
  { iso: '2026-12-31T15:00:00+09:00', what: '31 December (the exchange is closed)' },
  { iso: '2028-02-29T10:00:00+09:00', what: '2028-02-29' },
];

const DAY_MS = 86_400_000;

/**
 * The run's instant: IPO_TEST_NOW when set (an ISO 8601 instant with its offset), else the list's entry for the real
 * date `today` (ms). Throws on a value that is not an instant, naming the variable.
 */
export function chooseTestInstant(env = process.env, today = Date.now()) {
  const given = env.IPO_TEST_NOW;
  if (given !== undefined && given !== '') {
    const ms = Date.parse(given);
    if (!/(?:Z|[+-]\d\d:\d\d)$/.test(given) || Number.isNaN(ms)) {
      throw new Error(
        `IPO_TEST_NOW must be an ISO 8601 instant with its offset, such as ${INSTANTS[0].iso}, not "${given}"`,
      );
    }
    return { iso: given, ms, what: 'set by IPO_TEST_NOW' };
  }
  const entry = INSTANTS[Math.floor(today / DAY_MS) % INSTANTS.length];
  return { ...entry, ms: Date.parse(entry.iso) };
}

/** The line a run prints first, which reproduces it. */
export const instantLine = (instant) => `IPO_TEST_NOW=${instant.iso} (${instant.what})`;
