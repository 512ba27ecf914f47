import { expect } from '@open-wc/testing';
import type { Offering } from '../../src/api/types.js';
import { brokerNames } from '../../src/brokers/names.js';
import {
  CHANGE_MEMORY_LIMIT,
  emptyChangeMemory,
  MARK_LIFETIME_MS,
  marksNeedBrokerNames,
  observeOfferings,
  observingNeedsBrokerNames,
  openOffering,
  readChangeMemory,
  shownChange,
  type ChangeMemory,
} from '../../src/model/change-memory.js';
import { snapshotOf } from '../../src/model/snapshot.js';
import { scheduled } from '../support/offering.js';

const HOUR = 3_600_000;
const t0 = Date.parse('2026-11-10T00:00:00Z');
const original = scheduled('a', '2026-11-20', { corp_name: '미래대우바이오', price_low: 12000, price_high: 14000 });
const corrected = { ...original, sub_start: '2026-12-04', sub_end: '2026-12-05', price_low: 10000, price_high: 12000 };
/** The fields between the two. */
const CORRECTION = [
  { field: 'sub_start', before: '2026-11-20', after: '2026-12-04' },
  { field: 'sub_end', before: '2026-11-21', after: '2026-12-05' },
  { field: 'price_low', before: 12000, after: 10000 },
  { field: 'price_high', before: 14000, after: 12000 },
];

/** Deeply frozen: a function that changed the memory it was given would throw. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

/** The memory after a run of bodies, each at its own time; and every change reported on the way. */
function run(bodies: [number, Offering[]][], start: ChangeMemory = emptyChangeMemory()) {
  let memory = start;
  const reported: { at: number; id: string; fields: string[] }[] = [];
  for (const [at, offerings] of bodies) {
    const result = observeOfferings(frozen(memory), offerings, at, brokerNames);
    memory = result.memory;
    for (const change of result.detected)
      reported.push({ at, id: change.id, fields: change.fields.map((f) => f.field) });
  }
  return { memory, reported };
}

describe('the change memory', () => {
  it('marks nothing on a first visit', () => {
    const { memory, reported } = run([[t0, [original, scheduled('b', '2026-11-25')]]]);
    expect(reported).to.deep.equal([]);
    expect(Object.keys(memory.offerings)).to.deep.equal(['a', 'b']);
    expect(shownChange(memory, 'a', t0, brokerNames)).to.equal(null);
  });

  it('marks an offering whose schedule differs from the one seen, and reports the change once', () => {
    const { memory, reported } = run([
      [t0, [original]],
      [t0 + HOUR, [corrected]],
      [t0 + 2 * HOUR, [corrected]],
    ]);
    expect(reported).to.deep.equal([
      { at: t0 + HOUR, id: 'a', fields: ['sub_start', 'sub_end', 'price_low', 'price_high'] },
    ]);
    expect(shownChange(memory, 'a', t0 + 2 * HOUR, brokerNames)).to.deep.equal({
      seen: snapshotOf(original),
      latest: snapshotOf(corrected),
      fields: CORRECTION,
    });
  });

  it('reports the event detail with the id, the name and the fields', () => {
    const first = observeOfferings(emptyChangeMemory(), [original], t0, brokerNames).memory;
    expect(observeOfferings(first, [corrected], t0 + HOUR, brokerNames).detected).to.deep.equal([
      {
        id: 'a',
        corp_name: '미래대우바이오',
        fields: CORRECTION,
      },
    ]);
  });

  it('reports a change once among elements that share the memory', () => {
    const shared = observeOfferings(emptyChangeMemory(), [original], t0, brokerNames).memory;
    const first = observeOfferings(shared, [corrected], t0 + HOUR, brokerNames);
    const second = observeOfferings(first.memory, [corrected, scheduled('b', '2026-12-01')], t0 + HOUR, brokerNames);
    expect([first.detected.length, second.detected.length]).to.deep.equal([1, 0]);
  });

  it('reports a further change against the schedule seen, and drops the mark when it is undone', () => {
    const moved = { ...corrected, listing_date: '2026-12-20' };
    const { memory, reported } = run([
      [t0, [original]],
      [t0 + HOUR, [corrected]],
      [t0 + 2 * HOUR, [moved]],
      [t0 + 3 * HOUR, [original]],
    ]);
    expect(reported).to.deep.equal([
      { at: t0 + HOUR, id: 'a', fields: ['sub_start', 'sub_end', 'price_low', 'price_high'] },
      { at: t0 + 2 * HOUR, id: 'a', fields: ['sub_start', 'sub_end', 'listing_date', 'price_low', 'price_high'] },
    ]);
    expect(shownChange(memory, 'a', t0 + 3 * HOUR, brokerNames)).to.equal(null);
  });

  it('clears the mark when the reader opens the offering: its schedule is then the one seen', () => {
    const { memory } = run([
      [t0, [original]],
      [t0 + HOUR, [corrected]],
    ]);
    const opened = openOffering(frozen(memory), 'a');
    expect(shownChange(opened, 'a', t0 + HOUR, brokerNames)).to.equal(null);
    expect(run([[t0 + 2 * HOUR, [corrected]]], opened).reported).to.deep.equal([]);
    expect(run([[t0 + 2 * HOUR, [original]]], opened).reported).to.have.length(1);
  });

  it('leaves the memory as it is when an offering without a mark is opened', () => {
    const { memory } = run([[t0, [original]]]);
    expect(openOffering(memory, 'a')).to.equal(memory);
    expect(openOffering(memory, 'unknown')).to.equal(memory);
  });

  it('keeps a mark for seven days, then takes its schedule as seen', () => {
    const detectedAt = t0 + HOUR;
    const { memory } = run([
      [t0, [original]],
      [detectedAt, [corrected]],
    ]);
    expect(shownChange(memory, 'a', detectedAt + MARK_LIFETIME_MS - 1, brokerNames)).not.to.equal(null);
    expect(shownChange(memory, 'a', detectedAt + MARK_LIFETIME_MS, brokerNames)).to.equal(null);
    const later = run([[detectedAt + MARK_LIFETIME_MS, [corrected]]], memory);
    expect(later.reported).to.deep.equal([]);
    const day = detectedAt + MARK_LIFETIME_MS;
    expect(later.memory.offerings.a).to.deep.equal({ seen: snapshotOf(corrected), touched: day - (day % (24 * HOUR)) });
  });

  it('counts the seven days from the latest change', () => {
    const moved = { ...corrected, listing_date: '2026-12-20' };
    const { memory } = run([
      [t0, [original]],
      [t0 + HOUR, [corrected]],
      [t0 + 3 * 24 * HOUR, [moved]],
    ]);
    expect(shownChange(memory, 'a', t0 + HOUR + MARK_LIFETIME_MS, brokerNames)).not.to.equal(null);
    expect(shownChange(memory, 'a', t0 + 3 * 24 * HOUR + MARK_LIFETIME_MS, brokerNames)).to.equal(null);
  });

  it(`remembers at most ${CHANGE_MEMORY_LIMIT} offerings, forgetting those least recently in a body`, () => {
    // One body a day: the memory knows when an offering was last in a body by the day.
    const bodies: [number, Offering[]][] = Array.from({ length: 25 }, (_, body) => [
      t0 + body * 24 * HOUR,
      Array.from({ length: 10 }, (_, index) => scheduled(`o${body * 10 + index}`, '2026-11-20')),
    ]);
    // o0 comes back in the last body: it was in a body recently.
    bodies.push([t0 + 30 * 24 * HOUR, [scheduled('o0', '2026-11-20')]]);
    const ids = Object.keys(run(bodies).memory.offerings);
    expect(ids).to.have.length(CHANGE_MEMORY_LIMIT);
    expect(ids).to.include('o0');
    expect(ids).to.include('o249');
    expect(ids.filter((id) => +id.slice(1) < 50)).to.deep.equal(['o0']);
  });

  it('leaves the memory as it was when a body of the same day changes nothing', () => {
    const { memory } = run([[t0, [original]]]);
    expect(run([[t0 + HOUR, [original]]], memory).memory).to.deep.equal(memory);
  });

  it('keeps ids that are names of Object.prototype as plain keys', () => {
    const odd = ['__proto__', 'constructor', 'toString'].map((id) => ({ ...original, id }));
    const { memory } = run([[t0, odd]]);
    const { memory: after, reported } = run(
      [[t0 + HOUR, odd.map((offering) => ({ ...offering, sub_start: null }))]],
      memory,
    );
    expect(reported.map((change) => change.id)).to.deep.equal(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(after.offerings)).to.equal(Object.prototype);
    expect(shownChange(after, 'constructor', t0 + HOUR, brokerNames)?.fields).to.have.length(1);
    expect(shownChange(emptyChangeMemory(), 'constructor', t0, brokerNames)).to.equal(null);
    expect(openOffering(emptyChangeMemory(), 'toString')).to.deep.equal(emptyChangeMemory());
  });

  it('reads back what it stored as JSON, and nothing else', () => {
    const { memory } = run([
      [t0, [original, scheduled('b', '2026-11-25')]],
      [t0 + HOUR, [corrected]],
    ]);
    expect(readChangeMemory(JSON.parse(JSON.stringify(memory)))).to.deep.equal(memory);
    for (const value of [null, 'x', 1, [], {}, { version: 2, offerings: {} }, { version: 1, offerings: null }])
      expect(readChangeMemory(value), JSON.stringify(value)).to.deep.equal(emptyChangeMemory());
    const stored = JSON.parse(JSON.stringify(memory));
    stored.offerings.b.touched = 'yesterday';
    stored.offerings.a.mark.since = null;
    stored.offerings.c = { seen: snapshotOf(original) };
    expect(readChangeMemory(stored)).to.deep.equal(emptyChangeMemory());
  });

  it('tells when comparing needs the broker table: a remembered broker list differs as written', () => {
    const memory = observeOfferings(emptyChangeMemory(), [original], t0, null).memory;
    expect(observingNeedsBrokerNames(memory, [corrected, scheduled('b', '2026-12-01')])).to.equal(false);
    const confirmed = { ...original, subscription_brokers: ['키움증권'] };
    expect(observingNeedsBrokerNames(memory, [confirmed])).to.equal(true);
    const marked = observeOfferings(memory, [corrected], t0 + HOUR, null).memory;
    expect(observingNeedsBrokerNames(marked, [{ ...corrected, subscription_brokers: ['키움증권'] }])).to.equal(true);
  });

  it('tells when a mark shown needs the broker table: its broker lists differ as written', () => {
    const seen = observeOfferings(emptyChangeMemory(), [original], t0, null).memory;
    const moved = observeOfferings(seen, [corrected], t0 + HOUR, null).memory;
    expect(marksNeedBrokerNames(moved, t0 + HOUR)).to.equal(false);
    const confirmed = { ...corrected, subscription_brokers: ['키움증권'] };
    const taken = observeOfferings(seen, [confirmed], t0 + HOUR, brokerNames).memory;
    expect(marksNeedBrokerNames(taken, t0 + HOUR)).to.equal(true);
    expect(marksNeedBrokerNames(taken, t0 + HOUR + MARK_LIFETIME_MS), 'once the mark has run out').to.equal(false);
  });

  it('takes a firm spelt another way for no change, with the broker table', () => {
    const listed = { ...original, subscription_brokers: ['NH투자증권'] };
    const memory = observeOfferings(emptyChangeMemory(), [listed], t0, brokerNames).memory;
    const respelt = { ...listed, subscription_brokers: ['엔에이치투자증권'] };
    expect(observeOfferings(memory, [respelt], t0 + HOUR, brokerNames).detected).to.deep.equal([]);
  });
});
