/**
 * The live prayer gathering through the real worker and its Durable Object: the queue's order,
 * moves by the host only, state stored before any page hears of it, eviction in the middle of a
 * gathering, sockets from outside the audience refused at the door, a request prayed through
 * counted once per member present with the requester's notification, bad messages answered with
 * an error and nothing changed, anonymous requests carrying no author, and the end.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PrayerGathering, type PrayerCursor } from "../../durable-objects/prayer-gathering";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import type { LiveServerMessage, LiveStateView } from "../../app/kernel/prayer/live";
import { prayedSummaryNotificationId } from "../../app/kernel/prayer/rules";
import { gatherings, notifications, prayerGatheringPrayed, prayerGatheringPresence, prayerMarks, prayerRequests } from "../../worker/db/schema";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedGathering } from "../../worker/seed/gatherings";
import { seedPrayerMark, seedPrayerRequest } from "../../worker/seed/prayer";
import { memberScopeFor, pageText, request, signUp, testDb } from "./helpers";

const L = PRAYER_COPY.live;
const db = () => testDb();

/** A flock with its leader (the host), a brother, a man of another flock, and a Pasture member in no flock. */
async function people() {
  const host = await signUp({ timeZone: "America/Chicago" });
  const brother = await signUp({ timeZone: "Asia/Tokyo" });
  const otherFlockMan = await signUp();
  const pastureMan = await signUp();
  const flock = await seedFlock(db(), { leaderId: host.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  await seedFlock(db(), { leaderId: otherFlockMan.id, name: "Other" });
  return { host, brother, otherFlockMan, pastureMan, flock };
}

async function liveFlockGathering(hostId: string, flockId: string) {
  return seedGathering(db(), { kind: "prayer", hostId, audience: "flock", flockId, title: "Tuesday prayer", startsAt: new Date(Date.now() - 5 * 60_000) });
}

const liveUrl = (id: string) => `/api/prayer/gatherings/${id}/live`;
const upgrade = (id: string, cookie?: string, origin = "http://localhost") =>
  request(liveUrl(id), { cookie, headers: { Upgrade: "websocket", Origin: origin } });

interface Page {
  socket: WebSocket;
  messages: LiveServerMessage[];
  states: () => LiveStateView[];
  latest: () => LiveStateView | undefined;
  errors: () => string[];
  send: (message: unknown) => void;
}

async function openPage(id: string, cookie: string): Promise<Page> {
  const response = await upgrade(id, cookie);
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const messages: LiveServerMessage[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string));
  });
  const states = () => messages.flatMap((m) => (m.type === "state" ? [m.state] : []));
  return {
    socket,
    messages,
    states,
    latest: () => states().at(-1),
    errors: () => messages.flatMap((m) => (m.type === "error" ? [m.message] : [])),
    send: (message) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
  };
}

/** Waits until the pages' messages hold (vitest's own limit ends a test that never gets there). */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Reads until the rows hold: the marks are written just after the pages hear of the move. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const stubOf = (gatheringId: string) => env.PRAYER_GATHERING.get(env.PRAYER_GATHERING.idFromName(gatheringId));

async function closeAll(...pages: Page[]) {
  await Promise.all(
    pages.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.addEventListener("close", () => resolve());
          socket.close(1000);
        }),
    ),
  );
}

describe("who may open the live page's socket", () => {
  it("the host and a brother of the flock get in; another flock's member and a Pasture member get 404; a visitor 401; a foreign page 403", async () => {
    const { host, brother, otherFlockMan, pastureMan, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    for (const outsider of [otherFlockMan, pastureMan]) {
      const refused = await upgrade(g.id, outsider.cookie);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: L.errors.gatheringNotFound });
    }
    expect((await upgrade(g.id)).status).toBe(401);
    expect((await upgrade(g.id, brother.cookie, "https://evil.example")).status).toBe(403);
    expect((await request(liveUrl(g.id), { cookie: brother.cookie })).status).toBe(400);
    await until(() => a.latest()?.prayingNow === 2);
    const present = await db().select().from(prayerGatheringPresence).where(eq(prayerGatheringPresence.gathering_id, g.id));
    expect(present.map((row) => row.user_id).sort()).toEqual([host.id, brother.id].sort());
    await closeAll(a, b);
  });

  it("a study gathering's id, an unknown id, a gathering not begun and one that ended are refused", async () => {
    const { host, flock } = await people();
    const study = await seedGathering(db(), { hostId: host.id, audience: "flock", flockId: flock.id, startsAt: new Date() });
    expect((await upgrade(study.id, host.cookie)).status).toBe(404);
    expect((await upgrade("no-such-gathering", host.cookie)).status).toBe(404);
    const later = await seedGathering(db(), { kind: "prayer", hostId: host.id, audience: "flock", flockId: flock.id, startsAt: new Date(Date.now() + 86_400_000) });
    expect(await (await upgrade(later.id, host.cookie)).json()).toEqual({ error: L.errors.notStarted });
    const over = await seedGathering(db(), { kind: "prayer", hostId: host.id, audience: "flock", flockId: flock.id, startsAt: new Date(Date.now() - 3_600_000), endedAt: new Date() });
    expect(await (await upgrade(over.id, host.cookie)).json()).toEqual({ error: L.errors.ended });
  });

  it("the object itself refuses a socket the worker did not vouch for, and closes one whose attachment names no member of this gathering", async () => {
    const { host, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    const bare = await stubOf(g.id).fetch("http://do/live", { headers: { Upgrade: "websocket" } });
    expect(bare.status).toBe(400);
    const a = await openPage(g.id, host.cookie);
    await until(() => a.states().length > 0);
    const closed = new Promise<number>((resolve) => a.socket.addEventListener("close", (event) => resolve(event.code)));
    await runInDurableObject(stubOf(g.id), async (instance: PrayerGathering, state) => {
      const [socket] = state.getWebSockets();
      socket!.serializeAttachment({ gatheringId: "another", memberId: host.id, mayMove: true, localDate: "2026-11-24" });
      await instance.webSocketMessage(socket!, JSON.stringify({ type: "next" }));
    });
    expect(await closed).toBe(1008);
  });
});

describe("the queue", () => {
  it("holds the audience's open requests as the host sees them: urgent first, then the least prayed-for; never answered, private, expired, another flock's or Pasture ones", async () => {
    const { host, brother, otherFlockMan, flock } = await people();
    const flockOf = { audience: "flock" as const, flockId: flock.id };
    const often = await seedPrayerRequest(db(), { userId: brother.id, ...flockOf, body: "often" });
    const never = await seedPrayerRequest(db(), { userId: brother.id, ...flockOf, body: "never" });
    const urgent = await seedPrayerRequest(db(), { userId: host.id, ...flockOf, body: "urgent", urgent: true });
    await seedPrayerMark(db(), { requestId: often.id, userId: host.id, localDate: "2026-11-01" });
    await seedPrayerMark(db(), { requestId: often.id, userId: host.id, localDate: "2026-11-02" });
    await seedPrayerRequest(db(), { userId: brother.id, ...flockOf, body: "answered", answeredAt: new Date() });
    await seedPrayerRequest(db(), { userId: brother.id, audience: "private", body: "private" });
    await seedPrayerRequest(db(), { userId: brother.id, audience: "pasture", body: "pasture" });
    await seedPrayerRequest(db(), { userId: brother.id, ...flockOf, body: "expired", createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const other = await seedFlock(db(), { leaderId: otherFlockMan.id, name: "Elsewhere" });
    await seedPrayerRequest(db(), { userId: otherFlockMan.id, audience: "flock", flockId: other.id, body: "elsewhere" });

    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    await until(() => a.states().length > 0);
    const state = a.latest()!;
    expect([state.current?.body, ...state.upcoming.map((r) => r.body)]).toEqual([urgent.body, never.body, often.body]);
    expect(state).toMatchObject({ position: 1, total: 3, prayingNow: 1, amens: 0, ended: false });
    await closeAll(a);
  });

  it("an anonymous request carries no author in any frame, not even the requester's own", async () => {
    const { host, brother, flock } = await people();
    await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, anonymous: true, body: "Pray for my marriage." });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => a.latest()?.prayingNow === 2 && b.latest()?.prayingNow === 2);
    expect(a.latest()?.current).toMatchObject({ body: "Pray for my marriage.", author: null });
    const brotherName = (await db().query.profiles.findFirst({ where: (p, { eq }) => eq(p.id, brother.id) }))!.display_name!;
    for (const frame of [...a.messages, ...b.messages].map((m) => JSON.stringify(m))) {
      expect(frame).not.toContain(brother.id);
      expect(frame).not.toContain(brotherName);
    }
    await closeAll(a, b);
  });
});

describe("moving through it", () => {
  it("a guest's Next and Back are refused and change nothing; the host's Next reaches everyone at once", async () => {
    const { host, brother, flock } = await people();
    const first = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "first", urgent: true });
    const second = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "second" });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => b.latest()?.prayingNow === 2);

    b.send({ type: "next" });
    await until(() => b.errors().length === 1);
    expect(b.errors()).toEqual([L.errors.hostOnly]);
    const cursor = await runInDurableObject(stubOf(g.id), (_i: PrayerGathering, state) => state.storage.get<PrayerCursor>("cursor"));
    expect(cursor?.position).toBe(0);
    expect(await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, first.id))).toEqual([]);

    a.send({ type: "next" });
    await until(() => b.latest()?.current?.id === second.id && a.latest()?.current?.id === second.id);
    expect(b.latest()).toMatchObject({ position: 2, total: 2, prayingNow: 2 });
    a.send({ type: "back" });
    await until(() => b.latest()?.current?.id === first.id);
    await closeAll(a, b);
  });

  it("stores the move before any page hears of it", async () => {
    const { host, brother, flock } = await people();
    await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, urgent: true });
    const second = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    await until(() => a.states().length > 0);
    const storedWhenAnnounced: (number | undefined)[] = [];
    await runInDurableObject(stubOf(g.id), (instance: PrayerGathering, state) => {
      const announce = instance.announce.bind(instance);
      instance.announce = (leaving) => {
        storedWhenAnnounced.push(state.storage.kv.get<PrayerCursor>("cursor")?.position);
        announce(leaving);
      };
    });
    a.send({ type: "next" });
    await until(() => a.latest()?.current?.id === second.id);
    expect(storedWhenAnnounced).toEqual([1]);
    await closeAll(a);
  });

  it("a fresh instance after eviction resumes at the same request with the same sockets", async () => {
    const { host, brother, flock } = await people();
    await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, urgent: true, body: "first" });
    const second = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "second" });
    const third = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "third" });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => b.latest()?.prayingNow === 2);
    a.send({ type: "next" });
    await until(() => b.latest()?.current?.id === second.id);

    // What eviction leaves: the storage and the hibernated sockets with their attachments, and a
    // new instance built from nothing else.
    const woken = await runInDurableObject(stubOf(g.id), async (instance: PrayerGathering, state) => {
      const fresh = new PrayerGathering(state, env);
      await state.blockConcurrencyWhile(async () => {});
      const resumed = fresh.state();
      const hostSocket = state.getWebSockets().find((s) => (s.deserializeAttachment() as { memberId: string }).memberId === host.id)!;
      await fresh.webSocketMessage(hostSocket, JSON.stringify({ type: "next" }));
      return { resumed, differs: fresh !== instance };
    });
    expect(woken.differs).toBe(true);
    expect(woken.resumed).toMatchObject({ current: { id: second.id }, position: 2, total: 3, prayingNow: 2 });
    await until(() => b.latest()?.current?.id === third.id);
    await closeAll(a, b);
  });

  it("moving past a request counts it once for each member present, on his own date, and the requester hears", async () => {
    const { host, brother, flock } = await people();
    const third = await signUp({ timeZone: "Europe/London" });
    const requester = await signUp({ timeZone: "America/Los_Angeles" });
    await seedFlockMember(db(), { flockId: flock.id, userId: third.id });
    await seedFlockMember(db(), { flockId: flock.id, userId: requester.id });
    const request = await seedPrayerRequest(db(), { userId: requester.id, audience: "flock", flockId: flock.id, body: "for the flock" });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const aSecondTab = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    const c = await openPage(g.id, third.cookie);
    await until(() => a.latest()?.prayingNow === 3);
    expect(a.latest()?.current?.id).toBe(request.id);

    a.send({ type: "next" });
    await until(() => b.latest()?.current === null);
    const marks = await eventually(() => db().select().from(prayerMarks).where(eq(prayerMarks.request_id, request.id)), (rows) => rows.length === 3);
    const dates = Object.fromEntries(marks.map((m) => [m.user_id, m.local_date]));
    expect(dates).toEqual({
      [host.id]: (await memberScopeFor(host.id)).today,
      [brother.id]: (await memberScopeFor(brother.id)).today,
      [third.id]: (await memberScopeFor(third.id)).today,
    });
    const prayed = await eventually(() => db().select().from(prayerGatheringPrayed).where(eq(prayerGatheringPrayed.gathering_id, g.id)), (rows) => rows.length === 1);
    expect(prayed[0]).toMatchObject({ request_id: request.id, present_count: 3 });
    const summaryId = prayedSummaryNotificationId(requester.id, (await memberScopeFor(requester.id)).today);
    const [note] = await db().select().from(notifications).where(eq(notifications.id, summaryId));
    expect(note?.content).toBe("3 brothers prayed for you today");

    // Back and through again the same day counts nothing twice.
    a.send({ type: "back" });
    await until(() => b.latest()?.current?.id === request.id);
    a.send({ type: "next" });
    await until(() => b.latest()?.current === null && b.states().length >= 4);
    await runInDurableObject(stubOf(g.id), async () => {});
    expect(await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, request.id))).toHaveLength(3);
    await closeAll(a, aSecondTab, b, c);
  });
});

describe("Amen, adding on the spot, and bad messages", () => {
  it("Amen counts once per member for the current request; a stale Amen is refused", async () => {
    const { host, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => a.latest()?.prayingNow === 2);
    b.send({ type: "amen", requestId: request.id });
    b.send({ type: "amen", requestId: request.id });
    a.send({ type: "amen", requestId: request.id });
    await until(() => a.latest()?.amens === 2);
    b.send({ type: "amen", requestId: "another" });
    await until(() => b.errors().length === 1);
    expect(b.errors()).toEqual([L.errors.notCurrent]);
    expect(a.latest()?.amens).toBe(2);
    await closeAll(a, b);
  });

  it("a request added on the spot is his real request, shared with the gathering's flock, and joins the queue for everyone", async () => {
    const { host, brother, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => a.latest()?.prayingNow === 2);
    expect(a.latest()).toMatchObject({ current: null, total: 0 });
    b.send({ type: "add", body: "  Pray for my job interview.  ", anonymous: true });
    await until(() => a.latest()?.total === 1);
    expect(a.latest()?.current).toMatchObject({ body: "Pray for my job interview.", author: null });
    const [row] = await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, brother.id));
    expect(row).toMatchObject({ audience: "flock", flock_id: flock.id, anonymous: true, body: "Pray for my job interview." });
    expect(row?.expires_at).not.toBeNull();
    await closeAll(a, b);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an unknown type", { type: "jump", to: 3 }],
    ["an empty request", { type: "add", body: "   " }],
    ["an oversize request", { type: "add", body: "x".repeat(501) }],
    ["an unknown category", { type: "add", body: "ok", category: "weather" }],
    ["an Amen without its request", { type: "amen" }],
  ])("%s is answered with an error and nothing changes", async (_name, message) => {
    const { host, brother, flock } = await people();
    await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    await until(() => a.states().length > 0);
    const before = a.latest();
    a.send(message);
    await until(() => a.errors().length === 1);
    expect(a.errors()[0]).toEqual(expect.any(String));
    expect(a.latest()).toEqual(before);
    expect(await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, host.id))).toEqual([]);
    await closeAll(a);
  });

  it("oversize and empty requests say what to fix", async () => {
    const { host, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    a.send({ type: "add", body: "x".repeat(501) });
    a.send({ type: "add", body: "" });
    await until(() => a.errors().length === 2);
    expect(a.errors()).toEqual([PRAYER_COPY.errors.bodyTooLong, PRAYER_COPY.errors.bodyEmpty]);
    await closeAll(a);
  });
});

describe("the end", () => {
  it("a guest cannot end it; the host's end counts the current request, stamps the gathering, tells every page and closes the sockets", async () => {
    const { host, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id });
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    const b = await openPage(g.id, brother.cookie);
    await until(() => a.latest()?.prayingNow === 2);
    b.send({ type: "end" });
    await until(() => b.errors().length === 1);
    expect(b.errors()).toEqual([L.errors.hostOnly]);

    const closed = new Promise<void>((resolve) => b.socket.addEventListener("close", () => resolve()));
    a.send({ type: "end" });
    await closed;
    expect(b.messages.at(-1)).toEqual({ type: "ended" });
    const [row] = await db().select().from(gatherings).where(eq(gatherings.id, g.id));
    expect(row?.ended_at).not.toBeNull();
    expect(await db().select().from(prayerGatheringPrayed).where(eq(prayerGatheringPrayed.gathering_id, g.id))).toMatchObject([
      { request_id: request.id, present_count: 2 },
    ]);
    // The brother's own request: his mark is there, and "brothers prayed for you" counts the host.
    const note = await db().select().from(notifications).where(eq(notifications.user_id, brother.id));
    expect(note.map((n) => n.content)).toEqual(["1 brother prayed for you today"]);
    expect((await upgrade(g.id, brother.cookie)).status).toBe(409);
  });

  it("its scheduled end (the alarm) ends it the same way, once", async () => {
    const { host, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    const a = await openPage(g.id, host.cookie);
    await until(() => a.states().length > 0);
    const closed = new Promise<void>((resolve) => a.socket.addEventListener("close", () => resolve()));
    await runInDurableObject(stubOf(g.id), async (instance: PrayerGathering) => {
      await instance.alarm();
      await instance.alarm();
    });
    await closed;
    expect(a.messages.filter((m) => m.type === "ended")).toHaveLength(1);
    expect((await db().select().from(gatherings).where(eq(gatherings.id, g.id)))[0]?.ended_at).not.toBeNull();
  });
});

describe("the page", () => {
  const page = (id: string, cookie?: string) => request(`/prayer-gathering/${id}`, { cookie });

  it("a visitor is sent to sign in; an outsider and a study gathering's id get 404", async () => {
    const { host, otherFlockMan, flock } = await people();
    const g = await liveFlockGathering(host.id, flock.id);
    expect((await page(g.id)).status).toBe(302);
    expect((await page(g.id, otherFlockMan.cookie)).status).toBe(404);
    const study = await seedGathering(db(), { hostId: host.id, audience: "flock", flockId: flock.id, startsAt: new Date() });
    expect((await page(study.id, host.cookie)).status).toBe(404);
  });

  it("before: when it begins and an RSVP; live: the video room (LiveKit is set up here); after: the summary from D1", async () => {
    const { host, brother, flock } = await people();
    const later = await seedGathering(db(), { kind: "prayer", hostId: host.id, audience: "flock", flockId: flock.id, title: "Later", startsAt: new Date(Date.now() + 86_400_000) });
    const before = await pageText(await page(later.id, brother.cookie));
    expect(before).toContain("Begins ");
    expect(before).toContain(L.beforeStart);

    const g = await liveFlockGathering(host.id, flock.id);
    const live = await (await page(g.id, brother.cookie)).text();
    expect(live).toContain(L.joinVideo);
    expect(live).toContain(`/pasture/gathering/${g.room_name}/join`);

    const request1 = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id });
    await db().insert(prayerGatheringPresence).values([
      { gathering_id: later.id, user_id: host.id, first_seen_at: new Date() },
      { gathering_id: later.id, user_id: brother.id, first_seen_at: new Date() },
    ]);
    await db().insert(prayerGatheringPrayed).values({ gathering_id: later.id, request_id: request1.id, present_count: 2, prayed_at: new Date() });
    await db().update(gatherings).set({ starts_at: new Date(Date.now() - 7_200_000), ended_at: new Date() }).where(eq(gatherings.id, later.id));
    expect(await pageText(await page(later.id, brother.cookie))).toContain("1 request prayed for · 2 brothers there");
  });
});
