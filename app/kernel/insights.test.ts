import { describe, expect, it } from "vitest";
import { addDays, localDate } from "./dates";
import {
  aggregatePeriod,
  compactCalendar,
  connectionByDay,
  expandCalendar,
  favouriteWeekday,
  journalRhythm,
  longestRun,
  mostCommonMood,
  rankFocusAreas,
  streakCalendar,
  walkByMonth,
  type MemberRows,
} from "./insights";
import { periodContaining } from "./insights-period";

const none: MemberRows = { progress: [], checkIns: [], journalDates: [], whisperDates: [], planDates: [] };

describe("longestRun", () => {
  it.each([
    [[], 0],
    [["2026-03-01"], 1],
    [["2026-03-03", "2026-03-01", "2026-03-02", "2026-03-02"], 3],
    [["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-05", "2026-03-06"], 3],
    [["2026-03-07", "2026-03-08", "2026-03-09"], 3], // across the US spring-forward Sunday
  ])("%j → %i", (dates, run) => {
    expect(longestRun(dates)).toBe(run);
  });
});

describe("a period's numbers", () => {
  // The week of the US spring-forward (Sunday 2026-03-08, a 23-hour day in Chicago).
  const week = periodContaining("week", "2026-03-04");
  const rows: MemberRows = {
    progress: [
      { date: "2026-03-01", completed: true, connection: 90 }, // the Sunday before: not this week
      { date: "2026-03-02", completed: true, connection: 40 },
      { date: "2026-03-03", completed: true, connection: 50 },
      { date: "2026-03-03", completed: false, connection: 61 }, // a backup devotional the same day
      { date: "2026-03-05", completed: false, connection: 70 },
      { date: "2026-03-07", completed: true, connection: 64 },
      { date: "2026-03-08", completed: true, connection: 72 },
    ],
    checkIns: [
      { date: "2026-03-02", mood: "neutral", focusAreas: ["Marriage"] },
      { date: "2026-03-03", mood: "good", focusAreas: ["Fatherhood", "Prayer Life", "Fatherhood"] },
      { date: "2026-03-06", mood: "good", focusAreas: ["Prayer Life", "Fatherhood"] },
      { date: "2026-03-08", mood: "great", focusAreas: ["Prayer Life"] },
      { date: "2026-03-09", mood: "struggling", focusAreas: ["Work"] }, // next week
    ],
    journalDates: ["2026-02-18", "2026-03-04", "2026-03-04", "2026-03-08"],
    whisperDates: ["2026-03-03", "2026-03-10"],
    planDates: ["2026-03-06"],
  };

  it("counts only the period's days, once the period is over", () => {
    const stats = aggregatePeriod(week, "2026-03-12", rows);
    expect(stats).toMatchObject({
      period: "week",
      start: "2026-03-02",
      end: "2026-03-08",
      through: "2026-03-08",
      days: 7,
      completions: 4,
      checkIns: 4,
      journalEntries: 3,
      whispers: 1,
      planDays: 1,
      activeDays: 5, // the 2nd, 3rd, 6th, 7th and 8th: on the 5th he only moved the slider
      longestRun: 3,
    });
  });

  it("averages the connection per day, and across days", () => {
    const stats = aggregatePeriod(week, "2026-03-12", rows);
    expect(stats.connection.points).toEqual([
      { date: "2026-03-02", value: 40 },
      { date: "2026-03-03", value: 56 },
      { date: "2026-03-05", value: 70 },
      { date: "2026-03-07", value: 64 },
      { date: "2026-03-08", value: 72 },
    ]);
    expect(stats.connection).toMatchObject({ average: 60, lowest: 40, highest: 72, change: 32 });
  });

  it("counts moods and ranks the focus areas he checks in on most", () => {
    const stats = aggregatePeriod(week, "2026-03-12", rows);
    expect(stats.moods).toEqual({ struggling: 0, neutral: 1, good: 2, great: 1 });
    expect(stats.focusAreas).toEqual([
      { area: "Prayer Life", count: 3 },
      { area: "Fatherhood", count: 2 },
      { area: "Marriage", count: 1 },
    ]);
  });

  it("stops at today while the period is running", () => {
    const stats = aggregatePeriod(week, "2026-03-04", rows);
    expect(stats).toMatchObject({ through: "2026-03-04", days: 3, completions: 2, checkIns: 2, journalEntries: 2, whispers: 1, planDays: 0 });
  });

  it("is all zeros for a quiet period", () => {
    const stats = aggregatePeriod(week, "2026-03-12", none);
    expect(stats).toMatchObject({ completions: 0, checkIns: 0, activeDays: 0, longestRun: 0, journalEntries: 0 });
    expect(stats.connection).toEqual({ points: [], average: null, lowest: null, highest: null, change: null });
    expect(stats.focusAreas).toEqual([]);
    expect(stats.rhythm).toEqual({ byWeekday: [0, 0, 0, 0, 0, 0, 0], entries: 0, weeks: 0, perWeek: 0 });
  });

  it("counts a month the same way", () => {
    const stats = aggregatePeriod(periodContaining("month", "2026-03-20"), "2026-04-02", rows);
    expect(stats).toMatchObject({ start: "2026-03-01", end: "2026-03-31", days: 31, completions: 5, checkIns: 5, whispers: 2 });
  });

  it("takes dates a member's own clock gave them, across the DST change", () => {
    // 23:30 Saturday and 23:30 Sunday in Chicago, either side of the spring-forward.
    const saturday = localDate("America/Chicago", new Date("2026-03-08T05:30:00Z"));
    const sunday = localDate("America/Chicago", new Date("2026-03-09T04:30:00Z"));
    expect([saturday, sunday]).toEqual(["2026-03-07", "2026-03-08"]);
    const stats = aggregatePeriod(week, "2026-03-09", { ...none, checkIns: [saturday, sunday].map((date) => ({ date, mood: "good", focusAreas: [] })) });
    expect(stats).toMatchObject({ checkIns: 2, longestRun: 2 });
  });
});

describe("helpers", () => {
  it("picks the most common mood (ties: the brighter) and the favourite weekday", () => {
    expect(mostCommonMood({ struggling: 0, neutral: 0, good: 0, great: 0 })).toBeNull();
    expect(mostCommonMood({ struggling: 2, neutral: 1, good: 2, great: 0 })).toBe("good");
    expect(favouriteWeekday([0, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(favouriteWeekday([1, 3, 3, 0, 0, 0, 2])).toBe(1);
  });

  it("ranks focus areas with ties in the onboarding order", () => {
    expect(rankFocusAreas([{ date: "2026-03-01", mood: "good", focusAreas: ["Leadership", "Marriage", "Custom"] }]).map((focus) => focus.area)).toEqual([
      "Marriage",
      "Leadership",
      "Custom",
    ]);
  });

  it("keeps one connection value a day", () => {
    expect(connectionByDay([{ date: "2026-03-02", completed: true, connection: 33 }, { date: "2026-03-02", completed: false, connection: 34 }])).toEqual([
      { date: "2026-03-02", value: 34 },
    ]);
  });
});

describe("the journaling rhythm", () => {
  it("spreads the entries of the last weeks over the weekdays, per week since he began", () => {
    // Three weeks of writing, ending Sunday 2026-03-08: Wednesdays twice, one Sunday, one Monday.
    const rhythm = journalRhythm(["2026-02-18", "2026-03-04", "2026-03-08", "2026-02-23", "2026-03-09"], "2026-03-08");
    expect(rhythm).toEqual({ byWeekday: [1, 0, 2, 0, 0, 0, 1], entries: 4, weeks: 3, perWeek: 1.3 });
  });

  it("looks back at most 12 weeks", () => {
    const rhythm = journalRhythm(["2025-12-08", "2025-12-15", "2026-03-08"], "2026-03-08");
    expect(rhythm).toMatchObject({ entries: 2, weeks: 12, perWeek: 0.2 });
  });
});

describe("the streak calendar", () => {
  const today = "2026-11-23";
  it("covers the 365 days ending today, with both kinds of day", () => {
    const calendar = streakCalendar(
      ["2026-11-23", "2026-11-22", "2026-11-20", "2025-11-23", "2025-11-24"],
      ["2026-11-22", "2026-11-21", "2026-11-30"],
      today,
    );
    expect(calendar.days).toHaveLength(365);
    expect(calendar.days[0]).toEqual({ date: "2025-11-24", level: 1 });
    expect(calendar.days.at(-1)).toEqual({ date: today, level: 1 });
    expect(calendar.days.at(-2)).toEqual({ date: "2026-11-22", level: 2 });
    expect(calendar).toMatchObject({ current: 4, longest: 4, walked: 5 });
  });

  it("travels compactly and comes back whole", () => {
    const calendar = streakCalendar(["2026-11-01"], [], today);
    const compact = compactCalendar(calendar);
    expect(compact.levels).toHaveLength(365);
    expect(compact.first).toBe("2025-11-24");
    expect(expandCalendar(compact)).toEqual(calendar.days);
  });

  it("sums the days walked by month, oldest first", () => {
    const days = Array.from({ length: 10 }, (_, index) => ({ date: addDays("2026-02-25", index), level: (index % 2) as 0 | 1 }));
    expect(walkByMonth(days)).toEqual([
      { month: "2026-02", walked: 2, days: 4 },
      { month: "2026-03", walked: 3, days: 6 },
    ]);
  });
});
