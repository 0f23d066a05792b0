import { describe, expect, it } from "vitest";
import { usageMonth } from "../../app/kernel/dates";
import { monthsInAnyTimeZone } from "./member-basics.server";

describe("monthsInAnyTimeZone", () => {
  it("is one month in the middle of a month", () => {
    expect(monthsInAnyTimeZone(new Date("2026-11-15T12:00:00Z"))).toEqual(["2026-11-01"]);
  });

  it("is both months while the date line straddles a month's end", () => {
    // 12:00 UTC on Nov 30: Kiritimati (UTC+14) is already in December, Baker Island (UTC−12) is not.
    expect(monthsInAnyTimeZone(new Date("2026-11-30T12:00:00Z"))).toEqual(["2026-11-01", "2026-12-01"]);
    expect(monthsInAnyTimeZone(new Date("2026-12-01T11:00:00Z"))).toEqual(["2026-11-01", "2026-12-01"]);
  });

  it("always holds the month of any member's own clock", () => {
    const zones = ["Pacific/Kiritimati", "Pacific/Auckland", "Asia/Kolkata", "UTC", "America/Chicago", "Pacific/Pago_Pago"];
    for (let hour = 0; hour < 48; hour++) {
      const now = new Date(Date.UTC(2026, 10, 30, hour));
      for (const zone of zones) expect(monthsInAnyTimeZone(now)).toContain(usageMonth(zone, now));
    }
  });
});
