/**
 * What a post can share, "I read …": today's devotional (his today, in his time zone) or a day of
 * one of his plans that he completed today. The line is written from the devotional's or plan's
 * title when he posts and kept as it was, so a plan renamed later does not change what he said.
 */
import { and, eq } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import type { ShareKind } from "../../../app/kernel/pasture/rules";
import type { ShareOption } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { devotionals, planDayProgress, planDays, plans } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";

function todaysDevotionalQuery(db: Database, member: MemberScope) {
  return db.select({ id: devotionals.id, title: devotionals.title }).from(devotionals).where(eq(devotionals.devotional_date, member.today)).limit(1);
}

function planDaysReadTodayQuery(db: Database, member: MemberScope) {
  return db
    .select({ id: planDays.id, plan: plans.title, day: planDays.day_number })
    .from(planDayProgress)
    .innerJoin(planDays, and(eq(planDays.plan_id, planDayProgress.plan_id), eq(planDays.day_number, planDayProgress.day_number)))
    .innerJoin(plans, eq(plans.id, planDayProgress.plan_id))
    .where(and(eq(planDayProgress.user_id, member.id), eq(planDayProgress.completed_on, member.today)));
}

/** The two statements the page's batch runs beside the feed's. */
export function shareOptionStatements(db: Database, member: MemberScope) {
  return [todaysDevotionalQuery(db, member), planDaysReadTodayQuery(db, member)] as const;
}

export function shareOptionsFrom(
  devotional: { id: string; title: string }[],
  days: { id: string; plan: string; day: number }[],
): ShareOption[] {
  return [
    ...devotional.map((row) => ({ kind: "devotional" as const, id: row.id, label: PASTURE_COPY.shareDevotional(row.title) })),
    ...days.map((row) => ({ kind: "plan_day" as const, id: row.id, label: PASTURE_COPY.sharePlanDay(row.plan, row.day) })),
  ];
}

/** What he may share today, for the composer. */
export async function shareOptions(db: Database, member: MemberScope): Promise<ShareOption[]> {
  const [devotional, days] = await db.batch(shareOptionStatements(db, member));
  return shareOptionsFrom(devotional, days);
}

/** The share he asked for when it is his to share today (its fixed "I read …" line), else null. */
export async function checkedShare(db: Database, member: MemberScope, kind: ShareKind, id: string) {
  const offered = await shareOptions(db, member);
  return offered.find((option) => option.kind === kind && option.id === id) ?? null;
}
