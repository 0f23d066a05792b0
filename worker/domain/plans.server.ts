/**
 * The Path: a member's plans, one plan with its days, and following a plan — start
 * (custom start date), pause, resume, restart, catch me up, mark a day complete. Every query on a
 * member's rows carries `user_id` from the session; a plan is visible when it is in the catalogue
 * (user_id null) or his own, and anyone else's plan is simply not found. Schedule maths is pure, in
 * app/kernel/path/schedule.ts. Completing a day counts toward the streak (decision 014).
 */
import { referenceHref } from "../bible/link-references";
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { PLAN_ERRORS } from "../../app/kernel/copy/path";
import { localDate } from "../../app/kernel/dates";
import {
  catchUpStartDate,
  planSchedule,
  resumedStartDate,
  startDateAllowed,
  type Enrollment,
  type PlanSchedule,
} from "../../app/kernel/path/schedule";
import type { EnrollmentAction } from "../../app/kernel/path/plan-actions";
import type { PlanCard, PlanDayView } from "../../app/kernel/path/plan-views";
import type { FlockPlanOnPathView } from "../../app/kernel/flock/views";
import type { Database } from "../db/client";
import { planDayProgress, planDays, planEnrollments, plans } from "../db/schema";
import type { MemberScope } from "./member-scope.server";
import { refuse, succeed, type Outcome } from "./outcome";
import { ensureCatalogue, isCatalogueSlug, orderCatalogue, staleCataloguePlans, upsertCataloguePlans, catalogueQuery } from "./plans-catalogue.server";
import { versesOf } from "./plan-composer.server";
import { streakDayQueries, streakFromRows } from "./progress.server";
import { flockPlansOnPath, flockPlansWalkedQuery, walkedWithFlock, walksPlanWithFlock } from "./flock/plans-path.server";

const notFound = () => refuse(404, PLAN_ERRORS.notFound);

/** Plan ids are UUIDs or catalogue slugs; anything else cannot be a plan and is not worth a query. */
export const isPlausiblePlanId = (id: string | undefined): id is string => typeof id === "string" && /^[a-z0-9-]{1,64}$/i.test(id);

/** The catalogue's plans, the member's own, and a plan he walks with his flock. */
const visibleTo = (userId: string) => or(isNull(plans.user_id), eq(plans.user_id, userId), walkedWithFlock(userId));

const planCardColumns = {
  id: plans.id,
  user_id: plans.user_id,
  title: plans.title,
  description: plans.description,
  focus_area: plans.focus_area,
  length_days: plans.length_days,
  status: plans.status,
  source: plans.source,
  created_at: plans.created_at,
};


export interface EnrollmentView extends Enrollment {
  completedAt: number | null;
}

export interface ActivePlan extends PlanCard {
  enrollment: EnrollmentView;
  schedule: PlanSchedule;
  /** Today's day (or day 1 before the start), with whether it is checked off. */
  /** passageHref: the reader's address for the passage (parsed here; no parser reaches the browser). */
  today: { day: number; title: string; passage: string; passageHref: string | null; completed: boolean } | null;
}

export interface PathOverview {
  today: string;
  active: ActivePlan[];
  /** With the local date he finished on. */
  completed: (PlanCard & { completedOn: string | null })[];
  /** His own plans he is not following: being written, failed, drafts, or ready and not started. */
  own: PlanCard[];
  catalogue: (PlanCard & { started: boolean })[];
  /** The plans his flocks walk together (worker/domain/flock/plans-path.server.ts). */
  withFlock: FlockPlanOnPathView[];
}

function toCard(row: {
  id: string;
  user_id?: string | null;
  title: string;
  description: string;
  focus_area: string;
  length_days: number;
  status?: PlanCard["status"];
  source?: string;
}): PlanCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    focusArea: row.focus_area,
    lengthDays: row.length_days,
    status: row.status ?? "ready",
    source: row.source ?? "catalogue",
    own: Boolean(row.user_id),
  };
}

const toEnrollment = (row: { start_date: string; status: Enrollment["status"]; paused_on: string | null; completed_at: Date | null }): EnrollmentView => ({
  startDate: row.start_date,
  status: row.status,
  pausedOn: row.paused_on,
  completedAt: row.completed_at ? row.completed_at.getTime() : null,
});

/** /path: everything in two D1 round trips after the profile (one more, once, to seed the catalogue). */
export async function pathOverview(db: Database, { id: userId, timeZone, today }: MemberScope): Promise<PathOverview> {
  const [catalogueRows, enrolled, ownRows, progressRows, dayRows, flockRows] = await db.batch([
    catalogueQuery(db),
    db
      // Joined columns keep distinct names: a D1 batch returns rows keyed by column name.
      .select({
        ...planCardColumns,
        start_date: planEnrollments.start_date,
        enrollment_status: sql<Enrollment["status"]>`${planEnrollments.status}`.as("enrollment_status"),
        paused_on: planEnrollments.paused_on,
        completed_at: sql<number | null>`${planEnrollments.completed_at}`.as("enrollment_completed_at"),
      })
      .from(planEnrollments)
      .innerJoin(plans, eq(plans.id, planEnrollments.plan_id))
      .where(and(eq(planEnrollments.user_id, userId), visibleTo(userId)))
      .orderBy(desc(planEnrollments.updated_at)),
    db.select(planCardColumns).from(plans).where(eq(plans.user_id, userId)).orderBy(desc(plans.created_at)),
    db.select({ plan_id: planDayProgress.plan_id, day: planDayProgress.day_number }).from(planDayProgress).where(eq(planDayProgress.user_id, userId)),
    db
      .select({ plan_id: planDays.plan_id, day: planDays.day_number, title: planDays.title, passage: planDays.passage })
      .from(planDays)
      .where(
        inArray(
          planDays.plan_id,
          db
            .select({ id: planEnrollments.plan_id })
            .from(planEnrollments)
            .where(and(eq(planEnrollments.user_id, userId), ne(planEnrollments.status, "completed"))),
        ),
      ),
    flockPlansWalkedQuery(db, userId),
  ]);
  let catalogue = catalogueRows;
  const stale = staleCataloguePlans(catalogueRows);
  if (stale.length > 0) {
    await upsertCataloguePlans(db, stale);
    catalogue = await catalogueQuery(db);
  }

  const doneBy = new Map<string, Set<number>>();
  for (const row of progressRows) {
    if (!doneBy.has(row.plan_id)) doneBy.set(row.plan_id, new Set());
    doneBy.get(row.plan_id)!.add(row.day);
  }
  const active: ActivePlan[] = [];
  const completed: PathOverview["completed"] = [];
  for (const row of enrolled) {
    const enrollment = toEnrollment({
      ...row,
      status: row.enrollment_status,
      completed_at: row.completed_at === null ? null : new Date(row.completed_at),
    });
    const card = toCard(row);
    if (enrollment.status === "completed") {
      completed.push({ ...card, completedOn: enrollment.completedAt === null ? null : localDate(timeZone, new Date(enrollment.completedAt)) });
      continue;
    }
    const done = doneBy.get(row.id) ?? new Set<number>();
    const schedule = planSchedule({ enrollment, lengthDays: row.length_days, completedDays: done, today });
    const day = dayRows.find((candidate) => candidate.plan_id === row.id && candidate.day === schedule.todayDay);
    active.push({
      ...card,
      enrollment,
      schedule,
      today: day
        ? { day: day.day, title: day.title, passage: day.passage, passageHref: referenceHref(day.passage), completed: done.has(day.day) }
        : null,
    });
  }
  const enrolledIds = new Set(enrolled.map((row) => row.id));
  return {
    today,
    active,
    completed,
    own: ownRows.filter((row) => !enrolledIds.has(row.id)).map(toCard),
    catalogue: orderCatalogue(catalogue).map((row) => ({ ...toCard(row), started: enrolledIds.has(row.id) })),
    withFlock: flockPlansOnPath(flockRows, { today }, progressRows),
  };
}


export interface PlanDetail {
  today: string;
  plan: PlanCard;
  days: PlanDayView[];
  enrollment: EnrollmentView | null;
  schedule: PlanSchedule | null;
  streak: number;
  /** A flock he walks this plan with, and its today's day for him: he may check days off through it. */
  withFlock: FlockPlanOnPathView | null;
}

function detailReads(db: Database, userId: string, planId: string, today: string) {
  return [
    db.select(planCardColumns).from(plans).where(and(eq(plans.id, planId), visibleTo(userId))).limit(1),
    db.select().from(planDays).where(eq(planDays.plan_id, planId)).orderBy(asc(planDays.day_number)),
    db.select().from(planEnrollments).where(and(eq(planEnrollments.user_id, userId), eq(planEnrollments.plan_id, planId))).limit(1),
    db
      .select({ day: planDayProgress.day_number })
      .from(planDayProgress)
      .where(and(eq(planDayProgress.user_id, userId), eq(planDayProgress.plan_id, planId))),
    flockPlansWalkedQuery(db, userId, planId),
    ...streakDayQueries(db, userId, today),
  ] as const;
}

/** /path/{planId}: the plan, its days with their passages' text, his enrollment and streak; null when not his to see. */
export async function planDetail(db: Database, { id: userId, today }: MemberScope, planId: string): Promise<PlanDetail | null> {
  if (!isPlausiblePlanId(planId)) return null;
  let [planRows, dayRows, enrollmentRows, progressRows, flockRows, ...streakRows] = await db.batch(detailReads(db, userId, planId, today));
  if (!planRows[0] && isCatalogueSlug(planId)) {
    // A fresh database: the catalogue arrives with the first request that needs it.
    await ensureCatalogue(db);
    [planRows, dayRows, enrollmentRows, progressRows, flockRows, ...streakRows] = await db.batch(detailReads(db, userId, planId, today));
  }
  const plan = planRows[0];
  if (!plan) return null;
  const enrollmentRow = enrollmentRows[0];
  const enrollment = enrollmentRow ? toEnrollment(enrollmentRow) : null;
  const done = new Set(progressRows.map((row) => row.day));
  const texts = dayRows.length > 0 ? await versesOf(db, dayRows.map((row) => row.passage)) : new Map();
  return {
    today,
    plan: toCard(plan),
    days: dayRows.map((row) => ({
      id: row.id,
      day: row.day_number,
      title: row.title,
      passage: row.passage,
      passageHref: referenceHref(row.passage),
      verses: texts.get(row.passage) ?? [],
      teaching: row.teaching,
      reflectionQuestion: row.reflection_question,
      prayerPrompt: row.prayer_prompt,
      actionStep: row.action_step,
      completed: done.has(row.day_number),
    })),
    enrollment,
    schedule:
      enrollment && enrollment.status !== "completed"
        ? planSchedule({ enrollment, lengthDays: plan.length_days, completedDays: done, today })
        : null,
    streak: streakFromRows(streakRows, today),
    withFlock: flockPlansOnPath(flockRows, { today }, progressRows.map((row) => ({ plan_id: planId, day: row.day })))[0] ?? null,
  };
}

/**
 * The poll behind the pending record (one plan_days id for the plan, limit 1): the
 * plan is ready when one of its days exists. Null when the plan is not his to see.
 */
export async function planReadiness(db: Database, userId: string, planId: string): Promise<{ ready: boolean; status: PlanCard["status"] } | null> {
  if (!isPlausiblePlanId(planId)) return null;
  const [planRows, dayRows] = await db.batch([
    db.select({ status: plans.status }).from(plans).where(and(eq(plans.id, planId), visibleTo(userId))).limit(1),
    db.select({ id: planDays.id }).from(planDays).where(eq(planDays.plan_id, planId)).limit(1),
  ]);
  const plan = planRows[0];
  if (!plan) return null;
  return { ready: dayRows.length > 0 && plan.status === "ready", status: plan.status };
}

/* ─────────── following a plan ─────────── */

async function planAndEnrollment(db: Database, userId: string, planId: string) {
  if (!isPlausiblePlanId(planId)) return notFound();
  let [planRows, enrollmentRows, progressRows] = await reads();
  if (!planRows[0] && isCatalogueSlug(planId)) {
    await ensureCatalogue(db);
    [planRows, enrollmentRows, progressRows] = await reads();
  }
  const plan = planRows[0];
  if (!plan) return notFound();
  return succeed({ plan, enrollment: enrollmentRows[0] ?? null, done: progressRows.map((row) => row.day) });

  function reads() {
    return db.batch([
      db.select(planCardColumns).from(plans).where(and(eq(plans.id, planId), visibleTo(userId))).limit(1),
      db.select().from(planEnrollments).where(and(eq(planEnrollments.user_id, userId), eq(planEnrollments.plan_id, planId))).limit(1),
      db
        .select({ day: planDayProgress.day_number })
        .from(planDayProgress)
        .where(and(eq(planDayProgress.user_id, userId), eq(planDayProgress.plan_id, planId))),
    ]);
  }
}

export { ENROLLMENT_ACTIONS, type EnrollmentAction } from "../../app/kernel/path/plan-actions";

export interface EnrollmentChange {
  enrollment: EnrollmentView;
  schedule: PlanSchedule;
}

/**
 * Start (on a chosen date), pause, resume, restart or catch up. Each write is conditional on the
 * state it read (`WHERE … AND status = ?` / `start_date = ?`), so a second tab's change in between
 * is a 409, never a silent overwrite.
 */
export async function changeEnrollment(
  db: Database,
  { id: userId, today, now }: MemberScope,
  planId: string,
  action: EnrollmentAction,
  options: { startDate?: string } = {},
): Promise<Outcome<EnrollmentChange>> {
  const found = await planAndEnrollment(db, userId, planId);
  if (!found.ok) return found;
  const { plan, enrollment, done } = found;
  if (plan.status !== "ready") return refuse(409, PLAN_ERRORS.notReady);
  const mine = and(eq(planEnrollments.user_id, userId), eq(planEnrollments.plan_id, planId));
  const startDate = options.startDate ?? today;
  if ((action === "start" || action === "restart") && !startDateAllowed(startDate, today)) {
    return refuse(400, PLAN_ERRORS.startDateRange);
  }
  let rows: (typeof planEnrollments.$inferSelect)[];
  if (action === "start") {
    if (enrollment) return refuse(409, PLAN_ERRORS.alreadyStarted);
    rows = await db
      .insert(planEnrollments)
      .values({ user_id: userId, plan_id: planId, start_date: startDate, status: "active" })
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) return refuse(409, PLAN_ERRORS.alreadyStarted);
  } else {
    if (!enrollment) return refuse(409, PLAN_ERRORS.notStarted);
    const current = toEnrollment(enrollment);
    const at = new Date(now);
    if (action === "pause") {
      if (current.status !== "active") return refuse(409, PLAN_ERRORS.notActive);
      rows = await db
        .update(planEnrollments)
        .set({ status: "paused", paused_on: today, updated_at: at })
        .where(and(mine, eq(planEnrollments.status, "active")))
        .returning();
    } else if (action === "resume") {
      if (current.status !== "paused") return refuse(409, PLAN_ERRORS.notPaused);
      rows = await db
        .update(planEnrollments)
        .set({ status: "active", paused_on: null, start_date: resumedStartDate(current, today), updated_at: at })
        .where(and(mine, eq(planEnrollments.status, "paused"), eq(planEnrollments.start_date, current.startDate)))
        .returning();
    } else if (action === "restart") {
      const [, restarted] = await db.batch([
        db.delete(planDayProgress).where(and(eq(planDayProgress.user_id, userId), eq(planDayProgress.plan_id, planId))),
        db
          .update(planEnrollments)
          .set({ status: "active", start_date: startDate, paused_on: null, completed_at: null, updated_at: at })
          .where(mine)
          .returning(),
      ]);
      rows = restarted;
      done.length = 0;
    } else {
      const schedule = planSchedule({ enrollment: current, lengthDays: plan.length_days, completedDays: done, today });
      const start = current.status === "active" ? catchUpStartDate(schedule, today) : null;
      if (!start) return refuse(409, PLAN_ERRORS.notBehind);
      rows = await db
        .update(planEnrollments)
        .set({ start_date: start, updated_at: at })
        .where(and(mine, eq(planEnrollments.status, "active"), eq(planEnrollments.start_date, current.startDate)))
        .returning();
    }
    if (rows.length === 0) return refuse(409, PLAN_ERRORS.notStarted);
  }
  const updated = toEnrollment(rows[0]!);
  return succeed({ enrollment: updated, schedule: planSchedule({ enrollment: updated, lengthDays: plan.length_days, completedDays: done, today }) });
}

export interface DayCompletion {
  day: number;
  alreadyComplete: boolean;
  /** This completion finished the plan. */
  planCompleted: boolean;
  streak: number;
}

/**
 * Marks one day of a plan he follows complete, on his local today (cannot be undone, like Mark
 * Complete). The insert, the plan's completion when it was the last day, and the streak read are
 * one atomic batch.
 */
export async function completePlanDay(db: Database, { id: userId, today, now }: MemberScope, planId: string, day: number): Promise<Outcome<DayCompletion>> {
  const found = await planAndEnrollment(db, userId, planId);
  if (!found.ok) return found;
  const { plan, enrollment } = found;
  if (plan.status !== "ready") return refuse(409, PLAN_ERRORS.notReady);
  if (!Number.isInteger(day) || day < 1 || day > plan.length_days) return refuse(404, PLAN_ERRORS.dayNotFound(plan.length_days));
  if (!enrollment && !(await walksPlanWithFlock(db, userId, planId))) return refuse(409, PLAN_ERRORS.notStarted);
  const doneCount = db
    .select({ value: count() })
    .from(planDayProgress)
    .where(and(eq(planDayProgress.user_id, userId), eq(planDayProgress.plan_id, planId)));
  const [inserted, finished, ...streakRows] = await db.batch([
    db
      .insert(planDayProgress)
      .values({ user_id: userId, plan_id: planId, day_number: day, completed_on: today, completed_at: now })
      .onConflictDoNothing()
      .returning({ id: planDayProgress.id }),
    db
      .update(planEnrollments)
      .set({ status: "completed", completed_at: now, paused_on: null, updated_at: now })
      .where(
        and(
          eq(planEnrollments.user_id, userId),
          eq(planEnrollments.plan_id, planId),
          ne(planEnrollments.status, "completed"),
          sql`(${doneCount}) >= ${plan.length_days}`,
        ),
      )
      .returning({ id: planEnrollments.id }),
    ...streakDayQueries(db, userId, today),
  ]);
  return succeed({ day, alreadyComplete: inserted.length === 0, planCompleted: finished.length > 0, streak: streakFromRows(streakRows, today) });
}
