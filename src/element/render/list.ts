import { html, nothing } from 'lit';
import { formatDateRange } from '../../format/date.js';
import { formatDday } from '../../format/dday.js';
import { formatWon } from '../../format/won.js';
import type { Lang } from '../../i18n/lang.js';
import type { Strings } from '../../i18n/strings.js';
import type { ListItem } from '../../model/list-item.js';
import type { StageSpan } from '../../model/stages.js';

export interface ListContext {
  t: Strings;
  lang: Lang;
  select(id: string): void;
}

function renderStage(span: StageSpan, { t, lang }: ListContext) {
  return html`<span part="stage ${span.stage}" class=${span.stage}
    ><b>${t.stage[span.stage]}</b> ${formatDateRange(span.start, span.end, lang)}
    · ${span.dday === null ? t.ongoing : formatDday(span.dday)}</span
  >`;
}

function renderPrice(item: ListItem, { t, lang }: ListContext) {
  const { priceLow, priceHigh, priceFinal, bandPosition } = item;
  const band =
    priceLow !== null && priceHigh !== null
      ? html`<span part="price-band">${t.field.priceBand} ${formatWon(priceLow, lang)}~${formatWon(priceHigh, lang)}</span>`
      : nothing;
  const final =
    priceFinal !== null
      ? html`<span part="price-final"
          >${t.field.finalPrice} ${formatWon(priceFinal, lang)}${bandPosition ? ` (${t.band[bandPosition]})` : ''}</span
        >`
      : nothing;
  return band === nothing && final === nothing ? nothing : html`<div class="row muted">${band} ${final}</div>`;
}

function renderItem(item: ListItem, context: ListContext) {
  const { t } = context;
  return html`<li part="item">
    <div class="row">
      <button type="button" part="item-name" class="name" @click=${() => context.select(item.id)}>${item.name}</button>
      <span part="badge status status-${item.status}">${t.status[item.status]}</span>
      ${item.market ? html`<span part="badge market">${t.market[item.market]}</span>` : nothing}
      ${item.isSpac ? html`<span part="badge spac">${t.spac}</span>` : nothing}
    </div>
    <div class="row">${item.stages.map((span) => renderStage(span, context))}</div>
    ${renderPrice(item, context)}
    ${item.leadManagers.length
      ? html`<div class="muted" part="managers">${t.field.leadManagers}: ${item.leadManagers.join(', ')}</div>`
      : nothing}
  </li>`;
}

/** The offerings in the API's order. */
export function renderList(items: readonly ListItem[], context: ListContext) {
  return html`<ul part="list">${items.map((item) => renderItem(item, context))}</ul>`;
}
