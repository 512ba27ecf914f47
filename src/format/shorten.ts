/**
 * The text cut to `max` UTF-16 units, with an ellipsis where it was cut (never between the halves of
 * a surrogate pair): outside data shown in a message stays readable.
 */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
}
