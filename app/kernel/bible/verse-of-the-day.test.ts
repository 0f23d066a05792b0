import { describe, expect, it } from "vitest";
import { addDays } from "../dates";
import { FOCUS_AREAS } from "../focus-areas";
import { parseCanonicalReference } from "./reference";
import { VERSES_OF_THE_DAY, verseOfTheDayFor } from "./verse-of-the-day";

describe("verse of the day", () => {
  it("draws from canonical references, eight for each focus area, none twice", () => {
    for (const { reference } of VERSES_OF_THE_DAY) expect(parseCanonicalReference(reference), reference).not.toBeNull();
    expect(VERSES_OF_THE_DAY).toHaveLength(64);
    expect(new Set(VERSES_OF_THE_DAY.map((verse) => verse.reference)).size).toBe(64);
    for (const area of FOCUS_AREAS) expect(VERSES_OF_THE_DAY.filter((verse) => verse.focus === area)).toHaveLength(8);
  });

  it("is the same verse for the same date, and every verse once in 64 days", () => {
    expect(verseOfTheDayFor("2026-11-22")).toEqual(verseOfTheDayFor("2026-11-22"));
    const days = Array.from({ length: 64 }, (_, index) => verseOfTheDayFor(addDays("2026-11-22", index)).reference);
    expect(new Set(days).size).toBe(64);
    expect(verseOfTheDayFor(addDays("2026-11-22", 64))).toEqual(verseOfTheDayFor("2026-11-22"));
  });

  it("rotates focus areas day by day", () => {
    expect(verseOfTheDayFor("2026-11-22").focus).not.toBe(verseOfTheDayFor("2026-11-23").focus);
  });

  it("refuses a date that is not one", () => {
    expect(() => verseOfTheDayFor("2026-02-30")).toThrow(RangeError);
  });
});
