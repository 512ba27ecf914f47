import { html } from 'lit';
import { formatDateRange } from '../../format/date.js';
import { formatDday } from '../../format/dday.js';
import { formatWon } from '../../format/won.js';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';
import type { ListItem } from '../../model/list-item.js';
import { STAGE_GLYPH, type Stage, type StageSpan } from '../../model/stages.js';

/** A stage's glyph, for sight only: the stage's name beside it says it to screen readers ("black square" would not). */
export const renderGlyph = (stage: Stage) => html`<span aria-hidden="true">${STAGE_GLYPH[stage]}</span>`;

/** A stage of an offering as the list and the panel's timeline show it: "■ 청약 11월 24일~25일 · D-3". */
export function renderStageText(span: StageSpan, t: Strings, lang: Lang) {
  return html`<b>${renderGlyph(span.stage)} ${t.stage[span.stage]}</b> ${formatDateRange(span.start, span.end, lang)} ·
    ${span.dday === null ? t.ongoing : formatDday(span.dday)}`;
}

/**
 * The price band ("14,000원~16,000원"), or null when either end is unknown. A zero-width space after the tilde lets a
 * narrow line break there rather than inside an amount ("₩43," above "000" read as ₩43).
 */
export const bandText = ({ priceLow, priceHigh }: ListItem, lang: Lang) =>
  priceLow === null || priceHigh === null
    ? null
    : priceLow === priceHigh
      ? formatWon(priceLow, lang)
      : `${formatWon(priceLow, lang)}~\u200b${formatWon(priceHigh, lang)}`;

/** The final price with its place in the band ("17,000원 (밴드 상단 초과)"), or null before it is set. */
export const finalPriceText = ({ priceFinal, bandPosition }: ListItem, t: Strings, lang: Lang) =>
  priceFinal === null ? null : `${formatWon(priceFinal, lang)}${bandPosition ? ` (${t.band[bandPosition]})` : ''}`;
