/**
 * The health page's figures in one D1 round trip: each cron job's latest run, errors of the last
 * 24 hours, each provider's last error, every table's row count and the outbox backlog — each with
 * its level (app/kernel/admin/ops.ts).
 */
import { count, desc, getTableName, gte, is, min, ne, sql } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  CRON_JOBS,
  clientErrorsLevel,
  cronLevel,
  outboxBacklogLevel,
  providerLevel,
  serverErrorsLevel,
  type CronJob,
  type Level,
} from "../../../app/kernel/admin/ops";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import { clientErrors, cronRuns, emailOutbox, providerErrors, serverErrors } from "../../db/schema";
import type { Env } from "../../env";
import type { EmailProvider } from "../../providers/email";
import { providerConfigurations } from "./providers-status.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_ERRORS = 5;

/** Every table of the schema, by name: what the row counts read (names from code, never from input). */
const TABLE_NAMES = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, SQLiteTable) ? [getTableName(value)] : []))
  .sort();

/**
 * D1 refuses long compound SELECTs, so the counts come as columns of one row (scalar subqueries), in
 * statements of at most COUNTS_PER_STATEMENT columns, all in the page's one batch.
 */
const COUNTS_PER_STATEMENT = 40;
const rowCountQueries = Array.from({ length: Math.ceil(TABLE_NAMES.length / COUNTS_PER_STATEMENT) }, (_, index) =>
  sql.raw(
    `SELECT ${TABLE_NAMES.slice(index * COUNTS_PER_STATEMENT, (index + 1) * COUNTS_PER_STATEMENT)
      .map((name) => `(SELECT count(*) FROM "${name}") AS "${name}"`)
      .join(", ")}`,
  ),
);

export async function healthReport(db: Database, env: Env, email: Pick<EmailProvider, "name">, now = new Date()) {
  const since = new Date(now.getTime() - DAY_MS);
  const latestRun = sql`${cronRuns.started_at} = (SELECT max(latest.started_at) FROM cron_runs AS latest WHERE latest.name = ${cronRuns.name})`;
  const [runs, clientCount, serverCount, recentServer, recentClient, providerRows, backlog, ...countRows] = await db.batch([
    db.select().from(cronRuns).where(latestRun),
    db.select({ n: count() }).from(clientErrors).where(gte(clientErrors.created_at, since)),
    db.select({ n: count() }).from(serverErrors).where(gte(serverErrors.created_at, since)),
    db.select().from(serverErrors).where(gte(serverErrors.created_at, since)).orderBy(desc(serverErrors.created_at)).limit(RECENT_ERRORS),
    db
      .select({ id: clientErrors.id, message: clientErrors.message, url: clientErrors.url, created_at: clientErrors.created_at })
      .from(clientErrors)
      .where(gte(clientErrors.created_at, since))
      .orderBy(desc(clientErrors.created_at))
      .limit(RECENT_ERRORS),
    db.select().from(providerErrors),
    db.select({ n: count(), oldest: min(emailOutbox.created_at) }).from(emailOutbox).where(ne(emailOutbox.status, "sent")),
    ...rowCountQueries.map((query) => db.get<Record<string, number>>(query)),
  ]);
  const counts: Record<string, number> = Object.assign({}, ...countRows);
  const at = now.getTime();
  const byJob = new Map(runs.map((run) => [run.name, run]));
  const errorsByProvider = new Map(providerRows.map((row) => [row.provider, row]));
  const clientErrorCount = clientCount[0]?.n ?? 0;
  const serverErrorCount = serverCount[0]?.n ?? 0;
  const backlogCount = backlog[0]?.n ?? 0;
  const oldest = backlog[0]?.oldest;
  return {
    cron: CRON_JOBS.map((job: CronJob) => {
      const run = byJob.get(job);
      const last = run ? { outcome: run.outcome, startedAt: run.started_at.getTime() } : null;
      return {
        job,
        level: cronLevel(job, last, at),
        run: run
          ? { startedAt: run.started_at.toISOString(), finishedAt: run.finished_at.toISOString(), outcome: run.outcome, error: run.error }
          : null,
      };
    }),
    errors: {
      client: { count: clientErrorCount, level: clientErrorsLevel(clientErrorCount), recent: recentClient.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) },
      server: {
        count: serverErrorCount,
        level: serverErrorsLevel(serverErrorCount),
        recent: recentServer.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      },
    },
    providers: providerConfigurations(env, email).map((provider) => {
      const lastError = errorsByProvider.get(provider.provider);
      return {
        ...provider,
        lastError: lastError ? { message: lastError.message, at: lastError.at.toISOString() } : null,
        level: providerLevel(lastError?.at.getTime() ?? null, at) satisfies Level,
      };
    }),
    emailProvider: email.name,
    tables: TABLE_NAMES.map((name) => ({ name, rows: Number(counts[name] ?? 0) })),
    outbox: {
      backlog: backlogCount,
      oldest: oldest ? new Date(oldest).toISOString() : null,
      level: outboxBacklogLevel(backlogCount),
    },
  };
}

export type HealthReport = Awaited<ReturnType<typeof healthReport>>;
