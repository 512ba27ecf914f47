import { html, nothing } from 'lit';
import type { Offering } from '../../api/types.js';
import { formatDate } from '../../format/date.js';
import { icsFileName } from '../../ics/file-name.js';
import { offeringToIcs } from '../../ics/offering-ics.js';
import type { Lang } from '../../format/lang.js';
import type { FieldKey, Strings } from '../../i18n/strings.js';
import { markTokens } from '../../model/offering-marks.js';
import { attributionText } from '../../i18n/attribution-text.js';
import { OPERATOR } from '../operator.js';
import type { PanelModel } from '../view-model.js';
import { renderDialog } from './dialog.js';
import { renderExternalLink } from './external-link.js';
import { renderKorean, renderKoreanList } from './korean.js';
import { renderAccess, renderChangeBadge } from './marks.js';
import { renderDeposit, renderPlanNotes, renderPlanToggle } from './money.js';
import { bandText, finalPriceText, renderStageText } from './offering.js';

export interface PanelContext {
  t: Strings;
  lang: Lang;
  /** The instant of the render: the .ics file's stamp. */
  now: number;
  close(): void;
  plan(offering: Offering, planned: boolean): void;
}

type OfferingPanel = Extract<PanelModel, { kind: 'offering' }>;

function renderTimeline({ item: { stages }, current }: OfferingPanel, { t, lang }: PanelContext) {
  return html`<ol part="timeline">
    ${stages.map(
      (span) =>
        html`<li
          part="step ${span.stage}${span.stage === current ? ' current' : ''}"
          class=${span.stage}
          aria-current=${span.stage === current ? 'step' : nothing}
        >
          ${renderStageText(span, t, lang)}
        </li>`,
    )}
  </ol>`;
}

/**
 * The offering in full: where the reader can subscribe and what moved since they looked, every field, the stage
 * timeline and an .ics download.
 */
export function renderPanel(panel: OfferingPanel, context: PanelContext) {
  const { offering, item, marks } = panel;
  const { t, lang } = context;
  const ics = offeringToIcs(offering, { now: context.now, labels: t.stage, description: attributionText(t, OPERATOR) });
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
  const access = renderAccess(marks, t, lang);
  const content = html`${access === nothing ? nothing : html`<p class="access-line">${access}</p>`}
    ${renderChangeBadge(marks, t, lang)}
    <p class="row">${renderDeposit(marks, lang)} ${renderPlanToggle(offering, marks, t, context.plan)}</p>
    ${renderPlanNotes(marks, lang)}
    <h4>${t.field.schedule}</h4>
    ${renderTimeline(panel, context)}
    <dl part="fields">
      ${fields.map(
        ([key, value]) =>
          html`<dt>${t.field[key]}</dt>
            <dd>${value ?? '—'}</dd>`,
      )}
    </dl>
    ${
      ics
        ? html`<a
            part="ics"
            download=${icsFileName(offering)}
            href="data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}"
            >${t.addToCalendar}</a
          >`
        : nothing
    }
    <p class="muted estimate">${t.money.estimate}</p>`;
  const part = ['panel', ...markTokens(marks)].join(' ');
  return renderDialog(part, html`<h3 id="panel-title" lang="ko">${item.name}</h3>`, content, context);
}
