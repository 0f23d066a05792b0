/**
 * The operations side of the admin area: the cron jobs whose runs are recorded, the providers whose
 * configuration and last failure the health page shows, and the thresholds that turn a figure amber
 * or red (docs/decisions/066-admin-health-thresholds.md). Pure rules, read by the worker and the pages.
 */

/** The jobs the Cron Triggers run, each recorded in cron_runs under this name. */
export const CRON_JOBS = ["devotionals", "housekeeping", "reminders"] as const;
export type CronJob = (typeof CRON_JOBS)[number];
export const CRON_OUTCOMES = ["ok", "failed"] as const;
export type CronOutcome = (typeof CRON_OUTCOMES)[number];

/** The optional providers (worker/providers/*), in the order the health page lists them. */
export const PROVIDERS = ["ai", "speech", "images", "email", "billing", "livekit", "push"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export type Level = "ok" | "amber" | "red";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How late a job's last good run may be: each trigger's interval twice over is amber (one run
 * missed), four times over is red (the schedule has stopped). Devotionals and housekeeping run
 * every 6 hours, reminders every 15 minutes.
 */
export const CRON_INTERVAL_MS: Record<CronJob, number> = {
  devotionals: 6 * HOUR,
  housekeeping: 6 * HOUR,
  reminders: 15 * MINUTE,
};

export const HEALTH_THRESHOLDS = {
  /** Render errors reported by browsers in 24 h: a few come from old tabs and extensions. */
  clientErrors: { amber: 10, red: 50 },
  /** Requests the worker answered with its generic failure in 24 h: every one is a bug. */
  serverErrors: { amber: 1, red: 10 },
  /** A provider's last failure: within the hour is red (failing now), within a day amber. */
  providerErrorMs: { red: HOUR, amber: 24 * HOUR },
  /** Mails waiting in the outbox; retention removes them after a week. */
  outboxBacklog: { amber: 200, red: 1000 },
} as const;

const byCount = (value: number, { amber, red }: { amber: number; red: number }): Level => (value >= red ? "red" : value >= amber ? "amber" : "ok");

export const clientErrorsLevel = (count: number) => byCount(count, HEALTH_THRESHOLDS.clientErrors);
export const serverErrorsLevel = (count: number) => byCount(count, HEALTH_THRESHOLDS.serverErrors);
export const outboxBacklogLevel = (count: number) => byCount(count, HEALTH_THRESHOLDS.outboxBacklog);

/** A job's level from its latest run: failed is red; late is amber then red; never run is amber. */
export function cronLevel(job: CronJob, last: { outcome: CronOutcome; startedAt: number } | null, now: number): Level {
  if (!last) return "amber";
  if (last.outcome === "failed") return "red";
  const late = now - last.startedAt;
  if (late > 4 * CRON_INTERVAL_MS[job]) return "red";
  if (late > 2 * CRON_INTERVAL_MS[job]) return "amber";
  return "ok";
}

/** A provider's level from when it last failed (null: never, or not since the table began). */
export function providerLevel(lastErrorAt: number | null, now: number): Level {
  if (lastErrorAt === null) return "ok";
  const age = now - lastErrorAt;
  if (age <= HEALTH_THRESHOLDS.providerErrorMs.red) return "red";
  if (age <= HEALTH_THRESHOLDS.providerErrorMs.amber) return "amber";
  return "ok";
}

/** How many days ahead the artwork page looks, today included. */
export const ARTWORK_DAYS_AHEAD = 14;
