/**
 * A man part-way through a ready-made plan: enrolled some days ago, the first days checked off on
 * the days they were due. Shared by the demo seed and the tests, and written the way The Path
 * writes it (worker/domain/plans.server.ts).
 */
import { addDays, localDate } from "../../app/kernel/dates";
import type { Database } from "../db/client";
import { planDayProgress, planEnrollments } from "../db/schema";
import { ensureCatalogue } from "../domain/plans-catalogue.server";

export interface PlanProgressOptions {
  userId: string;
  timeZone: string;
  /** A catalogue plan's id (its slug). */
  planId: string;
  /** Day 1 was this many days before today. */
  startedDaysAgo: number;
  /** Days 1…n checked off, each on its own scheduled day. */
  daysDone: number;
  now?: Date;
}

export async function seedPlanProgress(db: Database, options: PlanProgressOptions) {
  await ensureCatalogue(db);
  const today = localDate(options.timeZone, options.now ?? new Date());
  const startDate = addDays(today, -options.startedDaysAgo);
  const progress = Array.from({ length: options.daysDone }, (_, index) => {
    const completedOn = addDays(startDate, index);
    return {
      user_id: options.userId,
      plan_id: options.planId,
      day_number: index + 1,
      completed_on: completedOn,
      completed_at: new Date(Date.parse(`${completedOn}T13:00:00Z`)),
    };
  });
  const enroll = db
    .insert(planEnrollments)
    .values({ user_id: options.userId, plan_id: options.planId, start_date: startDate, status: "active" })
    .onConflictDoNothing();
  if (progress.length === 0) await enroll;
  else await db.batch([enroll, db.insert(planDayProgress).values(progress).onConflictDoNothing()]);
  return { planId: options.planId, startDate, daysDone: progress.length };
}
