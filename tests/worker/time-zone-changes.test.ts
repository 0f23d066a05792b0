/**
 * A member's "today" and a change of time zone: a change cannot take his today back (to back-fill a
 * missed streak day, or to reopen last month's free uses), and after onboarding he may change zone
 * once in 24 hours — Profile says so, and refuses a second change with the time of the next one.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PROFILE_COPY } from "../../app/kernel/copy/settings";
import { GATE_COPY } from "../../app/kernel/membership";
import { dailyCheckins, monthlyUsageLimits, profiles } from "../../worker/db/schema";
import { saveCheckIn } from "../../worker/domain/checkins.server";
import { limitRefusal, saveTodayJournalEntry } from "../../worker/domain/journal.server";
import { saveProfileDetails } from "../../worker/domain/profiles.server";
import { streakFor } from "../../worker/domain/progress.server";
import { domainContext, memberScopeFor, ORIGIN, request, signUp, testDb } from "./helpers";

/** His scope at an instant, from his profile as it is then (as each request reads it). */
const scopeAt = (userId: string, now: Date) => memberScopeFor(userId, { now });

const profileOf = async (id: string) => (await testDb().select().from(profiles).where(eq(profiles.id, id)).get())!;
const moveTo = (userId: string, timeZone: string, now: Date) =>
  saveProfileDetails(testDb(), userId, { displayName: "Silas Reed", username: `silas_${userId.slice(0, 8).toLowerCase()}`, timeZone }, now);

describe("a change of time zone never takes his today back", () => {
  it("cannot back-fill yesterday's missed check-in by moving to a zone where it is still yesterday", async () => {
    // 03:00 UTC on 15 November: the 15th in UTC, still the 14th in Los Angeles.
    const now = new Date("2026-11-15T03:00:00Z");
    const member = await signUp({ timeZone: "UTC" });
    const db = testDb();
    await testDb().insert(dailyCheckins).values([
      { user_id: member.id, check_in_date: "2026-11-12", mood: "good" },
      { user_id: member.id, check_in_date: "2026-11-13", mood: "good" },
    ]);
    expect(await streakFor(db, await scopeAt(member.id, now))).toBe(0); // he missed the 14th

    expect(await moveTo(member.id, "America/Los_Angeles", now)).toEqual({ ok: true });
    const checkIn = await saveCheckIn(db, await scopeAt(member.id, now), { connection: 60, focus_areas: [], notes: null });
    expect(checkIn.check_in_date).toBe("2026-11-15");
    expect(await streakFor(db, await scopeAt(member.id, now))).toBe(1);

    // Past that day, his day follows Los Angeles: 03:00 UTC on the 17th is his 16th.
    const later = await saveCheckIn(db, await scopeAt(member.id, new Date("2026-11-17T03:00:00Z")), { connection: 60, focus_areas: [], notes: null });
    expect(later.check_in_date).toBe("2026-11-16");
  });

  it("cannot reopen last month's free journal entries by moving back across the month boundary", async () => {
    // 02:00 UTC on 1 December: December in UTC, still 30 November in Los Angeles.
    const now = new Date("2026-12-01T02:00:00Z");
    const member = await signUp({ timeZone: "UTC" });
    await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: "2026-12-01", journal_entries: 10 });
    const write = async () => saveTodayJournalEntry(domainContext(), await scopeAt(member.id, now), { content: "One more reflection, please." });
    expect(await write()).toEqual(limitRefusal(GATE_COPY.limitReached(10, "journal_entry")));

    expect(await moveTo(member.id, "America/Los_Angeles", now)).toEqual({ ok: true });
    expect(await write()).toEqual(limitRefusal(GATE_COPY.limitReached(10, "journal_entry")));
    const months = await testDb().select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, member.id)).all();
    expect(months.map((row) => [row.month, row.journal_entries])).toEqual([["2026-12-01", 10]]);
  });
});

describe("once in 24 hours", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    request("/settings", { method: "POST", cookie, body: new URLSearchParams({ intent: "save-profile", ...fields }), headers: { Origin: ORIGIN } });
  const fields = (timeZone: string) => ({ displayName: "Caleb Stone", username: `caleb_${crypto.randomUUID().slice(0, 8)}`, timeZone });

  it("refuses a second change within 24 hours with the time of the next, and Profile shows the rule", async () => {
    const member = await signUp({ timeZone: "America/Chicago" });
    const page = async () => (await (await request("/settings", { cookie: member.cookie })).text()).replace(/&#x27;/g, "'");
    expect(await page()).toContain(PROFILE_COPY.timeZoneOncePerDay);

    const own = fields("America/Denver");
    expect((await post(member.cookie, own)).status).toBe(302);
    const changed = await profileOf(member.id);
    expect(changed).toMatchObject({ time_zone: "America/Denver" });
    expect(changed.time_zone_changed_at).not.toBeNull();

    // Saving the same zone again (a new name) is not a change.
    expect((await post(member.cookie, { ...own, displayName: "Caleb Stoner" })).status).toBe(302);

    const refused = await post(member.cookie, { ...own, timeZone: "Asia/Tokyo" });
    expect(refused.status).toBe(400);
    const next = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Denver" }).format(
      new Date(changed.time_zone_changed_at!.getTime() + 24 * 60 * 60 * 1000),
    );
    expect(await refused.text()).toContain(PROFILE_COPY.timeZoneTooSoon(next));
    expect(await profileOf(member.id)).toMatchObject({ time_zone: "America/Denver", display_name: "Caleb Stoner" });
    expect(await page()).toContain(PROFILE_COPY.timeZoneNextChange(next));
  });

  it("lets him change again once 24 hours have passed", async () => {
    const member = await signUp({ timeZone: "America/Chicago" });
    const day = 24 * 60 * 60 * 1000;
    const first = new Date("2026-11-10T12:00:00Z");
    expect(await moveTo(member.id, "America/Denver", first)).toEqual({ ok: true });
    expect(await moveTo(member.id, "America/Chicago", new Date(first.getTime() + day - 60_000))).toMatchObject({ ok: false, field: "timeZone" });
    expect(await moveTo(member.id, "America/Chicago", new Date(first.getTime() + day))).toEqual({ ok: true });
  });

  it("does not count the first choice during onboarding", async () => {
    const member = await signUp({ timeZone: "UTC", onboarded: false });
    const now = new Date("2026-11-10T12:00:00Z");
    expect(await moveTo(member.id, "Europe/London", now)).toEqual({ ok: true });
    expect(await moveTo(member.id, "Asia/Tokyo", now)).toEqual({ ok: true });
    expect(await profileOf(member.id)).toMatchObject({ time_zone: "Asia/Tokyo", time_zone_changed_at: null });
    await testDb().update(profiles).set({ onboarding_completed_at: now }).where(eq(profiles.id, member.id));
    expect(await moveTo(member.id, "Europe/London", now)).toEqual({ ok: true });
    expect(await moveTo(member.id, "Asia/Tokyo", now)).toMatchObject({ ok: false, field: "timeZone" });
  });
});
