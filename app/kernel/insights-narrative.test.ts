import { describe, expect, it } from "vitest";
import { aggregatePeriod, type MemberRows } from "./insights";
import { CLOSINGS, composeOfflineNarrative } from "./insights-narrative";
import { periodContaining } from "./insights-period";

const week = periodContaining("week", "2026-03-02");
const quiet: MemberRows = { progress: [], checkIns: [], journalDates: [], whisperDates: [], planDates: [] };
const days = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"];

function walked(connections: number[], mood: "struggling" | "good" = "good"): MemberRows {
  return {
    progress: connections.map((connection, index) => ({ date: days[index]!, completed: true, connection })),
    checkIns: connections.map((_, index) => ({ date: days[index]!, mood, focusAreas: ["Fatherhood", "Prayer Life"] })),
    journalDates: ["2026-03-04", "2026-03-04", "2026-02-25", "2026-02-18"],
    whisperDates: [],
    planDates: [],
  };
}

describe("the offline narrative", () => {
  it("tells a full week back in plain words, from the numbers", () => {
    const text = composeOfflineNarrative(aggregatePeriod(week, "2026-03-10", walked([40, 45, 50, 55, 60, 65, 70])));
    expect(text).toContain("In the week of Mar 2 – 8, 2026, you completed the devotional on 7 of 7 days and checked in 7 times.");
    expect(text).toContain("You showed up every single day.");
    expect(text).toContain("You wrote 2 journal entries, and lately you write most often on Wednesdays.");
    expect(text).toContain("Your sense of connection with God averaged 55 (Connected).");
    expect(text).toContain("It rose from 40 to 70");
    expect(text).toContain("you most often called yourself good");
    expect(text).toContain("You kept coming back to Fatherhood and Prayer Life.");
    expect(text).toContain(CLOSINGS.rising.text);
    expect(text.split("\n\n")).toHaveLength(3);
  });

  it("meets a hard week gently and points to Isaiah 41:10", () => {
    const text = composeOfflineNarrative(aggregatePeriod(week, "2026-03-10", walked([60, 40, 30], "struggling")));
    expect(text).toContain("checked in 3 times");
    expect(text).toContain("It slipped from 60 to 30.");
    expect(text).toContain(CLOSINGS.low.verse);
  });

  it("does not scold a quiet week", () => {
    const text = composeOfflineNarrative(aggregatePeriod(week, "2026-03-10", quiet));
    expect(text).toContain("the devotional and the check-in stayed quiet");
    expect(text).toContain(CLOSINGS.quiet.verse);
    expect(text).not.toMatch(/0 of 7/);
  });

  it("says 'so far' while the period runs, and names a month by its name", () => {
    expect(composeOfflineNarrative(aggregatePeriod(week, "2026-03-03", walked([50, 52])))).toMatch(/^So far in the week of Mar 2 – 8, 2026, you completed the devotional on 2 of 2 days and checked in twice\./);
    const month = composeOfflineNarrative(aggregatePeriod(periodContaining("month", "2026-03-01"), "2026-04-01", walked([50])));
    expect(month).toMatch(/^In March 2026, you completed the devotional on 1 of 31 days and checked in once\./);
    expect(month).toContain(CLOSINGS.steady.verse);
  });

  it("is the same text for the same numbers", () => {
    const stats = aggregatePeriod(week, "2026-03-10", walked([50, 60]));
    expect(composeOfflineNarrative(stats)).toBe(composeOfflineNarrative(structuredClone(stats)));
  });
});
