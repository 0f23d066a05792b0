import { describe, expect, it } from "vitest";
import { membershipSummary } from "./membership-summary";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const none = { premium: false, plan_type: null, status: null, trial_end: null, current_period_end: null, provider: null };

describe("membershipSummary", () => {
  it("a member without a subscription is Free, with nothing else to say", () => {
    expect(membershipSummary(none, "UTC", NOW)).toEqual({
      premium: false,
      plan: "Free",
      status: null,
      trialEnd: null,
      trialEnded: false,
      periodEnd: null,
      provider: null,
      live: false,
    });
  });

  it("a paying monthly member renews on his local date", () => {
    const summary = membershipSummary(
      { premium: true, plan_type: "premium_monthly", status: "active", trial_end: null, current_period_end: Date.parse("2026-04-01T03:00:00Z"), provider: "stripe" },
      "America/Chicago",
      NOW,
    );
    expect(summary).toMatchObject({ plan: "Premium, monthly", status: "Active", periodEnd: "March 31, 2026", live: true });
  });

  it("an administrator's trial that has ended reads as over, not as a trial", () => {
    const facts = { ...none, plan_type: "free", status: "trialing", trial_end: Date.parse("2026-03-01T00:00:00Z"), provider: "admin" };
    expect(membershipSummary(facts, "UTC", NOW)).toMatchObject({ plan: "Free", status: "Trial over", trialEnd: "March 1, 2026", trialEnded: true });
    expect(membershipSummary({ ...facts, premium: true, trial_end: Date.parse("2026-03-20T00:00:00Z") }, "UTC", NOW)).toMatchObject({
      plan: "Premium trial",
      status: "Free trial",
      trialEnded: false,
    });
  });
});
