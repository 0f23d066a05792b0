/**
 * Churn arithmetic, pure. Each subscription becomes a span (when he started paying, when his trial
 * ended, when he cancelled, when his paid time ended); a month's figures are counted from the spans:
 * churn rate = members lost ÷ paying members at the start of the month, where members who start
 * paying during the month are in neither number.
 */
import type { CancelReason } from "./growth";

export interface SubscriptionSpan {
  /** When he started paying; null when he never did (a trial that did not convert, a grant). */
  paidFrom: number | null;
  trialEnd: number | null;
  cancelledAt: number | null;
  /** When his paid time ended; null while it runs. */
  endedAt: number | null;
}

export interface ChurnMonth {
  /** "2026-11" */
  month: string;
  cancellations: number;
  payingAtStart: number;
  lost: number;
  churnRate: number | null;
  trialsEnded: number;
  trialsConverted: number;
  trialConversion: number | null;
  reasons: Partial<Record<CancelReason, number>>;
}

const within = (at: number | null, start: number, end: number): at is number => at !== null && at >= start && at < end;

/** The figures of the month [start, end) (UTC instants). */
export function churnMonth(
  month: string,
  { start, end }: { start: number; end: number },
  spans: readonly SubscriptionSpan[],
  answers: readonly { reason: CancelReason; at: number }[],
): ChurnMonth {
  const paying = spans.filter((span) => span.paidFrom !== null && span.paidFrom < start && (span.endedAt === null || span.endedAt >= start));
  const lost = paying.filter((span) => within(span.endedAt, start, end)).length;
  const trials = spans.filter((span) => within(span.trialEnd, start, end));
  const converted = trials.filter((span) => span.paidFrom !== null).length;
  const reasons: Partial<Record<CancelReason, number>> = {};
  for (const answer of answers) if (within(answer.at, start, end)) reasons[answer.reason] = (reasons[answer.reason] ?? 0) + 1;
  return {
    month,
    cancellations: spans.filter((span) => within(span.cancelledAt, start, end)).length,
    payingAtStart: paying.length,
    lost,
    churnRate: paying.length > 0 ? lost / paying.length : null,
    trialsEnded: trials.length,
    trialsConverted: converted,
    trialConversion: trials.length > 0 ? converted / trials.length : null,
    reasons,
  };
}

/** The last `count` calendar months (UTC) up to and including the one holding `now`, oldest first. */
export function lastMonths(now: Date, count: number): { month: string; start: number; end: number }[] {
  const months = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1);
    months.push({ month: new Date(start).toISOString().slice(0, 7), start, end });
  }
  return months;
}

export interface SubscriptionFacts {
  plan_type: string;
  status: string;
  provider: string;
  trial_end: number | null;
  current_period_end: number | null;
  created_at: number;
  updated_at: number;
}

const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);
const PREMIUM_PLAN = /\bpremium\b/i;

/**
 * A subscription row as a span. Paying means a Premium plan billed through Stripe (an administrator's
 * grant is never a payment); it starts when the trial ends, or at creation without one. Ended rows
 * ended at their period's end (or when last changed); the cancellation is the member's survey answer
 * when he gave one, else the change that ended it.
 */
export function spanOf(row: SubscriptionFacts, answeredAt: number | null, now: number): SubscriptionSpan {
  const ended = ENDED_STATUSES.has(row.status);
  const endedAt = ended ? (row.current_period_end ?? row.updated_at) : null;
  const billed = row.provider === "stripe" && PREMIUM_PLAN.test(row.plan_type.replace(/[_-]/g, " "));
  const paidFrom = billed ? (row.trial_end ?? row.created_at) : null;
  const reachedPayment = paidFrom !== null && paidFrom <= now && (endedAt === null || endedAt > paidFrom) && row.status !== "trialing";
  return {
    paidFrom: reachedPayment ? paidFrom : null,
    trialEnd: row.trial_end,
    cancelledAt: answeredAt ?? (ended ? row.updated_at : null),
    endedAt: reachedPayment ? endedAt : null,
  };
}
