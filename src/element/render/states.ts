import { html, nothing } from 'lit';
import type { ApiError } from '../../client/client-types.js';
import type { Strings } from '../../i18n/strings.js';
import { formatCountdown } from '../../format/countdown.js';
import { shorten } from '../../format/shorten.js';

/** Reserved space while nothing is known yet, so that the host page does not jump (the header says why). */
export function renderSkeleton() {
  return html`<div part="skeleton"><span></span><span></span><span></span><span></span></div>`;
}

/** A load under way: `refreshing` when data is shown meanwhile. */
export function renderBusy(state: 'loading' | 'refreshing', t: Strings) {
  return html`<span part="notice ${state}" role="status">${t[state]}</span>`;
}

/** A state message; `part` may add a token for the kind of message. */
export function renderMessage(
  text: unknown,
  kind: 'info' | 'error' = 'info',
  action: unknown = nothing,
  part: string = kind,
) {
  return html`<div part="message ${part}" class=${kind} role=${kind === 'error' ? 'alert' : 'status'}>
    <p>${text}</p>
    ${action}
  </div>`;
}

/**
 * The 429 notice: the reset time, and a countdown for sight only, so that screen readers do not hear it every second.
 */
function renderRateLimited(until: number, now: number, t: Strings) {
  return html`${t.rateLimited(until)}
    <span part="countdown" aria-hidden="true">${t.countdown(formatCountdown(until - now))}</span>`;
}

/** What a failed call means to the reader; `retry` only where trying again can help. */
export function renderError(error: ApiError, now: number, t: Strings, retry: () => void) {
  const retryButton = html`<button part="retry" @click=${retry}>${t.retry}</button>`;
  switch (error.kind) {
    case 'invalid_key':
      return renderMessage(t.invalidKey, 'error');
    case 'not_found':
      return renderMessage(t.notFound, 'error');
    case 'bad_request':
      // The server's words, cut to a readable length (the alert is read out whole); its status when it sent none (or
      // blanks).
      return renderMessage(t.badRequest(shorten(error.message.trim(), 300) || `HTTP ${error.status}`), 'error');
    case 'rate_limited':
      return renderMessage(renderRateLimited(error.until, now, t), 'error', nothing, 'error rate-limited');
    case 'server':
    case 'bad_response':
      return renderMessage(t.serverError, 'error', retryButton);
    default:
      return renderMessage(t.networkError, 'error', retryButton);
  }
}
