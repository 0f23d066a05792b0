/**
 * The streak (spec §4 "Streak", §9 "Streak lookback 365 days"): distinct local days with a
 * completed devotional or a check-in, counted back from the latest one.
 *
 * Everything here is calendar arithmetic on ISO dates ("2026-11-22"). Callers turn instants into
 * the user's local days first (app/lib/dates.ts `localDate`), so neither the machine's zone nor a
 * DST change (a 23- or 25-hour day) can shift a count.
 */

export const STREAK_LOOKBACK_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for an ISO date, or null when the text is not a real calendar date. */
function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

function isoDate(dayCount: number): string {
  return new Date(dayCount * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) an ISO date. */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date);
  if (start === null) throw new RangeError(`Not a calendar date: ${date}`);
  return isoDate(start + days);
}

/** The oldest day that still counts: today and the 364 days before it make the 365-day lookback. */
export function streakWindowStart(today: string): string {
  return addDays(today, -(STREAK_LOOKBACK_DAYS - 1));
}

/**
 * Consecutive days back from the latest day; 0 when the latest day is neither today nor
 * yesterday. Days after `today` (a traveller's day recorded further east) are not counted yet, and
 * days older than the lookback never count.
 */
export function computeStreak(days: string[], today: string): number {
  const last = dayNumber(today);
  if (last === null) throw new RangeError(`Not a calendar date: ${today}`);
  const first = last - (STREAK_LOOKBACK_DAYS - 1);
  const counted = new Set<number>();
  for (const day of days) {
    const value = dayNumber(day);
    if (value !== null && value >= first && value <= last) counted.add(value);
  }
  let cursor = counted.has(last) ? last : counted.has(last - 1) ? last - 1 : null;
  if (cursor === null) return 0;
  let streak = 0;
  while (counted.has(cursor)) {
    streak += 1;
    cursor -= 1;
  }
  return streak;
}
