/**
 * Walking together in a flock, through the real worker: accountability (a man's own opt-in; his
 * streak and today's ticks shown to his flock on his own day, never his mood, connection, notes or
 * journal), nudges (one a day from a brother to a brother, in-app and by push), and gatherings for
 * one flock — with the access matrix of two flocks, a co-leader, a removed man, a non-member and a
 * visitor at every door.
 */
import { env } from "cloudflare:test";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { GATHERINGS_COPY } from "../../app/kernel/copy/gatherings";
import { addDays } from "../../app/kernel/dates";
import { DEFAULT_NUDGE, FLOCK_LIMITS, flockHref } from "../../app/kernel/flock/rules";
import { createDb } from "../../worker/db/client";
import { countRoundTrips } from "../../worker/db/round-trips";
import {
  dailyCheckins,
  devotionalProgress,
  flockMembers,
  flockNudges,
  gatherings,
  journalEntries,
  notifications,
  profiles,
  reminderSettings,
} from "../../worker/db/schema";
import { accountabilityFor } from "../../worker/domain/flock/accountability.server";
import { findFlockFor } from "../../worker/domain/flock/access.server";
import { flockGatheringsFor } from "../../worker/domain/flock/gatherings.server";
import { streakFor } from "../../worker/domain/progress.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedGathering } from "../../worker/seed/gatherings";
import type { RecordedPush } from "../fakes/push";
import { apiClient, flashToast, formPost, memberScopeFor, okJson, pageText, request, signUp, testDb } from "./helpers";

const C = FLOCK_COPY;
const db = () => testDb();
const PUSH_FAKE = "http://push-fake.test";

async function premium(timeZone = "America/Chicago") {
  const man = await signUp({ timeZone });
  await grantPremium(db(), man.id, { kind: "comp", days: null });
  return man;
}

/**
 * Two flocks. A: leader, co-leader, member, and a man removed from it. B: its own leader and member.
 * Plus a member in no flock. Leaders are Premium (they may lead gatherings).
 */
async function twoFlocks() {
  const leader = await premium();
  const coLeader = await premium();
  const brother = await signUp({ timeZone: "America/Chicago" });
  const removed = await signUp();
  const otherLeader = await premium();
  const otherBrother = await signUp();
  const outsider = await signUp();
  const a = await seedFlock(db(), { leaderId: leader.id, name: "Iron Men" });
  const b = await seedFlock(db(), { leaderId: otherLeader.id, name: "Fathers at Dawn" });
  await seedFlockMember(db(), { flockId: a.id, userId: coLeader.id, role: "co_leader" });
  await seedFlockMember(db(), { flockId: a.id, userId: brother.id });
  await seedFlockMember(db(), { flockId: a.id, userId: removed.id, accountability: true });
  await db().delete(flockMembers).where(and(eq(flockMembers.flock_id, a.id), eq(flockMembers.user_id, removed.id)));
  await seedFlockMember(db(), { flockId: b.id, userId: otherBrother.id, accountability: true });
  return { a, b, leader, coLeader, brother, removed, otherLeader, otherBrother, outsider };
}

const api = (cookie?: string) => apiClient(cookie).flocks[":flockId"];
const readWalk = (cookie: string | undefined, flockId: string) => api(cookie).accountability.$get({ param: { flockId } });
const optIn = (cookie: string | undefined, flockId: string, value: boolean) => api(cookie).accountability.$put({ param: { flockId }, json: { optIn: value } });
const nudge = (cookie: string | undefined, flockId: string, json: { memberId: string; message?: string }) => api(cookie).nudges.$post({ param: { flockId }, json });

const accountabilityOf = async (flockId: string, userId: string) =>
  (await db().select().from(flockMembers).where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, userId))).get())?.accountability;
const nudgeCount = async () => (await db().select({ value: count() }).from(flockNudges).get())!.value;
const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.user_id, userId)).all();

describe("accountability: who may read and change it", () => {
  it("leader, co-leader and member read their flock's rows; a visitor is 401; another flock's man, a removed man and a non-member get the one not-found", async () => {
    const w = await twoFlocks();
    for (const man of [w.leader, w.coLeader, w.brother]) expect((await readWalk(man.cookie, w.a.id)).status).toBe(200);
    expect((await readWalk(undefined, w.a.id)).status).toBe(401);
    for (const man of [w.otherLeader, w.otherBrother, w.removed, w.outsider]) {
      const refused = await readWalk(man.cookie, w.a.id);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: C.errors.notFound });
      const changed = await optIn(man.cookie, w.a.id, true);
      expect(changed.status).toBe(404);
    }
    expect((await optIn(undefined, w.a.id, true)).status).toBe(401);
    expect(await accountabilityOf(w.a.id, w.removed.id)).toBeUndefined();
    // Flock B's row of its own member stays as it was, unseen from A.
    expect(await accountabilityOf(w.b.id, w.otherBrother.id)).toBe(true);
    expect((await okJson(readWalk(w.leader.cookie, w.a.id))).rows).toEqual([]);
  });

  it("a man opts in and out for himself only, per flock, off by default", async () => {
    const w = await twoFlocks();
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(false);
    expect(await okJson(optIn(w.brother.cookie, w.a.id, true))).toEqual({ optedIn: true });
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(true);
    expect(await accountabilityOf(w.a.id, w.leader.id)).toBe(false);
    // Another flock's row of his stays off.
    await seedFlockMember(db(), { flockId: w.b.id, userId: w.brother.id });
    expect(await accountabilityOf(w.b.id, w.brother.id)).toBe(false);
    expect((await okJson(readWalk(w.brother.cookie, w.a.id))).optedIn).toBe(true);
    expect(await okJson(optIn(w.brother.cookie, w.a.id, false))).toEqual({ optedIn: false });
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(false);
  });

  it("bad input is a 400 with a message, and nothing changes", async () => {
    const w = await twoFlocks();
    for (const json of [{}, { optIn: "yes" }, { optIn: 1 }, { optIn: null }]) {
      const refused = await request(`/api/flocks/${w.a.id}/accountability`, { method: "PUT", cookie: w.brother.cookie, json });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    }
    const broken = await request(`/api/flocks/${w.a.id}/accountability`, {
      method: "PUT",
      cookie: w.brother.cookie,
      body: "{optIn",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const longId = await request(`/api/flocks/${"x".repeat(65)}/accountability`, { cookie: w.brother.cookie });
    expect(longId.status).toBe(400);
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(false);
  });
});

describe("accountability: what the flock sees", () => {
  it("only men who opted in have a row: their streak as Today counts it and today's ticks on their own day, never mood, connection, notes or journal", async () => {
    const w = await twoFlocks();
    // The brother lives at UTC+14: his day is the flock's tomorrow for most of the day in Chicago.
    await db().update(profiles).set({ time_zone: "Pacific/Kiritimati" }).where(eq(profiles.id, w.brother.id));
    const his = await memberScopeFor(w.brother.id);
    await db().insert(dailyCheckins).values({ user_id: w.brother.id, check_in_date: his.today, mood: "struggling", connection: 13, notes: "SECRET-NOTE about my marriage" });
    await db().insert(dailyCheckins).values({ user_id: w.brother.id, check_in_date: addDays(his.today, -1), mood: "great", notes: "SECRET-NOTE-2" });
    await db()
      .insert(devotionalProgress)
      .values({ user_id: w.brother.id, devotional_id: "d-yesterday", progress_date: addDays(his.today, -1), completed: true, spiritual_connection: 87 });
    await db().insert(devotionalProgress).values({ user_id: w.brother.id, devotional_id: "d-today", progress_date: his.today, completed: false, spiritual_connection: 61 });
    await db().insert(journalEntries).values({ user_id: w.brother.id, content: "SECRET-JOURNAL text", entry_date: his.today, devotional_title: "SECRET-TITLE" });
    await okJson(optIn(w.brother.cookie, w.a.id, true));

    const response = await readWalk(w.leader.cookie, w.a.id);
    const text = await response.clone().text();
    const view = await okJson(response);
    expect(view.optedIn).toBe(false);
    expect(view.rows).toHaveLength(1);
    const [row] = view.rows;
    expect(Object.keys(row!).sort()).toEqual(["canNudge", "checkInToday", "devotionalToday", "member", "streak"]);
    expect(row).toMatchObject({ member: { id: w.brother.id }, checkInToday: true, devotionalToday: false, canNudge: true });
    expect(row!.streak).toBe(await streakFor(db(), his));
    expect(row!.streak).toBe(2);
    for (const secret of ["SECRET", "struggling", "great", "mood", "notes", "connection", "journal", "87", "61", "Kiritimati"]) expect(text).not.toContain(secret);

    // The leader has not opted in: he has no row, not even an empty one, for anyone.
    const seenByBrother = await okJson(readWalk(w.brother.cookie, w.a.id));
    expect(seenByBrother.rows.map((r) => r.member.id)).toEqual([w.brother.id]);
    expect(seenByBrother.rows[0]!.canNudge).toBe(false);

    await okJson(optIn(w.brother.cookie, w.a.id, false));
    expect((await okJson(readWalk(w.leader.cookie, w.a.id))).rows).toEqual([]);
  });

  it("a completed devotional today ticks the devotional on his day", async () => {
    const w = await twoFlocks();
    const his = await memberScopeFor(w.coLeader.id);
    await db().insert(devotionalProgress).values({ user_id: w.coLeader.id, devotional_id: "d-1", progress_date: his.today, completed: true });
    await okJson(optIn(w.coLeader.cookie, w.a.id, true));
    const [row] = (await okJson(readWalk(w.brother.cookie, w.a.id))).rows;
    expect(row).toMatchObject({ member: { id: w.coLeader.id }, streak: 1, devotionalToday: true, checkInToday: false });
  });

  it("a whole flock's rows are read in two D1 round trips, however many men share", async () => {
    const leader = await signUp();
    const flock = await seedFlock(db(), { leaderId: leader.id });
    for (let n = 0; n < 6; n += 1) {
      const man = await signUp();
      await seedFlockMember(db(), { flockId: flock.id, userId: man.id, accountability: true });
      await db().insert(dailyCheckins).values({ user_id: man.id, check_in_date: (await memberScopeFor(man.id)).today, mood: "good" });
    }
    let trips = 0;
    const counted = createDb(countRoundTrips(env.DB, () => (trips += 1)));
    const scope = await memberScopeFor(leader.id);
    const access = await findFlockFor(counted, scope, flock.id);
    if (!access.ok) throw new Error("the leader must see his flock");
    const view = await accountabilityFor(counted, scope, access);
    expect(view.rows).toHaveLength(6);
    expect(view.rows.every((row) => row.checkInToday && row.streak === 1)).toBe(true);
    expect(trips).toBe(2);
  });
});

describe("nudges", () => {
  it("arrives as an in-app notification to the flock's page, once a day from a brother to a brother", async () => {
    const w = await twoFlocks();
    await okJson(optIn(w.brother.cookie, w.a.id, true));
    // His open page hears of it at once (his NotificationHub), as every notification.
    const opened = await request("/api/realtime", { cookie: w.brother.cookie, headers: { Upgrade: "websocket", Origin: "http://localhost" } });
    expect(opened.status).toBe(101);
    const socket = opened.webSocket!;
    socket.accept();
    const heard: unknown[] = [];
    socket.addEventListener("message", (event) => heard.push(JSON.parse(event.data as string)));
    const sent = await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ sent: true });
    const [note] = await notificationsOf(w.brother.id);
    await expect.poll(() => heard).toEqual([{ type: "notifications_changed", unread: 1, change: "created", id: note!.id }]);
    socket.close();
    expect(note).toMatchObject({ type: "other", link: flockHref(w.a.id), read: false });
    expect(note!.content).toContain(DEFAULT_NUDGE);
    expect(note!.content).toContain(w.leader.name);

    const again = await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id, message: "Again" });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: C.errors.nudgedToday });
    expect(await notificationsOf(w.brother.id)).toHaveLength(1);
    const rows = await db().select().from(flockNudges).where(eq(flockNudges.to_id, w.brother.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ from_id: w.leader.id, flock_id: w.a.id, day: (await memberScopeFor(w.leader.id)).today, message: DEFAULT_NUDGE });

    // His row now says the leader may not nudge him again today; another brother still may.
    const [row] = (await okJson(readWalk(w.leader.cookie, w.a.id))).rows;
    expect(row!.canNudge).toBe(false);
    const own = await nudge(w.coLeader.cookie, w.a.id, { memberId: w.brother.id, message: "  Standing with you in the fight.  " });
    expect(own.status).toBe(201);
    const contents = (await notificationsOf(w.brother.id)).map((n) => n.content);
    expect(contents.some((content) => content.includes("Standing with you in the fight."))).toBe(true);
  });

  it("reaches his phone when he has push on", async () => {
    const w = await twoFlocks();
    await okJson(optIn(w.brother.cookie, w.a.id, true));
    const subscription = await (await fetch(`${PUSH_FAKE}/__subscriptions`, { method: "POST", body: JSON.stringify({ gone: false }) })).json();
    expect((await request("/api/push-subscriptions", { method: "POST", cookie: w.brother.cookie, json: subscription })).status).toBe(201);
    await db().insert(reminderSettings).values({ user_id: w.brother.id, enabled: true, channel_push: true, channel_email: false });
    expect((await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id })).status).toBe(201);
    const deliveries = async (): Promise<RecordedPush[]> =>
      (await fetch(`${PUSH_FAKE}/__calls?endpoint=${encodeURIComponent((subscription as { endpoint: string }).endpoint)}`)).json();
    // The push goes out after the answer (waitUntil): wait for the push service to have it.
    await expect.poll(async () => (await deliveries()).map((d) => d.status)).toEqual([201]);
    expect((await deliveries())[0]!.payload).toMatchObject({ title: C.nudge.pushTitle(w.leader.name), body: DEFAULT_NUDGE, url: flockHref(w.a.id) });
  });

  it("never crosses flocks: a man of another flock, a removed man or a non-member is 404 to nudge, and nothing is written", async () => {
    const w = await twoFlocks();
    const before = await nudgeCount();
    for (const target of [w.otherBrother, w.removed, w.outsider]) {
      const refused = await nudge(w.leader.cookie, w.a.id, { memberId: target.id });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: C.errors.brotherNotFound });
      expect(await notificationsOf(target.id)).toHaveLength(0);
    }
    // From outside flock A, nobody nudges into it.
    await okJson(optIn(w.brother.cookie, w.a.id, true));
    for (const sender of [w.otherLeader, w.removed, w.outsider]) {
      const refused = await nudge(sender.cookie, w.a.id, { memberId: w.brother.id });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: C.errors.notFound });
    }
    // Nor through his own flock to a man of A.
    expect((await nudge(w.otherLeader.cookie, w.b.id, { memberId: w.brother.id })).status).toBe(404);
    expect((await nudge(undefined, w.a.id, { memberId: w.brother.id })).status).toBe(401);
    expect(await nudgeCount()).toBe(before);
    expect(await notificationsOf(w.brother.id)).toHaveLength(0);
  });

  it("a brother who does not share his walk, or himself, is refused; bad input is 400; nothing is written", async () => {
    const w = await twoFlocks();
    const before = await nudgeCount();
    const notShared = await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id });
    expect(notShared.status).toBe(403);
    expect(await notShared.json()).toEqual({ error: C.errors.notOptedIn });
    await okJson(optIn(w.leader.cookie, w.a.id, true));
    const self = await nudge(w.leader.cookie, w.a.id, { memberId: w.leader.id });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: C.errors.nudgeSelf });

    await okJson(optIn(w.brother.cookie, w.a.id, true));
    const tooLong = await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id, message: "x".repeat(FLOCK_LIMITS.nudge.max + 1) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: C.errors.nudgeTooLong, field: "message" });
    for (const json of [{}, { memberId: 7 }, { memberId: "" }, { memberId: w.brother.id, message: 12 }]) {
      const refused = await request(`/api/flocks/${w.a.id}/nudges`, { method: "POST", cookie: w.leader.cookie, json });
      expect(refused.status).toBe(400);
    }
    expect(await nudgeCount()).toBe(before);
    expect(await notificationsOf(w.brother.id)).toHaveLength(0);
    // A message of exactly the limit goes.
    expect((await nudge(w.leader.cookie, w.a.id, { memberId: w.brother.id, message: "y".repeat(FLOCK_LIMITS.nudge.max) })).status).toBe(201);
  });
});

describe("gatherings for a flock", () => {
  const dateAhead = (days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
  const plan = (flockId: string | undefined) => ({
    title: "Iron Men at the Table",
    description: "",
    date: dateAhead(2),
    time: "19:30",
    durationMinutes: 60,
    audience: "flock" as const,
    flockId,
    capacity: 12,
  });
  const createGathering = (cookie: string, input: ReturnType<typeof plan>) => apiClient(cookie).gatherings.$post({ json: input as never });
  const listed = async (cookie: string) => (await okJson(apiClient(cookie).gatherings.$get())).gatherings.map((g) => g.roomName);
  const gatheringCount = async () => (await db().select({ value: count() }).from(gatherings).get())!.value;

  it("a leader or co-leader plans one for his flock; its members see it, nobody outside it does (404 for its room and token)", async () => {
    const w = await twoFlocks();
    const planned = await createGathering(w.leader.cookie, plan(w.a.id));
    expect(planned.status).toBe(201);
    const { roomName } = (await planned.json()) as { roomName: string };
    const row = (await db().select().from(gatherings).where(eq(gatherings.room_name, roomName)).get())!;
    expect(row).toMatchObject({ audience: "flock", flock_id: w.a.id, host_id: w.leader.id });
    expect((await createGathering(w.coLeader.cookie, plan(w.a.id))).status).toBe(201);

    for (const man of [w.leader, w.coLeader, w.brother]) expect(await listed(man.cookie)).toContain(roomName);
    for (const man of [w.otherLeader, w.otherBrother, w.removed, w.outsider]) {
      expect(await listed(man.cookie)).not.toContain(roomName);
      expect((await apiClient(man.cookie).gatherings[":roomName"].token.$post({ param: { roomName } })).status).toBe(404);
      expect((await apiClient(man.cookie).gatherings[":roomName"].rsvp.$put({ param: { roomName }, json: { response: "going" } })).status).toBe(404);
      expect((await request(`/api/gatherings/${roomName}/calendar.ics`, { cookie: man.cookie })).status).toBe(404);
    }
    expect((await request(`/api/gatherings/${roomName}/calendar.ics`, { cookie: w.brother.cookie })).status).toBe(200);
    expect((await apiClient(w.brother.cookie).gatherings[":roomName"].rsvp.$put({ param: { roomName }, json: { response: "going" } })).status).toBe(200);
  });

  it("a plain member, another flock's leader, or no flock at all is refused as not leading it, and nothing is written", async () => {
    const w = await twoFlocks();
    await grantPremium(db(), w.brother.id, { kind: "comp", days: null });
    const before = await gatheringCount();
    for (const [man, flockId] of [
      [w.brother, w.a.id],
      [w.otherLeader, w.a.id],
      [w.leader, w.b.id],
      [w.leader, undefined],
    ] as const) {
      const refused = await createGathering(man.cookie, plan(flockId));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: GATHERINGS_COPY.errors.notFlockLeader, field: "audience" });
    }
    expect(await gatheringCount()).toBe(before);
  });

  it("the flock page's list holds the flock's upcoming gatherings only", async () => {
    const w = await twoFlocks();
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const ours = await seedGathering(db(), { hostId: w.leader.id, startsAt: soon, audience: "flock", flockId: w.a.id, title: "Ours" });
    await seedGathering(db(), { hostId: w.otherLeader.id, startsAt: soon, audience: "flock", flockId: w.b.id, title: "Theirs" });
    await seedGathering(db(), { hostId: w.leader.id, startsAt: soon, audience: "pasture", title: "Everyone's" });
    await seedGathering(db(), { hostId: w.leader.id, startsAt: new Date(Date.now() - 3 * 86_400_000), audience: "flock", flockId: w.a.id, title: "Over" });
    const scope = await memberScopeFor(w.brother.id);
    const cards = await flockGatheringsFor(db(), scope, w.a.id);
    expect(cards.map((card) => card.roomName)).toEqual([ours!.room_name]);
  });

  it("the form offers the flocks he leads, and none to a man who leads none", async () => {
    const w = await twoFlocks();
    const form = await (await request("/pasture/gathering/new", { cookie: w.leader.cookie })).text();
    expect(form).toContain('value="flock"');
    expect(form).toContain("Iron Men");
    expect(form).not.toContain("Fathers at Dawn");
    await grantPremium(db(), w.brother.id, { kind: "comp", days: null });
    const plain = await (await request("/pasture/gathering/new", { cookie: w.brother.cookie })).text();
    expect(plain).not.toContain('value="flock"');
  });
});

describe("the flock page's walking together and gatherings", () => {
  it("shows a member the brothers who share their walk and the flock's gatherings; its forms switch his sharing and send a nudge", async () => {
    const w = await twoFlocks();
    await seedGathering(db(), { hostId: w.leader.id, startsAt: new Date(Date.now() + 86_400_000), audience: "flock", flockId: w.a.id, title: "Iron Men Gather" });
    let page = await pageText(await request(`/flock/${w.a.id}`, { cookie: w.brother.cookie }));
    expect(page).toContain(C.walk.explain);
    expect(page).toContain(C.walk.empty);
    expect(page).toContain("Iron Men Gather");

    const switched = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "accountability", optIn: "true" }, { cookie: w.brother.cookie }));
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe(`/flock/${w.a.id}#flock-accountability`);
    expect(flashToast(switched)?.title).toBe(C.walk.optedInToast);
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(true);

    page = await pageText(await request(`/flock/${w.a.id}`, { cookie: w.leader.cookie }));
    expect(page).toContain(w.brother.name);
    expect(page).toContain(C.walk.streak(0));
    const nudged = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "nudge", memberId: w.brother.id, message: "" }, { cookie: w.leader.cookie }));
    expect(nudged.status).toBe(302);
    expect(flashToast(nudged)?.title).toBe(C.walk.nudgeSentToast);
    expect((await notificationsOf(w.brother.id)).map((n) => n.content)).toEqual([C.nudge.content(w.leader.name, "Iron Men", DEFAULT_NUDGE)]);
    const again = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "nudge", memberId: w.brother.id }, { cookie: w.leader.cookie }));
    expect(flashToast(again)).toMatchObject({ title: C.errors.nudgedToday });
  });

  it("its forms give a man outside the flock the real not-found, a visitor the sign-in, and change nothing", async () => {
    const w = await twoFlocks();
    const before = await nudgeCount();
    for (const man of [w.otherLeader, w.removed, w.outsider]) {
      const refused = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "accountability", optIn: "true" }, { cookie: man.cookie }));
      expect(refused.status).toBe(404);
    }
    const visitor = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "accountability", optIn: "true" }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    const bad = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "accountability", optIn: "maybe" }, { cookie: w.brother.cookie }));
    expect(flashToast(bad)).toMatchObject({ title: C.errors.optIn });
    const unknown = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "shout" }, { cookie: w.brother.cookie }));
    expect(unknown.status).toBe(400);
    expect(await accountabilityOf(w.a.id, w.brother.id)).toBe(false);
    await okJson(optIn(w.brother.cookie, w.a.id, true));
    for (const man of [w.otherLeader, w.outsider]) {
      const refused = await request(`/flock/${w.a.id}/walk`, formPost({ intent: "nudge", memberId: w.brother.id }, { cookie: man.cookie }));
      expect(refused.status).toBe(404);
    }
    expect(await accountabilityOf(w.a.id, w.otherLeader.id)).toBeUndefined();
    expect(await nudgeCount()).toBe(before);
  });
});
