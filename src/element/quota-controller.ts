/**
 * The host's view of its key's daily quota: it follows the quota of the client it is told of while connected (other
 * elements' calls change it too), fires `ipo-quota` once per change of the numbers, and while a 429 is shown,
 * renders the host every second for its countdown (the load controller loads again once the block lifts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ApiError, IpoClient, QuotaState } from '../client/client-types.js';
import type { Timers } from '../time/timers.js';
import { IpoQuotaEvent } from './events.js';

const NO_QUOTA: QuotaState = { limit: null, remaining: null, blockedUntil: null };
const COUNTDOWN_TICK_MS = 1000;

/** The host, whose timers may be replaced at any time: they are read when used. */
interface QuotaHost extends ReactiveControllerHost, EventTarget {
  timers: Timers;
}

export class QuotaController implements ReactiveController {
  #client?: IpoClient;
  #connected = false;
  #unsubscribe?: () => void;
  /** The numbers of the last `ipo-quota`, as `limit/remaining`. */
  #announced?: string;
  #countdownTimer?: unknown;

  constructor(
    private readonly host: QuotaHost,
    /** The error of the host's last load. */
    private readonly lastError: () => ApiError | null,
  ) {
    host.addController(this);
  }

  /** The key's quota as last reported by the API; all null for an unlimited key, before any call or disconnected. */
  get state(): QuotaState {
    return (this.#connected && this.#client?.quota()) || NO_QUOTA;
  }

  /** Fires `ipo-quota` when the numbers differ from the last ones fired, and renders the host. */
  announce(): void {
    const { limit, remaining } = this.state;
    const numbers = `${limit}/${remaining}`;
    if (numbers !== this.#announced) {
      this.#announced = numbers;
      this.host.dispatchEvent(new IpoQuotaEvent({ limit, remaining }));
    }
    this.host.requestUpdate();
  }

  /**
   * Follows the quota of `client`, the one the host's configuration names, from before its first call on it: an
   * element waiting to load shows it too. Null (an invalid configuration) keeps the one followed.
   */
  follow(client: IpoClient | null): void {
    if (!client || client === this.#client) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#client = client;
    if (this.#connected) this.#subscribe();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#subscribe();
  }

  hostUpdated(): void {
    const error = this.lastError();
    if (error?.kind === 'rate_limited') this.#countdownTimer ??= this.#tick();
    else this.#stopCountdown();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#stopCountdown();
  }

  #subscribe(): void {
    this.#unsubscribe ??= this.#client?.subscribeQuota(() => this.announce());
  }

  #tick(): unknown {
    return this.host.timers.setTimeout(() => {
      this.#countdownTimer = undefined;
      this.host.requestUpdate();
    }, COUNTDOWN_TICK_MS);
  }

  #stopCountdown(): void {
    if (this.#countdownTimer !== undefined) this.host.timers.clearTimeout(this.#countdownTimer);
    this.#countdownTimer = undefined;
  }
}
