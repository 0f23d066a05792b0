/**
 * His page views, as the activity tracker sends them: each view is kept (user_activity), and the UTC
 * day it falls on marks him active that day (member_active_days, one row a member a day), in the same
 * batch, so the admin dashboard's counts of active members are current as of the view.
 */
import type { TrackActivityInput } from "../../app/kernel/activity";
import type { Database } from "../db/client";
import { memberActiveDays, userActivity } from "../db/schema";

type PageView = typeof userActivity.$inferInsert & { created_at: Date };

/** The UTC calendar day of an instant (YYYY-MM-DD), as the dashboard's days are. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The (day, member) rows the views make, each once. */
export function activeDayRows(views: readonly Pick<PageView, "user_id" | "created_at">[]) {
  const rows = new Map<string, { day: string; user_id: string }>();
  for (const view of views) {
    const day = utcDay(view.created_at);
    rows.set(`${day} ${view.user_id}`, { day, user_id: view.user_id });
  }
  return [...rows.values()];
}

/** The writes of page views: the views, and the days they make their members active on (a day already marked stays one row). */
export function pageViewStatements(db: Database, views: readonly PageView[]) {
  return [db.insert(userActivity).values([...views]), db.insert(memberActiveDays).values(activeDayRows(views)).onConflictDoNothing()] as const;
}

export async function recordActivity(db: Database, userId: string, input: TrackActivityInput, now = new Date()) {
  await db.batch(
    pageViewStatements(db, [
      { user_id: userId, action_type: input.action_type, page_route: input.page_route, metadata: input.metadata ?? null, created_at: now },
    ]),
  );
}
