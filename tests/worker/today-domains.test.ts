/**
 * The Today screen's API and domains through the real worker: the access
 * matrix, upserts under racing requests, completion that cannot be undone, the streak in the
 * user's own zone, the journal gate, and whispers only for a trigger that holds, one pending per
 * trigger and a few a day.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localDate, usageMonth } from "../../app/kernel/dates";
import { addDays } from "../../app/kernel/dates";
import { dailyCheckins, devotionalProgress, encouragementWhispers, journalEntries, monthlyUsageLimits } from "../../worker/db/schema";
import { hasJournalEntryToday } from "../../worker/domain/journal.server";
import { streakFor } from "../../worker/domain/progress.server";
import { generateEncouragement, WHISPER_RECENT_LIMIT, WHISPERS_PER_DAY, type WhisperComposer } from "../../worker/domain/whispers.server";
import { WHISPER_COPY } from "../../app/kernel/copy/today-member";
import { libraryWhispers } from "../../worker/content/whispers";
import { GATE_COPY } from "../../app/kernel/membership";
import { domainContext, memberScopeFor, request, signUp, testDb } from "./helpers";

type Body = Record<string, any>;
const ZONE = "America/Los_Angeles";
const today = () => localDate(ZONE, new Date());
const post = (path: string, cookie: string | undefined, json: unknown) => request(path, { method: "POST", cookie, json });
const get = (path: string, cookie?: string) => request(path, { cookie });
const read = async (response: Response) => (await response.json()) as Body;
const member = () => signUp({ timeZone: ZONE });

const progressRows = (userId: string) => testDb().select().from(devotionalProgress).where(eq(devotionalProgress.user_id, userId)).all();
const whisperRows = (userId: string) => testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, userId)).all();


describe("visitors", () => {
  it.each([
    ["POST", "/api/progress", { devotional_id: "d" }, "You need to be signed in to track progress."],
    ["POST", "/api/progress/complete", { devotional_id: "d" }, "You need to be signed in to track progress."],
    ["GET", "/api/streak", undefined, "You need to be signed in to track progress."],
    ["POST", "/api/journal-entries", { content: "A quiet morning." }, "You need to be signed in to save journal entries."],
    ["POST", "/api/checkins", { connection: 50 }, "Please sign in to continue."],
    ["GET", "/api/checkins/today", undefined, "Please sign in to continue."],
    ["POST", "/api/generate-encouragement", { triggerType: "victory" }, "Please sign in to continue."],
    ["GET", "/api/whispers/latest", undefined, "Please sign in to continue."],
    ["POST", "/api/whispers/some-id/read", undefined, "Please sign in to continue."],
  ])("%s %s → 401", async (method, path, json, message) => {
    const response = await request(path, { method, json });
    expect(response.status).toBe(401);
    expect(await read(response)).toEqual({ error: message });
  });
});

describe("progress and completion", () => {
  it("saves the slider on one row per devotional, even when five saves race", async () => {
    const a = await member();
    const responses = await Promise.all([10, 20, 30, 40, 50].map((value) => post("/api/progress", a.cookie, { devotional_id: "dev-1", spiritual_connection: value })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await progressRows(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ devotional_id: "dev-1", progress_date: today(), completed: false });
  });

  it("completes once, reports the streak, and a later save never un-completes", async () => {
    const a = await member();
    await post("/api/progress", a.cookie, { devotional_id: "dev-2", spiritual_connection: 70 });
    const first = await post("/api/progress/complete", a.cookie, { devotional_id: "dev-2" });
    expect(await read(first)).toEqual({ completed: true, alreadyComplete: false, streak: 1 });
    const [completed] = await progressRows(a.id);
    expect(completed).toMatchObject({ completed: true, spiritual_connection: 70 });

    const again = await post("/api/progress/complete", a.cookie, { devotional_id: "dev-2" });
    expect(await read(again)).toEqual({ completed: true, alreadyComplete: true, streak: 1 });
    const saved = await read(await post("/api/progress", a.cookie, { devotional_id: "dev-2", spiritual_connection: 20, completed: false }));
    expect(saved.progress).toMatchObject({ completed: true, spiritual_connection: 20 });
    const [after] = await progressRows(a.id);
    expect(after.completed_at).toEqual(completed.completed_at);
    expect(after.progress_date).toBe(completed.progress_date);
  });

  it("lets exactly one of five racing completions do the completing", async () => {
    const a = await member();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => post("/api/progress/complete", a.cookie, { devotional_id: "dev-3" }).then(read)));
    expect(bodies.filter((body) => !body.alreadyComplete)).toHaveLength(1);
    expect(await progressRows(a.id)).toHaveLength(1);
  });

  it("completes through POST /api/progress with completed: true", async () => {
    const a = await member();
    const body = await read(await post("/api/progress", a.cookie, { devotional_id: "dev-4", completed: true }));
    expect(body).toMatchObject({ progress: { completed: true, spiritual_connection: 50 }, alreadyComplete: false, streak: 1 });
  });

  it("keeps user B away from A's progress", async () => {
    const [a, b] = [await member(), await member()];
    await post("/api/progress", a.cookie, { devotional_id: "shared", spiritual_connection: 40 });
    await post("/api/progress", b.cookie, { devotional_id: "shared", spiritual_connection: 90 });
    await post("/api/progress/complete", b.cookie, { devotional_id: "shared" });
    expect(await progressRows(a.id)).toMatchObject([{ spiritual_connection: 40, completed: false }]);
    expect(await read(await get("/api/streak", a.cookie))).toEqual({ streak: 0 });
  });

  it.each([
    [{ devotional_id: "" }, "devotional_id"],
    [{ devotional_id: "d", spiritual_connection: 101 }, "spiritual_connection"],
    [{ devotional_id: "d", spiritual_connection: -1 }, "spiritual_connection"],
    [{ spiritual_connection: 50 }, "devotional_id"],
  ])("rejects %j with 400 and writes nothing", async (json, field) => {
    const a = await member();
    const response = await post("/api/progress", a.cookie, json);
    expect(response.status).toBe(400);
    expect((await read(response)).field).toBe(field);
    expect(await progressRows(a.id)).toHaveLength(0);
  });
});

describe("the streak", () => {
  const insertCompleted = (userId: string, dates: string[]) =>
    testDb().insert(devotionalProgress).values(dates.map((date) => ({ user_id: userId, devotional_id: `dev-${date}`, progress_date: date, completed: true, completed_at: new Date() })));

  it("counts completed days and check-ins in the member's own day, over the API", async () => {
    const a = await member();
    await insertCompleted(a.id, [today(), addDays(today(), -1)]);
    await testDb().insert(dailyCheckins).values({ user_id: a.id, check_in_date: addDays(today(), -2), mood: "good" });
    await testDb().insert(devotionalProgress).values({ user_id: a.id, devotional_id: "not-done", progress_date: addDays(today(), -3) });
    expect(await read(await get("/api/streak", a.cookie))).toEqual({ streak: 3 });
  });

  it("reads the same dates differently in Auckland and Los Angeles", async () => {
    // 18:00 UTC on 15 November is 07:00 on the 16th in Auckland and 10:00 on the 15th in Los Angeles.
    const now = new Date("2026-11-15T18:00:00Z");
    const auckland = await signUp({ timeZone: "Pacific/Auckland" });
    const losAngeles = await signUp({ timeZone: "America/Los_Angeles" });
    for (const user of [auckland, losAngeles]) await insertCompleted(user.id, ["2026-11-13", "2026-11-14"]);
    expect(await streakFor(testDb(), await memberScopeFor(auckland.id, { now }))).toBe(0);
    expect(await streakFor(testDb(), await memberScopeFor(losAngeles.id, { now }))).toBe(2);
    for (const user of [auckland, losAngeles]) await insertCompleted(user.id, ["2026-11-15", "2026-11-16"]);
    expect(await streakFor(testDb(), await memberScopeFor(auckland.id, { now }))).toBe(4);
    expect(await streakFor(testDb(), await memberScopeFor(losAngeles.id, { now }))).toBe(3);
  });
});

describe("daily check-ins", () => {
  it("saves one check-in per day with the mood from the connection, even when five saves race", async () => {
    const a = await member();
    const saves = await Promise.all([10, 30, 60, 80, 90].map((connection) => post("/api/checkins", a.cookie, { connection, focus_areas: ["Work"] })));
    expect(saves.every((response) => response.status === 200)).toBe(true);
    const rows = await testDb().select().from(dailyCheckins).where(eq(dailyCheckins.user_id, a.id)).all();
    expect(rows).toHaveLength(1);
    const edited = await read(await post("/api/checkins", a.cookie, { connection: 24, focus_areas: ["Marriage", "Prayer Life"], notes: " Hard day. " }));
    expect(edited.checkIn).toMatchObject({ check_in_date: today(), mood: "struggling", focus_areas: ["Marriage", "Prayer Life"], notes: "Hard day." });
    expect(await read(await get("/api/checkins/today", a.cookie))).toMatchObject({ checkIn: { id: rows[0].id, mood: "struggling" } });
  });

  it("keeps user B away from A's check-in", async () => {
    const [a, b] = [await member(), await member()];
    await post("/api/checkins", a.cookie, { connection: 80 });
    expect(await read(await get("/api/checkins/today", b.cookie))).toEqual({ checkIn: null });
    await post("/api/checkins", b.cookie, { connection: 10 });
    const rowsOfA = await testDb().select().from(dailyCheckins).where(eq(dailyCheckins.user_id, a.id)).all();
    expect(rowsOfA).toMatchObject([{ mood: "great" }]);
  });

  it.each([
    [{ connection: "high" }, "connection"],
    [{ connection: 50, focus_areas: ["Golf"] }, "focus_areas.0"],
    [{ connection: 50, notes: "x".repeat(1001) }, "notes"],
  ])("rejects %j with 400", async (json, field) => {
    const a = await member();
    const response = await post("/api/checkins", a.cookie, json);
    expect(response.status).toBe(400);
    expect((await read(response)).field).toBe(field);
  });
});

describe("journal entries", () => {
  const entry = { content: "I was short with my son tonight and I need to make it right.", devotional_title: "Love That Lays Down", devotional_id: "dev-j" };

  it("saves today's entry linked to the member's own progress, and B sees none of it", async () => {
    const [a, b] = [await member(), await member()];
    const progress = await read(await post("/api/progress", a.cookie, { devotional_id: "dev-j" }));
    const created = await post("/api/journal-entries", a.cookie, entry);
    expect(created.status).toBe(201);
    expect((await read(created)).entry).toMatchObject({ content: entry.content, entry_date: today(), devotional_progress_id: progress.progress.id });
    expect(await hasJournalEntryToday(testDb(), a.id, entry.devotional_title, today())).toBe(true);
    expect(await hasJournalEntryToday(testDb(), b.id, entry.devotional_title, today())).toBe(false);
    const ofB = await read(await post("/api/journal-entries", b.cookie, entry));
    expect(ofB.entry.devotional_progress_id).toBeNull();
  });

  it.each([
    ["a".repeat(9), "Journal entry must be at least 10 characters"],
    [`  ${"a".repeat(9)}  `, "Journal entry must be at least 10 characters"],
    ["a".repeat(5001), "Journal entry too long"],
  ])("rejects content of %#th kind with 400 and the journal's message", async (content, message) => {
    const a = await member();
    const response = await post("/api/journal-entries", a.cookie, { content });
    expect(response.status).toBe(400);
    expect(await read(response)).toEqual({ error: message, field: "content" });
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, a.id)).all()).toHaveLength(0);
  });

  it("stops a free member after 10 entries this month with the gate's reason", async () => {
    const a = await member();
    for (let index = 0; index < 10; index += 1) expect((await post("/api/journal-entries", a.cookie, { content: `Reflection number ${index}` })).status).toBe(201);
    const denied = await post("/api/journal-entries", a.cookie, { content: "One more reflection." });
    expect(denied.status).toBe(403);
    expect(await read(denied)).toEqual({
      error: "You've reached your monthly limit of 10 journal entries. Upgrade to Premium for unlimited access.",
      title: "Usage Limit Reached",
    });
    const usage = await testDb()
      .select()
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, a.id), eq(monthlyUsageLimits.month, usageMonth(ZONE))))
      .get();
    expect(usage?.journal_entries).toBe(10);
  });

  it("lets exactly one of eight racing saves take a free member's last entry: the rest hear the limit", async () => {
    const a = await member();
    await testDb().insert(monthlyUsageLimits).values({ user_id: a.id, month: usageMonth(ZONE), journal_entries: 9 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post("/api/journal-entries", a.cookie, { content: `Racing reflection number ${index}` })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 403, 403, 403, 403, 403, 403, 403]);
    for (const response of responses.filter((response) => response.status === 403)) {
      expect(await read(response)).toEqual({ error: GATE_COPY.limitReached(10, "journal_entry"), title: GATE_COPY.limitTitle });
    }
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, a.id)).all()).toHaveLength(1);
    const usage = await testDb().select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, a.id)).get();
    expect(usage?.journal_entries).toBe(10);
  });
});

describe("the Shepherd's Whisper", () => {
  const LONG_REFLECTION = "I was short with my son tonight and I need to go and make it right with him.";
  /** What makes each trigger hold today, done the way the Today screen does it. */
  const cause = {
    struggle: (cookie: string) => post("/api/progress", cookie, { devotional_id: "dev-w", spiritual_connection: 20 }),
    daily_checkin: (cookie: string) => post("/api/checkins", cookie, { connection: 20 }),
    victory: (cookie: string) => post("/api/journal-entries", cookie, { content: LONG_REFLECTION }),
  };
  const encourage = (cookie: string, triggerType: keyof typeof cause, contextData: object = {}) =>
    post("/api/generate-encouragement", cookie, { triggerType, contextData });
  const dismiss = (cookie: string, id: string) => post(`/api/whispers/${id}/read`, cookie, undefined);

  it("keeps one pending whisper per trigger per day, even when requests race", async () => {
    const a = await member();
    await cause.struggle(a.cookie);
    await cause.victory(a.cookie);
    const first = await read(await encourage(a.cookie, "struggle", { connection: 20 }));
    expect(first.whisper).toMatchObject({ trigger_type: "struggle", whisper_date: today(), read: false });
    expect(first.whisper.verse).toMatch(/^[1-3]?\s?[A-Za-z ]+ \d+:\d+(-\d+)?$/);
    const again = await read(await encourage(a.cookie, "struggle"));
    expect(again.whisper.id).toBe(first.whisper.id);
    await Promise.all(Array.from({ length: 5 }, () => encourage(a.cookie, "victory")));
    const rows = await whisperRows(a.id);
    expect(rows.map((row) => row.trigger_type).sort()).toEqual(["struggle", "victory"]);
  });

  it("asks the composer once and writes one whisper when five requests race", async () => {
    const a = await member();
    await testDb().insert(devotionalProgress).values({ user_id: a.id, devotional_id: "dev-race", progress_date: today(), spiritual_connection: 10 });
    let arrived = 0;
    const compose: WhisperComposer = async () => {
      arrived += 1;
      return { message: "Composed for the one request that claimed the day's whisper.", verse: "Psalms 23:1" };
    };
    const input = { triggerType: "struggle" as const, contextData: {} };
    const scope = await memberScopeFor(a.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => generateEncouragement(domainContext(), scope, input, { compose })));
    expect(arrived).toBe(1);
    expect(new Set(results.map((result) => result.ok && result.whisper.id)).size).toBe(1);
    expect(await whisperRows(a.id)).toMatchObject([{ verse: "Psalms 23:1", trigger_type: "struggle" }]);
  });

  it("reads at most WHISPER_RECENT_LIMIT recent messages (yesterday's, so today's cap is untouched) for the no-repeat rule, newest first", async () => {
    const a = await member();
    const statement = env.DB.prepare(
      "INSERT INTO encouragement_whispers (id, user_id, message, trigger_type, verse, whisper_date, read, created_at) VALUES (?, ?, ?, 'victory', NULL, ?, 1, ?)",
    );
    const total = WHISPER_RECENT_LIMIT + 25;
    await env.DB.batch(Array.from({ length: total }, (_, n) => statement.bind(`recent-${a.id}-${n}`, a.id, `Message ${n}`, addDays(today(), -1), Date.now() - (total - n) * 1000)));
    await testDb().insert(journalEntries).values({ user_id: a.id, content: LONG_REFLECTION, entry_date: today() });
    let seen: string[] = [];
    const compose: WhisperComposer = async (request) => {
      seen = request.recentMessages;
      return { message: "Fresh words.", verse: "Psalms 23:1" };
    };
    const result = await generateEncouragement(domainContext(), await memberScopeFor(a.id), { triggerType: "victory", contextData: {} }, { compose });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(WHISPER_RECENT_LIMIT);
    expect(seen[0]).toBe(`Message ${total - 1}`);
  });

  it("falls back to the library when a composer fails", async () => {
    const a = await member();
    await testDb().insert(journalEntries).values({ user_id: a.id, content: LONG_REFLECTION, entry_date: today() });
    const failing: WhisperComposer = () => Promise.reject(new Error("model unavailable"));
    const result = await generateEncouragement(domainContext(), await memberScopeFor(a.id), { triggerType: "victory", contextData: {} }, { compose: failing });
    if (!result.ok) throw new Error(`no whisper: ${result.message}`);
    expect(libraryWhispers.some((entry) => entry.triggerType === "victory" && entry.message === result.whisper.message)).toBe(true);
  });

  it("shows the newest unread, and after dismissal writes a different one for the same trigger", async () => {
    const a = await member();
    await cause.daily_checkin(a.cookie);
    const { whisper } = await read(await encourage(a.cookie, "daily_checkin"));
    expect(await read(await get("/api/whispers/latest", a.cookie))).toMatchObject({ whisper: { id: whisper.id } });
    expect((await dismiss(a.cookie, whisper.id)).status).toBe(204);
    expect(await read(await get("/api/whispers/latest", a.cookie))).toEqual({ whisper: null });
    const next = await read(await encourage(a.cookie, "daily_checkin"));
    expect(next.whisper.id).not.toBe(whisper.id);
    expect(next.whisper.message).not.toBe(whisper.message);
  });

  it(`stops the generate → dismiss loop after ${WHISPERS_PER_DAY} whispers a day, with a clear answer`, async () => {
    const a = await member();
    await cause.struggle(a.cookie);
    for (let index = 0; index < WHISPERS_PER_DAY; index += 1) {
      const response = await encourage(a.cookie, "struggle");
      expect(response.status).toBe(200);
      expect((await dismiss(a.cookie, (await read(response)).whisper.id)).status).toBe(204);
    }
    const capped = await encourage(a.cookie, "struggle");
    expect(capped.status).toBe(429);
    expect(await read(capped)).toEqual({ error: WHISPER_COPY.dailyCap(WHISPERS_PER_DAY) });
    await cause.victory(a.cookie);
    expect((await encourage(a.cookie, "victory")).status).toBe(429);
    expect(await whisperRows(a.id)).toHaveLength(WHISPERS_PER_DAY);
  });

  it.each([
    ["victory", "a short entry", (cookie: string) => post("/api/journal-entries", cookie, { content: "Short and sweet, today." })],
    ["daily_checkin", "a check-in at 30", (cookie: string) => post("/api/checkins", cookie, { connection: 30 })],
    ["struggle", "a slider at 30", (cookie: string) => post("/api/progress", cookie, { devotional_id: "dev-w", spiritual_connection: 30 })],
  ] as const)("refuses %s after %s (the trigger does not hold) with 400, and writes nothing", async (triggerType, _what, before) => {
    const a = await member();
    expect((await encourage(a.cookie, triggerType)).status).toBe(400);
    await before(a.cookie);
    const response = await encourage(a.cookie, triggerType, { connection: 5 });
    expect(response.status).toBe(400);
    expect(await read(response)).toEqual({ error: WHISPER_COPY.noTrigger, field: "triggerType" });
    expect(await whisperRows(a.id)).toHaveLength(0);
  });

  it("keeps user B away from A's whispers, and A's trigger does not hold for B", async () => {
    const [a, b] = [await member(), await member()];
    await cause.victory(a.cookie);
    const { whisper } = await read(await encourage(a.cookie, "victory"));
    expect(await read(await get("/api/whispers/latest", b.cookie))).toEqual({ whisper: null });
    const denied = await dismiss(b.cookie, whisper.id);
    expect(denied.status).toBe(404);
    expect(await read(denied)).toEqual({ error: "That whisper was not found." });
    expect(await whisperRows(a.id)).toMatchObject([{ id: whisper.id, read: false }]);
    expect((await encourage(b.cookie, "victory")).status).toBe(400);
  });

  it.each([
    [{ triggerType: "celebration" }, "triggerType"],
    [{ triggerType: "victory", contextData: "text" }, "contextData"],
    [{ triggerType: "victory", contextData: { note: "x".repeat(2100) } }, "contextData"],
  ])("rejects %j with 400 and writes nothing", async (json, field) => {
    const a = await member();
    const response = await post("/api/generate-encouragement", a.cookie, json);
    expect(response.status).toBe(400);
    expect((await read(response)).field).toBe(field);
    expect(await whisperRows(a.id)).toHaveLength(0);
  });
});

describe("bad JSON", () => {
  it.each(["/api/progress", "/api/progress/complete", "/api/checkins", "/api/journal-entries", "/api/generate-encouragement"])("%s → 400", async (path) => {
    const a = await member();
    const response = await request(path, { method: "POST", cookie: a.cookie, body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await read(response)).toEqual({ error: "The request body must be valid JSON." });
  });
});
