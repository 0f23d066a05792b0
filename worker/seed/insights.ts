/**
 * A stored weekly insight over last week's history, composed offline exactly as the Monday email
 * composes one. Shared by the demo seed and the tests.
 */
import { localDate } from "../../app/kernel/dates";
import { lastWeek } from "../../app/kernel/insights-period";
import type { Database } from "../db/client";
import { ensureOfflineInsight } from "../domain/insights.server";

export async function seedLastWeekInsight(db: Database, { userId, timeZone, now = new Date() }: { userId: string; timeZone: string; now?: Date }) {
  const today = localDate(timeZone, now);
  return ensureOfflineInsight(db, userId, lastWeek(today), today, now);
}
