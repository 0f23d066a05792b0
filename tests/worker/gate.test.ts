import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COUNTED_FEATURES, DEFAULT_FREE_LIMITS, FEATURE_COUNTER, PREMIUM_ONLY_FEATURES } from "../../app/kernel/membership";
import { createDb } from "../../worker/db/client";
import { aiUsage, freeLimits, monthlyUsageLimits } from "../../worker/db/schema";
import { checkFeatureAccess, membershipSnapshot, recordAiTokens, reserveFeatureUse } from "../../worker/domain/gate.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { domainContext, memberScopeFor, signUp, testDb } from "./helpers";

/** What the gate reads from the request, over a given D1 binding. */
const gateContext = (d1: D1Database = env.DB) => domainContext(createDb(d1));

/** The member's scope at an instant, read from his profile as his request would. */
const scopeAt = (userId: string, now: Date) => memberScopeFor(userId, { now });

/** A D1 binding whose statements fail when they touch the given table, as an outage would. */
function failingOn(table: string): D1Database {
  const fail = (sql: string) => {
    if (sql.includes(table)) throw new Error(`D1_ERROR: simulated outage reading ${table}`);
  };
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => (fail(sql), target.prepare(sql));
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => target.batch(statements);
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

async function setUsage(userId: string, month: string, values: Partial<Record<string, number>>) {
  await testDb().insert(monthlyUsageLimits).values({ user_id: userId, month, ...values });
}

const NOW = new Date("2026-11-15T18:00:00Z");

describe("the gate over D1", () => {
  it.each(COUNTED_FEATURES)("%s: a free member is allowed below the limit and stopped at it; Premium never", async (feature) => {
    const member = await signUp({ timeZone: "UTC" });
    const counter = FEATURE_COUNTER[feature]!;
    const limit = DEFAULT_FREE_LIMITS[counter];
    const app = gateContext();
    if (limit > 0) {
      await setUsage(member.id, "2026-11-01", { [counter]: limit - 1 });
      expect(await checkFeatureAccess(app, await scopeAt(member.id, NOW), feature)).toEqual({ allowed: true });
      await testDb().update(monthlyUsageLimits).set({ [counter]: limit }).where(eq(monthlyUsageLimits.user_id, member.id));
    }
    const denied = await checkFeatureAccess(app, await scopeAt(member.id, NOW), feature);
    expect(denied).toMatchObject({ allowed: false });
    expect(!denied.allowed && denied.reason).toMatch(/^You've reached your monthly limit of \d+ .+\. Upgrade to Premium for unlimited access\.$/);
    await grantPremium(testDb(), member.id, { kind: "comp", days: null }, NOW);
    expect(await checkFeatureAccess(app, await scopeAt(member.id, NOW), feature)).toEqual({ allowed: true });
  });

  it.each(PREMIUM_ONLY_FEATURES)("%s is for Premium members only", async (feature) => {
    const member = await signUp();
    const app = gateContext();
    const denied = await checkFeatureAccess(app, await scopeAt(member.id, NOW), feature);
    expect(!denied.allowed && denied.reason).toMatch(/^This feature is only available for Premium members\. Upgrade to unlock unlimited /);
    await grantPremium(testDb(), member.id, { kind: "trial", days: 14 }, NOW);
    expect(await checkFeatureAccess(app, await scopeAt(member.id, NOW), feature)).toEqual({ allowed: true });
  });

  it("answers an unknown feature with \"Unknown feature type\"", async () => {
    const member = await signUp();
    expect(await checkFeatureAccess(gateContext(), await scopeAt(member.id, NOW), "time_travel")).toEqual({
      allowed: false,
      reason: "Unknown feature type",
    });
  });

  it("counts a missing usage row as zero", async () => {
    const member = await signUp();
    expect(await checkFeatureAccess(gateContext(), await scopeAt(member.id, NOW), "audio")).toEqual({ allowed: true });
  });

  it("uses the month of the member's own time zone", async () => {
    const member = await signUp({ timeZone: "America/Chicago" });
    // 03:00 UTC on 1 December is still 30 November in Chicago: November's usage applies.
    const earlyDecemberUtc = new Date("2026-12-01T03:00:00Z");
    await setUsage(member.id, "2026-11-01", { audio_generations: 5 });
    expect((await checkFeatureAccess(gateContext(), await scopeAt(member.id, earlyDecemberUtc), "audio")).allowed).toBe(false);
    const laterThatDay = new Date("2026-12-01T12:00:00Z");
    expect((await checkFeatureAccess(gateContext(), await scopeAt(member.id, laterThatDay), "audio")).allowed).toBe(true);
  });

  it("reads the free limits from D1, so an administrator's change applies to the gate and the warning alike", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await setUsage(member.id, "2026-11-01", { devotional_generations: 24 });
    const app = gateContext();
    expect((await checkFeatureAccess(app, await scopeAt(member.id, NOW), "devotional")).allowed).toBe(false);
    await testDb().update(freeLimits).set({ monthly_limit: 30 }).where(eq(freeLimits.counter, "devotional_generations"));
    expect((await checkFeatureAccess(app, await scopeAt(member.id, NOW), "devotional")).allowed).toBe(true);
    const snapshot = await membershipSnapshot(app.db, await scopeAt(member.id, NOW));
    expect(snapshot.limits.devotional_generations).toBe(30);
    expect(snapshot.warnings).toEqual([{ feature: "devotional", used: 24, limit: 30, remaining: 6 }]);
    await testDb().update(freeLimits).set({ monthly_limit: 1 }).where(eq(freeLimits.counter, "devotional_generations"));
  });

  it("says which lookup failed, in the gate's fixed words", async () => {
    const member = await signUp();
    expect(await checkFeatureAccess(gateContext(failingOn("user_subscription_view")), await scopeAt(member.id, NOW), "audio")).toEqual({
      allowed: false,
      reason: "Unable to verify subscription status",
    });
    expect(await checkFeatureAccess(gateContext(failingOn("monthly_usage_limits")), await scopeAt(member.id, NOW), "audio")).toEqual({
      allowed: false,
      reason: "Unable to verify usage limits",
    });
  });
});

describe("reserving a use", () => {
  const usageRow = (userId: string) =>
    testDb()
      .select()
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, "2026-11-01")))
      .get();

  it("of twelve racing reservations at 7 of 10 journal entries, exactly three are granted", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await setUsage(member.id, "2026-11-01", { journal_entries: 7 });
    const [app, scope] = [gateContext(), await scopeAt(member.id, NOW)];
    const results = await Promise.all(Array.from({ length: 12 }, () => reserveFeatureUse(app, scope, "journal_entry")));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await usageRow(member.id))?.journal_entries).toBe(10);
  });

  it("counts Premium's uses without a limit, and a refund gives one back", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await grantPremium(testDb(), member.id, { kind: "comp", days: null }, NOW);
    await setUsage(member.id, "2026-11-01", { audio_generations: 40 });
    const app = gateContext();
    const reservation = await reserveFeatureUse(app, await scopeAt(member.id, NOW), "audio");
    expect((await usageRow(member.id))?.audio_generations).toBe(41);
    if (!reservation.allowed) throw new Error("Premium was refused");
    await reservation.refund();
    expect((await usageRow(member.id))?.audio_generations).toBe(40);
  });

  it("refuses a limit of 0 without writing a row", async () => {
    const member = await signUp({ timeZone: "UTC" });
    expect(await reserveFeatureUse(gateContext(), await scopeAt(member.id, NOW), "devotional_image")).toEqual({
      allowed: false,
      reason: "You've reached your monthly limit of 0 devotional images. Upgrade to Premium for unlimited access.",
    });
    expect(await usageRow(member.id)).toBeUndefined();
  });

  it("says which lookup failed, in the gate's fixed words", async () => {
    const member = await signUp();
    expect(await reserveFeatureUse(gateContext(failingOn("user_subscription_view")), await scopeAt(member.id, NOW), "audio")).toEqual({
      allowed: false,
      reason: "Unable to verify subscription status",
    });
    expect(await reserveFeatureUse(gateContext(failingOn("monthly_usage_limits")), await scopeAt(member.id, NOW), "audio")).toEqual({
      allowed: false,
      reason: "Unable to verify usage limits",
    });
  });

  it("adds tokens to the month and writes an ai_usage row for each AI call", async () => {
    const member = await signUp({ timeZone: "UTC" });
    const app = gateContext();
    await recordAiTokens(app, await scopeAt(member.id, NOW), "insight", 420);
    await recordAiTokens(app, await scopeAt(member.id, NOW), "insight", 80);
    expect(await usageRow(member.id)).toMatchObject({ insight_generations: 0, total_tokens_used: 500 });
    const calls = await testDb().select().from(aiUsage).where(eq(aiUsage.user_id, member.id)).all();
    expect(calls.map((call) => [call.feature_type, call.tokens_used])).toEqual([
      ["insight", 420],
      ["insight", 80],
    ]);
  });

  it("only logs a token-tracking failure; the member's action goes on", async () => {
    const member = await signUp();
    await expect(recordAiTokens(gateContext(failingOn("monthly_usage_limits")), await scopeAt(member.id, NOW), "audio", 10)).resolves.toBeUndefined();
  });
});
