import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { streakCalendar } from "./insights";
import { BAR_LAYOUT, barRows, heatmapGeometry, TREND_PLOT, trendGeometry } from "./insights-chart";

describe("the connection trend", () => {
  const week = { start: "2026-03-02", days: 7 };
  const { left, right, top, bottom, width, height } = TREND_PLOT;

  it("spreads the period's days across the plot and maps 0–100 onto its height", () => {
    const geometry = trendGeometry(
      [
        { date: "2026-03-08", value: 100 },
        { date: "2026-03-02", value: 0 },
      ],
      week,
    );
    expect(geometry.dots.map(({ x, y }) => [x, y])).toEqual([
      [left, height - bottom],
      [width - right, top],
    ]);
    expect(geometry.xOf("2026-03-05")).toBe(left + (width - left - right) / 2);
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([0, 25, 50, 75, 100]);
    expect(geometry.yTicks[2]!.y).toBe((top + height - bottom) / 2);
  });

  it("breaks the line where a day has no value", () => {
    const geometry = trendGeometry(
      ["2026-03-02", "2026-03-03", "2026-03-05"].map((date) => ({ date, value: 50 })),
      week,
    );
    expect(geometry.path.match(/[ML]/g)).toEqual(["M", "L", "M"]);
  });

  it("centres a one-day period and clamps values outside 0–100", () => {
    const geometry = trendGeometry([{ date: "2026-03-02", value: 140 }], { start: "2026-03-02", days: 1 });
    expect(geometry.dots[0]).toMatchObject({ x: left + (width - left - right) / 2, y: top });
    expect(trendGeometry([], week).path).toBe("");
  });
});

describe("bars", () => {
  it("scales to the largest value, and draws nothing for zero", () => {
    const { rows, height } = barRows([
      { label: "Good", value: 4 },
      { label: "Great", value: 2 },
      { label: "Neutral", value: 0 },
    ]);
    const track = BAR_LAYOUT.width - BAR_LAYOUT.labelWidth - BAR_LAYOUT.valueWidth;
    expect(rows.map((row) => row.length)).toEqual([track, track / 2, 0]);
    expect(rows.map((row) => row.y)).toEqual([0, BAR_LAYOUT.rowHeight, 2 * BAR_LAYOUT.rowHeight]);
    expect(height).toBe(3 * BAR_LAYOUT.rowHeight);
  });

  it("keeps all-zero bars empty rather than dividing by zero", () => {
    expect(barRows([{ label: "Mon", value: 0 }]).rows[0]!.length).toBe(0);
  });
});

describe("the heatmap", () => {
  it("puts weeks in columns and Monday on top", () => {
    const calendar = streakCalendar([], [], "2026-11-23"); // a Monday; the window opens on Monday 2025-11-24
    const geometry = heatmapGeometry(calendar.days);
    const [first] = geometry.cells;
    const last = geometry.cells.at(-1)!;
    expect(first).toMatchObject({ date: "2025-11-24", x: 28, y: 14 });
    expect(last).toMatchObject({ date: "2026-11-23", y: 14 });
    expect(last.x).toBe(28 + 52 * 12);
    expect(geometry.width).toBe(28 + 53 * 12);
    expect(geometry.height).toBe(14 + 7 * 12);
    const sunday = geometry.cells.find((cell) => cell.date === "2025-11-30")!;
    expect(sunday).toMatchObject({ x: 28, y: 14 + 6 * 12 });
  });

  it("labels each month once where it begins, without crowding", () => {
    const calendar = streakCalendar([], [], "2026-11-23");
    const months = heatmapGeometry(calendar.days).months.map((month) => month.month);
    // The window's first days (late November) give way to December; the current month is labelled.
    expect(months[0]).toBe("2025-12");
    expect(months).toContain("2026-11");
    expect(new Set(months).size).toBe(months.length);
    expect(months).toHaveLength(12);
  });

  it("keeps the first month when it has room", () => {
    const days = Array.from({ length: 60 }, (_, index) => ({ date: addDays("2026-03-01", index), level: 0 as const }));
    expect(heatmapGeometry(days).months.map((month) => month.month)).toEqual(["2026-03", "2026-04"]);
  });
});
