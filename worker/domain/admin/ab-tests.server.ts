/**
 * The A/B tests page: each experiment's variants with exposures and conversions counted in D1 (one
 * statement for every experiment), the statistics from the kernel, and the administrator's changes
 * (create, start or stop), each in one batch with its audit row.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { ExperimentForm } from "../../../app/kernel/admin/growth-forms";
import type { ConversionEvent, ExperimentVariant } from "../../../app/kernel/admin/growth";
import { experimentResults, type ExperimentResults } from "../../../app/kernel/admin/experiment-stats";
import { ADMIN_AB_COPY as C } from "../../../app/kernel/copy/admin";
import type { Database } from "../../db/client";
import { devotionalProgress, experimentExposures, experiments, journalEntries, subscriptions } from "../../db/schema";
import { refuse, succeed, type Outcome } from "../outcome";
import { auditStatement } from "./audit.server";

export interface ExperimentView {
  key: string;
  description: string;
  conversionEvent: ConversionEvent;
  running: boolean;
  results: ExperimentResults;
}

const e = experimentExposures;

/** Whether the exposed member did the experiment's event after his exposure, from what is already stored. */
const converted = sql<number>`CASE ${experiments.conversion_event}
  WHEN 'devotional_completed' THEN EXISTS (SELECT 1 FROM ${devotionalProgress} WHERE ${devotionalProgress.user_id} = ${e.user_id} AND ${devotionalProgress.completed_at} >= ${e.exposed_at})
  WHEN 'journal_saved' THEN EXISTS (SELECT 1 FROM ${journalEntries} WHERE ${journalEntries.user_id} = ${e.user_id} AND ${journalEntries.created_at} >= ${e.exposed_at})
  WHEN 'upgraded' THEN EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.user_id} = ${e.user_id} AND ${subscriptions.plan_type} LIKE 'premium%' AND ${subscriptions.status} IN ('active', 'trialing') AND ${subscriptions.created_at} >= ${e.exposed_at})
  ELSE 0 END`;

export async function abTestsPage(db: Database): Promise<ExperimentView[]> {
  const [list, counts] = await db.batch([
    db.select().from(experiments).orderBy(sql`${experiments.running} DESC`, asc(experiments.key)),
    db
      .select({
        key: e.experiment_key,
        variant: e.variant,
        exposed: sql<number>`count(*)`.mapWith(Number),
        converted: sql<number>`coalesce(sum(${converted}), 0)`.mapWith(Number),
      })
      .from(e)
      .innerJoin(experiments, eq(experiments.key, e.experiment_key))
      .groupBy(e.experiment_key, e.variant),
  ]);
  return list.map((experiment) => {
    const variants = experiment.variants.map((variant: ExperimentVariant) => {
      const row = counts.find((count) => count.key === experiment.key && count.variant === variant.key);
      return { ...variant, exposed: row?.exposed ?? 0, converted: row?.converted ?? 0 };
    });
    return {
      key: experiment.key,
      description: experiment.description,
      conversionEvent: experiment.conversion_event,
      running: experiment.running,
      results: experimentResults(variants),
    };
  });
}

export async function createExperiment(db: Database, actorId: string, form: ExperimentForm, now = new Date()): Promise<Outcome<{ key: string }>> {
  const existing = await db.select({ key: experiments.key }).from(experiments).where(eq(experiments.key, form.key)).get();
  if (existing) return refuse(409, C.errors.exists, { field: "key" });
  await db.batch([
    db.insert(experiments).values({
      key: form.key,
      description: form.description,
      variants: form.variants,
      conversion_event: form.event,
      created_at: now,
      updated_at: now,
    }),
    auditStatement(db, {
      actorId,
      action: "experiment_changed",
      details: { key: form.key, created: true, variants: form.variants.map((variant) => `${variant.key}:${variant.weight}`).join(", "), event: form.event },
      at: now,
    }),
  ]);
  return succeed({ key: form.key });
}

export async function setExperimentRunning(db: Database, actorId: string, input: { key: string; running: boolean }, now = new Date()): Promise<Outcome<{ key: string }>> {
  const existing = await db.select({ key: experiments.key }).from(experiments).where(eq(experiments.key, input.key)).get();
  if (!existing) return refuse(404, C.errors.unknown, { field: "key" });
  await db.batch([
    db.update(experiments).set({ running: input.running, updated_at: now }).where(eq(experiments.key, input.key)),
    auditStatement(db, { actorId, action: "experiment_changed", details: { key: input.key, running: input.running }, at: now }),
  ]);
  return succeed({ key: input.key });
}
