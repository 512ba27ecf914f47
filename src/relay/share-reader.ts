/**
 * What every share page and image takes from its URL: the reader's language and brokers, and the same as a URL's
 * query, for the links between the pages.
 */
import { langOf, type Lang } from '../format/lang.js';
import { MAX_FEED_BROKERS } from '../ics/feed-query.js';
import { splitBrokerList } from '../model/parse-brokers.js';

export interface Reader {
  lang: Lang;
  brokers: string[];
}

/** `lang` (Korean unless English), `brokers` comma-separated, at most as many as a feed takes. */
export const readerOf = (params: URLSearchParams): Reader => ({
  lang: langOf(params.get('lang')),
  brokers: splitBrokerList(params.get('brokers') ?? '').slice(0, MAX_FEED_BROKERS),
});

/** The reader's part of a URL: `?lang=en&brokers=…`, only what differs from the default. */
export function readerQuery({ lang, brokers }: Reader): string {
  const params = new URLSearchParams();
  if (brokers.length) params.set('brokers', brokers.join(','));
  if (lang !== 'ko') params.set('lang', lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}
