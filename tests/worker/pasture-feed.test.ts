/**
 * The Pasture's feed through the real worker: the access matrix of its JSON API and its page (a
 * visitor, the author, another member, a member the author blocked), mentions and the notifications
 * they leave (and remove), the edit window, reactions, paging, hidden posts, bad input.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { EDIT_WINDOW_MS, FEED_PAGE_SIZE, MAX_MENTIONS, NEW_POST_MESSAGE, postHref } from "../../app/kernel/pasture/rules";
import type { PastureFeedPage, PasturePostView } from "../../app/kernel/pasture/views";
import { contentReports, devotionals, memberBlocks, notifications, postComments, postReactions, posts, profiles, userActivity } from "../../worker/db/schema";
import { apiClient, formPost, memberScopeFor, okJson, request, signUp, testDb } from "./helpers";

type Body = Record<string, any>;
const db = () => testDb();
const api = (cookie?: string) => apiClient(cookie).pasture;

async function member(name?: string) {
  const created = await signUp(name ? { name } : {});
  const profile = (await db().select().from(profiles).where(eq(profiles.id, created.id)).get())!;
  return { ...created, username: profile.username! };
}

const createPost = async (cookie: string, json: { body: string; scripture?: string; shareKind?: "devotional" | "plan_day"; shareId?: string }) =>
  (await okJson(api(cookie).posts.$post({ json }))).post;
const feedOf = async (cookie: string, before?: string): Promise<PastureFeedPage> =>
  okJson(api(cookie).posts.$get({ query: before ? { before } : {} }));
const findIn = (page: PastureFeedPage, id: string): PasturePostView | undefined => page.posts.find((post) => post.id === id);
const mentionsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.user_id, userId)).all();
const postRow = (id: string) => db().select().from(posts).where(eq(posts.id, id)).get();
const block = (blocker: string, blocked: string) => db().insert(memberBlocks).values({ blocker_id: blocker, blocked_id: blocked });
const error = async (response: { json(): Promise<unknown> }) => ((await response.json()) as Body).error as string;

/** Every post of the feed, page after page, as a member reads it with "Load more". */
async function wholeFeed(cookie: string) {
  const seen: PasturePostView[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await feedOf(cookie, before);
    expect(page.posts.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    seen.push(...page.posts);
    if (!page.nextCursor) return seen;
    before = page.nextCursor;
  }
  throw new Error("the feed never ended");
}

describe("a visitor", () => {
  it("is refused by the API (401) and sent to sign in by the page, and nothing is written", async () => {
    const before = (await db().select().from(posts).all()).length;
    const created = await api().posts.$post({ json: { body: "Hello" } });
    expect(created.status).toBe(401);
    expect((await api().posts.$get({ query: {} })).status).toBe(401);
    expect((await api().mentions.$get({ query: { q: "bro" } })).status).toBe(401);
    const page = await request("/pasture");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/auth?redirectTo=%2Fpasture");
    const action = await request("/pasture?index", formPost({ intent: "post", body: "Hello" }));
    expect(action.status).toBe(302);
    expect((await db().select().from(posts).all()).length).toBe(before);
  });
});

describe("posting", () => {
  it("publishes a post with its parsed reference, newest first, linked into the reader", async () => {
    const author = await member("Caleb");
    const post = await createPost(author.cookie, { body: "  Grateful for my brothers.  ", scripture: "john 15 12" });
    expect(post).toMatchObject({
      body: "Grateful for my brothers.",
      scripture: { reference: "John 15:12", href: "/word/John/15#12" },
      mine: true,
      canEdit: true,
      canComment: true,
      canBlock: false,
      edited: false,
      hidden: false,
      anchor: `post-${post.id}`,
      author: { id: author.id, displayName: "Caleb", href: `/profile/${author.id}` },
    });
    const other = await member();
    const seen = findIn(await feedOf(other.cookie), post.id)!;
    expect(seen).toMatchObject({ mine: false, canEdit: false, canComment: true, canReport: true, canBlock: true });
    expect((await feedOf(other.cookie)).posts[0]!.id).toBe(post.id);
  });

  it("refuses bad input with the message and writes nothing", async () => {
    const author = await member();
    const count = async () => (await db().select().from(posts).where(eq(posts.author_id, author.id)).all()).length;
    const tooLong = await api(author.cookie).posts.$post({ json: { body: "a".repeat(2001) } });
    expect(tooLong.status).toBe(400);
    expect(await error(tooLong)).toBe(PASTURE_COPY.postTooLong(2000));
    const empty = await api(author.cookie).posts.$post({ json: { body: "   " } });
    expect(await error(empty)).toBe(PASTURE_COPY.postEmpty);
    const unknown = await api(author.cookie).posts.$post({ json: { body: "Read this", scripture: "Hezekiah 4:5" } });
    expect(unknown.status).toBe(400);
    expect(await error(unknown)).toBe(PASTURE_COPY.referenceUnknown);
    const notHis = await api(author.cookie).posts.$post({ json: { body: "Read this", shareKind: "plan_day", shareId: "someone-elses" } });
    expect(notHis.status).toBe(400);
    expect(await error(notHis)).toBe(PASTURE_COPY.shareNotYours);
    expect(await count()).toBe(0);
    expect((await api(author.cookie).posts.$post({ json: { body: "a".repeat(2000) } })).status).toBe(201);
  });

  it("refuses an image of the wrong type through the page's form, writing nothing", async () => {
    const author = await member();
    const form = new FormData();
    form.set("intent", "post");
    form.set("body", "A photo of the retreat");
    form.set("image", new File(["just words"], "retreat.png", { type: "image/png" }));
    const response = await request("/pasture?index", { method: "POST", cookie: author.cookie, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(PASTURE_COPY.imageNotAllowed);
    expect(await db().select().from(posts).where(eq(posts.author_id, author.id)).all()).toEqual([]);
  });

  it("stores a real image in R2 under a key the server built and serves it under /media", async () => {
    const author = await member();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.set("intent", "post");
    form.set("body", "Men's breakfast");
    form.set("image", new File([png], "../../evil.png", { type: "image/png" }));
    const response = await request("/pasture?index", { method: "POST", cookie: author.cookie, body: form });
    expect(response.status).toBe(302);
    const [row] = await db().select().from(posts).where(eq(posts.author_id, author.id)).all();
    expect(row!.image_key).toMatch(new RegExp(`^posts/${author.id}/[0-9a-f-]{36}\\.png$`));
    const view = findIn(await feedOf(author.cookie), row!.id)!;
    expect(view.imageUrl).toBe(`/media/${row!.image_key}`);
    expect((await request(view.imageUrl!)).status).toBe(200);
  });
});

describe("sharing what he read", () => {
  it("shares today's devotional with its \"I read …\" line fixed at posting", async () => {
    const author = await member();
    const { today } = await memberScopeFor(author.id);
    await db()
      .insert(devotionals)
      .values({ devotional_date: today, title: "Strength for Today", passage: "Psalm 46:1", content: "…", reflection: "…", theme: "strength" })
      .onConflictDoNothing();
    const devotional = (await db().select().from(devotionals).where(eq(devotionals.devotional_date, today)).get())!;
    const post = await createPost(author.cookie, { body: "This met me", shareKind: "devotional", shareId: devotional.id });
    expect(post.share).toEqual({ kind: "devotional", label: PASTURE_COPY.shareDevotional(devotional.title), href: "/" });
    await db().update(devotionals).set({ title: "Renamed" }).where(eq(devotionals.id, devotional.id));
    expect(findIn(await feedOf(author.cookie), post.id)!.share?.label).toBe(PASTURE_COPY.shareDevotional(devotional.title));
    await db().update(devotionals).set({ title: devotional.title }).where(eq(devotionals.id, devotional.id));
  });
});

describe("the new-posts pill", () => {
  it("tells a member reading The Pasture when someone else posts, through his socket", async () => {
    const reader = await member();
    const author = await member();
    await db().insert(userActivity).values({ user_id: reader.id, action_type: "page_view", page_route: "/pasture" });
    const opened = await request("/api/realtime", { cookie: reader.cookie, headers: { Upgrade: "websocket", Origin: "http://localhost" } });
    const socket = opened.webSocket!;
    socket.accept();
    const messages: Body[] = [];
    socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
    const post = await createPost(author.cookie, { body: "Fresh" });
    while (!messages.some((message) => message.type === NEW_POST_MESSAGE)) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(messages.find((message) => message.type === NEW_POST_MESSAGE)).toEqual({ type: NEW_POST_MESSAGE, postId: post.id, authorId: author.id });
    await new Promise<void>((resolve) => {
      socket.addEventListener("close", () => resolve());
      socket.close(1000);
    });
  });
});

describe("mentions", () => {
  it("notify the members mentioned, leading to the post, and never a member who blocked the author", async () => {
    const author = await member("Nathan");
    const friend = await member();
    const blocker = await member();
    await block(blocker.id, author.id);
    const post = await createPost(author.cookie, { body: `Pray with @${friend.username} and @${blocker.username}` });
    const [toFriend] = await mentionsOf(friend.id);
    expect(toFriend).toMatchObject({ type: "mention_post", mentioner_id: author.id, link: postHref(post.id), source_id: post.id });
    expect(await mentionsOf(blocker.id)).toEqual([]);
  });

  it("of the author by a member he blocked create no notification, and that member cannot comment", async () => {
    const author = await member();
    const blocked = await member();
    await block(author.id, blocked.id);
    const post = await createPost(author.cookie, { body: "Morning prayer at 6" });
    expect(findIn(await feedOf(blocked.cookie), post.id)?.canComment).toBe(false);
    const comment = await api(blocked.cookie).posts[":id"].comments.$post({ param: { id: post.id }, json: { body: "See you" } });
    expect(comment.status).toBe(403);
    expect(await error(comment)).toBe(PASTURE_COPY.commentsClosed);
    await createPost(blocked.cookie, { body: `Hey @${author.username}` });
    expect(await mentionsOf(author.id)).toEqual([]);
    expect(await db().select().from(postComments).where(eq(postComments.post_id, post.id)).all()).toEqual([]);
  });

  it(`refuse more than ${MAX_MENTIONS} members in one post`, async () => {
    const author = await member();
    const names = Array.from({ length: MAX_MENTIONS + 1 }, (_, index) => `@someone_${index}x`).join(" ");
    const response = await api(author.cookie).posts.$post({ json: { body: `Praying for ${names}` } });
    expect(response.status).toBe(400);
    expect(await error(response)).toBe(PASTURE_COPY.tooManyMentions(MAX_MENTIONS));
    expect(await db().select().from(posts).where(eq(posts.author_id, author.id)).all()).toEqual([]);
  });

  it("suggest members by name or username, never himself or a member in a block with him", async () => {
    const me = await member("Suggest Me");
    const ezra = await member("Ezraphel Stone");
    const blockedByMe = await member("Ezraphel Blocked");
    const blockingMe = await member("Ezraphel Blocking");
    await block(me.id, blockedByMe.id);
    await block(blockingMe.id, me.id);
    const { members } = await okJson(api(me.cookie).mentions.$get({ query: { q: "ezraphel" } }));
    expect(members.map((found) => found.id)).toEqual([ezra.id]);
    const byUsername = await okJson(api(ezra.cookie).mentions.$get({ query: { q: me.username } }));
    expect(byUsername.members.map((found) => found.id)).toContain(me.id);
    const self = await okJson(api(me.cookie).mentions.$get({ query: { q: "suggest me" } }));
    expect(self.members.map((found) => found.id)).not.toContain(me.id);
  });
});

describe("editing and deleting", () => {
  it("lets the author edit within 24 hours (shown edited), refuses after, and refuses another member", async () => {
    const author = await member();
    const other = await member();
    const post = await createPost(author.cookie, { body: "First words" });
    const edited = await okJson(api(author.cookie).posts[":id"].$patch({ param: { id: post.id }, json: { body: "Better words" } }));
    expect(edited.post).toMatchObject({ body: "Better words", edited: true });
    const intruder = await api(other.cookie).posts[":id"].$patch({ param: { id: post.id }, json: { body: "Mine now" } });
    expect(intruder.status).toBe(403);
    expect(await error(intruder)).toBe(PASTURE_COPY.notYours);
    await db().update(posts).set({ created_at: new Date(Date.now() - EDIT_WINDOW_MS - 60_000) }).where(eq(posts.id, post.id));
    const late = await api(author.cookie).posts[":id"].$patch({ param: { id: post.id }, json: { body: "Too late" } });
    expect(late.status).toBe(403);
    expect(await error(late)).toBe(PASTURE_COPY.editWindowPassed);
    expect((await postRow(post.id))!.body).toBe("Better words");
  });

  it("deleting a post takes its comments, reactions, reports and mention notifications with it", async () => {
    const author = await member();
    const friend = await member();
    const post = await createPost(author.cookie, { body: `For @${friend.username}` });
    const { comment } = await okJson(
      api(friend.cookie).posts[":id"].comments.$post({ param: { id: post.id }, json: { body: `Thank you @${author.username}` } }),
    );
    await okJson(api(friend.cookie).posts[":id"].reactions.$post({ param: { id: post.id }, json: { reaction: "amen" } }));
    await db().insert(contentReports).values({ item_kind: "comment", item_id: comment.id, reporter_id: author.id, reason: "spam" });
    expect(await mentionsOf(friend.id)).toHaveLength(1);
    expect(await mentionsOf(author.id)).toMatchObject([{ type: "mention_comment", source_id: comment.id, link: postHref(post.id) }]);

    expect((await api(friend.cookie).posts[":id"].$delete({ param: { id: post.id } })).status).toBe(403);
    expect((await api(author.cookie).posts[":id"].$delete({ param: { id: post.id } })).status).toBe(200);
    expect(await postRow(post.id)).toBeUndefined();
    expect(await db().select().from(postComments).where(eq(postComments.post_id, post.id)).all()).toEqual([]);
    expect(await db().select().from(postReactions).where(eq(postReactions.post_id, post.id)).all()).toEqual([]);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, comment.id)).all()).toEqual([]);
    expect(await mentionsOf(friend.id)).toEqual([]);
    expect(await mentionsOf(author.id)).toEqual([]);
    expect((await api(author.cookie).posts[":id"].$delete({ param: { id: post.id } })).status).toBe(404);
  });

  it("comments are one level deep, newest last; edited within 24 hours; deleted with their notifications", async () => {
    const author = await member();
    const friend = await member();
    const post = await createPost(author.cookie, { body: "How was your week?" });
    const first = (await okJson(api(friend.cookie).posts[":id"].comments.$post({ param: { id: post.id }, json: { body: `Good, @${author.username}` } }))).comment;
    const second = (await okJson(api(author.cookie).posts[":id"].comments.$post({ param: { id: post.id }, json: { body: "Glad" } }))).comment;
    const view = findIn(await feedOf(author.cookie), post.id)!;
    expect(view.comments.map((comment) => comment.id)).toEqual([first.id, second.id]);
    expect(view.commentCount).toBe(2);
    expect(view.comments[0]).toMatchObject({ mine: false, canEdit: false, canReport: true });

    const edited = await okJson(api(friend.cookie).comments[":id"].$patch({ param: { id: first.id }, json: { body: "Very good" } }));
    expect(edited.comment).toMatchObject({ body: "Very good", edited: true });
    expect((await api(author.cookie).comments[":id"].$patch({ param: { id: first.id }, json: { body: "Hijack" } })).status).toBe(403);
    await db().update(postComments).set({ created_at: new Date(Date.now() - EDIT_WINDOW_MS - 1) }).where(eq(postComments.id, first.id));
    expect((await api(friend.cookie).comments[":id"].$patch({ param: { id: first.id }, json: { body: "Late" } })).status).toBe(403);

    expect(await mentionsOf(author.id)).toHaveLength(1);
    expect((await api(author.cookie).comments[":id"].$delete({ param: { id: first.id } })).status).toBe(403);
    expect((await api(friend.cookie).comments[":id"].$delete({ param: { id: first.id } })).status).toBe(200);
    expect(await mentionsOf(author.id)).toEqual([]);
    expect(findIn(await feedOf(author.cookie), post.id)!.comments.map((comment) => comment.id)).toEqual([second.id]);
  });
});

describe("reactions", () => {
  it("toggle Amen and Praying, one each per member, with counts", async () => {
    const author = await member();
    const a = await member();
    const b = await member();
    const post = await createPost(author.cookie, { body: "Surgery tomorrow" });
    const react = (cookie: string, reaction: "amen" | "praying") =>
      okJson(api(cookie).posts[":id"].reactions.$post({ param: { id: post.id }, json: { reaction } }));
    await react(a.cookie, "amen");
    await react(a.cookie, "praying");
    const both = await react(b.cookie, "praying");
    expect(both.reactions).toEqual({ amen: { count: 1, mine: false }, praying: { count: 2, mine: true } });
    const undone = await react(a.cookie, "amen");
    expect(undone.reactions).toEqual({ amen: { count: 0, mine: false }, praying: { count: 2, mine: true } });
    expect(findIn(await feedOf(b.cookie), post.id)!.reactions).toEqual({ amen: { count: 0, mine: false }, praying: { count: 2, mine: true } });
    const bad = await api(a.cookie).posts[":id"].reactions.$post({ param: { id: post.id }, json: { reaction: "like" as "amen" } });
    expect(bad.status).toBe(400);
    expect(await error(bad)).toBe(PASTURE_COPY.unknownReaction);
    expect((await api(a.cookie).posts[":id"].reactions.$post({ param: { id: "missing" }, json: { reaction: "amen" } })).status).toBe(404);
  });
});

describe("the feed", () => {
  it(`pages ${FEED_PAGE_SIZE} at a time, newest first, with no post twice`, async () => {
    const author = await member();
    const reader = await member();
    const now = Date.now();
    const mine = Array.from({ length: FEED_PAGE_SIZE + 5 }, (_, index) => ({
      id: crypto.randomUUID(),
      author_id: author.id,
      body: `Post ${index}`,
      // Two posts share each instant: the cursor must still order and split them exactly.
      created_at: new Date(now - Math.floor(index / 2) * 1000),
    }));
    for (let start = 0; start < mine.length; start += 10) await db().insert(posts).values(mine.slice(start, start + 10));
    const seen = await wholeFeed(reader.cookie);
    const ids = seen.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ours = ids.filter((id) => mine.some((post) => post.id === id));
    expect(ours).toHaveLength(mine.length);
    const times = seen.map((post) => Date.parse(post.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it("leaves out members he blocked, and shows a hidden post only to its author, marked hidden", async () => {
    const author = await member();
    const reader = await member();
    const blocked = await member();
    const neighbour = await member();
    const hidden = await createPost(author.cookie, { body: "Reported" });
    const fromBlocked = await createPost(blocked.cookie, { body: "You will not see me" });
    // Another author's: one man may post once per 30 seconds.
    const visible = await createPost(neighbour.cookie, { body: "Still here" });
    const comment = (await okJson(api(blocked.cookie).posts[":id"].comments.$post({ param: { id: visible.id }, json: { body: "Nor me" } }))).comment;
    await block(reader.id, blocked.id);
    await db().update(posts).set({ hidden_at: new Date() }).where(eq(posts.id, hidden.id));

    const readerFeed = await feedOf(reader.cookie);
    expect(findIn(readerFeed, hidden.id)).toBeUndefined();
    expect(findIn(readerFeed, fromBlocked.id)).toBeUndefined();
    expect(findIn(readerFeed, visible.id)!.comments.map((c) => c.id)).not.toContain(comment.id);
    expect(findIn(await feedOf(author.cookie), hidden.id)).toMatchObject({ hidden: true });
    expect((await api(reader.cookie).posts[":id"].comments.$post({ param: { id: hidden.id }, json: { body: "Hi" } })).status).toBe(404);
  });

  it("the page renders for a member in two D1 round trips in all, the session lookup included", async () => {
    const reader = await member();
    await createPost(reader.cookie, { body: "Counting round trips" });
    const response = await request("/pasture", { cookie: reader.cookie });
    expect(response.status).toBe(200);
    const timing = response.headers.get("Server-Timing") ?? "";
    // The session with the member's basics (read once for every loader of the page), then the feed's one batch.
    expect(timing).toBe('d1-session;desc="1 round trip", d1;desc="1 round trip"');
  });
});

describe("the page's action", () => {
  it("posts and comments through the one action, redirecting to the post with a toast; a reaction answers its counts", async () => {
    const author = await member();
    const posted = await request("/pasture?index", formPost({ intent: "post", body: "From the form" }, { cookie: author.cookie }));
    expect(posted.status).toBe(302);
    const [row] = await db().select().from(posts).where(eq(posts.author_id, author.id)).all();
    expect(row!.body).toBe("From the form");
    const commented = await request("/pasture?index", formPost({ intent: "comment", postId: row!.id, body: "And a comment" }, { cookie: author.cookie }));
    expect(commented.status).toBe(302);
    const reacted = await request("/pasture?index", formPost({ intent: "react", postId: row!.id, reaction: "praying" }, { cookie: author.cookie }));
    expect(reacted.status).toBe(200);
    const invalid = await request("/pasture?index", formPost({ intent: "comment", postId: row!.id, body: " " }, { cookie: author.cookie }));
    expect(invalid.status).toBe(400);
    const reactions = await db().select().from(postReactions).where(and(eq(postReactions.post_id, row!.id), inArray(postReactions.user_id, [author.id]))).all();
    expect(reactions.map((reaction) => reaction.reaction)).toEqual(["praying"]);
  });
});

describe("a suspended member", () => {
  it("reads the feed but is refused posting, commenting, reacting, editing and reporting through the API, and nothing is written", async () => {
    const other = await member();
    const suspended = await member();
    const theirs = await createPost(other.cookie, { body: "A word for the brothers." });
    const own = await createPost(suspended.cookie, { body: "Written before the suspension." });
    await db().update(profiles).set({ suspended_at: new Date() }).where(eq(profiles.id, suspended.id));

    expect(findIn(await feedOf(suspended.cookie), theirs.id)).toBeDefined();
    const attempts = [
      api(suspended.cookie).posts.$post({ json: { body: "Another post." } }),
      api(suspended.cookie).posts[":id"].comments.$post({ param: { id: theirs.id }, json: { body: "A comment." } }),
      api(suspended.cookie).posts[":id"].reactions.$post({ param: { id: theirs.id }, json: { reaction: "amen" } }),
      api(suspended.cookie).posts[":id"].$patch({ param: { id: own.id }, json: { body: "Changed." } }),
      apiClient(suspended.cookie).pasture.reports.$post({ json: { kind: "post", id: theirs.id, reason: "spam" } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await error(response)).toBe(PASTURE_COPY.suspended);
    }
    expect(await db().select().from(posts).where(eq(posts.author_id, suspended.id)).all()).toHaveLength(1);
    expect((await postRow(own.id))!.body).toBe("Written before the suspension.");
    expect(await db().select().from(postComments).where(eq(postComments.author_id, suspended.id)).all()).toEqual([]);
    expect(await db().select().from(postReactions).where(eq(postReactions.user_id, suspended.id)).all()).toEqual([]);
    expect(await db().select().from(contentReports).where(eq(contentReports.reporter_id, suspended.id)).all()).toEqual([]);
  });
});
