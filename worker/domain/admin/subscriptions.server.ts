/**
 * The subscriptions page: one page of every member's subscription, filtered and sorted in D1, with
 * the total for the pager in the same round trip, and each row's standing from the access rule.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { subscriptionStanding } from "../../../app/kernel/membership";
import type { SUBSCRIPTION_SORTS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from "../../../app/kernel/admin/subscription-filters";
import type { Database } from "../../db/client";
import { cancelSurveyAnswers, profiles, subscriptions, user } from "../../db/schema";

export const SUBSCRIPTIONS_PAGE_SIZE = 25;

export interface SubscriptionQuery {
  status?: (typeof SUBSCRIPTION_STATUSES)[number];
  source?: (typeof SUBSCRIPTION_SOURCES)[number];
  sort: (typeof SUBSCRIPTION_SORTS)[number];
  page: number;
}

export interface SubscriptionListRow {
  userId: string;
  member: string;
  email: string;
  plan: string;
  status: string;
  source: string;
  active: boolean;
  cancelling: boolean;
  trialEnd: string | null;
  periodEnd: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

const ORDER: Record<SubscriptionQuery["sort"], SQL[]> = {
  updated: [desc(subscriptions.updated_at)],
  // Open-ended rows last.
  period_end: [sql`${subscriptions.current_period_end} IS NULL`, desc(subscriptions.current_period_end)],
  trial_end: [sql`${subscriptions.trial_end} IS NULL`, desc(subscriptions.trial_end)],
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function subscriptionsPage(db: Database, query: SubscriptionQuery, now: Date) {
  const where = and(query.status ? eq(subscriptions.status, query.status) : undefined, query.source ? eq(subscriptions.provider, query.source) : undefined);
  const [rows, [total]] = await db.batch([
    db
      .select({
        userId: subscriptions.user_id,
        email: user.email,
        name: profiles.display_name,
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        provider: subscriptions.provider,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
        updated_at: subscriptions.updated_at,
        customer: subscriptions.provider_customer_id,
        subscription: subscriptions.provider_subscription_id,
        answeredAt: sql<number | null>`(SELECT max(${cancelSurveyAnswers.created_at}) FROM ${cancelSurveyAnswers} WHERE ${cancelSurveyAnswers.user_id} = ${subscriptions.user_id})`,
      })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.user_id))
      .leftJoin(profiles, eq(profiles.id, subscriptions.user_id))
      .where(where)
      .orderBy(...ORDER[query.sort], subscriptions.id)
      .limit(SUBSCRIPTIONS_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIPTIONS_PAGE_SIZE),
    db.select({ count: count() }).from(subscriptions).where(where),
  ]);
  const list: SubscriptionListRow[] = rows.map((row) => ({
    userId: row.userId,
    member: row.name ?? row.email,
    email: row.email,
    plan: row.plan_type,
    status: row.status,
    source: row.provider,
    ...subscriptionStanding(row, row.answeredAt, now),
    trialEnd: iso(row.trial_end),
    periodEnd: iso(row.current_period_end),
    stripeCustomerId: row.customer,
    stripeSubscriptionId: row.subscription,
  }));
  const totalCount = total?.count ?? 0;
  return { rows: list, total: totalCount, pages: Math.max(1, Math.ceil(totalCount / SUBSCRIPTIONS_PAGE_SIZE)) };
}
