import { describe, expect, it } from "vitest";
import { groupedCount } from "./numbers";
import { relativeTime } from "./notifications";

describe("groupedCount writes a whole number as toLocaleString(\"en-US\") does", () => {
  it.each([0, 7, 999, 1000, 5000, 12345, 999999, 1000000, 1234567890, -1234])("%s", (count) => {
    expect(groupedCount(count)).toBe(count.toLocaleString("en-US"));
  });
});

describe("relativeTime reads as Intl.RelativeTimeFormat(\"en\", { numeric: \"auto\" }) does", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  const units = [
    ["year", 365 * 24 * 3600, 1500],
    ["month", 30 * 24 * 3600, 11],
    ["week", 7 * 24 * 3600, 4],
    ["day", 24 * 3600, 6],
    ["hour", 3600, 23],
    ["minute", 60, 59],
  ] as const;
  it.each(units)("every count of %s", (unit, size, most) => {
    for (let count = 1; count <= most; count++) {
      const at = new Date(now.getTime() - count * size * 1000);
      expect(relativeTime(at, now)).toBe(format.format(-count, unit));
    }
  });
});
