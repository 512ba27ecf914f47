import { html, nothing } from 'lit';
import type { KstDate, Offering } from '../../api/types.js';
import { formatDate, formatDateRange } from '../../format/date.js';
import { formatDday } from '../../format/dday.js';
import { formatWon } from '../../format/won.js';
import { offeringToIcs } from '../../ics/offering-ics.js';
import type { Lang } from '../../i18n/lang.js';
import type { FieldKey, Strings } from '../../i18n/strings.js';
import { bandPosition } from '../../model/band-position.js';
import { MARKETS } from '../../model/list-item.js';
import { safeHttpUrl } from '../../model/safe-url.js';
import { currentStage, stagesOf } from '../../model/stages.js';
import { statusKeyOf } from '../../model/status.js';
import { STAGE_GLYPH } from './month.js';

export interface PanelContext {
  t: Strings;
  lang: Lang;
  today: KstDate;
  now: number;
  close(): void;
}

const link = (value: unknown, label: string) => {
  const url = safeHttpUrl(value);
  return url ? html`<a href=${url} target="_blank" rel="noopener noreferrer">${label}</a>` : '—';
};

function renderTimeline(offering: Offering, { t, lang, today }: PanelContext) {
  const stages = stagesOf(offering, today);
  const current = currentStage(stages, today);
  return html`<ol part="timeline">
    ${stages.map(
      (span) => html`<li part="step ${span.stage}${span.stage === current ? ' current' : ''}" class=${span.stage} aria-current=${span.stage === current ? 'step' : nothing}>
        <b>${STAGE_GLYPH[span.stage]} ${t.stage[span.stage]}</b> ${formatDateRange(span.start, span.end, lang)}
        · ${span.dday === null ? t.ongoing : formatDday(span.dday)}
      </li>`,
    )}
  </ol>`;
}

function price(offering: Offering, { t, lang }: PanelContext) {
  const { price_low: low, price_high: high, price_final: final } = offering;
  const position = bandPosition(final, low, high);
  return {
    band: low !== null && high !== null ? `${formatWon(low, lang)}~${formatWon(high, lang)}` : '—',
    final: final === null ? t.notConfirmed : `${formatWon(final, lang)}${position ? ` (${t.band[position]})` : ''}`,
  };
}

/** The offering in full: every field, the stage timeline and an .ics download. */
export function renderPanel(offering: Offering, context: PanelContext) {
  const { t, lang } = context;
  const { band, final } = price(offering, context);
  const market = MARKETS.find((value) => value === offering.market);
  const ics = offeringToIcs(offering, { now: context.now, labels: t.stage });
  const fields: [FieldKey, unknown][] = [
    ['status', t.status[statusKeyOf(offering.status)]],
    ['priceBand', band],
    ['finalPrice', final],
    ['market', market ? t.market[market] : '—'],
    ['spac', offering.is_spac ? t.yes : t.no],
    ['industry', offering.industry ?? '—'],
    ['ceo', offering.ceo ?? '—'],
    ['founded', offering.est_date ? formatDate(offering.est_date, lang, 'full') : '—'],
    ['leadManagers', offering.lead_managers.join(', ') || t.notConfirmed],
    ['brokers', offering.subscription_brokers.join(', ') || t.notConfirmed],
    ['homepage', link(offering.homepage, t.field.homepage)],
    ['dart', link(offering.dart_url, t.field.dart)],
  ];
  return html`<div part="panel" role="dialog" aria-labelledby="panel-title" @keydown=${(event: KeyboardEvent) => {
    if (event.key === 'Escape') context.close();
  }}>
    <div class="panel-head">
      <h3 id="panel-title">${offering.corp_name}</h3>
      <button type="button" part="close" @click=${context.close}>${t.close}</button>
    </div>
    <h4>${t.field.schedule}</h4>
    ${renderTimeline(offering, context)}
    <dl part="fields">${fields.map(([key, value]) => html`<dt>${t.field[key]}</dt><dd>${value}</dd>`)}</dl>
    ${ics
      ? html`<a part="ics" download="${offering.id}.ics" href="data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}">${t.addToCalendar}</a>`
      : nothing}
  </div>`;
}
