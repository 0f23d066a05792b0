import { and, eq, lt } from "drizzle-orm";
import { createDb, type Database } from "./db/client";
import { session, subscriptions, verification } from "./db/schema";
import { devotionalComposerFor } from "./domain/ai-devotional.server";
import { prepareComingDevotionals } from "./domain/devotionals.server";
import { sendGatheringReminders } from "./domain/gatherings/reminders.server";
import { sendPrayerReminders } from "./domain/prayer/reminder.server";
import { retryPendingMail } from "./domain/mail-retry.server";
import { sendDueReminders } from "./domain/reminders.server";
import { pruneOperationalRecords } from "./domain/retention.server";
import { sendWeeklySummaries } from "./domain/weekly-summary.server";
import { recordedRun } from "./domain/admin/cron-runs.server";
import { rollUpFinishedDays } from "./domain/admin/daily-rollups.server";
import type { Env } from "./env";

/** The cron strings of wrangler.toml [triggers]; the scheduled handler dispatches on them. */
export const HOUSEKEEPING_CRON = "17 */6 * * *";
export const REMINDER_CRON = "*/15 * * * *";

/**
 * Runs the job of one Cron Trigger. Reminders are computed for the trigger's scheduled instant
 * (`scheduledTime`), so a run that starts a few seconds late still sees 07:00 on the member's clock.
 */
export async function runCron(cron: string, env: Env, scheduledTime: Date) {
  switch (cron) {
    case REMINDER_CRON: {
      const deps = { db: createDb(env.DB), env };
      await recordedRun(deps.db, "reminders", () => runReminderJobs(deps, env, scheduledTime));
      return;
    }
    case HOUSEKEEPING_CRON:
      return runScheduledJobs(env);
    default:
      console.error(`[cron] no job is scheduled on "${cron}"; see wrangler.toml [triggers].`);
  }
}

/**
 * The reminder trigger's jobs. Each runs even when another fails; the run fails (and says which)
 * when any of them did.
 */
async function runReminderJobs(deps: { db: Database; env: Env }, env: Env, scheduledTime: Date) {
  const [reminders, weekly, gatherings, prayer, mail] = await Promise.allSettled([
    sendDueReminders(deps, scheduledTime, devotionalComposerFor(env)),
    sendWeeklySummaries(deps, scheduledTime),
    sendGatheringReminders(deps, scheduledTime),
    sendPrayerReminders(deps, scheduledTime),
    // Mail a failed send kept for later; handing one over twice is harmless (its Idempotency-Key).
    retryPendingMail(deps, scheduledTime),
  ]);
  if (reminders.status === "fulfilled" && reminders.value.reminded > 0) console.log("[reminders]", JSON.stringify(reminders.value));
  if (weekly.status === "fulfilled" && weekly.value.claimed > 0) console.log("[weekly-summary]", JSON.stringify(weekly.value));
  if (gatherings.status === "fulfilled" && gatherings.value.gatherings > 0) console.log("[gathering-reminders]", JSON.stringify(gatherings.value));
  if (prayer.status === "fulfilled" && prayer.value.reminded > 0) console.log("[prayer-reminders]", JSON.stringify(prayer.value));
  if (mail.status === "fulfilled" && mail.value.sent + mail.value.failed > 0) console.log("[mail-retry]", JSON.stringify(mail.value));
  const failed = Object.entries({ reminders, weekly, gatherings, prayer, mail }).filter(([, job]) => job.status === "rejected");
  if (failed.length > 0) {
    const reasons = failed.map(([name, job]) => `${name}: ${(job as PromiseRejectedResult).reason}`);
    throw new Error(`reminder jobs failed — ${reasons.join("; ")}`);
  }
}

/**
 * Cron Triggers (wrangler.toml [triggers]): housekeeping (expired sessions, ended grants, the
 * admin dashboard's rollups of finished days, the retention periods of
 * worker/domain/retention.server.ts), then the coming days' devotionals.
 * Each job is idempotent: a run twice changes nothing more.
 */
export async function runScheduledJobs(env: Env, now = new Date()) {
  const db = createDb(env.DB);
  await recordedRun(db, "housekeeping", () => housekeeping(db, now));
  await recordedRun(db, "devotionals", () => prepareComingDevotionals({ db, env }, now, devotionalComposerFor(env)));
}

async function housekeeping(db: Database, now: Date) {
  await db.batch([
    db.delete(session).where(lt(session.expiresAt, now)),
    db.delete(verification).where(lt(verification.expiresAt, now)),
    // Premium granted by an administrator for a number of days ends when its period does.
    db
      .update(subscriptions)
      .set({ status: "canceled", updated_at: now })
      .where(and(eq(subscriptions.provider, "admin"), eq(subscriptions.status, "active"), lt(subscriptions.current_period_end, now))),
  ]);
  // Before pruning: a finished day is counted from the activity it had.
  const rolledUp = await rollUpFinishedDays(db, now);
  if (rolledUp > 0) console.log("[rollups]", JSON.stringify({ days: rolledUp }));
  const pruned = await pruneOperationalRecords(db, now);
  if (Object.values(pruned).some((rows) => rows > 0)) console.log("[retention]", JSON.stringify(pruned));
}
