import { describe, expect, it } from "vitest";
import {
  COUNTED_FEATURES,
  DEFAULT_FREE_LIMITS,
  decideAccess,
  EMPTY_USAGE,
  FEATURE_COUNTER,
  hasPremiumAccess,
  PREMIUM_ONLY_FEATURES,
  subscriptionStanding,
  usageWarnings,
  warningText,
  type SubscriptionRow,
} from "./membership";

const now = new Date("2026-11-22T12:00:00Z");
const future = new Date("2026-12-01T00:00:00Z");
const past = new Date("2026-11-01T00:00:00Z");
const sub = (overrides: Partial<SubscriptionRow>): SubscriptionRow => ({
  plan_type: "free",
  status: "active",
  trial_end: null,
  current_period_end: null,
  ...overrides,
});

describe("the access rule", () => {
  it.each([
    ["no row", null, false],
    ["premium, active", sub({ plan_type: "premium" }), true],
    ["premium_monthly, active", sub({ plan_type: "premium_monthly" }), true],
    ["Premium Yearly, trialing", sub({ plan_type: "Premium Yearly", status: "trialing" }), true],
    ["premium, canceled", sub({ plan_type: "premium", status: "canceled" }), false],
    ["premium, past_due", sub({ plan_type: "premium", status: "past_due" }), false],
    ["free, trial in the future, trialing", sub({ status: "trialing", trial_end: future }), true],
    ["free, trial in the past, trialing", sub({ status: "trialing", trial_end: past }), false],
    ["free, trial in the future, canceled", sub({ status: "canceled", trial_end: future }), false],
    ["free, active, no trial", sub({}), false],
    ["'premiumish' is not the word premium", sub({ plan_type: "premiumish" }), false],
    ["trial ending exactly now has ended", sub({ status: "trialing", trial_end: now }), false],
  ])("%s → %s", (_label, subscription, premium) => {
    expect(hasPremiumAccess(subscription, now)).toBe(premium);
  });
});

describe("the gate", () => {
  const atLimit = (counter: keyof typeof EMPTY_USAGE) => ({ ...EMPTY_USAGE, [counter]: DEFAULT_FREE_LIMITS[counter] });
  const belowLimit = (counter: keyof typeof EMPTY_USAGE) => ({
    ...EMPTY_USAGE,
    [counter]: Math.max(0, DEFAULT_FREE_LIMITS[counter] - 1),
  });

  it.each(COUNTED_FEATURES)("%s: premium is unlimited, free is capped at its limit", (feature) => {
    const counter = FEATURE_COUNTER[feature]!;
    const limits = DEFAULT_FREE_LIMITS;
    expect(decideAccess({ feature, premium: true, usage: { ...EMPTY_USAGE, [counter]: 999 }, limits })).toEqual({ allowed: true });
    const limit = limits[counter];
    if (limit > 0) expect(decideAccess({ feature, premium: false, usage: belowLimit(counter), limits })).toEqual({ allowed: true });
    const denied = decideAccess({ feature, premium: false, usage: atLimit(counter), limits });
    expect(denied.allowed).toBe(false);
  });

  it("words the limit message exactly", () => {
    expect(decideAccess({ feature: "audio", premium: false, usage: atLimit("audio_generations"), limits: DEFAULT_FREE_LIMITS })).toEqual({
      allowed: false,
      reason: "You've reached your monthly limit of 5 audio generations. Upgrade to Premium for unlimited access.",
    });
    expect(
      decideAccess({ feature: "journal_entry", premium: false, usage: atLimit("journal_entries"), limits: DEFAULT_FREE_LIMITS }),
    ).toEqual({
      allowed: false,
      reason: "You've reached your monthly limit of 10 journal entries. Upgrade to Premium for unlimited access.",
    });
  });

  it.each(PREMIUM_ONLY_FEATURES)("%s is premium-only", (feature) => {
    expect(decideAccess({ feature, premium: true, usage: EMPTY_USAGE, limits: DEFAULT_FREE_LIMITS })).toEqual({ allowed: true });
    const denied = decideAccess({ feature, premium: false, usage: EMPTY_USAGE, limits: DEFAULT_FREE_LIMITS });
    expect(denied).toMatchObject({ allowed: false });
    expect(!denied.allowed && denied.reason).toMatch(
      /^This feature is only available for Premium members\. Upgrade to unlock unlimited .+\.$/,
    );
  });

  it("answers an unknown feature with \"Unknown feature type\"", () => {
    expect(decideAccess({ feature: "teleport", premium: true, usage: EMPTY_USAGE, limits: DEFAULT_FREE_LIMITS })).toEqual({
      allowed: false,
      reason: "Unknown feature type",
    });
  });

  it("reads limits from the table it is given (one source of truth)", () => {
    const limits = { ...DEFAULT_FREE_LIMITS, devotional_generations: 30 };
    expect(decideAccess({ feature: "devotional", premium: false, usage: { ...EMPTY_USAGE, devotional_generations: 29 }, limits })).toEqual({
      allowed: true,
    });
  });
});

describe("the 80% warning", () => {
  const usage = (journal: number) => ({ ...EMPTY_USAGE, journal_entries: journal });

  it.each([
    [7, false],
    [8, true],
    [10, true],
  ])("journal at %i of 10 → warning %s", (used, shown) => {
    expect(usageWarnings({ premium: false, usage: usage(used), limits: DEFAULT_FREE_LIMITS }).length > 0).toBe(shown);
  });

  it("is for free users only, and never for a zero limit", () => {
    expect(usageWarnings({ premium: true, usage: usage(10), limits: DEFAULT_FREE_LIMITS })).toEqual([]);
    expect(usageWarnings({ premium: false, usage: EMPTY_USAGE, limits: DEFAULT_FREE_LIMITS })).toEqual([]);
  });

  it("names the feature and how many are left", () => {
    const [warning] = usageWarnings({ premium: false, usage: usage(8), limits: DEFAULT_FREE_LIMITS });
    expect(warning).toEqual({ feature: "journal_entry", used: 8, limit: 10, remaining: 2 });
    expect(warningText(warning!)).toBe("You've used 8 of 10 journal entries this month — 2 left.");
  });
});

describe("a subscription's standing on the admin pages", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const later = new Date("2026-12-24T12:00:00Z");
  const row = { plan_type: "premium_monthly", status: "active", trial_end: null, current_period_end: later, updated_at: new Date("2026-11-01T00:00:00Z") };

  it("is active by the access rule, and cancelling once he answered the cancel survey after its last change", () => {
    expect(subscriptionStanding(row, null, now)).toEqual({ active: true, cancelling: false });
    expect(subscriptionStanding(row, new Date("2026-11-20T00:00:00Z"), now)).toEqual({ active: true, cancelling: true });
    expect(subscriptionStanding(row, new Date("2026-10-20T00:00:00Z"), now)).toEqual({ active: true, cancelling: false });
  });

  it("is not active once cancelled by the provider, whatever the survey said", () => {
    expect(subscriptionStanding({ ...row, status: "canceled" }, new Date("2026-11-20T00:00:00Z"), now)).toEqual({ active: false, cancelling: false });
  });
});
