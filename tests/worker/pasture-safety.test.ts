/**
 * Keeping The Pasture safe, through the real worker and D1: the write guard every post and comment
 * passes (suspension, a member's first day, the pace limits, the same words twice), reports (once
 * per member per item, hidden at three different members or one admin, the author told), private
 * blocks and Settings → Blocked members, and the crisis flag.
 *
 * Posts and comments are written straight to D1 here: the writers that call the guard live with the
 * feed, so what a block changes in the feed (mentions, comments) is proven by the feed's own tests;
 * these prove the block rows, the list, and every door that changes them.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { PASTURE_INTENTS } from "../../app/kernel/pasture/intents";
import {
  COMMENTS_PER_HOUR,
  DUPLICATE_WINDOW_MS,
  FIRST_DAY_MAX_COMMENTS,
  FIRST_DAY_MAX_POSTS,
  FIRST_DAY_MS,
  POST_INTERVAL_SECONDS,
  postHref,
} from "../../app/kernel/pasture/rules";
import { pastureSafetyActions } from "../../app/server/pasture/safety-actions.server";
import { createDb } from "../../worker/db/client";
import { countRoundTrips } from "../../worker/db/round-trips";
import { contentReports, memberBlocks, notifications, postComments, postReactions, posts, profiles, user } from "../../worker/db/schema";
import { addComment as writeComment } from "../../worker/domain/pasture/comments.server";
import { crisisFlagFor } from "../../worker/domain/pasture/crisis-flag.server";
import { createPost } from "../../worker/domain/pasture/posts.server";
import { listBlockedMembers } from "../../worker/domain/pasture/blocks.server";
import { toggleReaction } from "../../worker/domain/pasture/reactions.server";
import { suspendedMemberRefusal, writeRefusal } from "../../worker/domain/pasture/write-guard.server";
import { apiClient, flashToast, formPost, memberScopeFor, ORIGIN, pageText, request, requestContext, signUp, testDb } from "./helpers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A member whose account is `ageMs` old (a new sign-up is in his first day). */
async function memberAged(ageMs: number, overrides: Parameters<typeof signUp>[0] = {}) {
  const created = await signUp(overrides);
  await testDb().update(user).set({ createdAt: new Date(Date.now() - ageMs) }).where(eq(user.id, created.id));
  return created;
}
const veteran = (overrides: Parameters<typeof signUp>[0] = {}) => memberAged(30 * 24 * HOUR, overrides);

async function addPost(authorId: string, { body = `A word ${crypto.randomUUID()}`, ago = 10 * MINUTE, hidden = false } = {}) {
  const id = crypto.randomUUID();
  const at = new Date(Date.now() - ago);
  await testDb().insert(posts).values({ id, author_id: authorId, body, created_at: at, hidden_at: hidden ? at : null });
  return id;
}

async function addComment(authorId: string, postId: string, { body = `A reply ${crypto.randomUUID()}`, ago = 10 * MINUTE, hidden = false } = {}) {
  const id = crypto.randomUUID();
  const at = new Date(Date.now() - ago);
  await testDb().insert(postComments).values({ id, post_id: postId, author_id: authorId, body, created_at: at, hidden_at: hidden ? at : null });
  return id;
}

const scopeOf = (id: string) => memberScopeFor(id);
const refusalOf = async (id: string, kind: "post" | "comment", body: string) => writeRefusal(testDb(), await scopeOf(id), kind, body);

/* ───────────────────────────── the write guard ───────────────────────────── */

describe("writeRefusal", () => {
  it("lets a member write when nothing stands in the way", async () => {
    const man = await veteran();
    expect(await refusalOf(man.id, "post", "Grateful for this week.")).toBeNull();
    expect(await refusalOf(man.id, "comment", "Amen, brother.")).toBeNull();
  });

  it("refuses a suspended member with 403, and he cannot react or report either", async () => {
    const man = await veteran();
    await testDb().update(profiles).set({ suspended_at: new Date() }).where(eq(profiles.id, man.id));
    expect(await refusalOf(man.id, "post", "Hello")).toMatchObject({ ok: false, status: 403, message: PASTURE_COPY.suspended });
    expect(await refusalOf(man.id, "comment", "Hello")).toMatchObject({ status: 403, message: PASTURE_COPY.suspended });
    expect(await suspendedMemberRefusal(testDb(), await scopeOf(man.id))).toMatchObject({ status: 403, message: PASTURE_COPY.suspended });
    const other = await veteran();
    expect(await suspendedMemberRefusal(testDb(), await scopeOf(other.id))).toBeNull();
  });

  it(`holds a new member to ${FIRST_DAY_MAX_POSTS} posts and ${FIRST_DAY_MAX_COMMENTS} comments on his first day`, async () => {
    const man = await memberAged(2 * HOUR);
    const stranger = await veteran();
    const theirs = await addPost(stranger.id);
    for (let index = 0; index < FIRST_DAY_MAX_POSTS - 1; index += 1) await addPost(man.id, { ago: (index + 2) * MINUTE });
    expect(await refusalOf(man.id, "post", "One more")).toBeNull();
    await addPost(man.id, { ago: MINUTE });
    expect(await refusalOf(man.id, "post", "One more")).toMatchObject({ status: 429, message: PASTURE_COPY.firstDayPosts(FIRST_DAY_MAX_POSTS) });

    for (let index = 0; index < FIRST_DAY_MAX_COMMENTS - 1; index += 1) await addComment(man.id, theirs, { ago: (index + 2) * MINUTE });
    expect(await refusalOf(man.id, "comment", "One more")).toBeNull();
    await addComment(man.id, theirs, { ago: MINUTE });
    expect(await refusalOf(man.id, "comment", "One more")).toMatchObject({
      status: 429,
      message: PASTURE_COPY.firstDayComments(FIRST_DAY_MAX_COMMENTS),
    });
  });

  it("lifts the first-day limits once his account is a day old", async () => {
    const man = await memberAged(FIRST_DAY_MS + MINUTE);
    for (let index = 0; index < FIRST_DAY_MAX_POSTS + 1; index += 1) await addPost(man.id, { ago: (index + 2) * MINUTE });
    expect(await refusalOf(man.id, "post", "Still here")).toBeNull();
  });

  it(`allows one post per ${POST_INTERVAL_SECONDS} seconds and says how long to wait`, async () => {
    const man = await veteran();
    const now = new Date();
    await testDb().insert(posts).values({ author_id: man.id, body: "First", created_at: new Date(now.getTime() - 10_000) });
    expect(await writeRefusal(testDb(), await scopeOf(man.id), "post", "Second", now)).toMatchObject({
      status: 429,
      message: PASTURE_COPY.postTooSoon(POST_INTERVAL_SECONDS - 10),
    });
    const later = new Date(now.getTime() + 21_000);
    expect(await writeRefusal(testDb(), await scopeOf(man.id), "post", "Second", later)).toBeNull();
  });

  it(`allows ${COMMENTS_PER_HOUR} comments an hour`, async () => {
    const man = await veteran();
    const theirs = await addPost((await veteran()).id);
    for (let index = 0; index < COMMENTS_PER_HOUR - 1; index += 1) await addComment(man.id, theirs, { ago: (index + 1) * MINUTE });
    await addComment(man.id, theirs, { ago: HOUR + MINUTE });
    expect(await refusalOf(man.id, "comment", "Another")).toBeNull();
    await addComment(man.id, theirs, { ago: 30_000 });
    expect(await refusalOf(man.id, "comment", "Another")).toMatchObject({ status: 429, message: PASTURE_COPY.commentsPerHour(COMMENTS_PER_HOUR) });
  });

  it("refuses the same words twice within five minutes (trimmed, any case), and only his own", async () => {
    const man = await veteran();
    const other = await veteran();
    await addPost(man.id, { body: "Pray for my father", ago: 2 * MINUTE });
    expect(await refusalOf(man.id, "post", "  pray for MY father \n")).toMatchObject({ status: 409, message: PASTURE_COPY.duplicate });
    expect(await refusalOf(other.id, "post", "Pray for my father")).toBeNull();
    expect(await refusalOf(man.id, "comment", "Pray for my father")).toBeNull();

    const later = new Date(Date.now() + DUPLICATE_WINDOW_MS);
    expect(await writeRefusal(testDb(), await scopeOf(man.id), "post", "Pray for my father", later)).toBeNull();

    const theirs = await addPost(other.id);
    await addComment(man.id, theirs, { body: "Praying, brother.", ago: MINUTE });
    expect(await refusalOf(man.id, "comment", "praying, brother.")).toMatchObject({ status: 409, message: PASTURE_COPY.duplicate });
  });

  it("reads everything it needs in one D1 round trip", async () => {
    const man = await veteran();
    let trips = 0;
    const counted = createDb(countRoundTrips(env.DB, () => (trips += 1)));
    const scope = await scopeOf(man.id);
    await writeRefusal(counted, scope, "post", "Counting");
    await writeRefusal(counted, scope, "comment", "Counting");
    expect(trips).toBe(2);
  });
});

/* ───────────────────────────── reports ───────────────────────────── */

const report = (cookie: string | undefined, json: { kind: "post" | "comment"; id: string; reason: string; note?: string }) =>
  request("/api/pasture/reports", { method: "POST", cookie, json });
const hiddenAt = async (postId: string) => (await testDb().select().from(posts).where(eq(posts.id, postId)).get())?.hidden_at ?? null;
const reportsOf = (itemId: string) => testDb().select().from(contentReports).where(eq(contentReports.item_id, itemId)).all();
const noticesOf = (userId: string) =>
  testDb().select().from(notifications).where(and(eq(notifications.user_id, userId), eq(notifications.type, "other"))).all();

describe("reports", () => {
  it("hides a post when three different members report it, not at two, and tells the author", async () => {
    const author = await veteran();
    const [one, two, three] = await Promise.all([veteran(), veteran(), veteran()]);
    const postId = await addPost(author.id);

    const first = await report(one.cookie, { kind: "post", id: postId, reason: "spam" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ hidden: false, message: PASTURE_COPY.reported });
    expect((await report(two.cookie, { kind: "post", id: postId, reason: "harassment", note: "Again and again" })).status).toBe(200);
    expect(await hiddenAt(postId)).toBeNull();
    expect(await noticesOf(author.id)).toEqual([]);

    const third = await report(three.cookie, { kind: "post", id: postId, reason: "inappropriate" });
    expect(await third.json()).toEqual({ hidden: true, message: PASTURE_COPY.reported });
    expect(await hiddenAt(postId)).toBeInstanceOf(Date);
    const [notice, ...more] = await noticesOf(author.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ link: postHref(postId), content: PASTURE_COPY.hiddenNotice.post, source_id: postId, read: false });
    expect((await reportsOf(postId)).map((row) => row.reporter_id).sort()).toEqual([one.id, two.id, three.id].sort());
    expect((await reportsOf(postId)).find((row) => row.reporter_id === two.id)).toMatchObject({ reason: "harassment", note: "Again and again" });
  });

  it("counts the same member once: his second report is a 409 and hides nothing", async () => {
    const author = await veteran();
    const [one, two] = await Promise.all([veteran(), veteran()]);
    const postId = await addPost(author.id);
    await report(one.cookie, { kind: "post", id: postId, reason: "spam" });
    const again = await report(one.cookie, { kind: "post", id: postId, reason: "other" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: PASTURE_COPY.alreadyReported });
    await report(two.cookie, { kind: "post", id: postId, reason: "spam" });
    expect(await hiddenAt(postId)).toBeNull();
    expect(await reportsOf(postId)).toHaveLength(2);
  });

  it("hides at once when an admin reports", async () => {
    const author = await veteran();
    const admin = await veteran({ role: "admin" });
    const postId = await addPost(author.id);
    const commentId = await addComment(author.id, postId);
    expect(await (await report(admin.cookie, { kind: "comment", id: commentId, reason: "false_teaching" })).json()).toEqual({
      hidden: true,
      message: PASTURE_COPY.reported,
    });
    const comment = await testDb().select().from(postComments).where(eq(postComments.id, commentId)).get();
    expect(comment?.hidden_at).toBeInstanceOf(Date);
    expect(await hiddenAt(postId)).toBeNull();
    expect(await noticesOf(author.id)).toMatchObject([{ link: postHref(postId), content: PASTURE_COPY.hiddenNotice.comment, source_id: commentId }]);
  });

  it("hides a comment at three different members", async () => {
    const author = await veteran();
    const reporters = await Promise.all([veteran(), veteran(), veteran()]);
    const postId = await addPost((await veteran()).id);
    const commentId = await addComment(author.id, postId);
    for (const [index, reporter] of reporters.entries()) {
      const answer = await report(reporter.cookie, { kind: "comment", id: commentId, reason: "spam" });
      expect(await answer.json()).toEqual({ hidden: index === 2, message: PASTURE_COPY.reported });
    }
  });

  it("refuses his own item (400), an unknown or unseen item (404), a suspended member (403) and a visitor (401), writing nothing", async () => {
    const author = await veteran();
    const other = await veteran();
    const postId = await addPost(author.id);
    const hiddenPost = await addPost(author.id, { hidden: true });
    const commentOnHidden = await addComment(author.id, hiddenPost);
    const blockedAuthorsPost = await addPost((await veteran()).id);

    const own = await report(author.cookie, { kind: "post", id: postId, reason: "spam" });
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ error: PASTURE_COPY.cannotReportOwn });

    for (const item of [
      { kind: "post" as const, id: crypto.randomUUID() },
      { kind: "comment" as const, id: postId },
      { kind: "post" as const, id: hiddenPost },
      { kind: "comment" as const, id: commentOnHidden },
    ]) {
      const unseen = await report(other.cookie, { ...item, reason: "spam" });
      expect(unseen.status).toBe(404);
      expect(await unseen.json()).toEqual({ error: PASTURE_COPY.notFound });
    }

    // He blocked the author: the post is out of his sight, so out of his reports too.
    const blockedAuthor = (await testDb().select().from(posts).where(eq(posts.id, blockedAuthorsPost)).get())!.author_id;
    await testDb().insert(memberBlocks).values({ blocker_id: other.id, blocked_id: blockedAuthor });
    expect((await report(other.cookie, { kind: "post", id: blockedAuthorsPost, reason: "spam" })).status).toBe(404);

    await testDb().update(profiles).set({ suspended_at: new Date() }).where(eq(profiles.id, other.id));
    const suspended = await report(other.cookie, { kind: "post", id: postId, reason: "spam" });
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toEqual({ error: PASTURE_COPY.suspended });

    expect((await report(undefined, { kind: "post", id: postId, reason: "spam" })).status).toBe(401);
    for (const itemId of [postId, hiddenPost, commentOnHidden, blockedAuthorsPost]) expect(await reportsOf(itemId)).toEqual([]);
  });

  it.each([
    [{ kind: "post", id: "x" }, PASTURE_COPY.chooseReason],
    [{ kind: "post", id: "x", reason: "boring" }, PASTURE_COPY.chooseReason],
    [{ kind: "post", id: "x", reason: "spam", note: "n".repeat(501) }, PASTURE_COPY.noteTooLong],
  ])("answers bad input %j with 400 and its message", async (json, message) => {
    const man = await veteran();
    const answer = await request("/api/pasture/reports", { method: "POST", cookie: man.cookie, json });
    expect(answer.status).toBe(400);
    expect((await answer.json()) as { error: string }).toMatchObject({ error: message });
  });
});

/* ───────────────────────────── blocks ───────────────────────────── */

const blockRows = (blockerId: string) => testDb().select().from(memberBlocks).where(eq(memberBlocks.blocker_id, blockerId)).all();

describe("blocks", () => {
  it("blocks privately and idempotently, lists him for Settings, and unblocks", async () => {
    const man = await veteran({ name: "Abel Hart" });
    const troll = await veteran({ name: "Cain Ward" });
    await testDb().update(profiles).set({ avatar_url: "/avatars/cain.png" }).where(eq(profiles.id, troll.id));
    const client = apiClient(man.cookie);

    const blocked = await client.pasture.blocks.$post({ json: { memberId: troll.id } });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({ message: PASTURE_COPY.blocked("Cain Ward") });
    expect((await client.pasture.blocks.$post({ json: { memberId: troll.id } })).status).toBe(200);
    expect(await blockRows(man.id)).toMatchObject([{ blocked_id: troll.id }]);
    // Private: he is not told.
    expect(await testDb().select().from(notifications).where(eq(notifications.user_id, troll.id)).all()).toEqual([]);

    expect(await listBlockedMembers(testDb(), await scopeOf(man.id))).toEqual([
      { id: troll.id, displayName: "Cain Ward", avatarUrl: "/avatars/cain.png" },
    ]);
    expect(await (await client.pasture.blocks.$get()).json()).toEqual({
      members: [{ id: troll.id, displayName: "Cain Ward", avatarUrl: "/avatars/cain.png" }],
    });
    expect(await listBlockedMembers(testDb(), await scopeOf(troll.id))).toEqual([]);

    const unblocked = await client.pasture.blocks[":memberId"].$delete({ param: { memberId: troll.id } });
    expect(await unblocked.json()).toEqual({ message: PASTURE_COPY.unblocked("Cain Ward") });
    expect(await blockRows(man.id)).toEqual([]);
    expect((await client.pasture.blocks[":memberId"].$delete({ param: { memberId: troll.id } })).status).toBe(200);
  });

  it("refuses blocking himself (400), an unknown member (404), a visitor (401) and bad input (400)", async () => {
    const man = await veteran();
    const client = apiClient(man.cookie);
    const self = await client.pasture.blocks.$post({ json: { memberId: man.id } });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: PASTURE_COPY.cannotBlockSelf });
    const unknown = await client.pasture.blocks.$post({ json: { memberId: crypto.randomUUID() } });
    expect(unknown.status).toBe(404);
    expect((await client.pasture.blocks[":memberId"].$delete({ param: { memberId: crypto.randomUUID() } })).status).toBe(404);
    expect((await apiClient().pasture.blocks.$post({ json: { memberId: man.id } })).status).toBe(401);
    expect((await apiClient().pasture.blocks.$get()).status).toBe(401);
    expect((await request("/api/pasture/blocks", { method: "POST", cookie: man.cookie, json: { memberId: "" } })).status).toBe(400);
    expect(await blockRows(man.id)).toEqual([]);
  });

  it("a blocked member's block of his own is his: B cannot unblock himself from A's list", async () => {
    const a = await veteran();
    const b = await veteran();
    await apiClient(a.cookie).pasture.blocks.$post({ json: { memberId: b.id } });
    await apiClient(b.cookie).pasture.blocks[":memberId"].$delete({ param: { memberId: a.id } });
    expect(await blockRows(a.id)).toMatchObject([{ blocked_id: b.id }]);
  });
});

/* ───────────────────────────── Settings → Blocked members ───────────────────────────── */

describe("Settings → Blocked members", () => {
  it("lists whom he blocked and unblocks with a toast; a visitor is sent to sign in", async () => {
    const man = await veteran();
    const troll = await veteran({ name: "Cain Ward" });
    const empty = await pageText(await request("/settings", { cookie: man.cookie }));
    expect(empty).toContain(PASTURE_COPY.blockedMembersTitle);
    expect(empty).toContain(PASTURE_COPY.noBlockedMembers);

    await testDb().insert(memberBlocks).values({ blocker_id: man.id, blocked_id: troll.id });
    const html = await (await request("/settings", { cookie: man.cookie })).text();
    expect(html).toContain(">Cain Ward</span>");
    expect(html).toContain(`aria-label="${PASTURE_COPY.unblockLabel("Cain Ward")}"`);
    expect(html).not.toContain(PASTURE_COPY.noBlockedMembers);

    const visitor = await request("/settings", formPost({ intent: PASTURE_INTENTS.unblock, memberId: troll.id }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(await blockRows(man.id)).toHaveLength(1);

    const unblocked = await request("/settings", formPost({ intent: PASTURE_INTENTS.unblock, memberId: troll.id }, { cookie: man.cookie }));
    expect(unblocked.status).toBe(302);
    expect(unblocked.headers.get("Location")).toBe("/settings");
    expect(flashToast(unblocked)?.title).toBe(PASTURE_COPY.unblocked("Cain Ward"));
    expect(await blockRows(man.id)).toEqual([]);

    const bad = await request("/settings", formPost({ intent: PASTURE_INTENTS.unblock }, { cookie: man.cookie }));
    expect(bad.status).toBe(400);
  });
});

/* ───────────────────────────── the Pasture's report and block intents ───────────────────────────── */

describe("the Pasture page's safety intents", () => {
  const act = async (intent: keyof typeof pastureSafetyActions, fields: Record<string, string>, cookie?: string) => {
    const app = await requestContext({ cookie });
    const init = formPost({ intent, ...fields }, { cookie });
    return pastureSafetyActions[intent]({ app, request: new Request(`${ORIGIN}/pasture`, init) });
  };

  it("reports, blocks and unblocks with a toast back on /pasture; refusals keep the form's shape", async () => {
    const man = await veteran();
    const troll = await veteran({ name: "Cain Ward" });
    const postId = await addPost(troll.id);

    const reported = (await act(PASTURE_INTENTS.report, { kind: "post", id: postId, reason: "spam" }, man.cookie)) as Response;
    expect(reported.status).toBe(302);
    expect(reported.headers.get("Location")).toBe("/pasture");
    expect(flashToast(reported)?.title).toBe(PASTURE_COPY.reported);
    expect(await reportsOf(postId)).toHaveLength(1);

    const again = (await act(PASTURE_INTENTS.report, { kind: "post", id: postId, reason: "spam" }, man.cookie)) as unknown as {
      init: ResponseInit;
      data: { error: Record<string, string[]> };
    };
    expect(again.init.status).toBe(409);
    expect(again.data.error[""]).toEqual([PASTURE_COPY.alreadyReported]);

    const blocked = (await act(PASTURE_INTENTS.block, { memberId: troll.id }, man.cookie)) as Response;
    expect(flashToast(blocked)?.title).toBe(PASTURE_COPY.blocked("Cain Ward"));
    expect(await blockRows(man.id)).toHaveLength(1);
    const unblocked = (await act(PASTURE_INTENTS.unblock, { memberId: troll.id }, man.cookie)) as Response;
    expect(unblocked.headers.get("Location")).toBe("/pasture");
    expect(flashToast(unblocked)?.title).toBe(PASTURE_COPY.unblocked("Cain Ward"));
    expect(await blockRows(man.id)).toEqual([]);

    await expect(act(PASTURE_INTENTS.block, { memberId: troll.id })).rejects.toMatchObject({ status: 302 });
    expect(await blockRows(man.id)).toEqual([]);
  });
});

/* ───────────────────────────── crisis ───────────────────────────── */

describe("crisisFlagFor", () => {
  it("flags words of self-harm with the time to store, and nothing else", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(crisisFlagFor("Some days I want to die, brothers.", now)).toEqual(now);
    expect(crisisFlagFor("I have thought about suicide", now)).toEqual(now);
    expect(crisisFlagFor("Praise God for a new job!", now)).toBeNull();
  });
});

/* ───────────────────────────── a double tap ───────────────────────────── */

/**
 * D1 whose first two batches each wait until both were sent: two requests' guard reads both answer
 * before either writes — the order a double tap on a busy server takes.
 */
function readsTogether(d1: D1Database): D1Database {
  let sent = 0;
  let release = () => {};
  const bothSent = new Promise<void>((resolve) => (release = resolve));
  return new Proxy(d1, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (sent < 2) {
            sent += 1;
            if (sent === 2) release();
            await bothSent;
          }
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("a post or comment sent twice at once (a double tap)", () => {
  const racing = () => ({ db: createDb(readsTogether(env.DB)), env, waitUntil: () => {} });

  it("writes one post, notifies the member it mentions once, and refuses the other with the rule it broke", async () => {
    const man = await veteran();
    const username = `named_${Date.now().toString(36)}`;
    const named = await veteran({ username });
    const scope = await scopeOf(man.id);
    const deps = racing();
    const input = { body: `Grateful for my brothers this week @${username}` };
    const outcomes = await Promise.all([createPost(deps, scope, input), createPost(deps, scope, input)]);

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 429, message: PASTURE_COPY.postTooSoon(30) });
    const rows = await testDb().select().from(posts).where(eq(posts.author_id, man.id)).all();
    expect(rows).toHaveLength(1);
    const mentions = await testDb().select().from(notifications).where(eq(notifications.user_id, named.id)).all();
    expect(mentions.map((row) => row.source_id)).toEqual([rows[0]!.id]);
  });

  it("writes one comment, and refuses the other as the same words", async () => {
    const man = await veteran();
    const postId = await addPost((await veteran()).id);
    const scope = await scopeOf(man.id);
    const deps = racing();
    const input = { postId, body: "Praying for you tonight." };
    const outcomes = await Promise.all([writeComment(deps, scope, input), writeComment(deps, scope, input)]);

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 409, message: PASTURE_COPY.duplicate });
    expect(await testDb().select().from(postComments).where(eq(postComments.author_id, man.id)).all()).toHaveLength(1);
  });
});

describe("a reaction tapped twice at once (a double tap)", () => {
  const amensOf = (postId: string, memberId: string) =>
    testDb()
      .select()
      .from(postReactions)
      .where(and(eq(postReactions.post_id, postId), eq(postReactions.user_id, memberId), eq(postReactions.reaction, "amen")))
      .all();

  it.each([
    { before: "not reacted", reacted: false },
    { before: "reacted", reacted: true },
  ])("when he had $before, toggles twice: one answer adds, one removes, and the rows end as he started", async ({ reacted }) => {
    const man = await veteran();
    const postId = await addPost((await veteran()).id);
    const scope = await scopeOf(man.id);
    if (reacted) await toggleReaction(testDb(), scope, { postId, reaction: "amen" });
    const db = createDb(readsTogether(env.DB));
    const outcomes = await Promise.all([toggleReaction(db, scope, { postId, reaction: "amen" }), toggleReaction(db, scope, { postId, reaction: "amen" })]);

    const amens = outcomes.map((outcome) => (outcome.ok ? outcome.reactions.amen : null));
    expect(amens).toEqual(expect.arrayContaining([{ count: 1, mine: true }, { count: 0, mine: false }]));
    expect(await amensOf(postId, man.id)).toHaveLength(reacted ? 1 : 0);
  });
});
