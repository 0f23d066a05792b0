/** Which session of a followed series is his this week, counted in his own calendar days. */
import { dayNumberOf } from "../dates";
import { DAYS_PER_SESSION } from "./rules";

/**
 * The number (from 1) of the session that is his in the week `today` falls in, or null once the
 * last session's week is over. A today before his start (a zone change moved his day back) is
 * still his first week.
 */
export function sessionDue(startDate: string, today: string, sessionCount: number): number | null {
  const start = dayNumberOf(startDate);
  const now = dayNumberOf(today);
  if (start === null || now === null || sessionCount < 1) return null;
  const week = Math.floor(Math.max(0, now - start) / DAYS_PER_SESSION) + 1;
  return week <= sessionCount ? week : null;
}
