import { describe, expect, it } from "vitest";
import {
  checkPeriod,
  daysBetween,
  isPeriodStart,
  isWeeklySummaryDue,
  mondayMorningSomewhere,
  lastWeek,
  pagePeriod,
  periodContaining,
  periodLabel,
  shiftPeriod,
  weekdayIndex,
  weekStartOf,
} from "./insights-period";
import { parseInsightRequest } from "./insights-request";

describe("periods at the ends of the calendar", () => {
  it("ends December 9999 on its 31st and never takes it as begun", () => {
    expect(periodContaining("month", "9999-12-15")).toEqual({ period: "month", start: "9999-12-01", end: "9999-12-31" });
    expect(checkPeriod("month", "9999-12-01", "2026-11-24")).toEqual({ ok: false, problem: "future" });
    expect(pagePeriod("month", "9999-12-01", "2026-11-24")).toEqual(periodContaining("month", "2026-11-24"));
  });

  it("takes year 0000 as too old, not as 1900", () => {
    expect(checkPeriod("month", "0000-01-01", "2026-11-24")).toEqual({ ok: false, problem: "tooOld" });
  });
});

describe("weeks run Monday to Sunday", () => {
  it.each([
    ["2026-03-09", 0, "2026-03-09"], // Monday
    ["2026-03-08", 6, "2026-03-02"], // Sunday, the US spring-forward day
    ["2026-03-11", 2, "2026-03-09"],
    ["1970-01-01", 3, "1969-12-29"], // a Thursday
    ["2027-01-01", 4, "2026-12-28"], // across a new year
  ])("%s is weekday %i of the week starting %s", (date, index, monday) => {
    expect(weekdayIndex(date)).toBe(index);
    expect(weekStartOf(date)).toBe(monday);
  });

  it("gives the week and the month containing a day", () => {
    expect(periodContaining("week", "2026-03-08")).toEqual({ period: "week", start: "2026-03-02", end: "2026-03-08" });
    expect(periodContaining("month", "2026-02-17")).toEqual({ period: "month", start: "2026-02-01", end: "2026-02-28" });
    expect(periodContaining("month", "2028-02-03").end).toBe("2028-02-29");
    expect(periodContaining("month", "2026-12-31")).toEqual({ period: "month", start: "2026-12-01", end: "2026-12-31" });
  });

  it("steps weeks and months back and forth, across years", () => {
    expect(shiftPeriod(periodContaining("week", "2026-01-01"), -1)).toEqual({ period: "week", start: "2025-12-22", end: "2025-12-28" });
    expect(shiftPeriod(periodContaining("month", "2026-01-15"), -1)).toEqual({ period: "month", start: "2025-12-01", end: "2025-12-31" });
    expect(shiftPeriod(periodContaining("month", "2026-11-15"), 2).start).toBe("2027-01-01");
    expect(lastWeek("2026-03-09")).toEqual({ period: "week", start: "2026-03-02", end: "2026-03-08" });
    expect(lastWeek("2026-03-15")).toEqual({ period: "week", start: "2026-03-02", end: "2026-03-08" });
  });

  it("counts days inclusively", () => {
    expect(daysBetween("2026-03-02", "2026-03-08")).toBe(7);
    expect(daysBetween("2026-03-02", "2026-03-02")).toBe(1);
    expect(daysBetween("2026-03-02", "2026-03-01")).toBe(0);
  });
});

describe("which periods may be asked for", () => {
  const today = "2026-03-11";
  it("accepts a begun week by its Monday and a begun month by its first day", () => {
    expect(checkPeriod("week", "2026-03-09", today)).toEqual({ ok: true, range: { period: "week", start: "2026-03-09", end: "2026-03-15" } });
    expect(checkPeriod("month", "2026-03-01", today).ok).toBe(true);
    expect(checkPeriod("week", "2000-01-03", today).ok).toBe(true);
  });

  it.each([
    ["week", "2026-03-10", "notStart"],
    ["month", "2026-03-02", "notStart"],
    ["week", "2026-02-30", "notStart"],
    ["week", "2026-3-9", "notStart"],
    ["week", "2026-03-16", "future"],
    ["month", "2026-04-01", "future"],
    ["week", "1999-12-27", "tooOld"],
  ] as const)("refuses %s %s (%s)", (period, start, problem) => {
    expect(checkPeriod(period, start, today)).toEqual({ ok: false, problem });
  });

  it("answers bad form input with a message a person can act on", () => {
    expect(parseInsightRequest({ period: "year", start: "2026-03-09" }, today)).toEqual({ ok: false, message: "Choose a week or a month." });
    expect(parseInsightRequest({ period: "week", start: null }, today)).toEqual({ ok: false, message: "start is required." });
    expect(parseInsightRequest({ period: "week", start: "2026-03-10" }, today)).toEqual({
      ok: false,
      message: "Choose a week by its Monday, written YYYY-MM-DD.",
    });
    expect(parseInsightRequest({ period: "month", start: "2026-05-01" }, today)).toEqual({
      ok: false,
      message: "That period hasn't begun yet. Choose this one or an earlier one.",
    });
    expect(parseInsightRequest({ period: "week", start: " 2026-03-09 " }, today)).toMatchObject({ ok: true, range: { start: "2026-03-09" } });
  });

  it("shows the current week for a missing or mistyped period on the page", () => {
    expect(pagePeriod(null, null, today)).toEqual({ period: "week", start: "2026-03-09", end: "2026-03-15" });
    expect(pagePeriod("month", "2026-02-01", today)).toEqual({ period: "month", start: "2026-02-01", end: "2026-02-28" });
    expect(pagePeriod("month", "nonsense", today).start).toBe("2026-03-01");
    expect(pagePeriod("decade", "2026-03-02", today)).toEqual({ period: "week", start: "2026-03-02", end: "2026-03-08" });
    expect(pagePeriod("week", "2026-04-06", today).start).toBe("2026-03-09");
  });

  it("knows a period start when it sees one", () => {
    expect(isPeriodStart("week", "2026-03-09")).toBe(true);
    expect(isPeriodStart("week", "2026-03-08")).toBe(false);
    expect(isPeriodStart("month", "2026-03-01")).toBe(true);
    expect(isPeriodStart("month", "not a date")).toBe(false);
  });
});

describe("labels", () => {
  it.each([
    [{ period: "week", start: "2026-03-02", end: "2026-03-08" }, "Mar 2 – 8, 2026"],
    [{ period: "week", start: "2026-03-30", end: "2026-04-05" }, "Mar 30 – Apr 5, 2026"],
    [{ period: "week", start: "2025-12-29", end: "2026-01-04" }, "Dec 29, 2025 – Jan 4, 2026"],
    [{ period: "month", start: "2026-03-01", end: "2026-03-31" }, "March 2026"],
  ] as const)("%o reads %s", (range, label) => {
    expect(periodLabel(range)).toBe(label);
  });
});

describe("the Monday summary is due once per week, from 08:00 on his Monday", () => {
  it.each([
    [{ date: "2026-03-09", time: "07:45" }, null, false],
    [{ date: "2026-03-09", time: "08:00" }, null, true],
    [{ date: "2026-03-09", time: "23:45" }, "2026-03-02", true],
    [{ date: "2026-03-09", time: "09:00" }, "2026-03-09", false],
    [{ date: "2026-03-10", time: "08:00" }, "2026-03-02", false], // Tuesday: not the day
    [{ date: "2026-03-08", time: "08:00" }, null, false], // Sunday
    [{ date: "2026-03-09", time: "08:15" }, "2026-03-10", false], // moved west across the date line
  ])("%o after %s: %s", (clock, lastSent, due) => {
    expect(isWeeklySummaryDue(clock, lastSent)).toBe(due);
  });
});

describe("the cron looks for Monday mornings only while one exists somewhere", () => {
  it.each([
    ["2026-03-08T17:59:00Z", false], // Sunday: Kiribati (UTC+14) is at 07:59 Monday
    ["2026-03-08T18:00:00Z", true],
    ["2026-03-09T13:00:00Z", true], // 08:00 in Chicago
    ["2026-03-10T11:59:00Z", true], // Baker Island (UTC−12): Monday 23:59
    ["2026-03-10T12:00:00Z", false],
    ["2026-03-12T09:00:00Z", false], // Thursday
  ])("%s → %s", (instant, possible) => {
    expect(mondayMorningSomewhere(new Date(instant))).toBe(possible);
  });
});
