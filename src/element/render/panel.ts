import { html, nothing } from 'lit';
import type { KstDate, Offering } from '../../api/types.js';
import { formatDate } from '../../format/date.js';
import { icsFileName } from '../../ics/file-name.js';
import { offeringToIcs } from '../../ics/offering-ics.js';
import type { Lang } from '../../format/lang.js';
import type { FieldKey, Strings } from '../../i18n/strings.js';
import type { ListItem } from '../../model/list-item.js';
import { currentStage } from '../../model/stages.js';
import { attributionText } from '../../i18n/attribution-text.js';
import { OPERATOR } from '../operator.js';
import { renderExternalLink } from './external-link.js';
import { renderKorean, renderKoreanList } from './korean.js';
import { bandText, finalPriceText, renderStageText } from './offering.js';

export interface PanelContext {
  t: Strings;
  lang: Lang;
  today: KstDate;
  now: number;
  close(): void;
}

function renderTimeline({ stages }: ListItem, { t, lang, today }: PanelContext) {
  const current = currentStage(stages, today);
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

/** The offering in full: every field, the stage timeline and an .ics download. */
export function renderPanel(offering: Offering, item: ListItem, context: PanelContext) {
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
  // Focusable itself, so that a click on its text keeps focus in it (and Escape working) rather than dropping it to the
  // page.
  // Escape is the panel's alone: a page's own modal <dialog> or key handler around the element must not close too.
  return html`<div
    part="panel"
    role="dialog"
    aria-labelledby="panel-title"
    tabindex="-1"
    @keydown=${(event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      context.close();
    }}
  >
    <div class="panel-head">
      <h3 id="panel-title" lang="ko">${item.name}</h3>
      <button part="close" @click=${context.close}>${t.close}</button>
    </div>
    <h4>${t.field.schedule}</h4>
    ${renderTimeline(item, context)}
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
  </div>`;
}
