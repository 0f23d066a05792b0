/**
 * The one gate every feature calls: who is Premium, what this month's usage is, and
 * whether a feature may run now. A counted feature reserves its use before the work
 * (`reserveFeatureUse`); `checkFeatureAccess` answers for the Premium-only features.
 */
import {
  decideAccess,
  FEATURE_COUNTER,
  type CountedFeature,
  GATE_COPY,
  hasPremiumAccess,
  isFeature,
  usageWarnings,
  type AccessDecision,
  type FreeLimits,
  type MembershipState,
  type Usage,
} from "../../app/kernel/membership";
import { monthStart } from "../../app/kernel/dates";
import type { AppContext } from "../context";
import { todayFor } from "./progress.server";
import { subscriptionQuery } from "./subscriptions.server";
import {
  aiUsageStatement,
  freeLimitsQuery,
  incrementUsageStatement,
  limitsFromRows,
  refundUsageStatement,
  reserveUsageStatement,
  usageFromRow,
  usageQuery,
} from "./usage.server";

export interface MembershipSnapshot extends MembershipState {
  month: string;
  usage: Usage;
  limits: FreeLimits;
}

const epoch = (value: Date | null | undefined) => (value ? value.getTime() : null);

/** The month of his today, so a time-zone change cannot take him back into last month's free uses. */
async function userMonth(app: AppContext, now: Date) {
  return monthStart(await todayFor(app, now));
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

/** The gate's answer, with its fixed failure texts when a lookup itself fails. */
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

export type Reservation = { allowed: true; refund(): Promise<void> } | { allowed: false; reason: string };

/**
 * Takes one use of a counted feature BEFORE its work is done, so N parallel requests can never pass
 * the free limit: the reservation is a single conditional upsert (reserveUsageStatement). Premium
 * members are not limited, but their uses are still counted. When the work then fails, the caller
 * calls `refund()`; a refund that cannot be written is only logged (usage tracking failures never
 * fail the person's action).
 */
export async function reserveFeatureUse(app: AppContext, userId: string, feature: CountedFeature, now = new Date()): Promise<Reservation> {
  const counter = FEATURE_COUNTER[feature]!;
  let month: string;
  try {
    month = await userMonth(app, now);
  } catch (error) {
    console.error(`[${app.requestId}] access check failed`, error);
    return { allowed: false, reason: GATE_COPY.unexpected };
  }
  let premium: boolean;
  let limits: FreeLimits;
  try {
    const [subscriptionRows, limitRows] = await app.db.batch([subscriptionQuery(app.db, userId), freeLimitsQuery(app.db)]);
    premium = hasPremiumAccess(subscriptionRows[0] ?? null, now);
    limits = limitsFromRows(limitRows);
  } catch (error) {
    console.error(`[${app.requestId}] subscription lookup failed`, error);
    return { allowed: false, reason: GATE_COPY.subscriptionUnavailable };
  }
  const limit = premium ? null : limits[counter];
  const limitReached = { allowed: false, reason: GATE_COPY.limitReached(limits[counter], feature) } as const;
  if (limit !== null && limit <= 0) return limitReached;
  try {
    const reserved = await reserveUsageStatement(app.db, { userId, month, counter, limit });
    if (reserved.length === 0) return limitReached;
  } catch (error) {
    console.error(`[${app.requestId}] usage lookup failed`, error);
    return { allowed: false, reason: GATE_COPY.usageUnavailable };
  }
  const refund = async () => {
    try {
      await refundUsageStatement(app.db, { userId, month, counter });
    } catch (error) {
      console.error(`[${app.requestId}] refunding a ${feature} use failed`, error);
    }
  };
  return { allowed: true, refund };
}

/**
 * Records AI tokens spent without counting a use: the use was reserved before the work, or there
 * was none (a model whose answers were all rejected cost tokens, but the member got the offline
 * text, which is not an AI generation).
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
