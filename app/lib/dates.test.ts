import { describe, expect, it } from "vitest";
import { localDate, memberLocalDate, usageMonth } from "./dates";

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

  it("keeps a member's today from going back before the day he had reached when he changed zone", () => {
    const instant = new Date("2026-12-01T03:30:00Z");
    expect(memberLocalDate({ timeZone: "America/Chicago", notBefore: "2026-12-01" }, instant)).toBe("2026-12-01");
    expect(memberLocalDate({ timeZone: "America/Chicago", notBefore: null }, instant)).toBe("2026-11-30");
    expect(memberLocalDate({ timeZone: "Asia/Tokyo", notBefore: "2026-11-30" }, instant)).toBe("2026-12-01");
  });
});
