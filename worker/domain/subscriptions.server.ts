/** Subscriptions (the user_subscription_view shape) and Premium granted by administrators. */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { subscriptions, userSubscriptionView } from "../db/schema";
import type { MemberKey } from "../db/member-key";

export function subscriptionQuery(db: Database, userId: MemberKey) {
  return db.select().from(userSubscriptionView).where(eq(userSubscriptionView.user_id, userId)).limit(1);
}

export type SubscriptionFields = Pick<
  typeof subscriptions.$inferInsert,
  "plan_type" | "status" | "trial_end" | "current_period_end" | "provider" | "provider_customer_id" | "provider_subscription_id"
>;

/** One subscription row per user: created or replaced. */
export async function saveSubscription(db: Database, userId: string, fields: SubscriptionFields) {
  await saveSubscriptionStatement(db, userId, fields);
}

/** `saveSubscription` as a statement, for a caller's own batch. */
function saveSubscriptionStatement(db: Database, userId: string, fields: SubscriptionFields) {
  return db
    .insert(subscriptions)
    .values({ user_id: userId, ...fields })
    .onConflictDoUpdate({ target: subscriptions.user_id, set: { ...fields, updated_at: new Date() } });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * With billing off, an administrator grants Premium: "comp" (complimentary, for the given days or
 * open-ended) or a "trial" that ends after the given days. Never presented as a payment.
 */
export async function grantPremium(
  db: Database,
  userId: string,
  grant: { kind: "comp" | "trial"; days: number | null },
  now = new Date(),
) {
  await grantPremiumStatement(db, userId, grant, now);
}

/** `grantPremium` as a statement, for a batch that also writes its audit row. */
export function grantPremiumStatement(
  db: Database,
  userId: string,
  grant: { kind: "comp" | "trial"; days: number | null },
  now = new Date(),
) {
  const end = grant.days ? new Date(now.getTime() + grant.days * DAY_MS) : null;
  return saveSubscriptionStatement(db, userId, {
    plan_type: grant.kind === "comp" ? "premium_comp" : "free",
    status: grant.kind === "comp" ? "active" : "trialing",
    trial_end: grant.kind === "trial" ? end : null,
    current_period_end: grant.kind === "comp" ? end : null,
    provider: "admin",
    provider_customer_id: null,
    provider_subscription_id: null,
  });
}
