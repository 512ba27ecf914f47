/** Remaining time as h:mm:ss, rounded up to the second so that it reads 0:00:00 only once the time is up. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  // The hours, then the rest of the hour as ":mm:ss", which is how an ISO time that long after the epoch ends.
  return Math.floor(seconds / 3600) + new Date((seconds % 3600) * 1000).toISOString().slice(13, 19);
}
