/**
 * The calendar feed a server announces in the `Link` header of its list answers, as the relay does
 * (`<calendar.ics>; rel="alternate"; type="text/calendar"`): knowing it costs no request.
 */
import { safeHttpUrl } from '../util/safe-url.js';

/** One link of a `Link` header: `<target>` and its parameters (`; name="value"` or `; name=token`). */
const LINK = /<([^>]*)>((?:\s*;\s*[^\s;,=]+\s*(?:=\s*(?:"(?:[^"\\]|\\.)*"|[^;,]*))?)*)/g;
const PARAM = /;\s*([^\s;,=]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^;,]*)))?/g;

/**
 * The absolute http(s) URL of the first `rel="alternate"` link of type `text/calendar`, its target resolved against
 * the answer's URL (RFC 8288 §3.1); null when there is none.
 */
export function calendarFeedOf(header: string | null, answerUrl: string): string | null {
  for (const [, target, params] of (header ?? '').matchAll(LINK)) {
    const values = new Map<string, string>();
    for (const [, name, quoted, token] of params.matchAll(PARAM)) {
      const key = name.toLowerCase();
      if (!values.has(key)) values.set(key, (quoted?.replace(/\\(.)/g, '$1') ?? token ?? '').trim());
    }
    const rels = (values.get('rel') ?? '').toLowerCase().split(/\s+/);
    const type = (values.get('type') ?? '').toLowerCase().split(';')[0].trim();
    if (rels.includes('alternate') && type === 'text/calendar') return safeHttpUrl(target.trim(), answerUrl);
  }
  return null;
}
