import { describe, expect, it } from "vitest";
import { zonedInstant } from "./wall-clock";

describe("zonedInstant", () => {
  it.each([
    ["2026-12-01", "19:30", "America/Chicago", "2026-12-02T01:30:00.000Z"],
    ["2026-07-01", "19:30", "America/Chicago", "2026-07-02T00:30:00.000Z"],
    ["2026-07-01", "08:00", "Asia/Kolkata", "2026-07-01T02:30:00.000Z"],
    ["2026-07-01", "08:00", "UTC", "2026-07-01T08:00:00.000Z"],
    // Spring forward in Chicago: 02:30 does not exist, so it lands after the jump (03:30 CDT).
    ["2026-03-08", "02:30", "America/Chicago", "2026-03-08T08:30:00.000Z"],
    // Fall back in Chicago: 01:30 happens twice; the first (CDT) is taken.
    ["2026-11-01", "01:30", "America/Chicago", "2026-11-01T06:30:00.000Z"],
    // The same two cases east of Greenwich.
    ["2026-03-29", "02:30", "Europe/Berlin", "2026-03-29T01:30:00.000Z"],
    ["2026-10-25", "02:30", "Europe/Berlin", "2026-10-25T00:30:00.000Z"],
  ])("%s %s in %s is %s", (date, time, zone, iso) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(iso);
  });
});
