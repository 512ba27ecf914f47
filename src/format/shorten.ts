/** The text cut to `max` characters, with an ellipsis where it was cut: outside data shown in a message stays readable. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
