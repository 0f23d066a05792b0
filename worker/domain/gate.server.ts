/**
 * The one gate every feature calls (issue 4): who is Premium, what this month's usage is, and
 * whether a feature may run now. Reads the subscription, the usage row and the free limits in one
 * D1 round trip.
 */
import {
  decideAccess,
  FEATURE_COUNTER,
  GATE_COPY,
  hasPremiumAccess,
  isFeature,
  usageWarnings,
  type AccessDecision,
  type FreeLimits,
  type MembershipState,
  type Usage,
} from "../../app/lib/membership";
import { usageMonth } from "../../app/lib/dates";
import type { AppContext } from "../context";
import { subscriptionQuery } from "./subscriptions.server";
import { aiUsageStatement, freeLimitsQuery, incrementUsageStatement, limitsFromRows, usageFromRow, usageQuery } from "./usage.server";

export interface MembershipSnapshot extends MembershipState {
  month: string;
  usage: Usage;
  limits: FreeLimits;
}

const epoch = (value: Date | null | undefined) => (value ? value.getTime() : null);

async function userMonth(app: AppContext, now: Date) {
  const profile = await app.profile();
  return usageMonth(profile?.time_zone ?? "UTC", now);
}

async function readMembership(app: AppContext, userId: string, month: string) {
  const [subscriptionRows, usageRows, limitRows] = await app.db.batch([
    subscriptionQuery(app.db, userId),
    usageQuery(app.db, userId, month),
    freeLimitsQuery(app.db),
  ]);
  return { subscription: subscriptionRows[0] ?? null, usageRow: usageRows[0], limitRows };
}

export async function membershipSnapshot(app: AppContext, userId: string, now = new Date()): Promise<MembershipSnapshot> {
  const month = await userMonth(app, now);
  // The session's member: already read with his profile (one round trip for the whole page).
  const basics = app.user?.id === userId ? await app.memberBasics() : null;
  const { subscription, usageRow, limitRows } =
    basics && basics.months.includes(month)
      ? {
          subscription: basics.subscription,
          usageRow: basics.usageRows.find((row) => row.month === month),
          limitRows: basics.limitRows,
        }
      : await readMembership(app, userId, month);
  const premium = hasPremiumAccess(subscription, now);
  const usage = usageFromRow(usageRow);
  const limits = limitsFromRows(limitRows);
  return {
    premium,
    plan_type: subscription?.plan_type ?? null,
    status: subscription?.status ?? null,
    trial_end: epoch(subscription?.trial_end),
    current_period_end: epoch(subscription?.current_period_end),
    month,
    usage,
    limits,
    warnings: usageWarnings({ premium, usage, limits }),
  };
}

/** The gate's answer with the spec's failure texts when a lookup itself fails (spec §8). */
export async function checkFeatureAccess(app: AppContext, userId: string, feature: string, now = new Date()): Promise<AccessDecision> {
  if (!isFeature(feature)) return { allowed: false, reason: GATE_COPY.unknownFeature };
  let month: string;
  try {
    month = await userMonth(app, now);
  } catch (error) {
    console.error(`[${app.requestId}] access check failed`, error);
    return { allowed: false, reason: GATE_COPY.unexpected };
  }
  let subscription;
  try {
    subscription = (await subscriptionQuery(app.db, userId))[0] ?? null;
  } catch (error) {
    console.error(`[${app.requestId}] subscription lookup failed`, error);
    return { allowed: false, reason: GATE_COPY.subscriptionUnavailable };
  }
  const premium = hasPremiumAccess(subscription, now);
  if (premium) return { allowed: true };
  try {
    const [usageRows, limitRows] = await app.db.batch([usageQuery(app.db, userId, month), freeLimitsQuery(app.db)]);
    return decideAccess({ feature, premium, usage: usageFromRow(usageRows[0]), limits: limitsFromRows(limitRows) });
  } catch (error) {
    console.error(`[${app.requestId}] usage lookup failed`, error);
    return { allowed: false, reason: GATE_COPY.usageUnavailable };
  }
}

/**
 * Counts one use of a feature (and the AI tokens it spent). Tracking failures are only logged:
 * they never fail the person's action (spec §8).
 */
export async function recordFeatureUse(app: AppContext, userId: string, feature: string, tokens = 0, now = new Date()) {
  if (!isFeature(feature)) return;
  try {
    const month = await userMonth(app, now);
    const statements = [incrementUsageStatement(app.db, { userId, month, counter: FEATURE_COUNTER[feature], tokens })] as const;
    if (tokens > 0) await app.db.batch([...statements, aiUsageStatement(app.db, { userId, featureType: feature, tokens })]);
    else await app.db.batch(statements);
  } catch (error) {
    console.error(`[${app.requestId}] usage tracking failed for ${feature}`, error);
  }
}


/**
 * Records AI tokens spent without counting a use: a model whose answers were all rejected cost
 * tokens, but the member got the offline text, which is not an AI generation.
 */
export async function recordAiTokens(app: AppContext, userId: string, feature: string, tokens: number, now = new Date()) {
  if (!isFeature(feature) || tokens <= 0) return;
  try {
    const month = await userMonth(app, now);
    await app.db.batch([
      incrementUsageStatement(app.db, { userId, month, counter: null, tokens }),
      aiUsageStatement(app.db, { userId, featureType: feature, tokens }),
    ]);
  } catch (error) {
    console.error(`[${app.requestId}] token tracking failed for ${feature}`, error);
  }
}
