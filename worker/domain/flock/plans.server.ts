/**
 * Flock plans: a leader or co-leader starts what the flock walks together (a catalogue plan, one of
 * his own ready plans, or a library series) from a start date; every member is enrolled, and men
 * who join later are enrolled on joining (`enrollNewMember`); a member may decline and join again;
 * each day has a short thread for the flock's members; a leader ends it, which deletes it and its
 * threads. One flock plan at a time (the unique index on `flock_plans.flock_id`). Every door goes
 * through `findFlockFor`, so anyone outside the flock meets the flock's own not-found.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { FLOCK_COPY } from "../../../app/kernel/copy/flock";
import type { FlockPlanEnrollmentStatus } from "../../../app/kernel/flock/rules";
import type { StartFlockPlan } from "../../../app/kernel/flock/schemas";
import type { FlockPlanChoicesView, FlockPlanCommentView, FlockPlanSectionView } from "../../../app/kernel/flock/views";
import { librarySeries } from "../../content/series";
import type { Database } from "../../db/client";
import { flockMembers, flockPlanDayComments, flockPlanEnrollments, flockPlans, plans } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { isPlausiblePlanId } from "../plans.server";
import { catalogueQuery, currentCatalogue, ensureCatalogue, isCatalogueSlug } from "../plans-catalogue.server";
import { libraryEntry } from "../series/visible.server";
import { type FlockAccess, findFlockFor } from "./access.server";
import { activeFlockPlan, commentViews, flockPlanView, flockPlanViewFrom, flockPlanViewQueries } from "./plans-view.server";
import { startDateAllowed } from "./plans-walked.server";

const E = FLOCK_COPY.plan.errors;
const notLeader = () => refuse(403, FLOCK_COPY.errors.notLeader);
const noPlan = () => refuse(404, E.noPlan);

/** The plan or series he named, if it is one he may start for the flock: catalogue, his own ready plan, or the library's. */
async function chosen(db: Database, scope: MemberScope, input: StartFlockPlan): Promise<Outcome<{ plan_id: string | null; series_id: string | null }>> {
  const missing = refuse(404, E.planNotFound, { field: "ref" });
  if (input.kind === "series") return libraryEntry(input.ref) ? succeed({ plan_id: null, series_id: input.ref }) : missing;
  if (!isPlausiblePlanId(input.ref)) return missing;
  if (input.kind === "catalogue") {
    if (!isCatalogueSlug(input.ref)) return missing;
    await ensureCatalogue(db);
    return succeed({ plan_id: input.ref, series_id: null });
  }
  const own = await db
    .select({ id: plans.id, status: plans.status })
    .from(plans)
    .where(and(eq(plans.id, input.ref), eq(plans.user_id, scope.id)))
    .get();
  if (!own || own.status === "draft") return missing;
  if (own.status !== "ready") return refuse(409, E.planNotReady, { field: "ref" });
  return succeed({ plan_id: own.id, series_id: null });
}

/** A leader starts a flock plan; every current member is enrolled in the same atomic batch. */
export async function startFlockPlan(db: Database, scope: MemberScope, flockId: string, input: StartFlockPlan) {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  if (!access.canLead) return notLeader();
  if (!startDateAllowed(input.startDate, scope.today)) return refuse(400, E.startDate, { field: "startDate" });
  const choice = await chosen(db, scope, input);
  if (!choice.ok) return choice;
  const id = crypto.randomUUID();
  const [inserted] = await db.batch([
    db
      .insert(flockPlans)
      .values({ id, flock_id: flockId, kind: input.kind, plan_id: choice.plan_id, series_id: choice.series_id, start_date: input.startDate, started_by: scope.id, created_at: scope.now })
      .onConflictDoNothing()
      .returning({ id: flockPlans.id }),
    // Only when the plan above was written (not when another is already active).
    db.insert(flockPlanEnrollments).select(
      sql`select ${id}, ${flockMembers.user_id}, 'enrolled', ${scope.now.getTime()} from ${flockMembers}
          where ${flockMembers.flock_id} = ${flockId} and exists (select 1 from ${flockPlans} where ${flockPlans.id} = ${id})`,
    ),
  ]);
  if (inserted.length === 0) return refuse(409, E.alreadyActive);
  const view = await flockPlanView(db, scope, access);
  return succeed({ plan: view! });
}

/** A leader ends the flock plan: it goes, with every enrolment and day thread (cascade). */
export async function endFlockPlan(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ ended: true }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  if (!access.canLead) return notLeader();
  const deleted = await db.delete(flockPlans).where(eq(flockPlans.flock_id, flockId)).returning({ id: flockPlans.id });
  return deleted.length > 0 ? succeed({ ended: true }) : noPlan();
}

/**
 * The flock page's flock-plan section as statements for the page's batch: the plan's view, and what
 * a leader could start (the catalogue and his ready plans) should the flock walk none.
 */
export function flockPlanSectionQueries(db: Database, scope: MemberScope, flockId: string) {
  return [...flockPlanViewQueries(db, scope, flockId), catalogueQuery(db), ownReadyPlansQuery(db, scope)] as const;
}

/**
 * The section from what `flockPlanSectionQueries` read, once the page has found the flock: the plan,
 * or a leader's choices when it walks none.
 */
export async function flockPlanSectionFrom(
  db: Database,
  scope: MemberScope,
  access: FlockAccess,
  [active, enrolled, progress, thread, catalogue, own]: BatchResponse<ReturnType<typeof flockPlanSectionQueries>>,
): Promise<FlockPlanSectionView> {
  const plan = flockPlanViewFrom(scope, access, [active, enrolled, progress, thread]);
  const choices = !plan && access.canLead ? planChoices(await currentCatalogue(db, catalogue), own) : null;
  return { plan, choices, today: scope.today };
}

/** The flock plan as its member sees it (null when the flock walks none). */
export async function flockPlanFor(db: Database, scope: MemberScope, flockId: string) {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  return succeed({ plan: await flockPlanView(db, scope, access) });
}

/** A member declines the flock plan, or joins it again. */
export async function setFlockPlanEnrollment(
  db: Database,
  scope: MemberScope,
  flockId: string,
  status: FlockPlanEnrollmentStatus,
): Promise<Outcome<{ status: FlockPlanEnrollmentStatus }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const active = await activeFlockPlan(db, flockId);
  if (!active) return noPlan();
  await db
    .insert(flockPlanEnrollments)
    .values({ flock_plan_id: active.id, user_id: scope.id, status, updated_at: scope.now })
    .onConflictDoUpdate({ target: [flockPlanEnrollments.flock_plan_id, flockPlanEnrollments.user_id], set: { status, updated_at: scope.now } });
  return succeed({ status });
}

/**
 * Enrols a man who has just joined the flock in the plan it is walking, if any: the statement, for
 * a join path's own batch after the one writing his `flock_members` row. A man who declined before
 * (and left and came back) keeps his choice.
 */
export function newMemberEnrollment(db: Database, flockId: string, userId: string) {
  return db
    .insert(flockPlanEnrollments)
    .select(sql`select ${flockPlans.id}, ${userId}, 'enrolled', ${Date.now()} from ${flockPlans} where ${flockPlans.flock_id} = ${flockId}`)
    .onConflictDoNothing();
}

/** The same, on its own, for a join path that has already written his membership. */
export async function enrollNewMember(db: Database, flockId: string, userId: string): Promise<void> {
  await newMemberEnrollment(db, flockId, userId);
}

/** A day of the active flock plan that exists, or the refusal for one that does not. */
async function dayOfActive(db: Database, flockId: string, day: number) {
  const active = await activeFlockPlan(db, flockId);
  if (!active?.walked) return noPlan();
  if (day > active.walked.length) return refuse(400, E.day, { field: "day" });
  return succeed({ active });
}

/** One day's thread, oldest first. */
export async function flockPlanThread(db: Database, scope: MemberScope, flockId: string, day: number): Promise<Outcome<{ comments: FlockPlanCommentView[] }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const found = await dayOfActive(db, flockId, day);
  if (!found.ok) return found;
  return succeed({ comments: await commentViews(db, scope, found.active.id, day) });
}

/** A member's short comment on one day of the flock plan. */
export async function commentOnFlockPlanDay(
  db: Database,
  scope: MemberScope,
  flockId: string,
  input: { day: number; body: string },
): Promise<Outcome<{ comment: FlockPlanCommentView }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const found = await dayOfActive(db, flockId, input.day);
  if (!found.ok) return found;
  const [row] = await db
    .insert(flockPlanDayComments)
    .values({ flock_plan_id: found.active.id, day_number: input.day, author_id: scope.id, body: input.body, created_at: scope.now })
    .returning({ id: flockPlanDayComments.id });
  const comments = await commentViews(db, scope, found.active.id, input.day);
  return succeed({ comment: comments.find((comment) => comment.id === row!.id)! });
}

/** What a leader may start for the flock: the catalogue, his own ready plans, the library's series. */
export async function flockPlanChoices(db: Database, scope: MemberScope): Promise<FlockPlanChoicesView> {
  return planChoices(await ensureCatalogue(db), await ownReadyPlansQuery(db, scope));
}

function ownReadyPlansQuery(db: Database, scope: MemberScope) {
  return db
    .select({ id: plans.id, title: plans.title })
    .from(plans)
    .where(and(eq(plans.user_id, scope.id), eq(plans.status, "ready")))
    .orderBy(asc(plans.title));
}

function planChoices(catalogue: { id: string; title: string }[], own: { id: string; title: string }[]): FlockPlanChoicesView {
  return {
    catalogue: catalogue.map((row) => ({ id: row.id, title: row.title })),
    own,
    series: librarySeries.map((series) => ({ id: series.slug, title: series.title })),
  };
}
