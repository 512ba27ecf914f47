/** Remaining time as h:mm:ss, rounded up to the second so that it reads 0:00:00 only once the time is up. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}
