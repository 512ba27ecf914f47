/**
 * The link that subscribes a calendar app to a relay's feed (`GET /v1/calendar.ics`, src/ics/feed-query.ts): the feed
 * the relay announced, asked for the element's filters, the reader's brokers and the stages shown, under `webcal:`,
 * the scheme calendar apps take as a subscription. The schedule's window is left to the feed, which starts today: a
 * subscription follows what is ahead.
 */
import type { StatusValue } from '../api/types.js';
import { STAGES, type Stage } from './stages.js';

export interface FeedFilters {
  status: StatusValue | null;
  excludeSpac: boolean;
  brokers: readonly string[];
  stages: readonly Stage[];
}

/** `feed`: the http(s) URL the relay's `Link` names. */
export function feedSubscription(feed: string, { status, excludeSpac, brokers, stages }: FeedFilters): string {
  const url = new URL(feed);
  if (status) url.searchParams.set('status', status);
  if (excludeSpac) url.searchParams.set('spac', 'false');
  if (brokers.length) url.searchParams.set('brokers', brokers.join(','));
  if (stages.length < STAGES.length) url.searchParams.set('stages', stages.join(' '));
  // The URL parser keeps http and https special: the scheme is swapped in the text.
  return 'webcal:' + url.href.slice(url.protocol.length);
}
