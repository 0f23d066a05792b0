import { describe, expect, it } from "vitest";
import { membershipCounts, parsePriceLabel, recurringRevenue, type DashboardSubscription } from "./dashboard";

const now = new Date("2026-11-24T12:00:00Z");
const future = Date.parse("2026-12-01T00:00:00Z");
const past = Date.parse("2026-11-01T00:00:00Z");
const sub = (fields: Partial<DashboardSubscription>): DashboardSubscription => ({
  plan_type: "premium_monthly",
  status: "active",
  trial_end: null,
  current_period_end: null,
  provider: "stripe",
  ...fields,
});

describe("membershipCounts", () => {
  it("counts a live trial as a trial, other Premium access as Premium, and an ended trial as neither", () => {
    const rows = [
      sub({}),
      sub({ plan_type: "premium_comp", provider: "admin" }),
      sub({ plan_type: "premium_yearly", status: "trialing", trial_end: future }),
      sub({ plan_type: "free", status: "trialing", trial_end: past, provider: "admin" }),
    ];
    expect(membershipCounts(rows, now)).toEqual({ premium: 2, trials: 1 });
  });
});

describe("recurringRevenue", () => {
  const rows = [
    sub({}),
    sub({}),
    sub({ plan_type: "premium_yearly" }),
    sub({ plan_type: "premium_yearly", status: "trialing", trial_end: future }),
    sub({ plan_type: "premium_comp", provider: "admin" }),
  ];

  it("is off when billing is off", () => {
    expect(recurringRevenue(rows, { on: false }, now)).toEqual({ state: "off" });
  });

  it("counts paying Stripe subscriptions without inventing prices", () => {
    expect(recurringRevenue(rows, { on: true }, now)).toEqual({ state: "unpriced", monthly: 2, yearly: 1 });
  });

  it("two monthly at $4.99 and one yearly at $47.88 make $13.97 a month", () => {
    expect(recurringRevenue(rows, { on: true, monthlyLabel: "$4.99", yearlyLabel: "$47.88" }, now)).toEqual({
      state: "priced",
      monthly: 2,
      yearly: 1,
      amount: 13.97,
      label: "$13.97",
    });
  });
});

describe("parsePriceLabel", () => {
  it.each([
    ["$4.99", 4.99, "$9.98"],
    ["4,99 €", 4.99, "9,98 €"],
    ["USD 49", 49, "USD 9.98"],
  ])("%s", (label, amount, doubled) => {
    const price = parsePriceLabel(label)!;
    expect(price.amount).toBe(amount);
    expect(price.format(9.98)).toBe(doubled);
  });

  it("has no price without a number", () => {
    expect(parsePriceLabel("Price shown at checkout")).toBeNull();
    expect(parsePriceLabel(undefined)).toBeNull();
  });
});
