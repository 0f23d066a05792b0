/**
 * Praying for others through the real worker: the list he may pray for (urgent first, then the
 * least prayed-for, then the oldest; never his own, an answered or an expired one), "I prayed" once
 * per day from /prayer, a flock's page, "Pray for all" and the JSON API, the requester's one
 * notification of the day, and praise reports — with the access matrix (the author, a brother in
 * his flock, a man of another flock, a Pasture member in no flock, a visitor) at every door, and an
 * anonymous author absent from every response.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { PRAYER_PAGE_COPY } from "../../app/kernel/copy/prayer-page";
import { flockHref } from "../../app/kernel/flock/rules";
import { prayedSummaryNotificationId, prayingMoreHref, SHARED_REQUEST_TTL_MS } from "../../app/kernel/prayer/rules";
import { notifications, prayerMarks, prayerRequests } from "../../worker/db/schema";
import { flockPage } from "../../worker/domain/flock/page.server";
import { prayingList } from "../../worker/domain/prayer/praying.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedPrayerMark, seedPrayerRequest } from "../../worker/seed/prayer";
import { apiClient, flashToast, formPost, memberScopeFor, pageText, request, signUp, testDb } from "./helpers";

const C = PRAYER_COPY;
const db = () => testDb();

/** A's flock (A and his brother B), another flock, and a Pasture member in no flock. */
async function people() {
  const authorName = `Caleb ${crypto.randomUUID().slice(0, 8)}`;
  const author = await signUp({ timeZone: "America/Chicago", name: authorName });
  const brother = await signUp({ timeZone: "Europe/London" });
  const otherFlockMan = await signUp();
  const pastureMan = await signUp();
  const flock = await seedFlock(db(), { leaderId: author.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  const other = await seedFlock(db(), { leaderId: otherFlockMan.id, name: "Other" });
  return { author, authorName, brother, otherFlockMan, pastureMan, flock, other };
}

const api = (cookie?: string) => apiClient(cookie).prayer;
const prayedApi = (cookie: string | undefined, requestId: string) => api(cookie).requests[":requestId"].prayed.$post({ param: { requestId } });
const marksOf = (requestId: string) => db().select().from(prayerMarks).where(eq(prayerMarks.request_id, requestId)).all();
const notificationsOf = (userId: string) => db().select().from(notifications).where(eq(notifications.user_id, userId)).all();
const prayedForm = (cookie: string | undefined, fields: Record<string, string>) => request("/prayer/prayed", formPost(fields, { cookie }));
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe("the list he may pray for", () => {
  it("urgent first, then the least prayed-for, then the oldest; never his own, an answered, an expired or a private one", async () => {
    const { author, brother, pastureMan, flock } = await people();
    const hour = 3_600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    const oldQuiet = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, createdAt: at(5), body: "old quiet" });
    const newQuiet = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", createdAt: at(1), body: "new quiet" });
    const prayedMuch = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", createdAt: at(9), body: "prayed much" });
    const urgentPrayed = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, urgent: true, createdAt: at(2), body: "urgent" });
    await seedPrayerRequest(db(), { userId: author.id, audience: "private", body: "private" });
    await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", answeredAt: new Date(), testimony: "He healed", body: "answered" });
    await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", createdAt: new Date(Date.now() - SHARED_REQUEST_TTL_MS - hour), body: "expired" });
    await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "his own" });
    for (const day of ["2026-01-01", "2026-01-02"]) await seedPrayerMark(db(), { requestId: prayedMuch.id, userId: pastureMan.id, localDate: day });
    for (const day of ["2026-01-01", "2026-01-02", "2026-01-03"]) await seedPrayerMark(db(), { requestId: urgentPrayed.id, userId: pastureMan.id, localDate: day });

    const response = await api(brother.cookie).praying.$get();
    expect(response.status).toBe(200);
    // Other tests' Pasture requests share the database: read only this test's.
    const requests = (await response.json()).requests.filter((r) => r.body !== "his own" && r.author?.id === author.id);
    expect(requests.map((r) => r.body)).toEqual(["urgent", "old quiet", "new quiet", "prayed much"]);
    expect(requests.map((r) => r.prayedCount)).toEqual([3, 0, 0, 2]);

    // His own prayer does not move a card under his finger: the order counts other brothers' prayers.
    await prayedApi(brother.cookie, oldQuiet.id);
    const own = new Set([urgentPrayed.id, oldQuiet.id, newQuiet.id, prayedMuch.id]);
    expect(ids(await prayingList(db(), await memberScopeFor(brother.id))).filter((id) => own.has(id))).toEqual([urgentPrayed.id, oldQuiet.id, newQuiet.id, prayedMuch.id]);

    // Narrowed to one flock (its page): only that flock's requests.
    expect(ids(await prayingList(db(), await memberScopeFor(brother.id), { flockId: flock.id }))).toEqual([urgentPrayed.id, oldQuiet.id]);
  });

  it("the author, another flock's man, a Pasture man and a visitor each get what is theirs", async () => {
    const { author, brother, otherFlockMan, pastureMan, flock } = await people();
    const flocks = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    const everyone = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    const theirs = new Set([flocks.id, everyone.id]);
    const listOf = async (cookie: string) => ids((await (await api(cookie).praying.$get()).json()).requests).filter((id) => theirs.has(id));
    expect(await listOf(author.cookie)).toEqual([]);
    expect((await listOf(brother.cookie)).sort()).toEqual([flocks.id, everyone.id].sort());
    expect(await listOf(otherFlockMan.cookie)).toEqual([everyone.id]);
    expect(await listOf(pastureMan.cookie)).toEqual([everyone.id]);
    expect((await api().praying.$get()).status).toBe(401);
    expect((await api().praise.$get()).status).toBe(401);
  });
});

describe("a flock's page", () => {
  it("shows the flock's first three requests in the list's order, and \"Show more requests\" opens /prayer's whole list at the fourth", async () => {
    const { author, brother, flock } = await people();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const bodies = [1, 2, 3, 4, 5].map((n) => `Flock need number ${n}`);
    const requests = [];
    for (const [index, body] of bodies.entries()) {
      requests.push(await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, createdAt: at(10 - index), body }));
    }
    const fourth = requests[3]!.id;
    const pageOf = async () => {
      const outcome = await flockPage(db(), await memberScopeFor(brother.id), flock.id);
      if (!outcome.ok) throw new Error("the brother cannot open his flock's page");
      return outcome.page;
    };
    const page = await pageOf();
    expect(page.prayer.map((r) => r.body)).toEqual(bodies.slice(0, 3));
    expect(page.prayerMoreFrom).toBe(fourth);

    const flockResponse = await request(flockHref(flock.id), { cookie: brother.cookie });
    const html = await flockResponse.text();
    expect(html).toContain(`href="${prayingMoreHref(fourth)}"`);
    const text = await pageText(new Response(html));
    expect(text).toContain(C.praying.more);
    expect(text).not.toContain(bodies[3]);
    const whole = await pageText(await request(prayingMoreHref(fourth).split("#")[0]!, { cookie: brother.cookie }));
    for (const body of bodies) expect(whole).toContain(body);

    // Once only three are open there is nothing more to show.
    await db().update(prayerRequests).set({ answered_at: new Date() }).where(eq(prayerRequests.flock_id, flock.id)).run();
    await db().update(prayerRequests).set({ answered_at: null }).where(eq(prayerRequests.id, requests[0]!.id)).run();
    const short = await pageOf();
    expect(short.prayer.map((r) => r.body)).toEqual([bodies[0]]);
    expect(short.prayerMoreFrom).toBeNull();
    expect(await pageText(await request(flockHref(flock.id), { cookie: brother.cookie }))).not.toContain(C.praying.more);
  });
});

describe("I prayed", () => {
  it("through the API: once a day, concurrent taps counted once, and the requester's one notification carries the count", async () => {
    const { author, brother, pastureMan } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    const answers = await Promise.all([1, 2, 3].map(() => prayedApi(brother.cookie, request.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(bodies.filter((b) => "newlyPrayed" in b && b.newlyPrayed)).toHaveLength(1);
    expect(bodies.every((b) => "prayedCount" in b && b.prayedCount === 1)).toBe(true);
    expect(await marksOf(request.id)).toHaveLength(1);

    const summaryId = prayedSummaryNotificationId(author.id, (await memberScopeFor(author.id)).today);
    expect(await notificationsOf(author.id)).toMatchObject([{ id: summaryId, content: "1 brother prayed for you today", read: false }]);
    await db().update(notifications).set({ read: true }).where(eq(notifications.id, summaryId));

    expect(await (await prayedApi(pastureMan.cookie, request.id)).json()).toEqual({ requestId: request.id, newlyPrayed: true, prayedCount: 2 });
    const after = await notificationsOf(author.id);
    expect(after).toMatchObject([{ id: summaryId, content: "2 brothers prayed for you today", read: false }]);
    expect(JSON.stringify(after)).not.toContain(brother.id);
    expect(JSON.stringify(after)).not.toContain(pastureMan.id);
  });

  it("every door refuses what he may not pray for, and writes nothing", async () => {
    const { author, brother, otherFlockMan, pastureMan, flock } = await people();
    const flocks = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    const privateOne = await seedPrayerRequest(db(), { userId: author.id, audience: "private" });
    const answered = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", answeredAt: new Date(), testimony: "Praise" });

    const own = await prayedApi(author.cookie, flocks.id);
    expect([own.status, await own.json()]).toEqual([400, { error: C.errors.ownRequest }]);
    for (const man of [otherFlockMan, pastureMan]) {
      const refused = await prayedApi(man.cookie, flocks.id);
      expect([refused.status, await refused.json()]).toEqual([404, { error: C.errors.notFound }]);
    }
    expect((await prayedApi(brother.cookie, privateOne.id)).status).toBe(404);
    expect((await prayedApi(brother.cookie, answered.id)).status).toBe(404);
    expect((await prayedApi(brother.cookie, "no-such-request")).status).toBe(404);
    expect((await prayedApi(undefined, flocks.id)).status).toBe(401);

    // The page door: the same refusals come back as an error toast on the page he was on.
    const ownForm = await prayedForm(author.cookie, { requestId: flocks.id, redirectTo: flockHref(flock.id) });
    expect([ownForm.status, ownForm.headers.get("Location"), flashToast(ownForm)?.title]).toEqual([302, flockHref(flock.id), C.errors.ownRequest]);
    const outsider = await prayedForm(otherFlockMan.cookie, { requestId: flocks.id, redirectTo: "/prayer" });
    expect(flashToast(outsider)?.title).toBe(C.errors.notFound);
    const visitor = await prayedForm(undefined, { requestId: flocks.id });
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, `/auth?redirectTo=${encodeURIComponent("/prayer/prayed")}`]);

    // "Pray for all": the same refusals as a toast on the next step, and a visitor is sent to sign in.
    const sessionOutsider = await request("/prayer/pray-all", formPost({ requestId: flocks.id, step: "1" }, { cookie: otherFlockMan.cookie }));
    expect([sessionOutsider.headers.get("Location"), flashToast(sessionOutsider)?.title]).toEqual(["/prayer/pray-all?step=2", C.errors.notFound]);
    const sessionVisitor = await request("/prayer/pray-all", formPost({ requestId: flocks.id, step: "1" }));
    expect([sessionVisitor.status, sessionVisitor.headers.get("Location")]).toEqual([302, `/auth?redirectTo=${encodeURIComponent("/prayer/pray-all")}`]);

    for (const r of [flocks, privateOne, answered]) expect(await marksOf(r.id)).toEqual([]);
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it("from a page: back where he was with a toast, and the card then says he prayed today", async () => {
    const { author, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, body: "Pray for my job interview." });
    const first = await prayedForm(brother.cookie, { requestId: request.id, redirectTo: flockHref(flock.id) });
    expect([first.status, first.headers.get("Location"), flashToast(first)?.title]).toEqual([302, flockHref(flock.id), C.praying.prayedToast]);
    const again = await prayedForm(brother.cookie, { requestId: request.id, redirectTo: "https://evil.example/" });
    expect([again.headers.get("Location"), flashToast(again)?.title]).toEqual(["/prayer", C.praying.alreadyToast]);
    expect(await marksOf(request.id)).toHaveLength(1);

    const page = await pageText(await request_(flockHref(flock.id), brother.cookie));
    expect(page).toContain("Pray for my job interview.");
    expect(page).toContain(C.prayedToday);
    expect(page).toContain(C.prayedCount(1));
    // The author's own flock page does not offer his request to pray for.
    expect(await pageText(await request_(flockHref(flock.id), author.cookie))).not.toContain("Pray for my job interview.");
  });

  it("bad input is 400 and writes nothing", async () => {
    const { author, brother } = await people();
    const pasture = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    expect((await prayedForm(brother.cookie, {})).status).toBe(400);
    expect((await prayedForm(brother.cookie, { requestId: "x".repeat(65) })).status).toBe(400);
    const huge = await prayedApi(brother.cookie, "x".repeat(65));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ error: expect.any(String) });
    expect((await request("/prayer/pray-all", formPost({ requestId: pasture.id, step: "-1" }, { cookie: brother.cookie }))).status).toBe(400);
    expect((await request("/prayer/pray-all", formPost({ step: "1" }, { cookie: brother.cookie }))).status).toBe(400);
    expect(await marksOf(pasture.id)).toEqual([]);
  });
});

const request_ = (path: string, cookie?: string) => request(path, { cookie });

describe("Pray for all", () => {
  it("walks the list one at a time with the ACTS frame, counts each he prays through, and ends with Amen", async () => {
    // The session walks every Pasture request he may see: start from a world with only this test's.
    await db().delete(prayerRequests);
    const { author, brother, pastureMan } = await people();
    const urgent = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", urgent: true, body: "First, urgent." });
    const second = await seedPrayerRequest(db(), { userId: pastureMan.id, audience: "pasture", body: "Second." });
    const third = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", body: "Third.", createdAt: new Date(Date.now() - 60_000) });

    const start = await pageText(await request_("/prayer/pray-all", brother.cookie));
    expect(start).toContain(C.prayAllSession.progress(1, 3));
    expect(start).toContain("First, urgent.");
    for (const step of ["adoration", "confession", "thanksgiving", "supplication"] as const) expect(start).toContain(C.prayAllSession.acts[step].line);

    const prayed = await request("/prayer/pray-all", formPost({ requestId: urgent.id, step: "1" }, { cookie: brother.cookie }));
    expect([prayed.status, prayed.headers.get("Location")]).toEqual([302, "/prayer/pray-all?step=2"]);
    const two = await pageText(await request_("/prayer/pray-all?step=2", brother.cookie));
    expect(two).toContain(C.prayAllSession.progress(2, 3));
    expect(two).toContain("Third.");
    // "Next" moves on without counting; the last one he prays through.
    expect(await pageText(await request_("/prayer/pray-all?step=3", brother.cookie))).toContain("Second.");
    await request("/prayer/pray-all", formPost({ requestId: second.id, step: "3" }, { cookie: brother.cookie }));

    const done = await pageText(await request_("/prayer/pray-all?step=4", brother.cookie));
    expect(done).toContain(C.prayAllSession.finishedTitle);
    expect(done).toContain(C.prayAllSession.finished(2));
    expect([(await marksOf(urgent.id)).length, (await marksOf(third.id)).length, (await marksOf(second.id)).length]).toEqual([1, 0, 1]);
    expect((await notificationsOf(author.id)).map((n) => n.content)).toEqual(["1 brother prayed for you today"]);
    expect((await notificationsOf(pastureMan.id)).map((n) => n.content)).toEqual(["1 brother prayed for you today"]);

    // His own request is not in his session.
    expect(await pageText(await request_("/prayer/pray-all?step=nonsense", pastureMan.cookie))).toContain(C.prayAllSession.progress(1, 2));
    const own = await request("/prayer/pray-all", formPost({ requestId: urgent.id, step: "1" }, { cookie: author.cookie }));
    expect([own.headers.get("Location"), flashToast(own)?.title]).toEqual(["/prayer/pray-all?step=2", C.errors.ownRequest]);

    // With nothing to pray for, a warm word instead.
    await db().delete(prayerRequests);
    const lonely = await signUp();
    expect(await pageText(await request_("/prayer/pray-all", lonely.cookie))).toContain(C.prayAllSession.empty);
    const visitor = await request_("/prayer/pray-all");
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, `/auth?redirectTo=${encodeURIComponent("/prayer/pray-all")}`]);
  });
});

describe("praise reports", () => {
  it("his audience sees an answered request's testimony, newest first; others do not; an anonymous author stays absent", async () => {
    const { author, brother, otherFlockMan, pastureMan, flock } = await people();
    const older = await seedPrayerRequest(db(), {
      userId: author.id,
      audience: "flock",
      flockId: flock.id,
      anonymous: true,
      body: "Pray for my marriage.",
      answeredAt: new Date(Date.now() - 3_600_000),
      testimony: "We are talking again.",
    });
    const newer = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", body: "A job.", answeredAt: new Date(), testimony: "I start Monday." });
    await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", answeredAt: new Date(), body: "No testimony." });

    const theirs = new Set([older.id, newer.id]);
    const reportsOf = async (cookie: string) => ({ reports: (await (await api(cookie).praise.$get()).json()).reports.filter((r) => theirs.has(r.id)) });
    const seen = await reportsOf(brother.cookie);
    expect(ids(seen.reports)).toEqual([newer.id, older.id]);
    expect(seen.reports[1]).toMatchObject({ testimony: "We are talking again.", author: null });
    expect(ids((await reportsOf(otherFlockMan.cookie)).reports)).toEqual([newer.id]);
    expect(ids((await reportsOf(pastureMan.cookie)).reports)).toEqual([newer.id]);
    expect(ids((await reportsOf(author.cookie)).reports)).toEqual([]);

    const page = await pageText(await request_("/prayer", brother.cookie));
    expect(page).toContain(PRAYER_PAGE_COPY.sections.praise);
    expect(page).toContain("We are talking again.");
    expect(page).toContain("I start Monday.");
    expect(await pageText(await request_("/prayer", otherFlockMan.cookie))).not.toContain("We are talking again.");
  });
});

describe("an anonymous request", () => {
  it("leaves the author's id and name out of every response its brothers receive", async () => {
    // Alone in the world, so "Pray for all" opens on it.
    await db().delete(prayerRequests);
    const { author, authorName, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, anonymous: true, body: "Pray for my anger." });
    // The flock's page names him among its members, so there only its prayer section's value is read.
    const flockView = await flockPage(db(), await memberScopeFor(brother.id), flock.id);
    if (!flockView.ok) throw new Error("The brother should see his flock's page.");
    const prayed = await (await prayedApi(brother.cookie, request.id)).text();
    const responses = [
      await (await api(brother.cookie).praying.$get()).text(),
      await (await request_("/prayer", brother.cookie)).text(),
      await (await request_("/prayer.data", brother.cookie)).text(),
      await (await request_("/prayer/pray-all", brother.cookie)).text(),
      await (await request_("/prayer/pray-all.data", brother.cookie)).text(),
      JSON.stringify(flockView.page.prayer),
    ];
    expect(responses.map((text) => text.includes("Pray for my anger."))).toEqual(responses.map(() => true));
    for (const text of [...responses, prayed]) {
      expect(text).not.toContain(author.id);
      expect(text).not.toContain(authorName);
    }
  });
});
