/**
 * Notifications through the real worker (decision 009): the access matrix of
 * every route, the list limit and order with the mentioner's profile, unread counts, broadcasts to
 * every open socket of the member (and nobody else's), the hub across hibernation, and @mentions.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NotificationHub } from "../../durable-objects/notification-hub";
import { notifications, profiles, session, user } from "../../worker/db/schema";
import {
  createNotification,
  listNotifications,
  markRead,
  notifyMentioned,
  unreadCount,
} from "../../worker/domain/notifications.server";
import { DEMO_ACCOUNT, DEMO_BROTHER } from "../../worker/seed/demo.server";
import { apiClient, okJson, request, signUp, testDb } from "./helpers";

type Body = Record<string, any>;
const read = async (response: Response) => (await response.json()) as Body;
const deps = () => ({ db: testDb(), env });
const NOT_FOUND = { error: "That notification was not found." };
const unreadOf = (cookie: string) => okJson(apiClient(cookie).notifications["unread-count"].$get());
const listOf = (cookie: string) => okJson(apiClient(cookie).notifications.$get());

const rowsOf = (userId: string) =>
  testDb().select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(notifications.created_at).all();
const rowById = (id: string) => testDb().select().from(notifications).where(eq(notifications.id, id)).get();

/** Rows written straight to D1 (no broadcast), `minutesAgo` apart so the order is certain. */
async function insertRows(userId: string, count: number, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    user_id: userId,
    type: "other" as const,
    content: `Note ${index + 1}`,
    read: false,
    created_at: new Date(now - (count - index) * 60_000),
    ...overrides,
  }));
  for (let start = 0; start < rows.length; start += 10) await testDb().insert(notifications).values(rows.slice(start, start + 10));
  return rows;
}

async function openSocket(cookie: string) {
  const response = await request("/api/realtime", {
    cookie,
    headers: { Upgrade: "websocket", Origin: "http://localhost" },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const messages: Body[] = [];
  socket.addEventListener("message", (event) => {
    messages.push(JSON.parse(event.data as string));
  });
  return { socket, messages };
}

/** Closes sockets and waits for the hub to answer each close, so none is cut off at teardown. */
async function closeAll(...tabs: { socket: WebSocket }[]) {
  await Promise.all(
    tabs.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          socket.addEventListener("close", () => resolve());
          socket.close(1000);
        }),
    ),
  );
}

/** Waits until the sockets' state holds (vitest's own limit ends a test that never gets there). */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

const markersSent = new WeakMap<object, string[]>();

/**
 * Proves a socket was sent nothing but this helper's own markers so far, without a sleep: a
 * notification of its member's own goes out now, and since a hub delivers in order, everything
 * before it has arrived by the time it does.
 */
async function expectNothingSentTo(socket: { messages: unknown[] }, userId: string) {
  const marker = await createNotification(deps(), { userId, type: "other", content: "Nothing came before this" });
  const markers = [...(markersSent.get(socket) ?? []), marker.id];
  markersSent.set(socket, markers);
  await until(() => socket.messages.length >= markers.length);
  expect(socket.messages.map((message) => (message as { id?: string }).id)).toEqual(markers);
}

const hubOf = (userId: string) => env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(userId));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the access matrix", () => {
  it.each([
    ["GET", "/api/notifications"],
    ["GET", "/api/notifications/unread-count"],
    ["POST", "/api/notifications/read-all"],
    ["POST", "/api/notifications/some-id/read"],
    ["DELETE", "/api/notifications/some-id"],
  ])("a visitor: %s %s → 401", async (method, path) => {
    const response = await request(path, { method });
    expect(response.status).toBe(401);
    expect(await read(response)).toEqual({ error: "Please sign in to continue." });
  });

  it("the owner lists, counts, marks read and deletes his own", async () => {
    const a = await signUp();
    const [first, second] = await insertRows(a.id, 2);

    const listed = await apiClient(a.cookie).notifications.$get();
    expect(listed.status).toBe(200);
    const body = await okJson(listed);
    expect(body.unread).toBe(2);
    expect(body.notifications.map((row) => row.id)).toEqual([second!.id, first!.id]);
    expect(await unreadOf(a.cookie)).toEqual({ unread: 2 });

    const marked = await request(`/api/notifications/${first!.id}/read`, { method: "POST", cookie: a.cookie });
    expect(marked.status).toBe(204);
    expect((await rowById(first!.id))?.read).toBe(true);
    expect(await unreadOf(a.cookie)).toEqual({ unread: 1 });

    const deleted = await request(`/api/notifications/${second!.id}`, { method: "DELETE", cookie: a.cookie });
    expect(deleted.status).toBe(204);
    expect(await rowById(second!.id)).toBeUndefined();
    expect(await unreadOf(a.cookie)).toEqual({ unread: 0 });
  });

  it("another member cannot list, count, mark or delete them: 404 and no row changed", async () => {
    const a = await signUp();
    const b = await signUp();
    const [mine] = await insertRows(a.id, 1);
    const before = await rowsOf(a.id);

    const list = await listOf(b.cookie);
    expect(list).toEqual({ notifications: [], unread: 0 });
    expect(await unreadOf(b.cookie)).toEqual({ unread: 0 });

    const mark = await request(`/api/notifications/${mine!.id}/read`, { method: "POST", cookie: b.cookie });
    expect(mark.status).toBe(404);
    expect(await read(mark)).toEqual(NOT_FOUND);
    const remove = await request(`/api/notifications/${mine!.id}`, { method: "DELETE", cookie: b.cookie });
    expect(remove.status).toBe(404);
    expect(await read(remove)).toEqual(NOT_FOUND);
    expect(await read(await request("/api/notifications/read-all", { method: "POST", cookie: b.cookie }))).toEqual({ updated: 0 });

    expect(await rowsOf(a.id)).toEqual(before);
    expect(before[0]?.read).toBe(false);
  });

  it("an id that does not exist is a 404 for the owner too", async () => {
    const a = await signUp();
    for (const [method, path] of [
      ["POST", "/api/notifications/no-such-id/read"],
      ["DELETE", "/api/notifications/no-such-id"],
      ["POST", `/api/notifications/${"x".repeat(2000)}/read`],
    ] as const) {
      const response = await request(path, { method, cookie: a.cookie });
      expect(response.status, path.slice(0, 60)).toBe(404);
      expect(await read(response)).toEqual(NOT_FOUND);
    }
  });

  it("mark all read changes only the caller's rows", async () => {
    const a = await signUp();
    const b = await signUp();
    await insertRows(a.id, 3);
    await insertRows(a.id, 1, { read: true });
    await insertRows(b.id, 2);
    const response = await request("/api/notifications/read-all", { method: "POST", cookie: a.cookie });
    expect(response.status).toBe(200);
    expect(await read(response)).toEqual({ updated: 3 });
    expect((await rowsOf(a.id)).every((row) => row.read)).toBe(true);
    expect((await rowsOf(b.id)).map((row) => row.read)).toEqual([false, false]);
    expect(await unreadCount(testDb(), b.id)).toBe(2);
  });
});

describe("the list", () => {
  it("is the newest 20, newest first, with the mentioner's name, username and avatar", async () => {
    const a = await signUp();
    const marcus = await signUp({ name: "Marcus", username: `marcus_${Date.now().toString(36)}` });
    await testDb().update(profiles).set({ avatar_url: "/media/avatars/marcus.webp" }).where(eq(profiles.id, marcus.id));
    const rows = await insertRows(a.id, 25, { type: "mention_post", mentioner_id: marcus.id });

    const body = await listOf(a.cookie);
    expect(body.notifications).toHaveLength(20);
    expect(body.notifications.map((row) => row.id)).toEqual(rows.slice(5).reverse().map((row) => row.id));
    expect(body.notifications[0]).toEqual({
      id: rows[24]!.id,
      type: "mention_post",
      content: "Note 25",
      link: null,
      read: false,
      created_at: rows[24]!.created_at.toISOString(),
      mentioner: {
        id: marcus.id,
        display_name: "Marcus",
        username: expect.stringMatching(/^marcus_/),
        avatar_url: "/media/avatars/marcus.webp",
      },
    });
    expect(body.unread).toBe(25);
  });

  it("has no mentioner for a notification nobody wrote", async () => {
    const a = await signUp();
    await insertRows(a.id, 1, { type: "other", link: "/journal" });
    const [only] = await listNotifications(testDb(), a.id);
    expect(only).toMatchObject({ type: "other", link: "/journal", mentioner: null });
  });

  it("counts only unread rows (9 and 10 either side of the bell's cap)", async () => {
    const a = await signUp();
    await insertRows(a.id, 9);
    await insertRows(a.id, 4, { read: true });
    expect(await unreadCount(testDb(), a.id)).toBe(9);
    await insertRows(a.id, 1);
    expect(await unreadOf(a.cookie)).toEqual({ unread: 10 });
  });
});

describe("realtime", () => {
  it("a created notification reaches every open socket of that member and no one else's", async () => {
    const a = await signUp();
    const b = await signUp();
    const tab1 = await openSocket(a.cookie);
    const tab2 = await openSocket(a.cookie);
    const other = await openSocket(b.cookie);

    const created = await createNotification(deps(), { userId: a.id, type: "other", content: "Welcome to the flock", link: "/journal" });
    await until(() => tab1.messages.length > 0 && tab2.messages.length > 0);
    const expected = { type: "notifications_changed", unread: 1, change: "created", id: created.id };
    expect(tab1.messages).toEqual([expected]);
    expect(tab2.messages).toEqual([expected]);
    await expectNothingSentTo(other, b.id);

    expect(await markRead(deps(), a.id, created.id)).toBe(true);
    await until(() => tab1.messages.length > 1);
    expect(tab1.messages[1]).toEqual({ type: "notifications_changed", unread: 0, change: "read", id: created.id });

    const gone = await request(`/api/notifications/${created.id}`, { method: "DELETE", cookie: a.cookie });
    expect(gone.status).toBe(204);
    await until(() => tab2.messages.length > 2);
    expect(tab2.messages[2]).toEqual({ type: "notifications_changed", unread: 0, change: "deleted", id: created.id });

    await insertRows(a.id, 2);
    await request("/api/notifications/read-all", { method: "POST", cookie: a.cookie });
    await until(() => tab1.messages.length > 3);
    expect(tab1.messages[3]).toEqual({ type: "notifications_changed", unread: 0, change: "read" });

    await expectNothingSentTo(other, b.id);
    await closeAll(tab1, tab2, other);
  });

  it("a denied change is not announced", async () => {
    const a = await signUp();
    const b = await signUp();
    const [mine] = await insertRows(a.id, 1);
    const tab = await openSocket(a.cookie);
    await request(`/api/notifications/${mine!.id}/read`, { method: "POST", cookie: b.cookie });
    await request(`/api/notifications/${mine!.id}`, { method: "DELETE", cookie: b.cookie });
    await expectNothingSentTo(tab, a.id);
    await closeAll(tab);
  });

  it("a failed broadcast is logged and never fails the write", async () => {
    const a = await signUp();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenHub = {
      idFromName: (name: string) => env.NOTIFICATION_HUB.idFromName(name),
      get: () => ({
        broadcast: () => Promise.reject(new Error("hub unavailable")),
      }),
    } as unknown as typeof env.NOTIFICATION_HUB;
    const created = await createNotification(
      { db: testDb(), env: { NOTIFICATION_HUB: brokenHub } },
      { userId: a.id, type: "other", content: "Still saved" },
    );
    expect(await rowById(created.id)).toMatchObject({ content: "Still saved", read: false });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("broadcast failed"), expect.any(Error));
  });

  it("the hub survives hibernation: a fresh instance restores each socket's member and still fans out", async () => {
    const a = await signUp();
    const b = await signUp();
    const tab = await openSocket(a.cookie);
    const other = await openSocket(b.cookie);
    const before = new WeakSet<object>();
    await runInDurableObject(hubOf(a.id), (instance: NotificationHub) => void before.add(instance));

    // workerd evicts an idle object after 10 s; hibernatable sockets stay open while it is gone. Each
    // look at the hub is activity, so wait a full idle period before every look.
    let evicted = false;
    for (let attempt = 0; attempt < 3 && !evicted; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      evicted = await runInDurableObject(hubOf(a.id), (instance: NotificationHub) => !before.has(instance));
    }
    expect(evicted).toBe(true);

    // The new instance was never handed the socket; all it knows comes from the runtime and the attachment.
    const attachments = await runInDurableObject(hubOf(a.id), (_instance: NotificationHub, state) =>
      state.getWebSockets().map((socket) => socket.deserializeAttachment()),
    );
    const [aSession] = await testDb().select({ id: session.id }).from(session).where(eq(session.userId, a.id)).all();
    expect(attachments).toEqual([{ userId: a.id, sessionId: aSession!.id, connectedAt: expect.any(Number) }]);

    tab.socket.send("ping");
    await until(() => tab.messages.length > 0);
    expect(tab.messages).toEqual([{ type: "pong", userId: a.id, at: expect.any(Number) }]);

    const created = await createNotification(deps(), { userId: a.id, type: "other", content: "Still listening" });
    await until(() => tab.messages.length > 1);
    expect(tab.messages[1]).toEqual({ type: "notifications_changed", unread: 1, change: "created", id: created.id });
    await expectNothingSentTo(other, b.id);
    await closeAll(tab, other);
  }, 60_000);
});

describe("notifyMentioned", () => {
  const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

  it("notifies the @usernames that are members, skipping unknown names and the author", async () => {
    const author = await signUp({ name: "Daniel", username: `dan_${tag()}` });
    const marcus = await signUp({ name: "Marcus", username: `marcus_${tag()}` });
    const ben = await signUp({ name: "Ben", username: `ben_${tag()}` });
    const stranger = await signUp();
    const marcusName = (await testDb().select().from(profiles).where(eq(profiles.id, marcus.id)).get())!.username!;
    const benName = (await testDb().select().from(profiles).where(eq(profiles.id, ben.id)).get())!.username!;
    const authorName = (await testDb().select().from(profiles).where(eq(profiles.id, author.id)).get())!.username!;
    const tab = await openSocket(marcus.cookie);

    const text = `Praying for @${marcusName.toUpperCase()} and @${benName}, and @nobody_here_${tag()} too. Me: @${authorName}. Mail ${benName}@example.com`;
    const notified = await notifyMentioned(deps(), { mentionerId: author.id, text, type: "mention_post" });
    expect(notified.sort()).toEqual([marcus.id, ben.id].sort());

    const [forMarcus] = await rowsOf(marcus.id);
    expect(forMarcus).toMatchObject({ mentioner_id: author.id, type: "mention_post", content: text, read: false, link: null });
    expect(await rowsOf(ben.id)).toHaveLength(1);
    expect(await rowsOf(author.id)).toEqual([]);
    expect(await rowsOf(stranger.id)).toEqual([]);

    await until(() => tab.messages.length > 0);
    expect(tab.messages).toEqual([{ type: "notifications_changed", unread: 1, change: "created", id: forMarcus!.id }]);
    await closeAll(tab);

    const [listed] = await listNotifications(testDb(), marcus.id);
    expect(listed?.mentioner).toMatchObject({ id: author.id, display_name: "Daniel", username: authorName });
  });

  it("does nothing for a text without mentions of members", async () => {
    const author = await signUp();
    expect(await notifyMentioned(deps(), { mentionerId: author.id, text: "no one here", type: "mention_comment" })).toEqual([]);
    expect(await notifyMentioned(deps(), { mentionerId: author.id, text: `@ghost_${tag()}`, type: "mention_comment" })).toEqual([]);
  });

  it("writes many mentions in one batch, each INSERT under D1's parameter limit", async () => {
    const author = await signUp();
    const prefix = `m${tag()}`.slice(0, 20);
    const now = new Date();
    const people = Array.from({ length: 30 }, (_, index) => ({ id: crypto.randomUUID(), username: `${prefix}_${index}` }));
    await testDb().batch([
      testDb()
        .insert(user)
        .values(people.slice(0, 10).map((person) => ({ id: person.id, name: person.username, email: `${person.username}@example.com`, createdAt: now, updatedAt: now }))),
      testDb()
        .insert(user)
        .values(people.slice(10, 20).map((person) => ({ id: person.id, name: person.username, email: `${person.username}@example.com`, createdAt: now, updatedAt: now }))),
      testDb()
        .insert(user)
        .values(people.slice(20).map((person) => ({ id: person.id, name: person.username, email: `${person.username}@example.com`, createdAt: now, updatedAt: now }))),
      testDb().insert(profiles).values(people.slice(0, 15).map((person) => ({ id: person.id, username: person.username }))),
      testDb().insert(profiles).values(people.slice(15).map((person) => ({ id: person.id, username: person.username }))),
    ]);
    const text = `A long post: ${people.map((person) => `@${person.username}`).join(" ")}`;
    const notified = await notifyMentioned(deps(), { mentionerId: author.id, text, type: "mention_reflection" });
    expect(notified).toHaveLength(30);
    const written = await testDb()
      .select()
      .from(notifications)
      .where(and(inArray(notifications.user_id, people.map((person) => person.id)), eq(notifications.mentioner_id, author.id)))
      .all();
    expect(written).toHaveLength(30);
    expect(new Set(written.map((row) => row.type))).toEqual(new Set(["mention_reflection"]));
    expect(written[0]!.content.length).toBeLessThanOrEqual(280);
    expect(written[0]!.content.endsWith("…")).toBe(true);
  });
});

describe("test-only and seed paths", () => {
  const withFlag = async (flag: "ENABLE_TEST_ROUTES" | "ALLOW_DEMO_SEED", run: () => Promise<void>) => {
    const flags = env as typeof env & Record<string, string | undefined>;
    flags[flag] = "true";
    try {
      await run();
    } finally {
      delete flags[flag];
    }
  };

  it("POST /api/test/notifications creates one through the app (and is off unless enabled)", async () => {
    const a = await signUp();
    const marcus = await signUp({ name: "Marcus" });
    const payload = { email: a.email, type: "mention_post", content: "Iron sharpens iron", mentionerEmail: marcus.email };
    expect((await request("/api/test/notifications", { method: "POST", json: payload })).status).toBe(404);

    await withFlag("ENABLE_TEST_ROUTES", async () => {
      const tab = await openSocket(a.cookie);
      const response = await request("/api/test/notifications", { method: "POST", json: payload });
      expect(response.status).toBe(201);
      const { notification } = await read(response);
      expect(notification).toMatchObject({ user_id: a.id, mentioner_id: marcus.id, type: "mention_post", read: false });
      await until(() => tab.messages.length > 0);
      expect(tab.messages).toEqual([{ type: "notifications_changed", unread: 1, change: "created", id: notification.id }]);
      await closeAll(tab);

      const badType = await request("/api/test/notifications", { method: "POST", json: { ...payload, type: "nudge" } });
      expect(badType.status).toBe(400);
      const unknown = await request("/api/test/notifications", { method: "POST", json: { ...payload, email: "nobody@example.com" } });
      expect(unknown.status).toBe(404);
    });
  });

  it("POST /api/test/members signs up members with working sessions (and is off unless enabled)", async () => {
    const memberCount = async () => (await testDb().select({ id: user.id }).from(user).all()).length;
    expect((await request("/api/test/members", { method: "POST", json: { count: 2 } })).status).toBe(404);

    await withFlag("ENABLE_TEST_ROUTES", async () => {
      const before = await memberCount();
      for (const bad of [{}, { count: 0 }, { count: 51 }, { count: 1.5 }, { count: "2" }]) {
        const response = await request("/api/test/members", { method: "POST", json: bad });
        expect(response.status).toBe(400);
        expect((await read(response)).field).toBe("count");
      }
      expect(await memberCount()).toBe(before);

      const response = await request("/api/test/members", { method: "POST", json: { count: 2 } });
      expect(response.status).toBe(201);
      const { members } = await read(response);
      expect(members).toHaveLength(2);
      expect(await memberCount()).toBe(before + 2);
      for (const member of members) {
        const profile = await testDb().select().from(profiles).where(eq(profiles.id, member.id)).get();
        expect(profile?.onboarding_completed_at).toBeInstanceOf(Date);
        const tab = await openSocket(member.cookie);
        await createNotification(deps(), { userId: member.id, type: "other", content: "Welcome" });
        await until(() => tab.messages.length > 0);
        expect(tab.messages).toEqual([expect.objectContaining({ type: "notifications_changed", unread: 1 })]);
        await closeAll(tab);
      }
    });
  });

  it("the demo member has a few notifications from Marcus, seeded once", async () => {
    await withFlag("ALLOW_DEMO_SEED", async () => {
      expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(200);
      expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(200);
    });
    const demo = await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
    const marcus = await testDb().select().from(user).where(eq(user.email, DEMO_BROTHER.email)).get();
    const list = await listNotifications(testDb(), demo!.id);
    expect(list.map(({ type, read, link, mentioner }) => ({ type, read, link, from: mentioner?.display_name ?? null }))).toEqual([
      { type: "mention_post", read: false, link: expect.stringMatching(/^\/pasture#post-/), from: "Marcus" },
      { type: "mention_reflection", read: false, link: expect.stringMatching(/^\/flock\/[\w-]+#reflection-/), from: "Marcus" },
      { type: "mention_reflection", read: true, link: null, from: "Marcus" },
      { type: "other", read: true, link: "/journal", from: null },
    ]);
    expect(list[0]!.mentioner?.id).toBe(marcus!.id);
    expect(await unreadCount(testDb(), demo!.id)).toBe(2);
  });
});
