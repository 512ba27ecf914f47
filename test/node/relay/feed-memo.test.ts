/** The feeds the relay keeps made (feed-memo.ts), counted through the maker it is given. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CacheEntry } from '../../../src/client/cache-store.js';
import { calendarFeed } from '../../../src/ics/calendar-feed.js';
import { emptySequenceBook } from '../../../src/ics/sequence-book.js';
import { API_SOURCE } from '../../../src/api/source.js';
import { feedMemo } from '../../../src/relay/feed-memo.js';
import { offering } from '../../support/offering.js';

const NOW = Date.parse('2026-11-23T10:00:00+09:00');
const entry = (etag: string | null, corpName = '가나'): CacheEntry => ({
  fetchedAt: NOW,
  etag,
  feed: null,
  data: {
    version: 'v1',
    updated_at: null,
    count: 1,
    total: 1,
    items: [offering({ id: 'a', corp_name: corpName, sub_start: '2026-11-25', sub_end: '2026-11-26' })],
  },
});

function counted(kept?: number) {
  let made = 0;
  const feeds = feedMemo((...args) => (made++, calendarFeed(...args)), kept);
  const book = emptySequenceBook();
  const options = { lang: 'ko', source: API_SOURCE, stages: ['sub'], brokers: [], book } as const;
  return { feeds, options, made: () => made };
}

describe('the feeds kept made', () => {
  it('keeps the feeds asked for most recently, up to its size', () => {
    const { feeds, options, made } = counted(2);
    const first = feeds('a', entry('"1"'), options);
    assert.ok(first.bookChanged);
    const book = first.book;
    const ask = (request: string) => feeds(request, entry('"1"'), { ...options, book });
    ask('a');
    assert.equal(made(), 1, 'the book the first feed moved on is the one it keeps');
    ask('b');
    assert.equal(made(), 2);
    ask('a');
    ask('c');
    assert.equal(made(), 3);
    ask('a');
    assert.equal(made(), 3, 'asked most recently: kept');
    ask('b');
    assert.equal(made(), 4, 'asked longest ago: made again');
  });

  it('knows a body without an ETag by its content', () => {
    const { feeds, options, made } = counted();
    const book = feeds('a', entry(null), options).book;
    const same = feeds('a', entry(null), { ...options, book });
    const other = feeds('a', entry(null, '다라'), { ...options, book });
    assert.equal(made(), 2, 'the same content, the same feed; other content, another');
    assert.equal(same.bookChanged, false);
    assert.notEqual(other.etag, same.etag);
  });
});
