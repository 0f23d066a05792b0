import { and, eq, lt } from "drizzle-orm";
import { createDb } from "./db/client";
import { session, subscriptions, verification } from "./db/schema";
import { devotionalComposerFor } from "./domain/ai-devotional.server";
import { prepareComingDevotionals } from "./domain/devotionals.server";
import type { Env } from "./env";

/**
 * Cron Triggers (wrangler.toml [triggers]): housekeeping, then the coming days' devotionals.
 * Each job is idempotent: a run twice changes nothing more.
 */
export async function runScheduledJobs(env: Env, now = new Date()) {
  const db = createDb(env.DB);
  await db.batch([
    db.delete(session).where(lt(session.expiresAt, now)),
    db.delete(verification).where(lt(verification.expiresAt, now)),
    // Premium granted by an administrator for a number of days ends when its period does.
    db
      .update(subscriptions)
      .set({ status: "canceled", updated_at: now })
      .where(and(eq(subscriptions.provider, "admin"), eq(subscriptions.status, "active"), lt(subscriptions.current_period_end, now))),
  ]);
  await prepareComingDevotionals({ db, env }, now, devotionalComposerFor(env));
}
