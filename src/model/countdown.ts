import { formatCountdown } from '../format/countdown.js';

export interface Countdown {
  /** h:mm:ss, for sight; changes every second. */
  clock: string;
  /** For screen readers: whole hours and minutes, rounded up to the minute, so it changes once a minute. */
  hours: number;
  minutes: number;
}

/** The time left until an instant (e.g. the 429 reset), never negative. */
export function countdownTo(until: number, now: number): Countdown {
  const remainingMs = Math.max(0, until - now);
  const totalMinutes = Math.ceil(remainingMs / 60_000);
  return { clock: formatCountdown(remainingMs), hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
