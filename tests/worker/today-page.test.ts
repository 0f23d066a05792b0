/**
 * The Today page through the real worker, and its loader's data in
 * at most two D1 round trips (the goal, the session lookup aside): a visitor's built-in
 * devotional, a member's devotional streamed behind the skeleton, the backup on failure, and user B
 * never seeing user A's check-in, journal or whisper.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEVOTIONAL_COPY, TODAY } from "../../app/kernel/copy/today";
import { CHECKIN_COPY, STREAK_COPY } from "../../app/kernel/copy/today-member";
import { addDays, localDate } from "../../app/kernel/dates";
import { createDb } from "../../worker/db/client";
import { countingRoundTrips, countRoundTrips } from "../../worker/db/round-trips";
import {
  dailyCheckins,
  devotionalProgress,
  devotionals,
  encouragementWhispers,
  journalEntries,
  session as sessionTable,
} from "../../worker/db/schema";
import { forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { devotionalForToday, fallbackDevotional } from "../../worker/domain/devotionals.server";
import { todayData, todaysReadsWithSession } from "../../worker/domain/today.server";
import { storedOrComposed, type DevotionalSource } from "../../worker/domain/todays-devotional.server";
import { devotionalSourceFor, TEST_DEVOTIONAL_DELAY_MS } from "../../worker/test-faults";
import { domainContext, memberScopeFor, request, requestContext, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const ONE_TRIP = 'd1-session;desc="1 round trip", d1;desc="0 round trips"';
const today = () => localDate(ZONE);

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** env.DB counting its round trips, through the worker's own wrapper (worker/db/round-trips.ts). */
function countingD1(d1: D1Database) {
  const counter = { trips: 0 };
  return { db: countRoundTrips(d1, () => (counter.trips += 1)), counter };
}

/**
 * What the loader gives todayData, on a given D1: the request's slice (with the devotional source the
 * request's context chose) and the member's scope (his profile, read once).
 */
async function loaderInputs(d1: D1Database, userId: string, { now, devotional = storedOrComposed }: { now?: Date; devotional?: DevotionalSource } = {}) {
  const db = createDb(d1);
  return [{ ...domainContext(db), providers: { devotional } }, await memberScopeFor(userId, { db, now })] as const;
}

/** Six earlier days of completions, slider values and check-ins, plus today's check-in, journal and whisper. */
async function weekOfHistory(userId: string, devotionalId: string, devotionalTitle: string, hisToday = today()) {
  const db = testDb();
  const day = (offset: number) => addDays(hisToday, -offset);
  await db.batch([
    db.insert(devotionalProgress).values(
      [1, 2, 3, 4, 5, 6].map((offset) => ({
        user_id: userId,
        devotional_id: `history-${day(offset)}`,
        progress_date: day(offset),
        completed: offset !== 3,
        completed_at: offset !== 3 ? new Date() : null,
        spiritual_connection: 40 + offset,
      }))
    ),
    db
      .insert(devotionalProgress)
      .values({ user_id: userId, devotional_id: devotionalId, progress_date: hisToday, spiritual_connection: 22 }),
    db.insert(dailyCheckins).values(
      [0, 1, 2, 3, 4, 5, 6].map((offset) => ({
        user_id: userId,
        check_in_date: day(offset),
        mood: "good" as const,
        focus_areas: ["Fatherhood"],
        notes: offset === 0 ? "Patience with the boys at breakfast" : null,
      }))
    ),
    db
      .insert(journalEntries)
      .values({
        user_id: userId,
        content: "What stirred in me this morning.",
        devotional_title: devotionalTitle,
        entry_date: hisToday,
      }),
    db
      .insert(encouragementWhispers)
      .values({ user_id: userId, message: "Keep walking, brother: the Shepherd walks ahead.", whisper_date: hisToday }),
  ]);
}

describe("todayData (the loader's reads)", () => {
  it("reads a member's Today, with a week of history, in at most two D1 round trips", async () => {
    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    await weekOfHistory(member.id, stored.id, stored.title);

    const { db, counter } = countingD1(env.DB);
    const { member: data, devotional } = await todayData(...(await loaderInputs(db, member.id)));
    const day = await devotional;
    // The goal is at most two; exactly two (profile + one batch) also proves the counter counts.
    expect(counter.trips).toBe(2);

    expect(day).toMatchObject({
      backup: false,
      journalSaved: true,
      progress: { completed: false, spiritual_connection: 22 },
    });
    expect(day.devotional).toEqual(stored);
    expect(data.today).toBe(today());
    expect(data.streak).toBe(7);
    expect(data.whisper?.message).toBe("Keep walking, brother: the Shepherd walks ahead.");
    expect(data.checkIn).toEqual({
      mood: "good",
      focus_areas: ["Fatherhood"],
      notes: "Patience with the boys at breakfast",
    });
    expect(data.week.map((walk) => walk.date)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((offset) => addDays(today(), -offset))
    );
    expect(data.week.map((walk) => walk.completed)).toEqual([true, true, true, false, true, true, false]);
    expect(data.week.every((walk) => walk.checkedIn)).toBe(true);
    expect(data.week.map((walk) => walk.connection)).toEqual([46, 45, 44, 43, 42, 41, 22]);
  });

  it("gives a new member defaults: no streak, no whisper, no check-in, an empty week", async () => {
    const member = await signUp({ timeZone: ZONE });
    await devotionalForToday({ db: testDb(), env }, ZONE);
    const { member: data, devotional } = await todayData(...(await loaderInputs(env.DB, member.id)));
    expect(data).toMatchObject({ streak: 0, whisper: null, checkIn: null });
    expect(data.week.every((walk) => !walk.completed && !walk.checkedIn && walk.connection === null)).toBe(true);
    expect(await devotional).toMatchObject({ backup: false, progress: null, journalSaved: false });
  });

  it("composes a day the cron has not prepared, inside the streamed promise", async () => {
    const member = await signUp({ timeZone: ZONE });
    const now = new Date("2031-03-03T18:00:00Z");
    const { devotional } = await todayData(...(await loaderInputs(env.DB, member.id, { now })));
    const day = await devotional;
    expect(day.backup).toBe(false);
    expect(day.devotional.devotional_date).toBe("2031-03-03");
    const row = await testDb().select().from(devotionals).where(eq(devotionals.devotional_date, "2031-03-03")).get();
    expect(row?.id).toBe(day.devotional.id);
  });

  it("resolves a failed load to the built-in devotional with the backup flag", async () => {
    const member = await signUp({ timeZone: ZONE });
    const asking = new Request("http://localhost/", { headers: { "X-Test-Fail": "devotional" } });
    const failing = devotionalSourceFor({ ENABLE_TEST_ROUTES: "true" }, asking, storedOrComposed);
    const { devotional } = await todayData(...(await loaderInputs(env.DB, member.id, { devotional: failing })));
    const day = await devotional;
    expect(day.backup).toBe(true);
    expect(day.devotional).toEqual(fallbackDevotional(today()));
  });

  it("only fails on purpose on a test server, for a request that asks", () => {
    const asking = new Request("http://localhost/", { headers: { "X-Test-Fail": "devotional" } });
    expect(devotionalSourceFor({ ENABLE_TEST_ROUTES: "true" }, asking, storedOrComposed)).not.toBe(storedOrComposed);
    expect(devotionalSourceFor({}, asking, storedOrComposed)).toBe(storedOrComposed);
    expect(devotionalSourceFor({ ENABLE_TEST_ROUTES: "true" }, new Request("http://localhost/"), storedOrComposed)).toBe(storedOrComposed);
    const deployed = new Request("https://shepherd.example.org/", { headers: { "X-Test-Fail": "devotional" } });
    expect(devotionalSourceFor({ ENABLE_TEST_ROUTES: "true", APP_URL: "https://shepherd.example.org" }, deployed, storedOrComposed)).toBe(
      storedOrComposed
    );
  });

  it("holds the devotional back only on a test server, for a request that asks; the rest is not delayed", async () => {
    const asking = new Request("http://localhost/", { headers: { "X-Test-Slow": "devotional" } });
    expect(devotionalSourceFor({}, asking, storedOrComposed)).toBe(storedOrComposed);
    const deployed = new Request("https://shepherd.example.org/", { headers: { "X-Test-Slow": "devotional" } });
    expect(devotionalSourceFor({ ENABLE_TEST_ROUTES: "true", APP_URL: "https://shepherd.example.org" }, deployed, storedOrComposed)).toBe(
      storedOrComposed
    );

    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    const slow = devotionalSourceFor({ ENABLE_TEST_ROUTES: "true" }, asking, storedOrComposed);
    const started = Date.now();
    const { devotional } = await todayData(...(await loaderInputs(env.DB, member.id, { devotional: slow })));
    const firstRender = Date.now() - started;
    expect((await devotional).devotional).toEqual(stored);
    expect(firstRender).toBeLessThan(TEST_DEVOTIONAL_DELAY_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_DEVOTIONAL_DELAY_MS - 10);
  });
});

describe("the Today page", () => {
  it("shows a visitor the sign-in notice above a built-in devotional", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const fallback = fallbackDevotional(localDate("UTC"));
    expect(html).toContain(escaped(TODAY.title));
    expect(html).toContain(escaped(TODAY.subtitle));
    expect(html).toContain(escaped(DEVOTIONAL_COPY.signInToView));
    expect(html.indexOf(escaped(DEVOTIONAL_COPY.signInToView))).toBeLessThan(html.indexOf(escaped(fallback.title)));
    expect(html).toContain(escaped(fallback.passage));
    expect(html).toContain('href="/auth"');
    expect(html).not.toContain(STREAK_COPY.label);
  });

  it("streams a member's devotional with its title, passage and scripture", async () => {
    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    const response = await request("/", { cookie: member.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(escaped(stored.title));
    expect(html).toContain(escaped(stored.passage));
    expect(html).toContain(escaped(stored.passage_text.slice(0, 40)));
    expect(html).toContain(escaped(DEVOTIONAL_COPY.markComplete));
    expect(html).toContain(escaped(STREAK_COPY.label));
    expect(html).not.toContain(escaped(DEVOTIONAL_COPY.signInToView));
    expect(html).not.toContain(escaped(DEVOTIONAL_COPY.backupNotice));
  });

  it("sends the skeleton first when the devotional has to be composed", async () => {
    const member = await signUp({ timeZone: ZONE });
    await testDb().delete(devotionals).where(eq(devotionals.devotional_date, today()));
    // Written behind the app's back: the isolate's copy of the day's devotional goes too.
    forgetDevotional(today());
    const response = await request("/", { cookie: member.cookie });
    const html = await response.text();
    const skeleton = html.indexOf('data-testid="today-skeleton"');
    const stored = await testDb().select().from(devotionals).where(eq(devotionals.devotional_date, today())).get();
    expect(skeleton).toBeGreaterThan(-1);
    expect(html.indexOf(escaped(stored!.title))).toBeGreaterThan(skeleton);
    // The streamed parts are revealed by inline scripts, each carrying this response's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(1);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("reports the request's D1 round trips in Server-Timing (member with a week of history; visitor)", async () => {
    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    await weekOfHistory(member.id, stored.id, stored.title);
    const response = await request("/", { cookie: member.cookie });
    await response.text();
    const timing = response.headers.get("Server-Timing") ?? "";
    // One in all: the session read together with the member's basics (profile, subscription, usage
    // and limits — the root loader's membership and Today's profile come from it) and Today's reads.
    expect(timing).toBe(ONE_TRIP);

    // A client-side navigation to Today asks for its data alone, in the same one round trip.
    const data = await request("/_root.data", { cookie: member.cookie });
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Patience with the boys at breakfast");
    expect(data.headers.get("Server-Timing")).toBe(ONE_TRIP);

    const visitor = await request("/");
    await visitor.text();
    expect(visitor.headers.get("Server-Timing")).toBe('d1;desc="0 round trips"');
  });

  it("ignores the failure header outside a test server", async () => {
    const member = await signUp({ timeZone: ZONE });
    const html = await (await request("/", { cookie: member.cookie, headers: { "X-Test-Fail": "devotional" } })).text();
    expect(html).not.toContain(escaped(DEVOTIONAL_COPY.backupNotice));
  });

  it("shows user A his own check-in, journal and whisper, and user B none of them", async () => {
    const a = await signUp({ timeZone: ZONE });
    const b = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    await weekOfHistory(a.id, stored.id, stored.title);
    const pageOf = async (cookie: string) => (await request("/", { cookie })).text();

    const mine = await pageOf(a.cookie);
    const theirs = await pageOf(b.cookie);
    const privateToA = [
      CHECKIN_COPY.checkedInToday,
      "Patience with the boys at breakfast",
      DEVOTIONAL_COPY.journalEntrySaved,
      "Keep walking, brother: the Shepherd walks ahead.",
    ].map(escaped);
    for (const text of privateToA) {
      expect(mine).toContain(text);
      expect(theirs).not.toContain(text);
    }
    expect(theirs).toContain(escaped(DEVOTIONAL_COPY.gatherThoughts));
    expect(theirs).toContain(escaped(stored.title));
  });
});

describe("Today's reads in his session's batch", () => {
  it("give the same Today as their own batch, at both ends of the date line, with no round trip of their own", async () => {
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", ZONE]) {
      const member = await signUp({ timeZone: zone });
      const stored = await devotionalForToday({ db: testDb(), env }, zone);
      const hisToday = localDate(zone);
      await weekOfHistory(member.id, stored.id, stored.title, hisToday);
      // A day recorded in a zone further east than his (a traveller's): not his today, not yet his streak.
      await testDb()
        .insert(dailyCheckins)
        .values({ user_id: member.id, check_in_date: addDays(hisToday, 1), mood: "great", focus_areas: [], notes: "Tomorrow, further east" });

      // His request for Today, as the worker builds it: his reads rode with his session.
      const app = await requestContext({ cookie: member.cookie });
      const scope = (await app.member())!;
      const counter = { trips: 0, sessionTrips: 0 };
      const ridden = await countingRoundTrips(counter, () => todayData(app, scope));
      const alone = await todayData({ ...domainContext(), providers: { devotional: storedOrComposed } }, scope);

      expect(counter.trips, zone).toBe(0);
      expect(ridden.member, zone).toEqual(alone.member);
      expect(await ridden.devotional, zone).toEqual(await alone.devotional);
      expect(ridden.member).toMatchObject({ today: hisToday, streak: 7, checkIn: { notes: "Patience with the boys at breakfast" } });
      expect(await ridden.devotional).toMatchObject({ journalSaved: true, progress: { spiritual_connection: 22 } });
    }
  });

  it("are not used for another page, and another page reads none of them", async () => {
    const member = await signUp({ timeZone: ZONE });
    const app = await requestContext({ cookie: member.cookie, path: "/terms" });
    expect(app.readWithSession(todaysReadsWithSession)).toBeNull();
    const scope = (await app.member())!;
    const counter = { trips: 0, sessionTrips: 0 };
    await countingRoundTrips(counter, () => todayData(app, scope));
    expect(counter.trips).toBe(1);
  });

  it("leave an expired session's Today a visitor's, with none of his rows in it", async () => {
    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    await weekOfHistory(member.id, stored.id, stored.title);
    await testDb().update(sessionTable).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessionTable.userId, member.id));
    const html = await (await request("/", { cookie: member.cookie })).text();
    expect(html).toContain(escaped(DEVOTIONAL_COPY.signInToView));
    for (const his of ["Patience with the boys at breakfast", "Keep walking, brother: the Shepherd walks ahead.", CHECKIN_COPY.checkedInToday]) {
      expect(html).not.toContain(escaped(his));
    }
  });
});
