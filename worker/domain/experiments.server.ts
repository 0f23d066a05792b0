/**
 * A/B experiments as the app runs them: a member's variant is decided by a hash of his id and the
 * experiment's key (the same answer on every request and every machine), and his first exposure is
 * written once — the table's key (experiment, member) keeps a second one out, whatever races.
 */
import { and, eq } from "drizzle-orm";
import { assignVariant, UPGRADE_BANNER_EXPERIMENT } from "../../app/kernel/admin/growth";
import type { Database } from "../db/client";
import { experimentExposures, experiments } from "../db/schema";

/**
 * The variant this member sees, his exposure logged on first sight; null when the experiment does
 * not exist or is stopped (the page shows its usual version and nothing is logged).
 */
export async function exposeVariant(db: Database, experimentKey: string, memberId: string, now = new Date()): Promise<string | null> {
  const [[experiment], [exposure]] = await db.batch([
    db.select({ variants: experiments.variants, running: experiments.running }).from(experiments).where(eq(experiments.key, experimentKey)),
    db
      .select({ variant: experimentExposures.variant })
      .from(experimentExposures)
      .where(and(eq(experimentExposures.experiment_key, experimentKey), eq(experimentExposures.user_id, memberId))),
  ]);
  if (!experiment?.running) return null;
  if (exposure) return exposure.variant;
  const variant = assignVariant(experimentKey, memberId, experiment.variants);
  await db.insert(experimentExposures).values({ experiment_key: experimentKey, user_id: memberId, variant, exposed_at: now }).onConflictDoNothing();
  return variant;
}

/**
 * Today's upgrade banner wording for a free member who completed the day: his variant, or null
 * (the usual wording) when the experiment is stopped or cannot be read — the banner never waits on it.
 */
export function upgradeBannerWording(db: Database, memberId: string, now: Date): Promise<string | null> {
  return exposeVariant(db, UPGRADE_BANNER_EXPERIMENT, memberId, now).catch((error: unknown) => {
    console.error(`upgrade banner experiment: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
}
