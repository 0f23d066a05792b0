/**
 * Where a flock plan meets The Path. A brother enrolled in his flock's plan may read its plan (a
 * leader's own plan included, which is otherwise the leader's alone) and check its days off with
 * the same `plan_day_progress` rows as any plan he follows; /path shows it under "With your flock".
 * Declined brothers, men who left and other flocks see none of it.
 */
import { and, eq, sql } from "drizzle-orm";
import { flockHref } from "../../../app/kernel/flock/rules";
import type { FlockPlanOnPathView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockMembers, flockPlanEnrollments, flockPlans, flocks, plans } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { dayOf, walkedOf } from "./plans-walked.server";

/** The flock plans he walks: his flock's, and he is still in it and has not declined. */
function walkedBy(userId: string) {
  return and(
    eq(flockPlanEnrollments.user_id, userId),
    eq(flockPlanEnrollments.status, "enrolled"),
    sql`exists (select 1 from ${flockMembers} where ${flockMembers.flock_id} = ${flockPlans.flock_id} and ${flockMembers.user_id} = ${userId})`,
  );
}

/** The SQL condition (on `plans.id`) for a plan he walks with a flock, for The Path's visibility rule. */
export function walkedWithFlock(userId: string) {
  return sql`${plans.id} in (select ${flockPlans.plan_id} from ${flockPlans}
    inner join ${flockPlanEnrollments} on ${flockPlanEnrollments.flock_plan_id} = ${flockPlans.id}
    where ${walkedBy(userId)})`;
}

/** Whether he walks `planId` with one of his flocks (so he may check its days off without following it himself). */
export async function walksPlanWithFlock(db: Database, userId: string, planId: string): Promise<boolean> {
  const row = await flockPlansWalkedQuery(db, userId, planId).get();
  return Boolean(row);
}

/** His flock plans (or those walking `planId`), as a statement for the caller's batch. */
export function flockPlansWalkedQuery(db: Database, userId: string, planId?: string) {
  return db
    .select({
      flock_id: flocks.id,
      flock_name: flocks.name,
      kind: flockPlans.kind,
      plan_id: flockPlans.plan_id,
      series_id: flockPlans.series_id,
      start_date: flockPlans.start_date,
      plan_title: plans.title,
      plan_length: plans.length_days,
    })
    .from(flockPlans)
    .innerJoin(flockPlanEnrollments, eq(flockPlanEnrollments.flock_plan_id, flockPlans.id))
    .innerJoin(flocks, eq(flocks.id, flockPlans.flock_id))
    .leftJoin(plans, eq(plans.id, flockPlans.plan_id))
    .where(and(walkedBy(userId), planId === undefined ? undefined : eq(flockPlans.plan_id, planId)))
    .orderBy(flocks.name);
}

type WalkedRow = Awaited<ReturnType<typeof flockPlansWalkedQuery>>[number];

/** "With your flock" on The Path: each flock plan he walks, his today's day, and whether he checked it off. */
export function flockPlansOnPath(rows: WalkedRow[], { today }: Pick<MemberScope, "today">, progress: { plan_id: string; day: number }[]): FlockPlanOnPathView[] {
  const views: FlockPlanOnPathView[] = [];
  for (const row of rows) {
    const walked = walkedOf(row);
    if (!walked) continue;
    const { shown, startsIn } = dayOf(walked, row.start_date, today);
    views.push({
      flockId: row.flock_id,
      flockName: row.flock_name,
      flockHref: flockHref(row.flock_id),
      kind: walked.kind,
      title: walked.title,
      length: walked.length,
      today: shown,
      startsIn,
      todayHref: walked.hrefOf(shown),
      done: walked.planId === null ? null : progress.some((done) => done.plan_id === walked.planId && done.day === shown),
    });
  }
  return views;
}
