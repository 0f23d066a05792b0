/**
 * "Write my weekly/monthly insight": the form's schema (server-side; kept out of the page's
 * first-load JavaScript, docs/decisions/006-first-load-budget.md) and the period check that needs
 * the member's own today.
 */
import { INSIGHT_REQUEST_COPY } from "./copy/insights";
import { checkPeriod, INSIGHT_PERIODS, type PeriodRange } from "./insights-period";
import { z } from "./zod";

export const InsightRequestSchema = z.object({
  period: z.enum(INSIGHT_PERIODS, { error: INSIGHT_REQUEST_COPY.period }),
  start: z.string({ error: "start is required." }).trim().max(10, { error: "start must be a date written YYYY-MM-DD." }),
});

export type InsightRequestResult = { ok: true; range: PeriodRange } | { ok: false; message: string };

/** A period this member may write about today: it begins on a Monday (or the 1st) and has begun. */
export function parseInsightRequest(input: unknown, today: string): InsightRequestResult {
  const parsed = InsightRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { period, start } = parsed.data;
  const check = checkPeriod(period, start, today);
  if (check.ok) return check;
  if (check.problem === "notStart") return { ok: false, message: INSIGHT_REQUEST_COPY.start(period) };
  return { ok: false, message: INSIGHT_REQUEST_COPY[check.problem] };
}
