/**
 * The record of each cron job's runs, for the health page: a job runs inside `recordedRun`, which
 * writes when it started and ended and whether it failed. A failing job is logged and recorded, not
 * rethrown, so the jobs of one trigger run independently of each other.
 */
import type { CronJob } from "../../../app/kernel/admin/ops";
import type { Database } from "../../db/client";
import { cronRuns } from "../../db/schema";

/** An error's message as stored: long enough to act on, short enough for a table cell. */
export const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);

export async function recordedRun(db: Database, name: CronJob, job: () => Promise<unknown>): Promise<"ok" | "failed"> {
  const startedAt = new Date();
  let error: string | null = null;
  try {
    await job();
  } catch (caught) {
    console.error(`[cron] ${name} failed`, caught);
    error = errorText(caught);
  }
  const outcome = error === null ? "ok" : "failed";
  try {
    await db.insert(cronRuns).values({ name, started_at: startedAt, finished_at: new Date(), outcome, error });
  } catch (caught) {
    console.error(`[cron] recording the ${name} run failed`, caught);
  }
  return outcome;
}
