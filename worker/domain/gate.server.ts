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
import type { AppContext } from "../context";
import type { MemberBasics } from "./member-basics.server";
import type { MemberScope } from "./member-scope.server";
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

/** What the gate reads from the request: its database and its id for the logs. */
type GateContext = Pick<AppContext, "db" | "requestId">;

async function readMembership(db: GateContext["db"], userId: string, month: string) {
  const [subscriptionRows, usageRows, limitRows] = await db.batch([
    subscriptionQuery(db, userId),
    usageQuery(db, userId, month),
    freeLimitsQuery(db),
  ]);
  return { subscription: subscriptionRows[0] ?? null, usageRow: usageRows[0], limitRows };
}

/**
 * His membership this usage month. `basics`, when given, must be the same member's (the request's
 * `memberBasics()`): read with his profile, it saves the page a round trip.
 */
export async function membershipSnapshot(
  db: GateContext["db"],
  { id: userId, usageMonth: month, now }: MemberScope,
  basics: MemberBasics | null = null,
): Promise<MembershipSnapshot> {
  const { subscription, usageRow, limitRows } =
    basics && basics.months.includes(month)
      ? {
          subscription: basics.subscription,
          usageRow: basics.usageRows.find((row) => row.month === month),
          limitRows: basics.limitRows,
        }
      : await readMembership(db, userId, month);
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
export async function checkFeatureAccess(app: GateContext, member: MemberScope, feature: string): Promise<AccessDecision> {
  if (!isFeature(feature)) return { allowed: false, reason: GATE_COPY.unknownFeature };
  const { id: userId, usageMonth: month, now } = member;
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
export async function reserveFeatureUse(app: GateContext, member: MemberScope, feature: CountedFeature): Promise<Reservation> {
  const counter = FEATURE_COUNTER[feature]!;
  const { id: userId, usageMonth: month, now } = member;
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
export async function recordAiTokens(app: GateContext, { id: userId, usageMonth: month }: MemberScope, feature: string, tokens: number) {
  if (!isFeature(feature) || tokens <= 0) return;
  try {
    await app.db.batch([
      incrementUsageStatement(app.db, { userId, month, counter: null, tokens }),
      aiUsageStatement(app.db, { userId, featureType: feature, tokens }),
    ]);
  } catch (error) {
    console.error(`[${app.requestId}] token tracking failed for ${feature}`, error);
  }
}
