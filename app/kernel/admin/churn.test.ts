import { describe, expect, it } from "vitest";
import { churnMonth, lastMonths, spanOf, type SubscriptionSpan } from "./churn";

const at = (date: string) => Date.parse(`${date}T12:00:00Z`);
const november = { start: Date.UTC(2026, 10, 1), end: Date.UTC(2026, 11, 1) };

describe("a month's churn, worked by hand", () => {
  // Seven members, November 2026:
  //   A paying since September, still paying                     → paying at the start
  //   B paying since August, cancels 10 Nov, ends 30 Nov         → paying at the start, lost
  //   C paying since October, cancelled in October, ends 5 Nov   → paying at the start, lost
  //   D paying since October, ended 25 Oct                       → gone before the month
  //   E trial ends 8 Nov and pays, cancels 20 Nov, ends 25 Nov   → new this month: in neither number; a converted trial
  //   F trial ends 15 Nov, never pays                            → a trial that did not convert
  //   G paying since July, cancels 28 Nov, runs to 10 Dec        → paying at the start, not lost in November
  const spans: SubscriptionSpan[] = [
    { paidFrom: at("2026-09-03"), trialEnd: null, cancelledAt: null, endedAt: null },
    { paidFrom: at("2026-08-01"), trialEnd: null, cancelledAt: at("2026-11-10"), endedAt: at("2026-11-30") },
    { paidFrom: at("2026-10-02"), trialEnd: null, cancelledAt: at("2026-10-20"), endedAt: at("2026-11-05") },
    { paidFrom: at("2026-10-01"), trialEnd: null, cancelledAt: at("2026-10-10"), endedAt: at("2026-10-25") },
    { paidFrom: at("2026-11-08"), trialEnd: at("2026-11-08"), cancelledAt: at("2026-11-20"), endedAt: at("2026-11-25") },
    { paidFrom: null, trialEnd: at("2026-11-15"), cancelledAt: null, endedAt: null },
    { paidFrom: at("2026-07-14"), trialEnd: null, cancelledAt: at("2026-11-28"), endedAt: at("2026-12-10") },
  ];
  const answers = [
    { reason: "too_expensive" as const, at: at("2026-11-10") },
    { reason: "not_using" as const, at: at("2026-11-20") },
    { reason: "too_expensive" as const, at: at("2026-11-28") },
    { reason: "other" as const, at: at("2026-10-20") },
  ];

  it("counts 4 paying at the start, 2 lost (50%), 3 cancellations, 1 of 2 trials converted, and November's reasons", () => {
    expect(churnMonth("2026-11", november, spans, answers)).toEqual({
      month: "2026-11",
      cancellations: 3,
      payingAtStart: 4,
      lost: 2,
      churnRate: 0.5,
      trialsEnded: 2,
      trialsConverted: 1,
      trialConversion: 0.5,
      reasons: { too_expensive: 2, not_using: 1 },
    });
  });

  it("has no rate for a month without paying members or trials", () => {
    expect(churnMonth("2026-11", november, [], [])).toMatchObject({ churnRate: null, trialConversion: null, cancellations: 0 });
  });
});

describe("the months and the spans", () => {
  it("lists the last months oldest first, across a year's end", () => {
    expect(lastMonths(new Date("2027-01-15T00:00:00Z"), 3).map((month) => month.month)).toEqual(["2026-11", "2026-12", "2027-01"]);
  });

  const row = { plan_type: "premium_monthly", status: "active", provider: "stripe", trial_end: null, current_period_end: null, created_at: at("2026-09-01"), updated_at: at("2026-09-01") };
  const now = at("2026-11-24");

  it("counts a Stripe Premium plan as paying from its start, or from its trial's end", () => {
    expect(spanOf(row, null, now)).toEqual({ paidFrom: at("2026-09-01"), trialEnd: null, cancelledAt: null, endedAt: null });
    expect(spanOf({ ...row, trial_end: at("2026-09-08") }, null, now).paidFrom).toBe(at("2026-09-08"));
  });

  it("never counts an administrator's grant or a running trial as paying", () => {
    expect(spanOf({ ...row, provider: "admin", plan_type: "premium_comp" }, null, now).paidFrom).toBeNull();
    expect(spanOf({ ...row, status: "trialing", trial_end: at("2026-11-30") }, null, now).paidFrom).toBeNull();
  });

  it("ends a cancelled subscription at its period's end, cancelled when he answered the survey", () => {
    const cancelled = { ...row, status: "canceled", current_period_end: at("2026-11-30"), updated_at: at("2026-11-30") };
    expect(spanOf(cancelled, at("2026-11-02"), now)).toEqual({ paidFrom: at("2026-09-01"), trialEnd: null, cancelledAt: at("2026-11-02"), endedAt: at("2026-11-30") });
    expect(spanOf(cancelled, null, now).cancelledAt).toBe(at("2026-11-30"));
  });

  it("counts a trial cancelled before it ended as never paid", () => {
    const dropped = { ...row, status: "canceled", trial_end: at("2026-11-10"), current_period_end: at("2026-11-05"), updated_at: at("2026-11-05") };
    expect(spanOf(dropped, null, now)).toMatchObject({ paidFrom: null, trialEnd: at("2026-11-10"), endedAt: null });
  });
});
