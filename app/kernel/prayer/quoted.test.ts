/**
 * The words and numbers Prayer promises its members, held to the letter: a change here is a change
 * to what the product says, so it must be made on purpose.
 */
import { describe, expect, it } from "vitest";
import { PRAYER_CATEGORY_LABELS, PRAYER_COPY } from "../copy/prayer";
import { PRAYER_AUDIENCES, PRAYER_CATEGORIES, PRAYER_LIMITS, SHARED_REQUEST_TTL_DAYS } from "./rules";

describe("Prayer's quoted words and numbers", () => {
  it("keeps the buttons, the live page and the daily summary word for word", () => {
    expect([PRAYER_COPY.prayed, PRAYER_COPY.prayAll, PRAYER_COPY.answered]).toEqual(["I prayed", "Pray for all", "Answered"]);
    expect([PRAYER_COPY.live.prayingNow(2), PRAYER_COPY.live.amen, PRAYER_COPY.live.next]).toEqual(["2 praying now", "Amen", "Next"]);
    expect(PRAYER_COPY.prayedSummary(3)).toBe("3 brothers prayed for you today");
  });

  it("keeps 500 characters, 30 days, the six categories and the three audiences", () => {
    expect(PRAYER_LIMITS.body.max).toBe(500);
    expect(SHARED_REQUEST_TTL_DAYS).toBe(30);
    expect(PRAYER_CATEGORIES).toEqual(["family", "marriage", "work", "health", "faith", "other"]);
    expect(Object.values(PRAYER_CATEGORY_LABELS)).toEqual(["Family", "Marriage", "Work", "Health", "Faith", "Other"]);
    expect(PRAYER_AUDIENCES).toEqual(["private", "flock", "pasture"]);
  });
});
