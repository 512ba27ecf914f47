/**
 * The detail panel's content: loaded when a reader first opens an offering's panel (src/element/lazy-modules-controller.ts),
 * whose frame (./panel-frame.ts) shows meanwhile.
 */
import { html, nothing } from 'lit';
import type { Offering } from '../../api/types.js';
import type { BrokerNames } from '../../brokers/names.js';
import { formatDate } from '../../format/date.js';
import { icsFileName } from '../../ics/file-name.js';
import { hasIcsEvents } from '../../ics/ics-stages.js';
import type { FieldKey, Strings } from '../../i18n/strings.js';
import type { ModuleState } from '../lazy-module.js';
import type { ModuleOf } from '../lazy-modules-controller.js';
import type { PanelModel } from '../view-model.js';
import { renderExternalLink } from './external-link.js';
import { renderKorean, renderKoreanList } from './korean.js';
import { renderAccess, renderChangeBadge } from './marks.js';
import { renderLoadFailure } from './module-wait.js';
import { renderDeposit, renderPlanNotes, renderPlanToggle } from './money.js';
import { bandText, finalPriceText, renderStageText } from './offering.js';

export interface PanelContext {
  t: Strings;
  /** The instant of the render: the .ics file's stamp. */
  now: number;
  brokerNames: BrokerNames | null;
  plan(offering: Offering, planned: boolean): void;
  /** The .ics writer, loaded when the reader first asks for a file. */
  icsFile: ModuleState<ModuleOf<'icsFile'>>;
  /** The reader asked for the file before the writer was there: it loads, then `link` is followed again. */
  askIcs(link: HTMLAnchorElement): void;
  /** Loads again what failed to load. */
  retry(): void;
}

export type OfferingPanel = Extract<PanelModel, { kind: 'offering' }>;

function renderTimeline({ item: { stages }, current }: OfferingPanel, { t }: PanelContext) {
  return html`<ol part="timeline">
    ${stages.map(
      (span) =>
        html`<li
          part="step ${span.stage}${span.stage === current ? ' current' : ''}"
          class=${span.stage}
          aria-current=${span.stage === current ? 'step' : nothing}
        >
          ${renderStageText(span, t, t.lang)}
        </li>`,
    )}
  </ol>`;
}

/**
 * The link that downloads the offering's dates as an .ics file, when it has any. The file is written once the reader
 * first asks for one: the link then waits for the writer, and is followed again when it is there.
 */
function renderIcsLink(offering: Offering, context: PanelContext) {
  if (!hasIcsEvents(offering)) return nothing;
  const { t, icsFile } = context;
  const href = icsFile.status === 'loaded' ? icsFile.module.icsHref(offering, t, context.now) : null;
  const ask = (event: Event) => {
    if (href) return;
    event.preventDefault();
    context.askIcs(event.currentTarget as HTMLAnchorElement);
  };
  return html`<a
      part="ics"
      download=${icsFileName(offering)}
      href=${href ?? '#'}
      aria-busy=${icsFile.status === 'loading'}
      @click=${ask}
      >${t.addToCalendar}</a
    >
    ${icsFile.status === 'failed' ? renderLoadFailure(t.lang, context.retry) : nothing}`;
}

/**
 * The offering in full: where the reader can subscribe and what moved since they looked, every field, the stage
 * timeline and an .ics download.
 */
export function renderPanelContent(panel: OfferingPanel, context: PanelContext) {
  const { offering, item, marks } = panel;
  const { t, brokerNames } = context;
  const { lang } = t;
  const fields: [FieldKey, unknown][] = [
    ['status', t.status[item.status]],
    ['priceBand', bandText(item, lang)],
    ['finalPrice', finalPriceText(item, t, lang) ?? t.notConfirmed],
    ['market', item.market && t.market[item.market]],
    ['spac', item.isSpac ? t.yes : t.no],
    ['industry', renderKorean(offering.industry)],
    ['ceo', renderKorean(offering.ceo)],
    ['stockCode', offering.stock_code],
    ['founded', offering.est_date && formatDate(offering.est_date, lang, 'full')],
    ['leadManagers', renderKoreanList(item.leadManagers) || t.notConfirmed],
    ['brokers', renderKoreanList(offering.subscription_brokers) || t.notConfirmed],
    ['homepage', renderExternalLink(offering.homepage, t.field.homepage, t)],
    ['dart', renderExternalLink(offering.dart_url, t.field.dart, t)],
  ];
  const access = renderAccess(marks, t, brokerNames);
  return html`${access === nothing ? nothing : html`<p class="access-line">${access}</p>`}
    ${renderChangeBadge(marks, t, brokerNames)}
    <p class="row">${renderDeposit(marks, t)} ${renderPlanToggle(offering, marks, t, context.plan)}</p>
    ${renderPlanNotes(marks, t)}
    <h4>${t.field.schedule}</h4>
    ${renderTimeline(panel, context)}
    <dl part="fields">
      ${fields.map(
        ([key, value]) =>
          html`<dt>${t.field[key]}</dt>
            <dd>${value ?? '—'}</dd>`,
      )}
    </dl>
    ${renderIcsLink(offering, context)}
    <p class="muted estimate">${t.money.estimate}</p>`;
}
