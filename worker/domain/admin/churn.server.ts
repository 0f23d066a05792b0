/**
 * The churn page's data: every subscription as a span and the cancel survey's answers, read in one
 * round trip, counted month by month by the kernel (app/kernel/admin/churn.ts).
 */
import { desc, gte, sql } from "drizzle-orm";
import { churnMonth, lastMonths, spanOf, type ChurnMonth } from "../../../app/kernel/admin/churn";
import type { CancelReason } from "../../../app/kernel/admin/growth";
import type { Database } from "../../db/client";
import { cancelSurveyAnswers, subscriptions } from "../../db/schema";

export const CHURN_MONTHS = 12;
const LATEST_ANSWERS = 10;

export interface ChurnPage {
  months: ChurnMonth[];
  latest: { reason: CancelReason; details: string; at: string }[];
}

export async function churnPage(db: Database, now: Date): Promise<ChurnPage> {
  const months = lastMonths(now, CHURN_MONTHS);
  const since = new Date(months[0]!.start);
  const [rows, answers, latest] = await db.batch([
    db
      .select({
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        provider: subscriptions.provider,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
        created_at: subscriptions.created_at,
        updated_at: subscriptions.updated_at,
        answeredAt: sql<number | null>`(SELECT max(${cancelSurveyAnswers.created_at}) FROM ${cancelSurveyAnswers} WHERE ${cancelSurveyAnswers.user_id} = ${subscriptions.user_id})`,
      })
      .from(subscriptions),
    db.select({ reason: cancelSurveyAnswers.reason, at: cancelSurveyAnswers.created_at }).from(cancelSurveyAnswers).where(gte(cancelSurveyAnswers.created_at, since)),
    db
      .select({ reason: cancelSurveyAnswers.reason, details: cancelSurveyAnswers.details, at: cancelSurveyAnswers.created_at })
      .from(cancelSurveyAnswers)
      .where(sql`${cancelSurveyAnswers.details} IS NOT NULL`)
      .orderBy(desc(cancelSurveyAnswers.created_at))
      .limit(LATEST_ANSWERS),
  ]);
  const ms = (value: Date | null) => (value ? value.getTime() : null);
  const spans = rows.map((row) =>
    spanOf(
      { ...row, trial_end: ms(row.trial_end), current_period_end: ms(row.current_period_end), created_at: row.created_at.getTime(), updated_at: row.updated_at.getTime() },
      row.answeredAt,
      now.getTime(),
    ),
  );
  const answered = answers.map((answer) => ({ reason: answer.reason, at: answer.at.getTime() }));
  return {
    months: months.map(({ month, start, end }) => churnMonth(month, { start, end }, spans, answered)),
    latest: latest.map((answer) => ({ reason: answer.reason, details: answer.details ?? "", at: answer.at.toISOString() })),
  };
}
