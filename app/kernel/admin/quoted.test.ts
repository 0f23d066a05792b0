/**
 * The admin area's promised pages, states and numbers, held to the letter: a change here changes
 * what administrators were promised, so it must be made on purpose.
 */
import { describe, expect, it } from "vitest";
import { SUPPORT_COPY } from "../copy/support";
import { SUPPORT_STATUSES } from "../support";
import { FLAG_TYPES, KILL_SWITCHES, STALE_FLAG_DAYS } from "./growth";
import { REVIEW_TARGET_MS } from "./moderation";
import { ARTWORK_DAYS_AHEAD, CRON_JOBS, PROVIDERS } from "./ops";
import { ADMIN_PAGES } from "./rules";

describe("the admin area's quoted pages, states and numbers", () => {
  it("has the ten pages at their paths, in the menu's order", () => {
    expect(ADMIN_PAGES.map((page) => page.slug)).toEqual([
      "dashboard",
      "users",
      "subscriptions",
      "features",
      "support",
      "churn",
      "reports",
      "ab-tests",
      "health",
      "generate-images",
    ]);
  });

  it("keeps support's form name and its three ticket states", () => {
    expect(SUPPORT_COPY.heading).toBe("Contact support");
    expect(SUPPORT_STATUSES).toEqual(["open", "waiting", "closed"]);
  });

  it("keeps the four flag types, the three kill switches and the 40-day staleness", () => {
    expect(FLAG_TYPES).toEqual(["release", "experiment", "kill_switch", "operational"]);
    expect(Object.values(KILL_SWITCHES)).toEqual(["pasture_posting", "gatherings", "ai_devotionals"]);
    expect(STALE_FLAG_DAYS).toBe(40);
  });

  it("keeps the 24-hour review target, the 14 days of artwork, the three cron jobs and the seven providers", () => {
    expect(REVIEW_TARGET_MS).toBe(24 * 60 * 60 * 1000);
    expect(ARTWORK_DAYS_AHEAD).toBe(14);
    expect(CRON_JOBS).toEqual(["devotionals", "housekeeping", "reminders"]);
    expect(PROVIDERS).toEqual(["ai", "speech", "images", "email", "billing", "livekit", "push"]);
  });
});
