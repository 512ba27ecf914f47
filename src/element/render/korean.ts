import { html, nothing } from 'lit';

/**
 * Text of the API's, which is Korean (names, industry, CEO, underwriters), marked so: under `lang="en"` a screen
 * reader would read it with an English voice. In a `<bdi>`: bidi controls or right-to-left letters in it cannot
 * reorder the text around it. Empty stays empty, so that a fallback can follow with `||`.
 */
export const renderKorean = (text: string | null) => text && html`<bdi lang="ko">${text}</bdi>`;

/** Names of the API's (underwriters, brokers), each isolated, separated by commas; false when there are none. */
export const renderKoreanList = (names: readonly string[]) =>
  names.length > 0 && names.map((name, index) => html`${index ? ', ' : nothing}${renderKorean(name)}`);
