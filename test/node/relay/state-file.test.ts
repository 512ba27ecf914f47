/**
 * The Node relay's `--state` file (state-file.ts), on fake timers: what the timed write and the commits save, and what
 * is read back.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { emptySequenceBook, type SequenceBook } from '../../../src/ics/sequence-book.js';
import { newDay } from '../../../src/relay/ledger.js';
import { fileStore, readStateFile } from '../../../src/relay/state-file.js';
import { StateStorage } from '../../../src/relay/state-storage.js';
import type { RelayState } from '../../../src/relay/store.js';
import { FakeTime } from '../../support/fake-time.js';
import { stopAll, temporaryFolder } from './support/processes.js';

const NOW = Date.parse('2026-11-23T23:59:59+09:00');
const book = (sequence: number): SequenceBook => ({
  version: 1,
  events: { 'a-sub@ipo-calendar': { sequence, days: '2026-11-24/2026-11-25', seen: '2026-11-23' } },
});

async function store() {
  const path = join(await temporaryFolder('ipo-relay-state-'), 'state.json');
  const time = new FakeTime(NOW);
  const errors: unknown[] = [];
  const saved = fileStore(path, time.timers, (error) => errors.push(error));
  const read = async () => JSON.parse(await readFile(path, 'utf8'));
  return { path, time, errors, saved, read };
}

describe('the --state file', () => {
  after(stopAll);

  it('writes the newest state a second after a change, not the state that armed the timer', async () => {
    const { time, errors, saved, read } = await store();
    const storage = new StateStorage();
    // The relay hands over a new state object each time; the ledger and the book are replaced, never changed in place.
    saved.changed({ ledger: { ...newDay(NOW), used: 3 }, storage, sequences: book(0) });
    await time.advance(500);
    // Past KST midnight: a new day's ledger, and a feed moved an event.
    const newest: RelayState = { ledger: newDay(NOW + 1000), storage, sequences: book(1) };
    saved.changed(newest);
    await time.advance(500);
    assert.equal(time.pendingTimers, 0, 'the timed write has started');
    // Whatever the timed write saved, a flush saves what the store holds as the newest state.
    await saved.flush();
    const written = await read();
    assert.deepEqual(written.ledger, newest.ledger);
    assert.deepEqual(written.sequences, newest.sequences);
    assert.deepEqual(errors, []);
  });

  it('has a commit asked for during a write followed by a write of the newest state', async () => {
    const { saved, read } = await store();
    const storage = new StateStorage();
    const first = saved.commit({ ledger: { ...newDay(NOW), used: 1 }, storage, sequences: emptySequenceBook() });
    const second = saved.commit({ ledger: { ...newDay(NOW), used: 2 }, storage, sequences: emptySequenceBook() });
    const third = saved.commit({ ledger: { ...newDay(NOW), used: 3 }, storage, sequences: emptySequenceBook() });
    assert.equal(second, third, 'the commits asked for while one write runs share the next');
    await first;
    await third;
    assert.equal((await read()).ledger.used, 3);
  });

  it('reads back what it wrote, and names a file that is not its own', async () => {
    const { path, saved } = await store();
    const storage = new StateStorage([['ipo-calendar:v1:quota:x', '{"limit":100}']]);
    await saved.commit({ ledger: { ...newDay(NOW), used: 7 }, storage, sequences: book(2) });
    const loaded = await readStateFile(path);
    assert.equal(loaded.problem, null);
    assert.equal(loaded.ledger?.used, 7);
    assert.deepEqual([...loaded.storage], [...storage]);
    assert.deepEqual(loaded.sequences, book(2));

    await writeFile(path, '{"format":"something else"}');
    const other = await readStateFile(path);
    assert.match(other.problem!, /is not a relay state file/);
    assert.equal(other.ledger, null);
    assert.equal((await readStateFile(path + '.none')).problem, null, 'no file yet is no problem');
  });
});
