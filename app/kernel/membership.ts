/**
 * Free and Premium: the access rule, the features the gate knows, the
 * free monthly limits, and the gate's decision. Pure and client-safe; the server reads the limits
 * from D1 (one source of truth, docs/decisions/007-free-limits.md) and calls `decideAccess`.
 */

export const PREMIUM_ONLY_FEATURES = ["gathering_content", "series_creation", "custom_plan"] as const;
export const COUNTED_FEATURES = ["devotional", "insight", "audio", "journal_entry", "devotional_image"] as const;
export type PremiumOnlyFeature = (typeof PREMIUM_ONLY_FEATURES)[number];
export type CountedFeature = (typeof COUNTED_FEATURES)[number];
export type Feature = PremiumOnlyFeature | CountedFeature;

/** The monthly_usage_limits counters. */
export const USAGE_COUNTERS = [
  "devotional_generations",
  "gathering_content_generations",
  "insight_generations",
  "audio_generations",
  "journal_entries",
  "image_generations",
] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];
export type Usage = Record<UsageCounter, number>;
export type FreeLimits = Record<UsageCounter, number>;

export const FEATURE_COUNTER: Record<Feature, UsageCounter | null> = {
  devotional: "devotional_generations",
  insight: "insight_generations",
  audio: "audio_generations",
  journal_entry: "journal_entries",
  devotional_image: "image_generations",
  gathering_content: "gathering_content_generations",
  series_creation: null,
  custom_plan: null,
};

/** How each feature is named in a sentence, plural ("your monthly limit of 5 audio generations"). */
export const FEATURE_PLURAL_LABEL: Record<Feature, string> = {
  devotional: "devotional generations",
  insight: "insight generations",
  audio: "audio generations",
  journal_entry: "journal entries",
  devotional_image: "devotional images",
  gathering_content: "gathering content generations",
  series_creation: "study series",
  custom_plan: "custom plans",
};

/** The free monthly limits the gate applies — the default the D1 table is seeded with. */
export const DEFAULT_FREE_LIMITS: FreeLimits = {
  devotional_generations: 1,
  gathering_content_generations: 0,
  insight_generations: 1,
  audio_generations: 5,
  journal_entries: 10,
  image_generations: 0,
};

export const GATE_COPY = {
  premiumOnly: (feature: Feature) =>
    `This feature is only available for Premium members. Upgrade to unlock unlimited ${FEATURE_PLURAL_LABEL[feature]}.`,
  limitReached: (limit: number, feature: Feature) =>
    `You've reached your monthly limit of ${limit} ${FEATURE_PLURAL_LABEL[feature]}. Upgrade to Premium for unlimited access.`,
  unknownFeature: "Unknown feature type",
  subscriptionUnavailable: "Unable to verify subscription status",
  usageUnavailable: "Unable to verify usage limits",
  unexpected: "An error occurred while checking access",
  limitTitle: "Usage Limit Reached",
  warningTitle: "Approaching Your Limit",
} as const;

export function isFeature(value: unknown): value is Feature {
  return typeof value === "string" && value in FEATURE_COUNTER;
}

export interface SubscriptionRow {
  plan_type: string;
  status: string;
  trial_end: Date | number | null;
  current_period_end: Date | number | null;
}

const time = (value: Date | number | null) => (value === null ? null : typeof value === "number" ? value : value.getTime());

/** Premium access: (plan contains the word premium, or the trial has not ended) and status active or trialing. */
export function hasPremiumAccess(subscription: SubscriptionRow | null, now: Date): boolean {
  if (!subscription) return false;
  const premiumPlan = /\bpremium\b/i.test(subscription.plan_type.replace(/[_-]/g, " "));
  const trialEnd = time(subscription.trial_end);
  const inTrial = trialEnd !== null && trialEnd > now.getTime();
  return (premiumPlan || inTrial) && (subscription.status === "active" || subscription.status === "trialing");
}

export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

/** The gate: premium is unlimited; premium-only features are closed to free users; counted ones cap. */
export function decideAccess(input: { feature: string; premium: boolean; usage: Usage; limits: FreeLimits }): AccessDecision {
  const { feature, premium, usage, limits } = input;
  if (!isFeature(feature)) return { allowed: false, reason: GATE_COPY.unknownFeature };
  if (premium) return { allowed: true };
  const counter = FEATURE_COUNTER[feature];
  if ((PREMIUM_ONLY_FEATURES as readonly string[]).includes(feature) || counter === null) {
    return { allowed: false, reason: GATE_COPY.premiumOnly(feature) };
  }
  const limit = limits[counter];
  if (usage[counter] >= limit) return { allowed: false, reason: GATE_COPY.limitReached(limit, feature) };
  return { allowed: true };
}

export const WARNING_THRESHOLD = 0.8;

/** The membership snapshot is refreshed (the loaders revalidated) every 60 s while the app is open. */
export const SUBSCRIPTION_REFRESH_MS = 60_000;

/** What check-subscription answers and the client keeps (a subset of the server's snapshot). */
export interface MembershipState {
  premium: boolean;
  plan_type: string | null;
  status: string | null;
  trial_end: number | null;
  current_period_end: number | null;
  warnings: UsageWarning[];
}

export interface UsageWarning {
  feature: CountedFeature;
  used: number;
  limit: number;
  remaining: number;
}

/** "Approaching Your Limit": free users, at 80% or more of a non-zero limit. */
export function usageWarnings(input: { premium: boolean; usage: Usage; limits: FreeLimits }): UsageWarning[] {
  if (input.premium) return [];
  return COUNTED_FEATURES.flatMap((feature) => {
    const counter = FEATURE_COUNTER[feature]!;
    const limit = input.limits[counter];
    const used = input.usage[counter];
    if (limit <= 0 || used < limit * WARNING_THRESHOLD) return [];
    return [{ feature, used, limit, remaining: Math.max(0, limit - used) }];
  });
}

export function warningText(warning: UsageWarning): string {
  const label = FEATURE_PLURAL_LABEL[warning.feature];
  return warning.remaining === 0
    ? `You've used all ${warning.limit} ${label} this month.`
    : `You've used ${warning.used} of ${warning.limit} ${label} this month — ${warning.remaining} left.`;
}

export const EMPTY_USAGE: Usage = {
  devotional_generations: 0,
  gathering_content_generations: 0,
  insight_generations: 0,
  audio_generations: 0,
  journal_entries: 0,
  image_generations: 0,
};

/**
 * A subscription as the admin pages count it: active exactly when the access rule above gives
 * Premium, so a subscription cancelled at its period's end (which Stripe keeps active until then)
 * still counts until that end; "cancelling" once the member has answered the cancel survey since the
 * subscription last changed to what it is now.
 */
export function subscriptionStanding(
  subscription: SubscriptionRow & { updated_at: Date | number },
  cancelAnsweredAt: Date | number | null,
  now: Date,
): { active: boolean; cancelling: boolean } {
  const active = hasPremiumAccess(subscription, now);
  const answered = time(cancelAnsweredAt);
  return { active, cancelling: active && answered !== null && answered >= time(subscription.updated_at)! };
}
