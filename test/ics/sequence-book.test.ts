import { expect } from '@open-wc/testing';
import {
  bookSequences,
  emptySequenceBook,
  readSequenceBook,
  SEQUENCE_BOOK_LIMIT,
  type SequenceBook,
} from '../../src/ics/sequence-book.js';

const event = (uid: string, from: string, to = from) => ({ uid, span: { from, to } });

/** The sequences of a run of feeds, each on its KST day, and the book after them. */
function run(feeds: [string, ReturnType<typeof event>[]][], start: SequenceBook = emptySequenceBook()) {
  let book = start;
  const sequences: Record<string, number>[] = [];
  const changed: boolean[] = [];
  for (const [today, events] of feeds) {
    const result = bookSequences(Object.freeze(book), events, today);
    book = result.book;
    sequences.push(Object.fromEntries(result.sequences));
    changed.push(result.changed);
  }
  return { book, sequences, changed };
}

describe('bookSequences', () => {
  it('starts every event at 0 and keeps its sequence while its days stay', () => {
    const events = [event('a-sub', '2026-11-20', '2026-11-21'), event('a-listing', '2026-11-30')];
    expect(
      run([
        ['2026-11-10', events],
        ['2026-11-10', events],
      ]).sequences,
    ).to.deep.equal([
      { 'a-sub': 0, 'a-listing': 0 },
      { 'a-sub': 0, 'a-listing': 0 },
    ]);
  });

  it('raises the sequence of an event by one each time its days change, back included', () => {
    const { sequences } = run([
      ['2026-11-10', [event('a-sub', '2026-11-20', '2026-11-21'), event('a-listing', '2026-11-30')]],
      ['2026-11-11', [event('a-sub', '2026-12-04', '2026-12-05'), event('a-listing', '2026-11-30')]],
      ['2026-11-12', [event('a-sub', '2026-12-04', '2026-12-07'), event('a-listing', '2026-11-30')]],
      ['2026-11-13', [event('a-sub', '2026-11-20', '2026-11-21')]],
    ]);
    expect(sequences.map((feed) => feed['a-sub'])).to.deep.equal([0, 1, 2, 3]);
    expect(sequences.map((feed) => feed['a-listing'])).to.deep.equal([0, 0, 0, undefined]);
  });

  it('remembers an event that a feed leaves out', () => {
    const { sequences } = run([
      ['2026-11-10', [event('a-sub', '2026-11-20')]],
      ['2026-11-11', [event('a-sub', '2026-11-27')]],
      ['2026-11-12', []],
      ['2026-11-13', [event('a-sub', '2026-11-27')]],
    ]);
    expect(sequences.map((feed) => feed['a-sub'])).to.deep.equal([0, 1, undefined, 1]);
  });

  it('says when the book changed: a new event, new days, or the first feed of a day', () => {
    const events = [event('a-sub', '2026-11-20')];
    expect(
      run([
        ['2026-11-10', events],
        ['2026-11-10', events],
        ['2026-11-11', events],
        ['2026-11-11', [event('a-sub', '2026-11-21')]],
        ['2026-11-11', []],
      ]).changed,
    ).to.deep.equal([true, false, true, true, false]);
  });

  it('survives a restart: the book read back from JSON gives the same sequences', () => {
    const { book } = run([
      ['2026-11-10', [event('a-sub', '2026-11-20')]],
      ['2026-11-11', [event('a-sub', '2026-11-27')]],
    ]);
    const restored = readSequenceBook(JSON.parse(JSON.stringify(book)));
    expect(restored).to.deep.equal(book);
    expect(run([['2026-11-12', [event('a-sub', '2026-11-27')]]], restored).sequences).to.deep.equal([{ 'a-sub': 1 }]);
  });

  it(`keeps at most ${SEQUENCE_BOOK_LIMIT} events, forgetting those seen least recently`, () => {
    const old = Array.from({ length: 10 }, (_, index) => event(`old-${index}`, '2026-01-01'));
    const recent = Array.from({ length: SEQUENCE_BOOK_LIMIT - 5 }, (_, index) => event(`new-${index}`, '2026-11-20'));
    const { book } = run([
      ['2026-01-01', old.slice(0, 5)],
      ['2026-02-01', old.slice(5)],
      ['2026-11-10', recent],
    ]);
    const uids = Object.keys(book.events);
    expect(uids).to.have.length(SEQUENCE_BOOK_LIMIT);
    expect(uids.filter((uid) => uid.startsWith('old-')).sort()).to.deep.equal([
      'old-5',
      'old-6',
      'old-7',
      'old-8',
      'old-9',
    ]);
  });

  it('keeps a UID that is a name of Object.prototype as a plain key', () => {
    const { book, sequences } = run([
      ['2026-11-10', [event('__proto__', '2026-11-20'), event('constructor', '2026-11-20')]],
      ['2026-11-11', [event('__proto__', '2026-11-21'), event('constructor', '2026-11-20')]],
    ]);
    expect(sequences[1]).to.deep.equal({ ['__proto__']: 1, constructor: 0 });
    expect(Object.getPrototypeOf(book.events)).to.equal(Object.prototype);
  });
});

describe('readSequenceBook', () => {
  it('is an empty book for anything but a book, and drops entries of another shape', () => {
    for (const value of [null, 'x', [], {}, { version: 2, events: {} }, { version: 1, events: 'x' }])
      expect(readSequenceBook(value), JSON.stringify(value)).to.deep.equal(emptySequenceBook());
    const good = { sequence: 2, days: '2026-11-20/2026-11-21', seen: '2026-11-10' };
    expect(
      readSequenceBook({
        version: 1,
        events: { good, negative: { ...good, sequence: -1 }, half: { ...good, sequence: 0.5 }, bare: {}, nil: null },
      }),
    ).to.deep.equal({ version: 1, events: { good } });
  });
});
