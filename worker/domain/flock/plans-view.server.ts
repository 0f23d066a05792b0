/**
 * The flock plan as a member of the flock sees it: what it walks, his today's day, each enrolled
 * brother's place on his own today's day (done read from `plan_day_progress`, the rows The Path
 * writes when a day is checked off), and today's thread, all in one round trip. Callers have
 * already passed `findFlockFor`.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { memberLocalDate } from "../../../app/kernel/dates";
import type { FlockPlanCommentView, FlockPlanView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockMembers, flockPlanDayComments, flockPlanEnrollments, flockPlans, planDayProgress, plans, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import type { FlockAccess } from "./access.server";
import { dayOf, shownDaySql, walkedOf } from "./plans-walked.server";

const shownName = sql<string>`coalesce(${profiles.display_name}, ${user.name})`;

const commentColumns = {
  id: flockPlanDayComments.id,
  body: flockPlanDayComments.body,
  created_at: flockPlanDayComments.created_at,
  author_id: user.id,
  author_name: shownName,
  author_username: profiles.username,
  author_avatar: profiles.avatar_url,
};

/** The plan the flock is walking, as a statement for the flock page's batch. */
function activeFlockPlanQuery(db: Database, flockId: string) {
  return db
    .select({
      id: flockPlans.id,
      kind: flockPlans.kind,
      plan_id: flockPlans.plan_id,
      series_id: flockPlans.series_id,
      start_date: flockPlans.start_date,
      plan_title: plans.title,
      plan_length: plans.length_days,
    })
    .from(flockPlans)
    .leftJoin(plans, eq(plans.id, flockPlans.plan_id))
    .where(eq(flockPlans.flock_id, flockId))
    .limit(1);
}

/** What `activeFlockPlanQuery` read: the plan with what it walks (null when it walks none). */
function activeFlockPlanFrom([row]: Awaited<ReturnType<typeof activeFlockPlanQuery>>) {
  if (!row) return null;
  return { id: row.id, startDate: row.start_date, walked: walkedOf(row) };
}

/** The plan the flock is walking, with what it walks (null when it walks none). */
export async function activeFlockPlan(db: Database, flockId: string) {
  return activeFlockPlanFrom(await activeFlockPlanQuery(db, flockId));
}

/**
 * Today's thread of the flock's plan: the comments on the day `shownDaySql` finds for his today,
 * read with the plan itself, so the page need not learn the plan's start first.
 */
function todaysThreadQuery(db: Database, scope: MemberScope, flockId: string) {
  return db
    .select(commentColumns)
    .from(flockPlanDayComments)
    .innerJoin(flockPlans, and(eq(flockPlans.id, flockPlanDayComments.flock_plan_id), eq(flockPlans.flock_id, flockId)))
    .leftJoin(plans, eq(plans.id, flockPlans.plan_id))
    .innerJoin(user, eq(user.id, flockPlanDayComments.author_id))
    .leftJoin(profiles, eq(profiles.id, flockPlanDayComments.author_id))
    .where(eq(flockPlanDayComments.day_number, shownDaySql(scope.today)))
    .orderBy(asc(flockPlanDayComments.created_at), asc(flockPlanDayComments.id));
}

/** One day's thread of a flock plan, oldest first. */
function commentsQuery(db: Database, flockPlanId: string, day: number) {
  return db
    .select(commentColumns)
    .from(flockPlanDayComments)
    .innerJoin(user, eq(user.id, flockPlanDayComments.author_id))
    .leftJoin(profiles, eq(profiles.id, flockPlanDayComments.author_id))
    .where(and(eq(flockPlanDayComments.flock_plan_id, flockPlanId), eq(flockPlanDayComments.day_number, day)))
    .orderBy(asc(flockPlanDayComments.created_at), asc(flockPlanDayComments.id));
}

type CommentRow = Awaited<ReturnType<typeof commentsQuery>>[number];

const toComment = (scope: Pick<MemberScope, "id">) => (row: CommentRow): FlockPlanCommentView => ({
  id: row.id,
  author: { id: row.author_id, displayName: row.author_name, username: row.author_username, avatarUrl: row.author_avatar },
  body: row.body,
  createdAt: row.created_at.toISOString(),
  mine: row.author_id === scope.id,
});

export async function commentViews(db: Database, scope: Pick<MemberScope, "id">, flockPlanId: string, day: number) {
  return (await commentsQuery(db, flockPlanId, day)).map(toComment(scope));
}

/** The brothers enrolled in the flock's plan who are still in the flock, in the order they joined it. */
function enrolledQuery(db: Database, flockId: string) {
  return db
    .select({
      id: user.id,
      name: shownName,
      username: profiles.username,
      avatar: profiles.avatar_url,
      time_zone: profiles.time_zone,
      today_not_before: profiles.today_not_before,
      status: flockPlanEnrollments.status,
    })
    .from(flockPlanEnrollments)
    .innerJoin(flockPlans, and(eq(flockPlans.id, flockPlanEnrollments.flock_plan_id), eq(flockPlans.flock_id, flockId)))
    .innerJoin(flockMembers, and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, flockPlanEnrollments.user_id)))
    .innerJoin(user, eq(user.id, flockPlanEnrollments.user_id))
    .leftJoin(profiles, eq(profiles.id, flockPlanEnrollments.user_id))
    .orderBy(asc(flockMembers.joined_at), asc(user.id));
}

/** The days the flock's members have checked off of the plan it walks (none for a series). */
function progressQuery(db: Database, flockId: string) {
  const inFlock = db.select({ id: flockMembers.user_id }).from(flockMembers).where(eq(flockMembers.flock_id, flockId));
  const walkedPlan = db.select({ id: flockPlans.plan_id }).from(flockPlans).where(eq(flockPlans.flock_id, flockId));
  return db
    .select({ user_id: planDayProgress.user_id, day: planDayProgress.day_number })
    .from(planDayProgress)
    .where(and(inArray(planDayProgress.plan_id, walkedPlan), inArray(planDayProgress.user_id, inFlock)));
}

/**
 * The flock plan's view as statements of one batch: the plan, its enrolled brothers, their days
 * checked off and today's thread. None waits on another, so a page can add them to its own batch.
 */
export function flockPlanViewQueries(db: Database, scope: MemberScope, flockId: string) {
  return [activeFlockPlanQuery(db, flockId), enrolledQuery(db, flockId), progressQuery(db, flockId), todaysThreadQuery(db, scope, flockId)] as const;
}

/** The flock plan as a member of the flock sees it, in one round trip (null when it walks none). */
export async function flockPlanView(db: Database, scope: MemberScope, access: FlockAccess): Promise<FlockPlanView | null> {
  return flockPlanViewFrom(scope, access, await db.batch(flockPlanViewQueries(db, scope, access.flock.id)));
}

/** The view from what `flockPlanViewQueries` read. */
export function flockPlanViewFrom(
  scope: MemberScope,
  access: FlockAccess,
  [activeRows, enrolled, progress, comments]: BatchResponse<ReturnType<typeof flockPlanViewQueries>>,
): FlockPlanView | null {
  const active = activeFlockPlanFrom(activeRows);
  if (!active?.walked) return null;
  const { walked } = active;
  const mine = dayOf(walked, active.startDate, scope.today);
  const done = new Set(progress.map((row) => `${row.user_id}:${row.day}`));
  const myStatus = enrolled.find((row) => row.id === scope.id)?.status ?? "declined";
  return {
    id: active.id,
    kind: walked.kind,
    title: walked.title,
    length: walked.length,
    startDate: active.startDate,
    startsIn: mine.startsIn,
    today: mine.shown,
    todayHref: walked.hrefOf(mine.shown),
    myStatus,
    canEnd: access.canLead,
    progress: enrolled
      .filter((row) => row.status === "enrolled")
      .map((row) => {
        const hisToday = memberLocalDate({ timeZone: row.time_zone ?? "UTC", notBefore: row.today_not_before }, scope.now);
        const { day } = dayOf(walked, active.startDate, hisToday);
        return {
          member: { id: row.id, displayName: row.name, username: row.username, avatarUrl: row.avatar },
          day,
          done: walked.planId === null ? null : day > 0 && done.has(`${row.id}:${day}`),
        };
      }),
    comments: comments.map(toComment(scope)),
  };
}
