import { lt } from "drizzle-orm";
import { createDb } from "./db/client";
import { session, verification } from "./db/schema";
import type { Env } from "./env";

/** Cron Triggers (wrangler.toml [triggers]). Each job is idempotent: a run twice changes nothing more. */
export async function runScheduledJobs(env: Env, now = new Date()) {
  const db = createDb(env.DB);
  await db.batch([
    db.delete(session).where(lt(session.expiresAt, now)),
    db.delete(verification).where(lt(verification.expiresAt, now)),
  ]);
}
