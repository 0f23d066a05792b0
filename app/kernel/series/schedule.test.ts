import { describe, expect, it } from "vitest";
import { sessionDue } from "./schedule";

describe("sessionDue", () => {
  it.each([
    ["2026-11-24", 1],
    ["2026-11-30", 1],
    ["2026-12-01", 2],
    ["2026-12-22", 5],
    ["2026-12-28", 5],
    ["2026-12-29", null],
    ["2026-11-20", 1],
  ])("started 2026-11-24 with 5 sessions, on %s: %s", (today, due) => {
    expect(sessionDue("2026-11-24", today, 5)).toBe(due);
  });

  it("has nothing due for a series without sessions or a date it cannot read", () => {
    expect(sessionDue("2026-11-24", "2026-11-24", 0)).toBeNull();
    expect(sessionDue("not a date", "2026-11-24", 5)).toBeNull();
  });
});
