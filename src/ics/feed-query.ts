import { isQueryProblem, parseQuery, type QueryProblem, type ValidQuery } from '../api/query.js';
import { MAX_LIMIT, type KstDate } from '../api/types.js';
import { parseStages } from '../model/parse-stages.js';
import { splitBrokerList } from '../model/parse-brokers.js';
import type { Stage } from '../model/stages.js';

/** What a feed asks for: the API query, and the stages and brokers that select its events. */
export interface FeedRequest {
  query: ValidQuery;
  stages: readonly Stage[];
  /** As written in the link: a reader's choice may name a firm the broker table does not know. */
  brokers: readonly string[];
  /** `alarm=1`: a reminder at 09:00 KST on each subscription's first day. */
  alarm: boolean;
}

/**
 * The most brokers a feed takes: more than the firms of the broker table (some forty), so that whatever a reader
 * picks in the element fits its feed link, and few enough that matching them against a feed's offerings stays cheap
 * for a request that costs the relay no call.
 */
export const MAX_FEED_BROKERS = 50;

/** The query of a feed without filters: offerings with a schedule date from today (KST) on, as many as the API gives. */
export const defaultFeedQuery = (todayKst: KstDate): ValidQuery => ({
  status: null,
  limit: MAX_LIMIT,
  from: todayKst,
  to: null,
  excludeSpac: false,
});

/**
 * The request of `GET /v1/calendar.ics?…`: the API's filters, read and refused as the API would (the same 400
 * codes and messages), plus `stages=` (space-separated, as the attribute) and `brokers=` (comma-separated, any
 * name, at most {@link MAX_FEED_BROKERS}) and `alarm=1` (a reminder on each subscription's first day). Unlike the API, `limit` is 100 unless given, and without `from` or `to` the feed starts today: it is a
 * calendar of what is ahead.
 */
export function parseFeedRequest(params: URLSearchParams, todayKst: KstDate): FeedRequest | QueryProblem {
  const parsed = parseQuery(params);
  if (isQueryProblem(parsed)) return parsed;
  const stages = parseStages(params.get('stages'));
  if (!stages.ok)
    return {
      code: 'invalid_stages',
      message: 'stages must be one or more of: demand, sub, refund, listing (space-separated).',
    };
  const brokers = splitBrokerList(params.get('brokers') ?? '');
  if (brokers.length > MAX_FEED_BROKERS)
    return {
      code: 'invalid_brokers',
      message: `brokers must name at most ${MAX_FEED_BROKERS} brokers (comma-separated), such as 키움증권,NH투자증권.`,
    };
  const alarm = params.get('alarm');
  if (alarm !== null && alarm !== '0' && alarm !== '1')
    return {
      code: 'invalid_alarm',
      message: 'alarm must be 1 (a reminder at 09:00 KST on the first subscription day) or 0.',
    };
  const defaults = defaultFeedQuery(todayKst);
  const query: ValidQuery = {
    ...parsed,
    limit: params.has('limit') ? parsed.limit : defaults.limit,
    from: parsed.from ?? (parsed.to === null ? defaults.from : null),
  };
  return { query, stages: stages.value, brokers, alarm: alarm === '1' };
}
