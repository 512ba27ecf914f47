import { html, nothing } from 'lit';
import type { Offering } from '../../api/types.js';
import type { BrokerNames } from '../../brokers/names.js';
import type { Lang } from '../../format/lang.js';
import type { Strings } from '../../i18n/strings.js';
import type { ListItem } from '../../model/list-item.js';
import type { ListRow } from '../../model/list-rows.js';
import { markTokens } from '../../model/offering-marks.js';
import type { StageSpan } from '../../model/stages.js';
import { renderKoreanList } from './korean.js';
import { renderAccess, renderChangeBadge } from './marks.js';
import { renderDeposit, renderPlanNotes, renderPlanToggle } from './money.js';
import { bandText, finalPriceText, renderStageText } from './offering.js';

export interface ListContext {
  t: Strings;
  lang: Lang;
  /** The broker table's look-ups, which name the reader's brokers: null until loaded. */
  brokerNames: BrokerNames | null;
  /** The row's offering itself: ids may repeat in a hostile body. */
  select(offering: Offering): void;
  /** Puts the offering in the reader's plan, or takes it out. */
  plan(offering: Offering, planned: boolean): void;
}

function renderStage(span: StageSpan, t: Strings, lang: Lang) {
  return html`<span part="stage ${span.stage}" class=${span.stage}>${renderStageText(span, t, lang)}</span>`;
}

/** The price band, the final price and the lead managers, those known. */
function renderDetails(item: ListItem, t: Strings, lang: Lang) {
  const band = bandText(item, lang);
  const final = finalPriceText(item, t, lang);
  const managers = renderKoreanList(item.leadManagers);
  return html`${band ? html`<span>${t.field.priceBand} ${band}</span>` : nothing}
  ${final ? html`<span>${t.field.finalPrice} ${final}</span>` : nothing}
  ${managers ? html`<span>${t.field.leadManagers}: ${managers}</span>` : nothing}`;
}

function renderItem({ offering, item, marks }: ListRow, { t, lang, brokerNames, select, plan }: ListContext) {
  const access = renderAccess(marks, t, brokerNames);
  const change = renderChangeBadge(marks, t, brokerNames);
  return html`<li part=${['item', ...markTokens(marks)].join(' ')}>
    <div class="row">
      <button part="item-name" class="name" lang="ko" @click=${() => select(offering)}>${item.name}</button>
      <span part="badge status status-${item.status}">${t.status[item.status]}</span>
      ${item.market ? html`<span part="badge market">${t.market[item.market]}</span>` : nothing}
      ${item.isSpac ? html`<span part="badge spac">${t.field.spac}</span>` : nothing}
    </div>
    <div class="row">${item.stages.map((span) => renderStage(span, t, lang))}</div>
    <div class="row muted">${renderDetails(item, t, lang)}</div>
    ${access === nothing && change === nothing ? nothing : html`<div class="row">${access} ${change}</div>`}
    <div class="row">${renderDeposit(marks, t)} ${renderPlanToggle(offering, marks, t, plan)}</div>
    ${renderPlanNotes(marks, t)}
  </li>`;
}

/** The offerings in the API's order. */
export function renderList(rows: readonly ListRow[], context: ListContext) {
  return html`<ul part="list">
    ${rows.map((row) => renderItem(row, context))}
  </ul>`;
}
