import { describe, expect, it } from "vitest";
import { localDate, usageMonth } from "./dates";

describe("local days and usage months", () => {
  it("puts the same instant on different days in different zones", () => {
    const instant = new Date("2026-12-01T03:30:00Z");
    expect(localDate("UTC", instant)).toBe("2026-12-01");
    expect(localDate("America/Chicago", instant)).toBe("2026-11-30");
    expect(localDate("Asia/Tokyo", instant)).toBe("2026-12-01");
  });

  it("starts the usage month on the first local day", () => {
    const instant = new Date("2026-12-01T03:30:00Z");
    expect(usageMonth("America/Chicago", instant)).toBe("2026-11-01");
    expect(usageMonth("UTC", instant)).toBe("2026-12-01");
    expect(usageMonth("Pacific/Kiritimati", new Date("2026-12-31T10:30:00Z"))).toBe("2027-01-01");
  });
});
