/**
 * Today's four actions as whole outcomes decided on the server: a check-in or a slider below the
 * struggle threshold brings its encouragement back in the same call, at or above it nothing; a
 * long enough reflection brings a victory whisper; the daily whisper cap holds across all of them;
 * a check-in or a completion answers with the streak recomputed. Through the domain functions, the
 * JSON API that adapts them, and the Today page's own form posts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONNECTION } from "../../app/kernel/connection";
import { addDays, localDate } from "../../app/kernel/dates";
import { GATE_COPY } from "../../app/kernel/membership";
import { dailyCheckins, encouragementWhispers, monthlyUsageLimits } from "../../worker/db/schema";
import { changeConnection, checkInToday, completeDevotional, saveTodayReflection } from "../../worker/domain/today-actions.server";
import { WHISPERS_PER_DAY } from "../../worker/domain/whispers.server";
import { domainContext, formPost, memberScopeFor, request, signUp, testDb } from "./helpers";

const ZONE = "Europe/London";
const today = () => localDate(ZONE, new Date());
const member = () => signUp({ timeZone: ZONE });
const LOW = CONNECTION.STRUGGLE_THRESHOLD - 1;
const LONG_REFLECTION = "I was short with my son tonight and I need to go and make it right with him.";
const whisperRows = (userId: string) => testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, userId)).all();
const post = (path: string, cookie: string, json: unknown) => request(path, { method: "POST", cookie, json });
const read = async (response: Response) => (await response.json()) as Record<string, any>;

async function act<T>(userId: string, run: (scope: Awaited<ReturnType<typeof memberScopeFor>>) => Promise<T>) {
  return run(await memberScopeFor(userId));
}

describe("the check-in", () => {
  it(`below ${CONNECTION.STRUGGLE_THRESHOLD} answers with a daily_checkin encouragement and the streak`, async () => {
    const a = await member();
    const outcome = await act(a.id, (scope) => checkInToday(domainContext(), scope, { connection: LOW, focus_areas: ["Work"], notes: null }));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.checkIn).toMatchObject({ check_in_date: today(), connection: LOW });
    expect(outcome.whisper).toMatchObject({ trigger_type: "daily_checkin", whisper_date: today(), read: false });
    expect(outcome.streak).toBe(1);
    expect(await whisperRows(a.id)).toHaveLength(1);
  });

  it(`at ${CONNECTION.STRUGGLE_THRESHOLD} answers with no encouragement and writes none`, async () => {
    const a = await member();
    await testDb().insert(dailyCheckins).values({ user_id: a.id, check_in_date: addDays(today(), -1), mood: "good" });
    const outcome = await act(a.id, (scope) =>
      checkInToday(domainContext(), scope, { connection: CONNECTION.STRUGGLE_THRESHOLD, focus_areas: [], notes: null }),
    );
    expect(outcome).toMatchObject({ ok: true, whisper: null, streak: 2 });
    expect(await whisperRows(a.id)).toHaveLength(0);
  });

  it("over the JSON API carries the whisper in the same answer", async () => {
    const a = await member();
    const low = await read(await post("/api/checkins", a.cookie, { connection: LOW }));
    expect(low.whisper).toMatchObject({ trigger_type: "daily_checkin" });
    expect(low.whisper).toHaveProperty("verse_href");
    const b = await member();
    expect(await read(await post("/api/checkins", b.cookie, { connection: 80 }))).toMatchObject({ whisper: null, streak: 1 });
  });

  it("posted from the Today page writes the encouragement on the server", async () => {
    const a = await member();
    const response = await request("/?index", formPost({ intent: "checkin", connection: String(LOW), focus_areas: "Work" }, { cookie: a.cookie }));
    expect(response.status).toBe(200);
    expect(await whisperRows(a.id)).toMatchObject([{ trigger_type: "daily_checkin" }]);
  });

  it("posted from the Today page with a bad value or an unknown intent is refused with 400, and nothing is written", async () => {
    const a = await member();
    expect((await request("/?index", formPost({ intent: "checkin", connection: "101" }, { cookie: a.cookie }))).status).toBe(400);
    expect((await request("/?index", formPost({ intent: "celebrate", connection: "10" }, { cookie: a.cookie }))).status).toBe(400);
    expect(await testDb().select().from(dailyCheckins).where(eq(dailyCheckins.user_id, a.id)).all()).toEqual([]);
  });
});

describe("the slider", () => {
  it(`below ${CONNECTION.STRUGGLE_THRESHOLD} answers with a struggle encouragement; at it, none`, async () => {
    const [a, b] = [await member(), await member()];
    const low = await act(a.id, (scope) => changeConnection(domainContext(), scope, { devotionalId: "dev-s", spiritualConnection: LOW }));
    expect(low).toMatchObject({ ok: true, progress: { spiritual_connection: LOW }, whisper: { trigger_type: "struggle" } });
    const level = await act(b.id, (scope) =>
      changeConnection(domainContext(), scope, { devotionalId: "dev-s", spiritualConnection: CONNECTION.STRUGGLE_THRESHOLD }),
    );
    expect(level).toMatchObject({ ok: true, whisper: null });
    expect(await whisperRows(b.id)).toHaveLength(0);
  });

  it("over the JSON API carries the whisper in the same answer", async () => {
    const a = await member();
    const body = await read(await post("/api/progress", a.cookie, { devotional_id: "dev-s", spiritual_connection: LOW }));
    expect(body.whisper).toMatchObject({ trigger_type: "struggle" });
  });
});

describe("the reflection", () => {
  it("longer than 50 characters answers with a victory encouragement; a short one with none", async () => {
    const [a, b] = [await member(), await member()];
    const long = await act(a.id, (scope) => saveTodayReflection(domainContext(), scope, { content: LONG_REFLECTION }));
    expect(long).toMatchObject({ ok: true, entry: { content: LONG_REFLECTION }, whisper: { trigger_type: "victory" } });
    const short = await act(b.id, (scope) => saveTodayReflection(domainContext(), scope, { content: "Short and sweet, today." }));
    expect(short).toMatchObject({ ok: true, whisper: null });
  });

  it("past the free limit is a refusal with the gate's words, not a thrown error", async () => {
    const a = await member();
    await testDb()
      .insert(monthlyUsageLimits)
      .values({ user_id: a.id, month: (await memberScopeFor(a.id)).usageMonth, journal_entries: 10 });
    const outcome = await act(a.id, (scope) => saveTodayReflection(domainContext(), scope, { content: LONG_REFLECTION }));
    expect(outcome).toEqual({ ok: false, status: 403, message: GATE_COPY.limitReached(10, "journal_entry"), title: GATE_COPY.limitTitle, code: "limit" });
    expect(await whisperRows(a.id)).toHaveLength(0);
  });
});

describe("the daily whisper cap", () => {
  it(`holds across the actions: after ${WHISPERS_PER_DAY} whispers a day, a low check-in saves but brings none`, async () => {
    const a = await member();
    const scope = await memberScopeFor(a.id);
    const dismissAll = () => testDb().update(encouragementWhispers).set({ read: true }).where(eq(encouragementWhispers.user_id, a.id));
    expect(await changeConnection(domainContext(), scope, { devotionalId: "dev-c", spiritualConnection: LOW })).toMatchObject({ whisper: { trigger_type: "struggle" } });
    await dismissAll();
    expect(await saveTodayReflection(domainContext(), scope, { content: LONG_REFLECTION })).toMatchObject({ whisper: { trigger_type: "victory" } });
    await dismissAll();
    expect(await changeConnection(domainContext(), scope, { devotionalId: "dev-c", spiritualConnection: LOW - 5 })).toMatchObject({ whisper: { trigger_type: "struggle" } });
    await dismissAll();
    const capped = await checkInToday(domainContext(), scope, { connection: LOW, focus_areas: [], notes: null });
    expect(capped).toMatchObject({ ok: true, checkIn: { connection: LOW }, whisper: null });
    expect(await whisperRows(a.id)).toHaveLength(WHISPERS_PER_DAY);
  });
});

describe("completion", () => {
  it("answers with the streak recomputed, counting yesterday's check-in", async () => {
    const a = await member();
    await testDb().insert(dailyCheckins).values({ user_id: a.id, check_in_date: addDays(today(), -1), mood: "good" });
    const scope = await memberScopeFor(a.id);
    expect(await completeDevotional(testDb(), scope, "dev-done")).toEqual({ ok: true, alreadyComplete: false, streak: 2 });
    expect(await completeDevotional(testDb(), scope, "dev-done")).toEqual({ ok: true, alreadyComplete: true, streak: 2 });
  });
});
