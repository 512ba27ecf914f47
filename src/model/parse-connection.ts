import { accept, reject, type AttributeInput, type Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';
import { safeHttpUrl } from '../util/safe-url.js';

/**
 * `api-key`: in printable ASCII (a header value; fetch refuses others, which would read as a network failure).
 * Required, unless the page names its own `base-url` (a relay, which holds the key): then absent is null, no key.
 * The problem never carries the key: a refused one shows as •••.
 */
export function parseApiKey(input: AttributeInput, baseUrlGiven = false): Parsed<string | null> {
  const parsed = parseAttribute(
    'api-key',
    'api-key',
    input,
    (key) => (/^[ -~]+$/.test(key) ? key : null),
    baseUrlGiven ? accept(null) : undefined,
  );
  return parsed.ok || !parsed.problem.value ? parsed : reject('api-key', '•••', 'api-key');
}

/**
 * `base-url`, else the operator's default (src/element/operator.ts): an http(s) URL, absolute or relative to `pageUrl`
 * (a same-origin proxy path works when the page's URL is given). Without `?` or `#`: the client
 * appends the resource's path and query, which would land inside them; without a user name
 * (`user:password@`), with which fetch refuses every call.
 */
export function parseBaseUrl(input: AttributeInput, operatorDefault?: string, pageUrl?: string): Parsed<string> {
  return parseAttribute('base-url', 'url', input?.trim() || operatorDefault, (text) =>
    /[?#]|\/\/[^/]*@/.test(text) ? null : safeHttpUrl(text, pageUrl),
  );
}
