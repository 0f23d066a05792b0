/**
 * The streak: distinct local days over the last 365 with a completed devotional or a check-in,
 * counted back from the latest one (zero unless that day is today or yesterday). A completed plan day counts
 * as a completed devotional day (docs/decisions/014-the-path.md); callers pass those days too.
 *
 * Everything here is calendar arithmetic on ISO dates ("2026-11-22"). Callers turn instants into
 * the user's local days first (app/kernel/dates.ts `localDate`), so neither the machine's zone nor a
 * DST change (a 23- or 25-hour day) can shift a count.
 */

import { addDays, dayNumberOf } from "./dates";

export const STREAK_LOOKBACK_DAYS = 365;

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
  const last = dayNumberOf(today);
  if (last === null) throw new RangeError(`Not a calendar date: ${today}`);
  const first = last - (STREAK_LOOKBACK_DAYS - 1);
  const counted = new Set<number>();
  for (const day of days) {
    const value = dayNumberOf(day);
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
