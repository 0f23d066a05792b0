import { describe, expect, it } from "vitest";
import { assignVariant, bucketOf, flagOn, isStaleFlag, type FlagState } from "./growth";

const release: FlagState = { key: "new_today", type: "release", enabled: true, rollout_percent: 30, allow_list: [] };
const members = Array.from({ length: 1000 }, (_, index) => `member-${index}`);

describe("a flag for a member", () => {
  it("is deterministic: the same member always gets the same answer", () => {
    for (const id of members.slice(0, 50)) expect(flagOn(release, id)).toBe(flagOn(release, id));
  });

  it("reaches about its rollout percentage of members, by bucket", () => {
    const on = members.filter((id) => flagOn(release, id)).length;
    expect(on).toBeGreaterThan(250);
    expect(on).toBeLessThan(350);
    for (const id of members) expect(flagOn(release, id)).toBe(bucketOf("new_today", id) < 30);
  });

  it("always reaches the allow-list while on, and no one while off", () => {
    const outside = members.find((id) => !flagOn(release, id))!;
    expect(flagOn({ ...release, allow_list: [outside] }, outside)).toBe(true);
    expect(flagOn({ ...release, enabled: false, allow_list: [outside] }, outside)).toBe(false);
  });

  it("reaches a visitor only at 100%", () => {
    expect(flagOn(release, null)).toBe(false);
    expect(flagOn({ ...release, rollout_percent: 100 }, null)).toBe(true);
  });

  it("treats a kill switch as the whole feature, and a missing flag as on", () => {
    const killSwitch: FlagState = { key: "pasture_posting", type: "kill_switch", enabled: false, rollout_percent: 100, allow_list: ["member-1"] };
    expect(flagOn(killSwitch, "member-1")).toBe(false);
    expect(flagOn({ ...killSwitch, enabled: true, rollout_percent: 0 }, "member-1")).toBe(true);
    expect(flagOn(undefined, "member-1")).toBe(true);
  });
});

describe("a stale flag", () => {
  const now = new Date("2026-11-24T00:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  it("is a release or experiment flag older than 40 days", () => {
    expect(isStaleFlag({ type: "release", created_at: daysAgo(40) }, now)).toBe(false);
    expect(isStaleFlag({ type: "release", created_at: daysAgo(41) }, now)).toBe(true);
    expect(isStaleFlag({ type: "experiment", created_at: daysAgo(41) }, now)).toBe(true);
    expect(isStaleFlag({ type: "kill_switch", created_at: daysAgo(400) }, now)).toBe(false);
    expect(isStaleFlag({ type: "operational", created_at: daysAgo(400) }, now)).toBe(false);
  });
});

describe("an experiment's assignment", () => {
  const variants = [
    { key: "control", weight: 50 },
    { key: "steward", weight: 50 },
  ];
  it("is deterministic by member and experiment, and follows the weights", () => {
    for (const id of members.slice(0, 50)) expect(assignVariant("banner", id, variants)).toBe(assignVariant("banner", id, variants));
    const control = members.filter((id) => assignVariant("banner", id, variants) === "control").length;
    expect(control).toBeGreaterThan(440);
    expect(control).toBeLessThan(560);
    const lopsided = members.filter((id) => assignVariant("banner", id, [{ key: "a", weight: 9 }, { key: "b", weight: 1 }]) === "a").length;
    expect(lopsided).toBeGreaterThan(850);
  });
});
