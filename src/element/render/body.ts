import { html, nothing } from 'lit';
import type { ApiError } from '../../client/client-types.js';
import { describeProblem } from '../../i18n/describe-problem.js';
import type { Strings } from '../../i18n/strings.js';
import type { Notes } from '../../model/element-view.js';
import type { BodyModel, ViewModel } from '../view-model.js';
import { renderCash } from './cash.js';
import type { ElementActions } from './element.js';
import { renderList } from './list.js';
import { renderLoadFailure } from './module-wait.js';
import { renderMonth } from './month.js';
import { renderNotices, renderUpdated } from './notices.js';
import { renderError, renderMessage, renderSkeleton } from './states.js';

/** What a body's templates share: the strings, the render's instant and what the reader can do. */
interface BodyContext {
  view: ViewModel;
  t: Strings;
  actions: ElementActions;
}

const renderFailure = (error: ApiError, { view, t, actions }: BodyContext) =>
  renderError(error, view.now, t, actions.retry);

/**
 * Notes about the data shown. In the month view they come under the grid (above the day list), so that one said late
 * (a refresh failing after its retries) moves nothing above it, where the pointer may be.
 */
function renderNotes(notes: Notes, context: BodyContext, cash: unknown = nothing) {
  const failure = notes.failure ? renderFailure(notes.failure, context) : nothing;
  return renderNotices(notes, failure, context.view.now, context.t, cash);
}

/** The list's rows, or why there are none; the list's height follows its data, and the cash strip goes under it. */
function renderRows(body: Extract<BodyModel, { kind: 'list' }>, { view, t, actions }: BodyContext) {
  const { lang, brokerNames } = view;
  const cash = renderCash(body.plan, t);
  if (body.rows.length === 0) return html`${renderMessage(t.brokers.noneMine)} ${cash}`;
  return html`${renderList(body.rows, { t, lang, brokerNames, select: actions.select, plan: actions.plan })} ${cash}`;
}

function renderMonthBody(body: Extract<BodyModel, { kind: 'month' }>, context: BodyContext) {
  const { view, t, actions } = context;
  return renderMonth({
    ...actions,
    ...body.month,
    t,
    lang: view.lang,
    brokerNames: view.brokerNames,
    drawDays: body.drawDays,
    failure: body.failure ? renderFailure(body.failure, context) : nothing,
    // The cash strip goes among the notes, whose block the reserved height counts and which scrolls what does not fit.
    notices: renderNotes(body.notes, context, renderCash(body.plan, t)),
  });
}

/** The body in the state the view model says. */
export function renderBody(view: ViewModel, t: Strings, actions: ElementActions) {
  const { body } = view;
  const context = { view, t, actions };
  switch (body.kind) {
    case 'problem':
      return renderMessage(describeProblem(body.problem, t), 'error');
    case 'unavailable':
      return renderLoadFailure(body.lang, actions.retryModules);
    case 'loading':
      return renderSkeleton();
    case 'error':
      return renderFailure(body.error, context);
    case 'empty':
      return html`${renderNotes(body.notes, context)} ${renderMessage(t.empty)}
      ${renderUpdated(body.notes.updatedAt, t)}`;
    case 'list':
      return html`${renderNotes(body.notes, context)} ${renderRows(body, context)}
      ${renderUpdated(body.notes.updatedAt, t)}`;
    case 'month':
      // One template in every state: the month's DOM, and the focus in it, outlives its loads. Without data the month
      // waits in its own grid, whose navigation leads back to the months that loaded; a failure to load it is said
      // under that navigation (above the empty days, which it explains), so the button just pressed does not move.
      return html`${renderMonthBody(body, context)} ${renderUpdated(body.notes.updatedAt, t)}`;
  }
}
