import { describe, expect, it } from "vitest";
import { addDays, datesInAnyTimeZone, dayNumberOf, localDate, memberLocalDate, usageMonth } from "./dates";

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

describe("the dates some time zone is in", () => {
  it("holds every zone's date, hour by hour over two days", () => {
    for (let hour = 0; hour < 48; hour++) {
      const at = new Date(Date.UTC(2026, 11, 31, hour, 30));
      const { earliest, latest } = datesInAnyTimeZone(at);
      for (const zone of Intl.supportedValuesOf("timeZone")) {
        const date = localDate(zone, at);
        expect(date >= earliest && date <= latest, `${zone} at ${at.toISOString()}: ${date}`).toBe(true);
      }
    }
  });

  it("spans three dates while UTC−12 is still in yesterday and UTC+14 already in tomorrow, two otherwise", () => {
    expect(datesInAnyTimeZone(new Date("2026-12-07T11:00:00Z"))).toEqual({ earliest: "2026-12-06", latest: "2026-12-08" });
    expect(datesInAnyTimeZone(new Date("2026-12-07T13:00:00Z"))).toEqual({ earliest: "2026-12-07", latest: "2026-12-08" });
  });
});

describe("calendar arithmetic at the ends of four-digit years", () => {
  it("reads years 0000–0099 as themselves, not as 1900–1999", () => {
    expect(dayNumberOf("0000-02-29")).not.toBeNull(); // year 0 is a leap year; 1900 was not
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addDays("0001-01-01", -1)).toBe("0000-12-31");
  });

  it("refuses impossible days", () => {
    expect(dayNumberOf("2026-02-31")).toBeNull();
    expect(dayNumberOf("2025-02-29")).toBeNull();
    expect(dayNumberOf("2026-13-01")).toBeNull();
  });
});
