import { describe, expect, it } from "vitest";
import { catchUpStartDate, daysBetween, planSchedule, resumedStartDate, scheduledDay, startDateAllowed } from "./schedule";

const active = (startDate: string) => ({ startDate, status: "active" as const, pausedOn: null });

describe("scheduledDay", () => {
  it("is day 1 on the start date and one more each calendar day, capped at the plan's length", () => {
    expect(scheduledDay(active("2026-11-20"), 7, "2026-11-20")).toBe(1);
    expect(scheduledDay(active("2026-11-20"), 7, "2026-11-22")).toBe(3);
    expect(scheduledDay(active("2026-11-20"), 7, "2026-11-26")).toBe(7);
    expect(scheduledDay(active("2026-11-20"), 7, "2026-12-30")).toBe(7);
  });

  it("is 0 before a start date in the future", () => {
    expect(scheduledDay(active("2026-11-25"), 7, "2026-11-22")).toBe(0);
  });

  it("counts calendar days across month ends, leap days and DST changes", () => {
    expect(scheduledDay(active("2028-02-27"), 21, "2028-03-01")).toBe(4);
    expect(scheduledDay(active("2026-03-07"), 21, "2026-03-09")).toBe(3);
    expect(scheduledDay(active("2026-10-31"), 21, "2026-11-02")).toBe(3);
  });

  it("stands still while paused", () => {
    const paused = { startDate: "2026-11-20", status: "paused" as const, pausedOn: "2026-11-22" };
    expect(scheduledDay(paused, 14, "2026-11-22")).toBe(3);
    expect(scheduledDay(paused, 14, "2026-12-10")).toBe(3);
  });
});

describe("planSchedule", () => {
  it("shows today's day and nothing behind when the member keeps up", () => {
    const schedule = planSchedule({ enrollment: active("2026-11-20"), lengthDays: 7, completedDays: [1, 2], today: "2026-11-22" });
    expect(schedule).toMatchObject({ scheduledDay: 3, todayDay: 3, behind: 0, nextDay: 3, completedCount: 2, startsIn: 0, finished: false });
  });

  it("counts the unread days before today as behind", () => {
    const schedule = planSchedule({ enrollment: active("2026-11-15"), lengthDays: 10, completedDays: [1, 3], today: "2026-11-20" });
    expect(schedule.scheduledDay).toBe(6);
    expect(schedule.behind).toBe(3); // days 2, 4 and 5
    expect(schedule.nextDay).toBe(2);
  });

  it("before the start shows day 1 and how many days until it", () => {
    const schedule = planSchedule({ enrollment: active("2026-11-25"), lengthDays: 7, completedDays: [], today: "2026-11-22" });
    expect(schedule).toMatchObject({ scheduledDay: 0, todayDay: 1, behind: 0, startsIn: 3 });
  });

  it("ignores day numbers outside the plan and repeats, and is finished when every day is done", () => {
    const schedule = planSchedule({ enrollment: active("2026-11-01"), lengthDays: 3, completedDays: [1, 2, 2, 3, 9, 0], today: "2026-11-22" });
    expect(schedule).toMatchObject({ completedCount: 3, finished: true, nextDay: null, behind: 0 });
  });
});

describe("catch me up", () => {
  it("moves the start so the first unread day is today", () => {
    const today = "2026-11-20";
    const schedule = planSchedule({ enrollment: active("2026-11-15"), lengthDays: 10, completedDays: [1, 3], today });
    const start = catchUpStartDate(schedule, today)!;
    expect(start).toBe("2026-11-19");
    const after = planSchedule({ enrollment: active(start), lengthDays: 10, completedDays: [1, 3], today });
    expect(after.scheduledDay).toBe(2);
    expect(after.behind).toBe(0);
  });

  it("has nothing to do when the member is not behind", () => {
    const schedule = planSchedule({ enrollment: active("2026-11-20"), lengthDays: 10, completedDays: [1, 2], today: "2026-11-22" });
    expect(catchUpStartDate(schedule, "2026-11-22")).toBeNull();
  });
});

describe("pause and resume", () => {
  it("resuming moves the start date by the days spent paused, so the same day is next", () => {
    const paused = { startDate: "2026-11-20", status: "paused" as const, pausedOn: "2026-11-22" };
    const start = resumedStartDate(paused, "2026-11-29");
    expect(start).toBe("2026-11-27");
    expect(scheduledDay(active(start), 14, "2026-11-29")).toBe(scheduledDay(paused, 14, "2026-11-29"));
  });

  it("leaves an active plan's start alone", () => {
    expect(resumedStartDate(active("2026-11-20"), "2026-11-29")).toBe("2026-11-20");
  });
});

describe("start date window", () => {
  it("allows 30 days back to a year ahead, and only real dates", () => {
    expect(startDateAllowed("2026-11-22", "2026-11-22")).toBe(true);
    expect(startDateAllowed("2026-10-23", "2026-11-22")).toBe(true);
    expect(startDateAllowed("2026-10-22", "2026-11-22")).toBe(false);
    expect(startDateAllowed("2027-11-22", "2026-11-22")).toBe(true);
    expect(startDateAllowed("2027-11-23", "2026-11-22")).toBe(false);
    expect(startDateAllowed("2026-02-30", "2026-02-01")).toBe(false);
    expect(() => daysBetween("soon", "2026-11-22")).toThrow(RangeError);
  });
});
