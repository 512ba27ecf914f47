/**
 * An offering's calendar file as the panel's link downloads it: with the .ics writer (src/ics), loaded when the reader
 * first asks for a file (src/element/lazy-modules-controller.ts).
 */
import type { Offering } from '../api/types.js';
import { attributionText } from '../i18n/attribution-text.js';
import type { Strings } from '../i18n/strings.js';
import { offeringToIcs } from '../ics/offering-ics.js';
import { OPERATOR } from './operator.js';

/**
 * The file as a `data:` URL, made at `now`, in the strings' language, its events described by the attribution (the
 * API's terms require it wherever the data is shown); null without a date for it to hold.
 */
export function icsHref(offering: Offering, t: Strings, now: number): string | null {
  const ics = offeringToIcs(offering, { now, labels: t.stage, description: attributionText(t, OPERATOR) });
  return ics && `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
