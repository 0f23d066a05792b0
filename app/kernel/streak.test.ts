import { afterEach, describe, expect, it } from "vitest";
import { localDate } from "./dates";
import { addDays } from "./dates";
import { computeStreak, STREAK_LOOKBACK_DAYS, streakWindowStart } from "./streak";

/** `count` consecutive days ending on `last`, newest first. */
const run = (last: string, count: number) => Array.from({ length: count }, (_, index) => addDays(last, -index));
const localDays = (zone: string, instants: string[]) => instants.map((instant) => localDate(zone, new Date(instant)));

describe("computeStreak", () => {
  it("is 0 with no days", () => {
    expect(computeStreak([], "2026-11-22")).toBe(0);
  });

  it("counts consecutive days back from today", () => {
    expect(computeStreak(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toBe(3);
  });

  it("counts from yesterday when today has nothing yet", () => {
    expect(computeStreak(["2026-11-20", "2026-11-21"], "2026-11-22")).toBe(2);
  });

  it("is 0 when the latest day is neither today nor yesterday", () => {
    expect(computeStreak(["2026-11-19", "2026-11-20"], "2026-11-22")).toBe(0);
  });

  it("stops at the first gap", () => {
    expect(computeStreak(["2026-11-18", "2026-11-21", "2026-11-22", "2026-11-16", "2026-11-17"], "2026-11-22")).toBe(2);
  });

  it("ignores order and duplicates (a completion and a check-in on the same day count once)", () => {
    expect(computeStreak(["2026-11-22", "2026-11-21", "2026-11-22", "2026-11-20", "2026-11-21"], "2026-11-22")).toBe(3);
  });

  it("does not count a day after today yet", () => {
    expect(computeStreak(["2026-11-23"], "2026-11-22")).toBe(0);
    expect(computeStreak(["2026-11-21", "2026-11-22", "2026-11-23"], "2026-11-22")).toBe(2);
  });

  it("ignores text that is not a calendar date", () => {
    expect(computeStreak(["2027-02-29", "2027-02-28", "not-a-date", "2027-03-01"], "2027-03-01")).toBe(2);
  });

  it.each([
    ["a month boundary", ["2026-11-29", "2026-11-30", "2026-12-01"], "2026-12-01", 3],
    ["a year boundary", ["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-01", 3],
    ["a leap day", ["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01", 3],
    ["February without a leap day", ["2027-02-27", "2027-02-28", "2027-03-01"], "2027-03-01", 3],
  ])("runs across %s", (_name, days, today, streak) => {
    expect(computeStreak(days, today)).toBe(streak);
  });

  describe(`the ${STREAK_LOOKBACK_DAYS}-day lookback`, () => {
    it("starts 364 days before today", () => {
      expect(streakWindowStart("2026-11-22")).toBe("2025-11-23");
    });

    it("counts at most 365 days", () => {
      expect(computeStreak(run("2026-11-22", 365), "2026-11-22")).toBe(365);
      expect(computeStreak(run("2026-11-22", 400), "2026-11-22")).toBe(365);
    });

    it("drops the day just outside the window", () => {
      const endingYesterday = run("2026-11-21", 365);
      expect(endingYesterday.at(-1)).toBe(addDays(streakWindowStart("2026-11-22"), -1));
      expect(computeStreak(endingYesterday, "2026-11-22")).toBe(364);
    });
  });
});

describe("streaks across daylight-saving changes (America/New_York)", () => {
  const zone = "America/New_York";

  it("keeps a week of late-evening check-ins around spring forward (2026-03-08, a 23-hour day)", () => {
    // 23:30 local each evening, 4 to 10 March: 04:30Z while on EST, 03:30Z once on EDT.
    const instants = ["2026-03-05T04:30Z", "2026-03-06T04:30Z", "2026-03-07T04:30Z", "2026-03-08T04:30Z", "2026-03-09T03:30Z", "2026-03-10T03:30Z", "2026-03-11T03:30Z"];
    const days = localDays(zone, instants);
    expect(days).toEqual(["2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(computeStreak(days, localDate(zone, new Date("2026-03-11T03:45Z")))).toBe(7);
  });

  it("keeps a week of check-ins just after midnight and just before it around fall back (2026-11-01, a 25-hour day)", () => {
    // Alternating 00:30 and 23:30 local, 28 October to 3 November.
    const instants = ["2026-10-28T04:30Z", "2026-10-30T03:30Z", "2026-10-30T04:30Z", "2026-11-01T03:30Z", "2026-11-01T05:30Z", "2026-11-01T06:30Z", "2026-11-02T05:30Z", "2026-11-04T04:30Z"];
    const days = localDays(zone, instants);
    expect(days).toEqual(["2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01", "2026-11-01", "2026-11-02", "2026-11-03"]);
    expect(computeStreak(days, "2026-11-03")).toBe(7);
  });

  describe("whatever zone the machine itself runs in", () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it("steps one calendar day at a time over both changes", () => {
      process.env.TZ = zone;
      expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
      expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
      expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
      expect(addDays("2026-11-02", -2)).toBe("2026-10-31");
      expect(computeStreak(["2026-03-07", "2026-03-08", "2026-03-09"], "2026-03-09")).toBe(3);
      expect(computeStreak(["2026-10-31", "2026-11-01", "2026-11-02"], "2026-11-02")).toBe(3);
    });
  });
});

describe("a traveller: the same instants rendered in two zones", () => {
  // A check-in every day at 19:00 UTC: 08:00 the next morning in Auckland, 11:00 in Los Angeles.
  const instants = ["2026-11-10T19:00Z", "2026-11-11T19:00Z", "2026-11-12T19:00Z", "2026-11-13T19:00Z", "2026-11-14T19:00Z"];

  it.each(["Pacific/Auckland", "America/Los_Angeles"])("gives the same streak in %s", (zone) => {
    const days = localDays(zone, instants);
    expect(computeStreak(days, localDate(zone, new Date("2026-11-14T20:00Z")))).toBe(5);
    expect(computeStreak(days, localDate(zone, new Date("2026-11-15T20:00Z")))).toBe(5);
    expect(computeStreak(days, localDate(zone, new Date("2026-11-16T20:00Z")))).toBe(0);
  });

  it("puts the days on different dates in each zone", () => {
    expect(localDays("Pacific/Auckland", instants)[0]).toBe("2026-11-11");
    expect(localDays("America/Los_Angeles", instants)[0]).toBe("2026-11-10");
  });

  it("keeps the streak of a man flying east from Auckland to Los Angeles (a date repeats)", () => {
    const days = [...localDays("Pacific/Auckland", instants.slice(0, 3)), ...localDays("America/Los_Angeles", instants.slice(3))];
    expect(days).toEqual(["2026-11-11", "2026-11-12", "2026-11-13", "2026-11-13", "2026-11-14"]);
    expect(computeStreak(days, localDate("America/Los_Angeles", new Date("2026-11-14T20:00Z")))).toBe(4);
  });
});
