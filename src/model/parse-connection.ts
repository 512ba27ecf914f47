import { accept, attributeText, reject, type AttributeInput, type Parsed } from './attribute-problem.js';
import { safeHttpUrl } from './safe-url.js';

/** `api-key`: required. The problem never carries the value, so a key cannot end up in a message. */
export function parseApiKey(input: AttributeInput): Parsed<string> {
  const key = attributeText(input);
  return key ? accept(key) : reject('api-key', null, 'api-key');
}

/**
 * `base-url`, else the build-time default: an http(s) URL, absolute or relative to `pageUrl`
 * (a same-origin proxy path works when the page's URL is given).
 */
export function parseBaseUrl(input: AttributeInput, buildDefault?: string, pageUrl?: string): Parsed<string> {
  const text = attributeText(input) ?? attributeText(buildDefault);
  if (text === null) return reject('base-url', null, 'url');
  const url = safeHttpUrl(text, pageUrl);
  return url ? accept(url) : reject('base-url', text, 'url');
}
