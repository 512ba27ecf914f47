import { html } from 'lit';

/**
 * Text of the API's, which is Korean (names, industry, CEO, underwriters), marked so: under `lang="en"` a screen
 * reader would read it with an English voice. Empty stays empty, so that a fallback can follow with `||`.
 */
export const renderKorean = (text: string | null) => text && html`<span lang="ko">${text}</span>`;
