/**
 * Moderation and support for administrators, through the real worker and D1: /admin/reports (the
 * queue from The Pasture, My Flock and Prayer; restore, remove, warn, suspend the author; the moderation log) and
 * /admin/support (tickets from Settings → Contact support; a reply reaches the member by email,
 * in-app and in Settings). Every page and action answers everyone but an administrator (not suspended) with the
 * not-found page and changes nothing; every action writes its audit row; bad input is a 400 with
 * nothing written.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORTS_COPY, SUPPORT_ADMIN_COPY } from "../../app/kernel/copy/admin";
import { SUPPORT_COPY } from "../../app/kernel/copy/support";
import { SUPPORT_INTENT } from "../../app/kernel/support";
import {
  adminAuditLog,
  contentReports,
  emailOutbox,
  flockReflections,
  notifications,
  posts,
  prayerRequests,
  profiles,
  session,
  supportMessages,
  supportTickets,
  user,
} from "../../worker/db/schema";
import { moderationQueue } from "../../worker/domain/admin/reports.server";
import { seedFlock, seedReflection } from "../../worker/seed/flocks";
import { seedPost } from "../../worker/seed/pasture";
import { seedPrayerRequest } from "../../worker/seed/prayer";
import { seedReport } from "../../worker/seed/admin-moderation";
import { flashToast, formPost, pageText, request, signUp, signUpSuspendedAdmin, testDb } from "./helpers";

const HOUR = 3_600_000;

async function admin() {
  const created = await signUp();
  await testDb().update(user).set({ role: "admin" }).where(eq(user.id, created.id));
  return created;
}

async function expectNotFoundPage(response: Response) {
  expect(response.status).toBe(404);
  expect(await pageText(response)).toContain("Page not found");
}

const tally = async () => {
  const db = testDb();
  const [[audit], [notices], [tickets], [messages], [reports], [mail]] = await db.batch([
    db.select({ n: count() }).from(adminAuditLog),
    db.select({ n: count() }).from(notifications),
    db.select({ n: count() }).from(supportTickets),
    db.select({ n: count() }).from(supportMessages),
    db.select({ n: count() }).from(contentReports),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return { audit: audit!.n, notices: notices!.n, tickets: tickets!.n, messages: messages!.n, reports: reports!.n, mail: mail!.n };
};

/** A Pasture post reported by two brothers (the first 30 hours ago: overdue), and who is who. */
async function reportedPost(body = `A reported post ${crypto.randomUUID()}`) {
  const [author, first, second] = await Promise.all([signUp({ name: "Silas Author" }), signUp(), signUp()]);
  const db = testDb();
  const postId = await seedPost(db, { authorId: author.id, body, at: new Date(Date.now() - 40 * HOUR) });
  await seedReport(db, { kind: "post", itemId: postId, reporterId: first.id, reason: "spam", at: new Date(Date.now() - 30 * HOUR) });
  await seedReport(db, { kind: "post", itemId: postId, reporterId: second.id, reason: "harassment", at: new Date(Date.now() - 2 * HOUR) });
  return { author, postId, body };
}

/** A flock reflection a brother reported to the administrators. */
async function reportedReflection() {
  const [author, reporter] = await Promise.all([signUp({ name: "Jude Flockman" }), signUp()]);
  const db = testDb();
  const flock = await seedFlock(db, { name: "Iron men", leaderId: author.id });
  const reflection = await seedReflection(db, { flockId: flock.id, authorId: author.id, body: `A reported reflection ${crypto.randomUUID()}` });
  await seedReport(db, { kind: "flock_reflection", itemId: reflection.id, reporterId: reporter.id, reason: "inappropriate", flockId: flock.id, at: new Date(Date.now() - HOUR) });
  return { author, reflection };
}

/** An anonymous Pasture-wide prayer request, hidden at its first report. */
async function reportedRequest() {
  const [author, reporter] = await Promise.all([signUp({ name: "Amos Hidden" }), signUp()]);
  const db = testDb();
  const request = await seedPrayerRequest(db, { userId: author.id, body: `An anonymous plea ${crypto.randomUUID()}`, audience: "pasture", anonymous: true, hiddenAt: new Date() });
  await seedReport(db, { kind: "prayer_request", itemId: request.id, reporterId: reporter.id, reason: "false_teaching", at: new Date(Date.now() - 3 * HOUR) });
  return { author, request };
}

const act = (cookie: string, fields: Record<string, string>) => request("/admin/reports", formPost(fields, { cookie }));

describe("who may open moderation and support", () => {
  it("shows a visitor, a member and a suspended admin the not-found page on every page and action, and changes nothing", async () => {
    const [member, suspendedAdmin] = await Promise.all([signUp(), signUpSuspendedAdmin()]);
    const { postId } = await reportedPost();
    const ticket = await testDb().insert(supportTickets).values({ user_id: member.id, subject: "Help" }).returning().get();
    const before = await tally();
    for (const cookie of [undefined, member.cookie, suspendedAdmin.cookie]) {
      for (const path of ["/admin/reports", "/admin/support", `/admin/support/${ticket.id}`]) await expectNotFoundPage(await request(path, { cookie }));
      await expectNotFoundPage(await act(cookie ?? "", { intent: "remove", kind: "post", id: postId }));
      await expectNotFoundPage(await act(cookie ?? "", { intent: "warn", kind: "post", id: postId, reason: "Be kind." }));
      await expectNotFoundPage(await act(cookie ?? "", { intent: "suspend", kind: "post", id: postId, reason: "Spam.", days: "7" }));
      await expectNotFoundPage(await request(`/admin/support/${ticket.id}`, formPost({ message: "Hello", status: "waiting" }, { cookie })));
    }
    expect(await tally()).toEqual(before);
    expect(await testDb().select().from(posts).where(eq(posts.id, postId)).get()).toBeDefined();
  });

  it("opens every page for an administrator", async () => {
    const boss = await admin();
    const ticket = await testDb().insert(supportTickets).values({ user_id: boss.id, subject: "My own question" }).returning().get();
    for (const path of ["/admin/reports", "/admin/support", `/admin/support/${ticket.id}`]) expect((await request(path, { cookie: boss.cookie })).status).toBe(200);
  });
});

describe("the moderation queue", () => {
  it("holds The Pasture, My Flock and Prayer, each with its reasons, reporters and age against the 24-hour target", async () => {
    const boss = await admin();
    const post = await reportedPost();
    const flock = await reportedReflection();
    const prayer = await reportedRequest();

    const queue = await moderationQueue(testDb(), { page: 1 });
    const byId = new Map(queue.items.map((item) => [item.id, item]));
    expect(byId.get(post.postId)).toMatchObject({ kind: "post", body: post.body, author: "Silas Author", reporters: 2, overdue: true, age: "30 h" });
    expect(byId.get(post.postId)!.reasons.sort()).toEqual(["Harassment", "Spam"]);
    expect(byId.get(flock.reflection.id)).toMatchObject({ kind: "flock_reflection", author: "Jude Flockman", reporters: 1, overdue: false, reasons: ["Inappropriate"] });
    // The administrator reviewing an anonymous request may see who wrote it.
    expect(byId.get(prayer.request.id)).toMatchObject({ kind: "prayer_request", author: "Amos Hidden", anonymous: true, hidden: true, reporters: 1 });
    expect(queue.open).toBeGreaterThanOrEqual(3);
    expect(queue.overdue).toBeGreaterThanOrEqual(1);

    const text = await pageText(await request("/admin/reports", { cookie: boss.cookie }));
    for (const words of [post.body, flock.reflection.body, prayer.request.body, "Silas Author", "Amos Hidden", REPORTS_COPY.anonymous, REPORTS_COPY.overdue, REPORTS_COPY.reporters(2)]) {
      expect(text).toContain(words);
    }
    for (const area of ["post", "flock_reflection", "prayer_request"] as const) expect(text).toContain(REPORTS_COPY.area[area]);
  });

  it("refuses a page number that is not one", async () => {
    const boss = await admin();
    expect((await request("/admin/reports?page=abc", { cookie: boss.cookie })).status).toBe(400);
    expect((await request("/admin/reports?page=0", { cookie: boss.cookie })).status).toBe(400);
  });

  it("restores a hidden prayer request: shown again, its reports resolved, the audit row written", async () => {
    const boss = await admin();
    const { author, request: plea } = await reportedRequest();
    const response = await act(boss.cookie, { intent: "restore", kind: "prayer_request", id: plea.id, reason: "Nothing wrong here." });
    expect(response.status).toBe(302);
    expect(flashToast(response)?.title).toBe(REPORTS_COPY.restored);
    const db = testDb();
    expect((await db.select().from(prayerRequests).where(eq(prayerRequests.id, plea.id)).get())!.hidden_at).toBeNull();
    const reports = await db.select().from(contentReports).where(eq(contentReports.item_id, plea.id)).all();
    expect(reports.every((report) => report.resolved_at !== null)).toBe(true);
    const audit = await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "report_restored"), eq(adminAuditLog.target_user_id, author.id))).all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: boss.id, reason: "Nothing wrong here.", details: { kind: "prayer_request", itemId: plea.id, reports: 1 } });
    expect((await moderationQueue(db, { page: 1 })).items.map((item) => item.id)).not.toContain(plea.id);
    // The moderation log shows it.
    expect(await pageText(await request("/admin/reports", { cookie: boss.cookie }))).toContain("Restored reported item");
  });

  it("removes a Pasture post and a flock reflection for everyone, with their reports, and logs each", async () => {
    const boss = await admin();
    const post = await reportedPost();
    const flock = await reportedReflection();
    expect((await act(boss.cookie, { intent: "remove", kind: "post", id: post.postId })).status).toBe(302);
    expect((await act(boss.cookie, { intent: "remove", kind: "flock_reflection", id: flock.reflection.id, reason: "Crude." })).status).toBe(302);
    const db = testDb();
    expect(await db.select().from(posts).where(eq(posts.id, post.postId)).get()).toBeUndefined();
    expect(await db.select().from(flockReflections).where(eq(flockReflections.id, flock.reflection.id)).get()).toBeUndefined();
    expect(await db.select().from(contentReports).where(eq(contentReports.item_id, post.postId)).all()).toEqual([]);
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "report_removed")).all();
    expect(audit.filter((row) => row.target_user_id === post.author.id)).toMatchObject([{ actor_id: boss.id, details: { kind: "post", itemId: post.postId, reports: 2 } }]);
    expect(audit.filter((row) => row.target_user_id === flock.author.id)).toMatchObject([{ reason: "Crude.", details: { kind: "flock_reflection" } }]);
    // Gone from the queue: a second removal finds nothing.
    expect((await act(boss.cookie, { intent: "remove", kind: "post", id: post.postId })).status).toBe(404);
  });

  it("warns the author with an in-app notification in the administrator's words, and logs it; the item stays in the queue", async () => {
    const boss = await admin();
    const { author, postId } = await reportedPost();
    const response = await act(boss.cookie, { intent: "warn", kind: "post", id: postId, reason: "Speak to your brothers with grace." });
    expect(response.status).toBe(302);
    const db = testDb();
    const notices = await db.select().from(notifications).where(eq(notifications.user_id, author.id)).all();
    expect(notices.map((notice) => notice.content)).toEqual([REPORTS_COPY.warningNotice(REPORTS_COPY.area.post, "Speak to your brothers with grace.")]);
    const audit = await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "author_warned"), eq(adminAuditLog.target_user_id, author.id))).all();
    expect(audit).toMatchObject([{ actor_id: boss.id, reason: "Speak to your brothers with grace." }]);
    expect((await moderationQueue(db, { page: 1 })).items.map((item) => item.id)).toContain(postId);
  });

  it("suspends the author for the chosen length with the reason he will read, signs him out, and logs it", async () => {
    const boss = await admin();
    const { author, postId } = await reportedPost();
    const response = await act(boss.cookie, { intent: "suspend", kind: "post", id: postId, reason: "Selling to the brothers.", days: "7" });
    expect(response.status).toBe(302);
    expect(flashToast(response)?.title).toBe(REPORTS_COPY.suspended);
    const db = testDb();
    const standing = (await db.select().from(profiles).where(eq(profiles.id, author.id)).get())!;
    expect(standing.suspension_reason).toBe("Selling to the brothers.");
    expect(standing.suspended_until!.getTime() - standing.suspended_at!.getTime()).toBe(7 * 24 * HOUR);
    expect(await db.select().from(session).where(eq(session.userId, author.id)).all()).toEqual([]);
    const audit = await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "member_suspended"), eq(adminAuditLog.target_user_id, author.id))).all();
    expect(audit).toMatchObject([{ actor_id: boss.id, reason: "Selling to the brothers.", details: { days: 7 } }]);
  });

  it("answers bad input with 400 and a message, and writes nothing", async () => {
    const boss = await admin();
    const { postId } = await reportedPost();
    const before = await tally();
    const bad: Record<string, string>[] = [
      {},
      { intent: "burn", kind: "post", id: postId },
      { intent: "remove", kind: "photo", id: postId },
      { intent: "remove", kind: "post", id: "" },
      { intent: "warn", kind: "post", id: postId },
      { intent: "warn", kind: "post", id: postId, reason: "x" },
      { intent: "warn", kind: "post", id: postId, reason: "y".repeat(501) },
      { intent: "suspend", kind: "post", id: postId, reason: "Spam." },
      { intent: "suspend", kind: "post", id: postId, reason: "Spam.", days: "2" },
      { intent: "suspend", kind: "post", id: postId, days: "7" },
    ];
    for (const fields of bad) {
      const response = await act(boss.cookie, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await tally()).toEqual(before);
    expect(await testDb().select().from(posts).where(eq(posts.id, postId)).get()).toBeDefined();
  });
});

describe("support", () => {
  const contact = (cookie: string, fields: Record<string, string>) => request("/settings", formPost({ intent: SUPPORT_INTENT, ...fields }, { cookie }));

  it("takes a member's message from Settings; an administrator's reply reaches him by email, in-app and in Settings, and is logged", async () => {
    const [member, boss] = await Promise.all([signUp({ name: "Caleb Asker" }), admin()]);
    const sent = await contact(member.cookie, { subject: "Cannot save my journal", message: "The button spins forever.", page: "/journal" });
    expect(sent.status).toBe(302);
    expect(flashToast(sent)?.title).toBe(SUPPORT_COPY.sent);
    const db = testDb();
    const ticket = (await db.select().from(supportTickets).where(eq(supportTickets.user_id, member.id)).get())!;
    expect(ticket).toMatchObject({ subject: "Cannot save my journal", page: "/journal", status: "open" });

    const list = await pageText(await request("/admin/support?status=open", { cookie: boss.cookie }));
    expect(list).toContain("Cannot save my journal");
    expect(list).toContain("Caleb Asker");
    const thread = await pageText(await request(`/admin/support/${ticket.id}`, { cookie: boss.cookie }));
    expect(thread).toContain("The button spins forever.");
    expect(thread).toContain("/journal");

    const replied = await request(`/admin/support/${ticket.id}`, formPost({ message: "Fixed now — try again, brother.", status: "waiting" }, { cookie: boss.cookie }));
    expect(replied.status).toBe(302);
    expect(flashToast(replied)?.title).toBe(SUPPORT_ADMIN_COPY.sent);

    expect((await db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id)).get())!.status).toBe("waiting");
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to_address, member.email)).all();
    expect(mail.map((row) => [row.kind, row.subject])).toContainEqual(["support_reply", "Re: Cannot save my journal"]);
    expect(mail.find((row) => row.kind === "support_reply")!.text_body).toContain("Fixed now — try again, brother.");
    const notices = await db.select().from(notifications).where(eq(notifications.user_id, member.id)).all();
    expect(notices).toMatchObject([{ content: SUPPORT_COPY.replyNotice("Cannot save my journal"), link: "/settings#support-heading" }]);
    const audit = await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, "support_replied"), eq(adminAuditLog.target_user_id, member.id))).all();
    expect(audit).toMatchObject([{ actor_id: boss.id, details: { ticketId: ticket.id, status: "waiting" } }]);

    const settings = await pageText(await request("/settings", { cookie: member.cookie }));
    expect(settings).toContain("Cannot save my journal");
    expect(settings).toContain("The button spins forever.");
    expect(settings).toContain("Fixed now — try again, brother.");
    expect(settings).toContain(SUPPORT_COPY.status.waiting);

    // Filtered by status: the answered ticket waits; it is not among the closed ones.
    expect(await pageText(await request("/admin/support?status=waiting", { cookie: boss.cookie }))).toContain("Cannot save my journal");
    expect(await pageText(await request("/admin/support?status=closed", { cookie: boss.cookie }))).not.toContain("Cannot save my journal");
  });

  it("shows a member only his own tickets", async () => {
    const [asker, other] = await Promise.all([signUp(), signUp()]);
    await contact(asker.cookie, { subject: "A private matter", message: "Only mine." });
    expect(await pageText(await request("/settings", { cookie: other.cookie }))).not.toContain("A private matter");
  });

  it("answers bad input with 400 and a message, and writes nothing", async () => {
    const [member, boss] = await Promise.all([signUp(), admin()]);
    const ticket = await testDb().insert(supportTickets).values({ user_id: member.id, subject: "Help" }).returning().get();
    const before = await tally();
    const badTickets: Record<string, string>[] = [{}, { subject: "", message: "Hi" }, { subject: "Hi", message: "" }, { subject: "s".repeat(121), message: "Hi" }, { subject: "Hi", message: "m".repeat(4001) }, { subject: "Hi", message: "Hi", page: "p".repeat(201) }];
    for (const fields of badTickets) {
      expect((await contact(member.cookie, fields)).status, JSON.stringify(fields)).toBe(400);
    }
    const badReplies: Record<string, string>[] = [{}, { message: "", status: "waiting" }, { message: "Hi", status: "deleted" }, { message: "m".repeat(4001), status: "closed" }];
    for (const fields of badReplies) {
      expect((await request(`/admin/support/${ticket.id}`, formPost(fields, { cookie: boss.cookie }))).status, JSON.stringify(fields)).toBe(400);
    }
    expect((await request(`/admin/support/${crypto.randomUUID()}`, formPost({ message: "Hi", status: "waiting" }, { cookie: boss.cookie }))).status).toBe(404);
    expect((await request("/admin/support?status=lost", { cookie: boss.cookie })).status).toBe(400);
    expect((await request("/admin/support?page=-1", { cookie: boss.cookie })).status).toBe(400);
    expect(await tally()).toEqual(before);
  });
});
