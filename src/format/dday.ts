/** The D-day label of a day count from today: 3 → "D-3", 0 → "D-day", -2 → "D+2". The same in both languages. */
export function formatDday(days: number): string {
  return days === 0 ? 'D-day' : days > 0 ? `D-${days}` : `D+${-days}`;
}
