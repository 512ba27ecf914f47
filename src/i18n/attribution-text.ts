import { safeHttpUrl } from '../util/safe-url.js';
import type { Strings } from './strings.js';

/** Who the data comes from: the operator's name, and its address (shown only when it is an http(s) URL). */
export interface DataSource {
  sourceName: string;
  sourceUrl: string;
}

/**
 * The source and the terms' disclaimer as plain text, for data that leaves the element (a calendar file or feed),
 * which the API's terms require to name the source too; the address is a line of its own.
 */
export function attributionText(t: Strings, { sourceName, sourceUrl }: DataSource): string {
  const url = safeHttpUrl(sourceUrl);
  return `${t.source(sourceName)}. ${t.disclaimer}${url ? `\n${url}` : ''}`;
}
