/**
 * Shared reflections in a flock, through the real worker and D1: who may read, share, comment,
 * delete and report (a leader, a co-leader, a member, a member of another flock, a removed member,
 * a non-member and a visitor), what a reflection may be shared from, @mentions that reach only the
 * flock's own members, and reports that go to the flock's leaders and, when he asks, to the admins.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { reflectionHref } from "../../app/kernel/flock/rules";
import type { FlockReflectionView } from "../../app/kernel/flock/views";
import { isNotificationsChanged } from "../../app/kernel/notifications";
import {
  contentReports,
  flockMembers,
  flockReflectionComments,
  flockReflections,
  journalEntries,
  notifications,
  planDayProgress,
  planDays,
  plans,
  profiles,
} from "../../worker/db/schema";
import { seedFlock, seedFlockMember, seedReflection } from "../../worker/seed/flocks";
import { request, signUp, testDb } from "./helpers";

const db = () => testDb();

async function man(name: string) {
  const username = `${name.toLowerCase()}${crypto.randomUUID().slice(0, 6).replace(/-/g, "")}`;
  const created = await signUp({ name, username });
  return { ...created, username };
}

/**
 * Two flocks: A (leader, co-leader, member, and a man removed from it) and B (its own leader and
 * member), plus a man in no flock.
 */
async function twoFlocks({ postingMode = "everyone" as "everyone" | "leaders" } = {}) {
  const [leader, coLeader, member, removed, otherLeader, otherMember, outsider] = await Promise.all([
    man("Paul"),
    man("Silas"),
    man("Timothy"),
    man("Demas"),
    man("Peter"),
    man("Mark"),
    man("Simon"),
  ]);
  const flockA = await seedFlock(db(), { leaderId: leader.id, name: "Iron Men", postingMode });
  await seedFlockMember(db(), { flockId: flockA.id, userId: coLeader.id, role: "co_leader" });
  await seedFlockMember(db(), { flockId: flockA.id, userId: member.id });
  await seedFlockMember(db(), { flockId: flockA.id, userId: removed.id });
  await db().delete(flockMembers).where(and(eq(flockMembers.flock_id, flockA.id), eq(flockMembers.user_id, removed.id)));
  const flockB = await seedFlock(db(), { leaderId: otherLeader.id, name: "Fishers" });
  await seedFlockMember(db(), { flockId: flockB.id, userId: otherMember.id });
  return { leader, coLeader, member, removed, otherLeader, otherMember, outsider, flockA, flockB };
}

type Who = { cookie: string } | null;
const call = (who: Who, path: string, init: { method?: string; json?: unknown } = {}) =>
  request(`/api/flocks/${path}`, { ...init, cookie: who?.cookie });

const reflectionsIn = (flockId: string) => db().select().from(flockReflections).where(eq(flockReflections.flock_id, flockId));
const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.user_id, userId));

describe("who may read and write a flock's reflections", () => {
  it("lets its leader, co-leader and member in, and answers everyone else as if the flock did not exist", async () => {
    const f = await twoFlocks();
    const older = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.member.id, body: "Older word", at: new Date(Date.now() - 60_000) });
    const newer = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.leader.id, body: "Newer word" });

    for (const insider of [f.leader, f.coLeader, f.member]) {
      const res = await call(insider, `${f.flockA.id}/reflections`);
      expect(res.status).toBe(200);
      const { reflections } = (await res.json()) as { reflections: FlockReflectionView[] };
      expect(reflections.map((r) => r.id)).toEqual([newer.id, older.id]);
      expect(reflections[0]!.anchor).toBe(`reflection-${newer.id}`);
    }

    for (const outsider of [f.otherLeader, f.otherMember, f.removed, f.outsider]) {
      const reads = await call(outsider, `${f.flockA.id}/reflections`);
      expect(reads.status).toBe(404);
      expect(await reads.json()).toEqual({ error: FLOCK_COPY.errors.notFound });
      expect((await call(outsider, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Let me in" } })).status).toBe(404);
      expect((await call(outsider, `${f.flockA.id}/reflections/${older.id}/comments`, { method: "POST", json: { body: "Hi" } })).status).toBe(404);
      expect((await call(outsider, `${f.flockA.id}/reflections/${older.id}`, { method: "DELETE" })).status).toBe(404);
      expect((await call(outsider, `${f.flockA.id}/reports`, { method: "POST", json: { kind: "reflection", id: older.id, reason: "spam" } })).status).toBe(404);
      expect((await call(outsider, `${f.flockA.id}/mentions?q=`)).status).toBe(404);
    }

    expect((await call(null, `${f.flockA.id}/reflections`)).status).toBe(401);
    expect((await call(null, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Hello" } })).status).toBe(401);
    expect((await call(null, `${f.flockA.id}/mentions?q=`)).status).toBe(401);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(2);
    expect(await db().select().from(flockReflectionComments).where(eq(flockReflectionComments.flock_id, f.flockA.id))).toHaveLength(0);
  });

  it("never lets flock B's reflections be reached through flock A's address", async () => {
    const f = await twoFlocks();
    const inB = await seedReflection(db(), { flockId: f.flockB.id, authorId: f.otherMember.id, body: "Only for B" });
    // The leader of A names B's reflection under A, the only flock he belongs to.
    expect((await call(f.leader, `${f.flockA.id}/reflections/${inB.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await call(f.leader, `${f.flockA.id}/reflections/${inB.id}/comments`, { method: "POST", json: { body: "Hi" } })).status).toBe(404);
    expect((await call(f.leader, `${f.flockA.id}/reports`, { method: "POST", json: { kind: "reflection", id: inB.id, reason: "spam" } })).status).toBe(404);
    expect(await reflectionsIn(f.flockB.id)).toHaveLength(1);
    expect(await db().select().from(flockReflectionComments).where(eq(flockReflectionComments.reflection_id, inB.id))).toHaveLength(0);
  });
});

describe("sharing a reflection", () => {
  it("shares what he wrote on the flock page, newest first for every member", async () => {
    const f = await twoFlocks();
    const res = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "  God was faithful this week.  " } });
    expect(res.status).toBe(201);
    const { reflection } = (await res.json()) as { reflection: FlockReflectionView };
    expect(reflection).toMatchObject({ body: "God was faithful this week.", source: "written", sourceLabel: null, mine: true, comments: [] });
    const [row] = await reflectionsIn(f.flockA.id);
    expect(row).toMatchObject({ author_id: f.member.id, body: "God was faithful this week." });
  });

  it("shares the text he chose from his own journal entry, labelled as from his journal", async () => {
    const f = await twoFlocks();
    const [entry] = await db().insert(journalEntries).values({ user_id: f.member.id, entry_date: "2026-11-24", content: "The whole private entry, long and personal." }).returning();
    const res = await call(f.member, `${f.flockA.id}/reflections`, {
      method: "POST",
      json: { body: "Only this line.", source: "journal", sourceId: entry!.id },
    });
    expect(res.status).toBe(201);
    const [row] = await reflectionsIn(f.flockA.id);
    expect(row).toMatchObject({ body: "Only this line.", source: "journal", source_id: entry!.id, source_label: FLOCK_COPY.reflections.fromJournal });
  });

  it("refuses another man's journal entry with 404 and writes nothing", async () => {
    const f = await twoFlocks();
    const [entry] = await db().insert(journalEntries).values({ user_id: f.leader.id, entry_date: "2026-11-24", content: "The leader's own entry." }).returning();
    const res = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Stolen", source: "journal", sourceId: entry!.id } });
    expect(res.status).toBe(404);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(0);
  });

  it("labels a reflection shared from a day of his plan with that day and plan", async () => {
    const f = await twoFlocks();
    const [plan] = await db()
      .insert(plans)
      .values({ user_id: f.member.id, title: "Courage in Christ", focus_area: "Faith", length_days: 7, source: "custom", status: "ready" })
      .returning();
    const [day] = await db()
      .insert(planDays)
      .values({ plan_id: plan!.id, day_number: 3, title: "Stand firm", passage: "1 Corinthians 16:13", teaching: "…", reflection_question: "…", prayer_prompt: "…" })
      .returning();
    const res = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Standing firm.", source: "plan_day", sourceId: day!.id } });
    expect(res.status).toBe(201);
    const { reflection } = (await res.json()) as { reflection: FlockReflectionView };
    expect(reflection.sourceLabel).toBe(FLOCK_COPY.reflections.fromPlanDay(3, "Courage in Christ"));

    // Another man's plan is not his to quote.
    const [theirs] = await db()
      .insert(plans)
      .values({ user_id: f.leader.id, title: "Private plan", focus_area: "Faith", length_days: 7, source: "custom", status: "ready" })
      .returning();
    const [theirDay] = await db()
      .insert(planDays)
      .values({ plan_id: theirs!.id, day_number: 1, title: "Day one", passage: "John 1:1", teaching: "…", reflection_question: "…", prayer_prompt: "…" })
      .returning();
    expect((await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "X", source: "plan_day", sourceId: theirDay!.id } })).status).toBe(404);
    // Having read a day of another man's own plan does not make it his either.
    await db().insert(planDayProgress).values({ user_id: f.member.id, plan_id: theirs!.id, day_number: 1, completed_on: "2026-11-24", completed_at: new Date() });
    expect((await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "X", source: "plan_day", sourceId: theirDay!.id } })).status).toBe(404);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(1);
  });

  it("lets only leaders share in a leaders-only flock, while every member may still comment", async () => {
    const f = await twoFlocks({ postingMode: "leaders" });
    const refused = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "May I?" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: FLOCK_COPY.errors.leadersOnly });
    expect((await call(f.leader, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Announcement" } })).status).toBe(201);
    expect((await call(f.coLeader, `${f.flockA.id}/reflections`, { method: "POST", json: { body: "Another" } })).status).toBe(201);
    const [latest] = await reflectionsIn(f.flockA.id);
    expect((await call(f.member, `${f.flockA.id}/reflections/${latest!.id}/comments`, { method: "POST", json: { body: "Amen" } })).status).toBe(201);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(2);
  });

  it("offers \"Share with my flock\" only the flocks he may share in", async () => {
    const f = await twoFlocks({ postingMode: "leaders" });
    const open = await seedFlock(db(), { leaderId: f.otherLeader.id, name: "Open Door" });
    await seedFlockMember(db(), { flockId: open.id, userId: f.member.id });
    const targets = async (who: Who) => request("/api/flock-share-targets", { cookie: who?.cookie });
    expect(await (await targets(f.member)).json()).toEqual({ flocks: [{ id: open.id, name: "Open Door" }] });
    expect(await (await targets(f.coLeader)).json()).toEqual({ flocks: [{ id: f.flockA.id, name: "Iron Men" }] });
    expect(await (await targets(f.outsider)).json()).toEqual({ flocks: [] });
    expect(await (await targets(f.removed)).json()).toEqual({ flocks: [] });
    expect((await targets(null)).status).toBe(401);
  });

  it.each([
    ["no body", {}],
    ["an empty body", { body: "   " }],
    ["a body too long", { body: "x".repeat(2001) }],
    ["a number for a body", { body: 42 }],
    ["an unknown source", { body: "Hi", source: "feed" }],
  ])("answers %s with 400 and a message, and writes nothing", async (_, json) => {
    const f = await twoFlocks();
    const res = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(0);
  });

  it("answers a body that is not JSON with 400", async () => {
    const f = await twoFlocks();
    const res = await request(`/api/flocks/${f.flockA.id}/reflections`, {
      method: "POST",
      cookie: f.member.cookie,
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(0);
  });
});

describe("comments and deleting", () => {
  it("lets members comment, a man delete his own, and a leader delete anyone's in his flock", async () => {
    const f = await twoFlocks();
    const reflection = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.member.id, body: "A word" });
    const commented = await call(f.coLeader, `${f.flockA.id}/reflections/${reflection.id}/comments`, { method: "POST", json: { body: "Thank you" } });
    expect(commented.status).toBe(201);
    const { comment } = (await commented.json()) as { comment: { id: string; body: string; mine: boolean } };
    expect(comment).toMatchObject({ body: "Thank you", mine: true });

    // A member cannot delete another man's comment; its author can, and so can the leader.
    expect((await call(f.member, `${f.flockA.id}/comments/${comment.id}`, { method: "DELETE" })).status).toBe(403);
    const second = await call(f.member, `${f.flockA.id}/reflections/${reflection.id}/comments`, { method: "POST", json: { body: "Mine" } });
    const mine = ((await second.json()) as { comment: { id: string } }).comment;
    expect((await call(f.member, `${f.flockA.id}/comments/${mine.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(f.leader, `${f.flockA.id}/comments/${comment.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db().select().from(flockReflectionComments).where(eq(flockReflectionComments.reflection_id, reflection.id))).toHaveLength(0);

    // A member cannot delete the leader's reflection; the leader can delete the member's.
    const leaders = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.leader.id, body: "From the leader" });
    expect((await call(f.member, `${f.flockA.id}/reflections/${leaders.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await call(f.leader, `${f.flockA.id}/reflections/${reflection.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(f.leader, `${f.flockA.id}/reflections/${leaders.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await reflectionsIn(f.flockA.id)).toHaveLength(0);
  });

  it("answers a comment on a reflection that is not there with 404, and bad comments with 400", async () => {
    const f = await twoFlocks();
    expect((await call(f.member, `${f.flockA.id}/reflections/nope/comments`, { method: "POST", json: { body: "Hi" } })).status).toBe(404);
    const reflection = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.member.id, body: "A word" });
    for (const json of [{}, { body: "" }, { body: "x".repeat(1001) }]) {
      expect((await call(f.member, `${f.flockA.id}/reflections/${reflection.id}/comments`, { method: "POST", json })).status).toBe(400);
    }
    expect(await db().select().from(flockReflectionComments).where(eq(flockReflectionComments.reflection_id, reflection.id))).toHaveLength(0);
  });
});

describe("mentions inside a flock", () => {
  it("notifies a mentioned member once, live, with a link to the reflection on the flock page", async () => {
    const f = await twoFlocks();
    const opened = await request("/api/realtime", { cookie: f.member.cookie, headers: { Upgrade: "websocket", Origin: "http://localhost" } });
    const socket = opened.webSocket!;
    socket.accept();
    const messages: unknown[] = [];
    socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));

    const res = await call(f.leader, `${f.flockA.id}/reflections`, { method: "POST", json: { body: `Praying for you @${f.member.username}.` } });
    expect(res.status).toBe(201);
    const { reflection } = (await res.json()) as { reflection: FlockReflectionView };
    const mine = await notificationsOf(f.member.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: "mention_reflection", mentioner_id: f.leader.id, link: reflectionHref(f.flockA.id, reflection.id), source_id: reflection.id });
    await expect.poll(() => messages.some((m) => isNotificationsChanged(m) && m.change === "created" && m.id === mine[0]!.id)).toBe(true);
    await new Promise<void>((resolve) => {
      socket.addEventListener("close", () => resolve());
      socket.close(1000);
    });
  });

  it("creates nothing for a man outside the flock, the removed man, or a member of another flock", async () => {
    const f = await twoFlocks();
    const body = `Hello @${f.otherMember.username} @${f.outsider.username} @${f.removed.username} @${f.leader.username}`;
    const res = await call(f.member, `${f.flockA.id}/reflections`, { method: "POST", json: { body } });
    expect(res.status).toBe(201);
    const { reflection } = (await res.json()) as { reflection: FlockReflectionView };
    for (const stranger of [f.otherMember, f.outsider, f.removed]) expect(await notificationsOf(stranger.id)).toHaveLength(0);
    expect(await notificationsOf(f.leader.id)).toHaveLength(1);

    // The same holds in a comment.
    const commented = await call(f.coLeader, `${f.flockA.id}/reflections/${reflection.id}/comments`, {
      method: "POST",
      json: { body: `@${f.otherLeader.username} and @${f.member.username}` },
    });
    expect(commented.status).toBe(201);
    expect(await notificationsOf(f.otherLeader.id)).toHaveLength(0);
    const toMember = await notificationsOf(f.member.id);
    expect(toMember).toHaveLength(1);
    expect(toMember[0]).toMatchObject({ type: "mention_reflection", link: reflectionHref(f.flockA.id, reflection.id) });
  });

  it("suggests only that flock's members, never himself, nor a man of another flock", async () => {
    const f = await twoFlocks();
    await db().update(profiles).set({ display_name: "Mark Outside" }).where(eq(profiles.id, f.otherMember.id));
    await db().update(profiles).set({ display_name: "Mark Inside" }).where(eq(profiles.id, f.member.id));
    const res = await call(f.leader, `${f.flockA.id}/mentions?q=mark`);
    expect(res.status).toBe(200);
    const { members } = (await res.json()) as { members: { id: string; username: string }[] };
    expect(members.map((m) => m.id)).toEqual([f.member.id]);

    const all = (await (await call(f.member, `${f.flockA.id}/mentions?q=`)).json()) as { members: { id: string }[] };
    expect(all.members.map((m) => m.id).sort()).toEqual([f.leader.id, f.coLeader.id].sort());

    // B's member asks under A: the flock does not exist for him.
    expect((await call(f.otherMember, `${f.flockA.id}/mentions?q=`)).status).toBe(404);
    expect((await call(f.leader, `${f.flockA.id}/mentions?q=${"x".repeat(100)}`)).status).toBe(400);
  });

  it("removes a reflection's notifications with it", async () => {
    const f = await twoFlocks();
    const res = await call(f.leader, `${f.flockA.id}/reflections`, { method: "POST", json: { body: `@${f.member.username} see this` } });
    const { reflection } = (await res.json()) as { reflection: FlockReflectionView };
    expect(await notificationsOf(f.member.id)).toHaveLength(1);
    expect((await call(f.leader, `${f.flockA.id}/reflections/${reflection.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await notificationsOf(f.member.id)).toHaveLength(0);
  });
});

describe("reports inside a flock", () => {
  it("tell the flock's leaders, never the reporter himself, and write no admin report unless he asks", async () => {
    const f = await twoFlocks();
    const reflection = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.coLeader.id, body: "Something harsh" });
    const res = await call(f.member, `${f.flockA.id}/reports`, { method: "POST", json: { kind: "reflection", id: reflection.id, reason: "harassment" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FLOCK_COPY.reports.toLeaders });
    const toLeader = await notificationsOf(f.leader.id);
    expect(toLeader).toHaveLength(1);
    expect(toLeader[0]).toMatchObject({ type: "other", link: reflectionHref(f.flockA.id, reflection.id), mentioner_id: null });
    // The co-leader wrote it, and is a leader too: he is told as the others are.
    expect(await notificationsOf(f.coLeader.id)).toHaveLength(1);
    expect(await notificationsOf(f.member.id)).toHaveLength(0);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, reflection.id))).toHaveLength(0);
  });

  it("also reach the administrators when he ticks it, naming the flock item", async () => {
    const f = await twoFlocks();
    const reflection = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.leader.id, body: "A word" });
    const commented = await call(f.leader, `${f.flockA.id}/reflections/${reflection.id}/comments`, { method: "POST", json: { body: "Spam link" } });
    const { comment } = (await commented.json()) as { comment: { id: string } };
    const res = await call(f.member, `${f.flockA.id}/reports`, {
      method: "POST",
      json: { kind: "comment", id: comment.id, reason: "spam", note: "Selling things", tellAdmins: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FLOCK_COPY.reports.toLeadersAndAdmins });
    const rows = await db().select().from(contentReports).where(eq(contentReports.item_id, comment.id));
    expect(rows).toEqual([
      expect.objectContaining({ item_kind: "flock_comment", flock_id: f.flockA.id, reporter_id: f.member.id, reason: "spam", note: "Selling things" }),
    ]);
    // Deleting the comment takes its report and the leaders' notices with it.
    expect((await call(f.leader, `${f.flockA.id}/comments/${comment.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, comment.id))).toHaveLength(0);
    expect(await db().select().from(notifications).where(inArray(notifications.source_id, [comment.id]))).toHaveLength(0);
  });

  it("refuses his own words, unknown items and bad input, writing nothing", async () => {
    const f = await twoFlocks();
    const reflection = await seedReflection(db(), { flockId: f.flockA.id, authorId: f.member.id, body: "Mine" });
    expect((await call(f.member, `${f.flockA.id}/reports`, { method: "POST", json: { kind: "reflection", id: reflection.id, reason: "spam" } })).status).toBe(400);
    expect((await call(f.leader, `${f.flockA.id}/reports`, { method: "POST", json: { kind: "reflection", id: "nope", reason: "spam" } })).status).toBe(404);
    for (const json of [{}, { kind: "post", id: reflection.id, reason: "spam" }, { kind: "reflection", id: reflection.id, reason: "rude" }, { kind: "reflection", id: reflection.id, reason: "spam", note: "x".repeat(501) }]) {
      expect((await call(f.leader, `${f.flockA.id}/reports`, { method: "POST", json })).status).toBe(400);
    }
    expect(await notificationsOf(f.leader.id)).toHaveLength(0);
    expect(await notificationsOf(f.coLeader.id)).toHaveLength(0);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, reflection.id))).toHaveLength(0);
  });
});
