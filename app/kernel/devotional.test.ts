import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { dayOfYear, devotionalImageUrl, fallbackIndexFor, hasGeneratedArtwork, libraryIndexFor } from "./devotional";

describe("which devotional a day gets", () => {
  it("counts the day of the year from 1", () => {
    expect(dayOfYear("2026-01-01")).toBe(1);
    expect(dayOfYear("2026-12-31")).toBe(365);
    expect(dayOfYear("2028-12-31")).toBe(366);
  });

  it("chooses the fallback by day of year modulo 3", () => {
    expect(fallbackIndexFor("2026-01-01")).toBe(1);
    expect(fallbackIndexFor("2026-01-02")).toBe(2);
    expect(fallbackIndexFor("2026-01-03")).toBe(0);
    expect(fallbackIndexFor("2026-11-22")).toBe(dayOfYear("2026-11-22") % 3);
  });

  it("never repeats a library devotional within the library's length", () => {
    const start = "2026-11-22";
    const seen = new Set(Array.from({ length: 40 }, (_, day) => libraryIndexFor(addDays(start, day), 40)));
    expect(seen.size).toBe(40);
    expect(libraryIndexFor(addDays(start, 40), 40)).toBe(libraryIndexFor(start, 40));
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("a devotional's artwork", () => {
  const date = "2026-11-22";
  it("is the day's SVG until a picture is painted", () => {
    expect(devotionalImageUrl(date)).toBe("/images/devotionals/2026-11-22.svg");
    expect(hasGeneratedArtwork({ devotional_date: date, image_url: devotionalImageUrl(date) })).toBe(false);
    expect(hasGeneratedArtwork({ devotional_date: date, image_url: null })).toBe(false);
    expect(
      hasGeneratedArtwork({ devotional_date: date, image_url: `/images/devotionals/${date}-${"0f".repeat(16)}.png` })
    ).toBe(true);
  });
});
