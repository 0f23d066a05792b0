/**
 * How long operational records are kept (README "Data retention"), pruned by the housekeeping cron.
 * Each table is cleared in bounded batches (a statement deletes at most RETENTION_BATCH_SIZE rows,
 * by an index on its time column), so one run never holds D1 for long; a run after a long pause
 * leaves the rest to the next one. Running it twice deletes nothing more.
 */
import { lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { aiUsage, clientErrors, cronRuns, emailOutbox, memberActiveDays, rateCounters, rateLimit, serverErrors, userActivity } from "../db/schema";
import { utcDay } from "./activity.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days each record is kept. The outbox holds password-reset links, so it goes first. Page views (and
 * the days they mark members active on, kept as long) are read only by the admin dashboard (active
 * members over at most 30 days; insights count journal entries, check-ins and progress, not
 * activity), so 90 days is for an administrator's questions. AI token records are kept 13 months, so a month can be
 * compared with the same month a year before.
 */
export const RETENTION_DAYS = {
  emailOutbox: 7,
  clientErrors: 30,
  userActivity: 90,
  aiUsage: 396,
  /** The health page reads the last day of errors and each job's latest run; a month is for looking back. */
  serverErrors: 30,
  cronRuns: 30,
} as const;

/**
 * better-auth's counters restart once a window has passed since a key's last request; its windows
 * are minutes long, so a key idle for a day is finished.
 */
export const AUTH_RATE_LIMIT_IDLE_MS = DAY_MS;

export const RETENTION_BATCH_SIZE = 500;
/** Batches per table and run: 20,000 rows; the cron runs every 6 hours. */
const MAX_BATCHES_PER_TABLE = 40;

interface Prune {
  table: SQLiteTable;
  /** The row's key (what the batch selects and deletes by): its id, or the rowid of a table keyed by two columns. */
  key: SQLiteColumn | SQL;
  expired: SQL;
}

/** Deletes the expired rows in batches until none is left (or the run's share is spent). */
async function prune(db: Database, { table, key, expired }: Prune): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_TABLE; batch++) {
    const result = await db.run(
      sql`DELETE FROM ${table} WHERE ${key} IN (SELECT ${key} FROM ${table} WHERE ${expired} LIMIT ${RETENTION_BATCH_SIZE})`,
    );
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < RETENTION_BATCH_SIZE) break;
  }
  return deleted;
}

/** Prunes every operational table by its period; returns how many rows each lost. */
export async function pruneOperationalRecords(db: Database, now = new Date()) {
  const olderThanDays = (column: SQLiteColumn, days: number) => lt(column, new Date(now.getTime() - days * DAY_MS));
  const prunes: Record<string, Prune> = {
    email_outbox: { table: emailOutbox, key: emailOutbox.id, expired: olderThanDays(emailOutbox.created_at, RETENTION_DAYS.emailOutbox)! },
    client_errors: { table: clientErrors, key: clientErrors.id, expired: olderThanDays(clientErrors.created_at, RETENTION_DAYS.clientErrors)! },
    user_activity: { table: userActivity, key: userActivity.id, expired: olderThanDays(userActivity.created_at, RETENTION_DAYS.userActivity)! },
    member_active_days: {
      table: memberActiveDays,
      key: sql`rowid`,
      expired: lt(memberActiveDays.day, utcDay(new Date(now.getTime() - RETENTION_DAYS.userActivity * DAY_MS)))!,
    },
    ai_usage: { table: aiUsage, key: aiUsage.id, expired: olderThanDays(aiUsage.created_at, RETENTION_DAYS.aiUsage)! },
    server_errors: { table: serverErrors, key: serverErrors.id, expired: olderThanDays(serverErrors.created_at, RETENTION_DAYS.serverErrors)! },
    cron_runs: { table: cronRuns, key: cronRuns.id, expired: olderThanDays(cronRuns.started_at, RETENTION_DAYS.cronRuns)! },
    rate_limit: { table: rateLimit, key: rateLimit.id, expired: lt(rateLimit.lastRequest, now.getTime() - AUTH_RATE_LIMIT_IDLE_MS)! },
    rate_counters: { table: rateCounters, key: rateCounters.key, expired: sql`${rateCounters.window_ends_at} <= ${now.getTime()}` },
  };
  const deleted: Record<string, number> = {};
  for (const [name, spec] of Object.entries(prunes)) deleted[name] = await prune(db, spec);
  return deleted;
}
