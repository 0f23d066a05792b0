/**
 * The ready-made plans (worker/content/plans) in D1 (docs/decisions/014-the-path.md). They are
 * written in TypeScript, checked by unit tests, and reach D1 by an idempotent upsert keyed on a hash
 * of each plan's content: the read /path makes anyway tells whether every plan is there at its
 * current version, so a fresh database (npm start, each test file, a new deployment) and an edited
 * plan are brought up to date by the first request that lists the catalogue, with no extra round
 * trip when nothing changed. Catalogue plan ids are their slugs (/path/fatherhood-the-fathers-heart).
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import { stableHash } from "../../app/kernel/hash";
import { catalogPlans } from "../content/plans";
import type { LibraryPlan } from "../content/types";
import type { Database } from "../db/client";
import { planDays, plans } from "../db/schema";

/** D1 allows 100 bound parameters a statement; a plan_days row binds 9. */
const DAYS_PER_INSERT = 10;

/** An upsert's incoming value of a column. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

export function catalogueVersion(plan: LibraryPlan): string {
  return stableHash(JSON.stringify(plan)).toString(36);
}

const BY_SLUG = new Map(catalogPlans.map((plan) => [plan.slug, plan]));

export const isCatalogueSlug = (id: string) => BY_SLUG.has(id);

export function catalogueQuery(db: Database) {
  return db
    .select({
      id: plans.id,
      title: plans.title,
      description: plans.description,
      focus_area: plans.focus_area,
      length_days: plans.length_days,
      request: plans.request,
    })
    .from(plans)
    .where(and(eq(plans.source, "catalogue"), isNull(plans.user_id)));
}

export type CatalogueRow = Awaited<ReturnType<typeof catalogueQuery>>[number];

/** The catalogue plans that are missing from D1 or stored at an older version. */
export function staleCataloguePlans(rows: Pick<CatalogueRow, "id" | "request">[]): LibraryPlan[] {
  const stored = new Map(rows.map((row) => [row.id, row.request?.catalogueVersion]));
  return catalogPlans.filter((plan) => stored.get(plan.slug) !== catalogueVersion(plan));
}

/** Upserts the given plans and their days in one atomic batch (safe to run twice, or at once). */
export async function upsertCataloguePlans(db: Database, stale: LibraryPlan[]) {
  if (stale.length === 0) return;
  const statements = [];
  for (const plan of stale) {
    const values = {
      id: plan.slug,
      slug: plan.slug,
      user_id: null,
      title: plan.title,
      description: plan.description,
      focus_area: plan.focusArea,
      length_days: plan.days.length,
      status: "ready" as const,
      source: "catalogue",
      request: { catalogueVersion: catalogueVersion(plan) },
    };
    const { id: _id, ...changes } = values;
    statements.push(db.insert(plans).values(values).onConflictDoUpdate({ target: plans.id, set: { ...changes, updated_at: new Date() } }));
    statements.push(db.delete(planDays).where(and(eq(planDays.plan_id, plan.slug), gt(planDays.day_number, plan.days.length))));
    const rows = plan.days.map((day) => ({
      plan_id: plan.slug,
      day_number: day.day,
      title: day.title,
      passage: day.passage,
      teaching: day.teaching,
      reflection_question: day.reflectionQuestion,
      prayer_prompt: day.prayerPrompt,
      action_step: day.actionStep,
    }));
    for (let start = 0; start < rows.length; start += DAYS_PER_INSERT) {
      statements.push(
        db
          .insert(planDays)
          .values(rows.slice(start, start + DAYS_PER_INSERT))
          .onConflictDoUpdate({
            target: [planDays.plan_id, planDays.day_number],
            set: {
              title: sqlExcluded("title"),
              passage: sqlExcluded("passage"),
              teaching: sqlExcluded("teaching"),
              reflection_question: sqlExcluded("reflection_question"),
              prayer_prompt: sqlExcluded("prayer_prompt"),
              action_step: sqlExcluded("action_step"),
            },
          }),
      );
    }
  }
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}

/** The catalogue, brought up to date first if it needs to be (one read when it is current). */
export async function ensureCatalogue(db: Database): Promise<CatalogueRow[]> {
  return currentCatalogue(db, await catalogueQuery(db));
}

/** `rows` (the catalogue as a batch just read it) when current; else the upserted catalogue read again. */
export async function currentCatalogue(db: Database, rows: CatalogueRow[]): Promise<CatalogueRow[]> {
  const stale = staleCataloguePlans(rows);
  if (stale.length === 0) return rows;
  await upsertCataloguePlans(db, stale);
  return catalogueQuery(db);
}

/** The catalogue in the focus areas' fixed order, current or not (the caller has checked). */
export function orderCatalogue<T extends { focus_area: string }>(rows: T[]): T[] {
  const rank = (area: string) => {
    const index = (FOCUS_AREAS as readonly string[]).indexOf(area);
    return index === -1 ? FOCUS_AREAS.length : index;
  };
  return [...rows].sort((a, b) => rank(a.focus_area) - rank(b.focus_area));
}
