import type { AttributeInput, Parsed } from './attribute-problem.js';
import { parseAttribute } from './parse-attribute.js';
import { safeHttpUrl } from './safe-url.js';

/** `api-key`: required. The problem never carries the value, so a key cannot end up in a message. */
export function parseApiKey(input: AttributeInput): Parsed<string> {
  return parseAttribute('api-key', 'api-key', input, (key) => key);
}

/**
 * `base-url`, else the build-time default: an http(s) URL, absolute or relative to `pageUrl`
 * (a same-origin proxy path works when the page's URL is given). Without `?` or `#`: the client
 * appends the resource's path and query, which would land inside them; without a user name
 * (`user:password@`), with which fetch refuses every call.
 */
export function parseBaseUrl(input: AttributeInput, buildDefault?: string, pageUrl?: string): Parsed<string> {
  return parseAttribute('base-url', 'url', input?.trim() || buildDefault, (text) => (/[?#]|\/\/[^/]*@/.test(text) ? null : safeHttpUrl(text, pageUrl)));
}
