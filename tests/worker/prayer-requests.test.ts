/**
 * His own prayer requests through both doors (the JSON API and /prayer's forms), through the real
 * worker and D1: who may write, change, renew, answer, delete and report them (the author, a
 * brother in his flock, a man in another flock, a Pasture member in no flock, a visitor); a shared
 * request's 30 days and their renewal; an anonymous author absent from every answer others get; one
 * report taking a Pasture request out of view; and bad input refused with nothing written.
 */
import { env } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRAYER_COPY, PRAYER_REQUESTS_COPY as R } from "../../app/kernel/copy/prayer";
import { PRAYER_REPORT_KIND, SHARED_REQUEST_TTL_MS } from "../../app/kernel/prayer/rules";
import { contentReports, notifications, prayerMarks, prayerRequests, user } from "../../worker/db/schema";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedPrayerMark, seedPrayerRequest } from "../../worker/seed/prayer";
import { praiseReports, prayingList } from "../../worker/domain/prayer/praying.server";
import { requestViews } from "../../worker/domain/prayer/views.server";
import { apiClient, flashToast, formPost, memberScopeFor, pageText, request, signUp, testDb } from "./helpers";

const db = () => testDb();
const DAY = 86_400_000;

async function people() {
  const author = await signUp({ name: "Caleb Stone" });
  const brother = await signUp();
  const otherFlockMan = await signUp();
  const pastureMan = await signUp();
  const flock = await seedFlock(db(), { leaderId: author.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  const other = await seedFlock(db(), { leaderId: otherFlockMan.id, name: "Other" });
  return { author, brother, otherFlockMan, pastureMan, flock, other };
}

const api = (cookie?: string) => apiClient(cookie).prayer.requests;
const rowOf = (id: string) => db().select().from(prayerRequests).where(eq(prayerRequests.id, id)).get();
const param = (requestId: string) => ({ param: { requestId } });
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(60_000);

describe("every door on a flock request, by who is asking", () => {
  it("the author may do everything; a brother sees it but may only report it; other men and visitors meet not found or sign-in", async () => {
    const { author, brother, otherFlockMan, pastureMan, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, body: "Pray for my son." });
    const before = await rowOf(request.id);
    const changes = (cookie?: string) => [
      api(cookie)[":requestId"].$patch({ ...param(request.id), json: { body: "Changed", audience: "private" } }),
      api(cookie)[":requestId"].renew.$post(param(request.id)),
      api(cookie)[":requestId"].answered.$post({ ...param(request.id), json: { testimony: "Healed" } }),
      api(cookie)[":requestId"].$delete(param(request.id)),
    ];

    for (const response of await Promise.all(changes(undefined))) expect(response.status).toBe(401);
    expect((await api().$get()).status).toBe(401);
    expect((await api().$post({ json: { body: "Hi" } })).status).toBe(401);
    expect((await api()[":requestId"].report.$post({ ...param(request.id), json: { reason: "spam" } })).status).toBe(401);

    for (const response of await Promise.all(changes(brother.cookie))) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: PRAYER_COPY.errors.notYours });
    }
    for (const outsider of [otherFlockMan, pastureMan]) {
      for (const response of await Promise.all([...changes(outsider.cookie), api(outsider.cookie)[":requestId"].report.$post({ ...param(request.id), json: { reason: "spam" } })])) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: PRAYER_COPY.errors.notFound });
      }
    }
    expect(await rowOf(request.id)).toEqual(before);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, request.id))).toEqual([]);

    const mine = await api(author.cookie).$get();
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ mine: [{ id: request.id, body: "Pray for my son.", audienceLabel: "Iron Men", isMine: true }], answered: [] });
    // The brother's own list holds only his own requests.
    expect(await (await api(brother.cookie).$get()).json()).toEqual({ mine: [], answered: [] });
  });

  it("/prayer and its forms: a visitor is sent to sign in and nothing is written", async () => {
    const { author } = await people();
    const page = await request("/prayer");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    const posted = await request("/prayer/requests", formPost({ intent: "new", body: "Pray for me" }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toMatch(/^\/auth/);
    expect(await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, author.id))).toEqual([]);
  });

  it("a brother's form to change the author's request is refused with the author's row untouched", async () => {
    const { author, brother, flock } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    const before = await rowOf(request_.id);
    for (const fields of <Record<string, string>[]>[
      { intent: "edit", requestId: request_.id, body: "Mine now", audience: "private" },
      { intent: "delete", requestId: request_.id },
      { intent: "renew", requestId: request_.id },
      { intent: "answered", requestId: request_.id, testimony: "x" },
    ]) {
      const response = await request("/prayer/requests", formPost(fields, { cookie: brother.cookie }));
      expect(response.status).toBe(302);
      expect(flashToast(response)).toMatchObject({ title: R.toasts.errorTitle, description: PRAYER_COPY.errors.notYours });
    }
    expect(await rowOf(request_.id)).toEqual(before);
  });
});

describe("writing a request", () => {
  it("through the form: saved in his list with its audience, urgent flag and category, and shown on /prayer", async () => {
    const { author, flock } = await people();
    const response = await request(
      "/prayer/requests",
      formPost({ intent: "new", body: "Pray for my marriage.", category: "marriage", audience: "flock", flockId: flock.id, urgent: "on" }, { cookie: author.cookie }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/prayer#request-/);
    expect(flashToast(response)).toMatchObject({ title: R.toasts.created });
    const [row] = await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, author.id));
    expect(row).toMatchObject({ body: "Pray for my marriage.", category: "marriage", audience: "flock", flock_id: flock.id, urgent: true, anonymous: false });
    near(row!.expires_at!.getTime(), Date.now() + SHARED_REQUEST_TTL_MS);

    const text = await pageText(await request("/prayer", { cookie: author.cookie }));
    expect(text).toContain("Pray for my marriage.");
    expect(text).toContain("Iron Men");
    expect(text).toContain(R.urgent);
    expect(text).toContain(R.mineTitle);
  });

  it("private is the default and never anonymous; anonymous stays for a flock or The Pasture", async () => {
    const { author } = await people();
    const created = await api(author.cookie).$post({ json: { body: "Between me and God", anonymous: true } });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { request: { id: string; audience: string; anonymous: boolean; expiresAt: string | null } };
    expect(body.request).toMatchObject({ audience: "private", anonymous: false, expiresAt: null });
    expect(await rowOf(body.request.id)).toMatchObject({ anonymous: false, expires_at: null });

    const shared = (await (await api(author.cookie).$post({ json: { body: "For all", audience: "pasture", anonymous: true } })).json()) as { request: { id: string } };
    expect(await rowOf(shared.request.id)).toMatchObject({ anonymous: true, audience: "pasture" });
  });

  it("words of self-harm bring the crisis resources after saving", async () => {
    const { author } = await people();
    const json = await (await api(author.cookie).$post({ json: { body: "Some days I want to die." } })).json();
    expect(json).toMatchObject({ crisis: true });
    const response = await request("/prayer/requests", formPost({ intent: "new", body: "I keep thinking about ending my life." }, { cookie: author.cookie }));
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/prayer\?care=1#request-/);
    const text = await pageText(await request(location.split("#")[0]!, { cookie: author.cookie }));
    expect(text).toContain("988");
    const calm = await request("/prayer/requests", formPost({ intent: "new", body: "Pray for work." }, { cookie: author.cookie }));
    expect(calm.headers.get("Location")).not.toContain("care=1");
  });

  it("bad input is 400 with the message and nothing is written", async () => {
    const { author, other } = await people();
    const cases: [unknown, string][] = [
      [{}, PRAYER_COPY.errors.bodyEmpty],
      [{ body: "   " }, PRAYER_COPY.errors.bodyEmpty],
      [{ body: "x".repeat(501) }, PRAYER_COPY.errors.bodyTooLong],
      [{ body: "Hi", audience: "everyone" }, PRAYER_COPY.errors.audience],
      [{ body: "Hi", category: "money" }, PRAYER_COPY.errors.category],
      [{ body: "Hi", audience: "flock" }, PRAYER_COPY.errors.notInFlock],
      [{ body: 42 }, PRAYER_COPY.errors.bodyEmpty],
    ];
    for (const [json, message] of cases) {
      const response = await request("/api/prayer/requests", { method: "POST", json, cookie: author.cookie });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
    const notHis = await api(author.cookie).$post({ json: { body: "Hi", audience: "flock", flockId: other.id } });
    expect(notHis.status).toBe(403);
    expect(await notHis.json()).toEqual({ error: PRAYER_COPY.errors.notInFlock, field: "flockId" });
    const broken = await request("/api/prayer/requests", { method: "POST", body: "{", headers: { "Content-Type": "application/json" }, cookie: author.cookie });
    expect(broken.status).toBe(400);
    const form = await request("/prayer/requests", formPost({ intent: "new", body: "x".repeat(501) }, { cookie: author.cookie }));
    expect(flashToast(form)).toMatchObject({ description: PRAYER_COPY.errors.bodyTooLong });
    const unknown = await request("/prayer/requests", formPost({ intent: "shout" }, { cookie: author.cookie }));
    expect(unknown.status).toBe(400);
    expect(await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, author.id))).toEqual([]);
  });
});

describe("an anonymous request", () => {
  it("never carries his id or name in an answer to another member, JSON or page", async () => {
    const { author, brother, flock } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, anonymous: true });
    const answers = [
      await api(brother.cookie)[":requestId"].$patch({ ...param(request_.id), json: { body: "x" } }),
      await api(brother.cookie)[":requestId"].answered.$post({ ...param(request_.id), json: {} }),
      await api(brother.cookie).$get(),
      await api(brother.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "other" } }),
      await request("/prayer", { cookie: brother.cookie }),
    ];
    for (const answer of answers) {
      const text = await answer.text();
      expect(text).not.toContain(author.id);
      expect(text).not.toContain(author.name);
      expect(text).not.toContain(author.email);
    }
  });
});

describe("a shared request's 30 days", () => {
  it("an expired request stays in his list to renew; renewing shares it for another 30 days; a private one cannot be renewed", async () => {
    const { author, brother, flock } = await people();
    const old = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, createdAt: new Date(Date.now() - SHARED_REQUEST_TTL_MS - DAY) });
    const mine = (await (await api(author.cookie).$get()).json()) as { mine: { id: string; expired: boolean }[] };
    expect(mine.mine).toMatchObject([{ id: old.id, expired: true }]);
    expect(await pageText(await request("/prayer", { cookie: author.cookie }))).toContain(R.renew);
    const report = () => api(brother.cookie)[":requestId"].report.$post({ ...param(old.id), json: { reason: "spam" } });
    expect((await report()).status).toBe(404);

    const renewed = await request("/prayer/requests", formPost({ intent: "renew", requestId: old.id }, { cookie: author.cookie }));
    expect(flashToast(renewed)).toMatchObject({ title: R.toasts.renewed });
    near((await rowOf(old.id))!.expires_at!.getTime(), Date.now() + SHARED_REQUEST_TTL_MS);
    expect((await report()).status).toBe(200);

    const secret = await seedPrayerRequest(db(), { userId: author.id });
    const refused = await api(author.cookie)[":requestId"].renew.$post(param(secret.id));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: R.errors.renewPrivate });
    expect((await rowOf(secret.id))!.expires_at).toBeNull();
  });

  it("editing: a new audience starts its 30 days afresh; the same audience keeps them; private has none", async () => {
    const { author, flock } = await people();
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, createdAt: tenDaysAgo });
    const kept = (await rowOf(request_.id))!.expires_at!.getTime();

    await api(author.cookie)[":requestId"].$patch({ ...param(request_.id), json: { body: "Still praying", audience: "flock", flockId: flock.id, urgent: true } });
    expect(await rowOf(request_.id)).toMatchObject({ body: "Still praying", urgent: true });
    expect((await rowOf(request_.id))!.expires_at!.getTime()).toBe(kept);

    const moved = await request(
      "/prayer/requests",
      formPost({ intent: "edit", requestId: request_.id, body: "For everyone", audience: "pasture" }, { cookie: author.cookie }),
    );
    expect(flashToast(moved)).toMatchObject({ title: R.toasts.saved });
    expect(await rowOf(request_.id)).toMatchObject({ audience: "pasture", flock_id: null });
    near((await rowOf(request_.id))!.expires_at!.getTime(), Date.now() + SHARED_REQUEST_TTL_MS);

    await api(author.cookie)[":requestId"].$patch({ ...param(request_.id), json: { body: "Just mine", anonymous: true } });
    expect(await rowOf(request_.id)).toMatchObject({ audience: "private", expires_at: null, anonymous: false });
  });
});

describe("answered and deleted", () => {
  it("marking it answered with a testimony moves it from his requests to Answered", async () => {
    const { author } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, body: "Pray for a job." });
    const response = await request("/prayer/requests", formPost({ intent: "answered", requestId: request_.id, testimony: "I start Monday!" }, { cookie: author.cookie }));
    expect(flashToast(response)).toMatchObject({ title: R.toasts.answered });
    const lists = (await (await api(author.cookie).$get()).json()) as { mine: unknown[]; answered: { id: string; testimony: string; answeredAt: string }[] };
    expect(lists.mine).toEqual([]);
    expect(lists.answered).toMatchObject([{ id: request_.id, testimony: "I start Monday!" }]);
    const text = await pageText(await request("/prayer", { cookie: author.cookie }));
    expect(text).toContain("I start Monday!");
    const tooLong = await api(author.cookie)[":requestId"].answered.$post({ ...param(request_.id), json: { testimony: "x".repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect((await rowOf(request_.id))!.testimony).toBe("I start Monday!");
  });

  it("deleting removes it and its prayers, and leaves his notifications", async () => {
    const { author, brother, flock } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    await seedPrayerMark(db(), { requestId: request_.id, userId: brother.id, localDate: "2026-11-24" });
    await db().insert(notifications).values({ id: `prayed-${author.id}-2026-11-24`, user_id: author.id, type: "other", content: "1 brother prayed for you today", link: "/prayer" });
    const response = await request("/prayer/requests", formPost({ intent: "delete", requestId: request_.id }, { cookie: author.cookie }));
    expect(flashToast(response)).toMatchObject({ title: R.toasts.deleted });
    expect(await rowOf(request_.id)).toBeUndefined();
    expect(await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, request_.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.user_id, author.id))).toHaveLength(1);
    expect((await api(author.cookie)[":requestId"].$delete(param(request_.id))).status).toBe(404);
  });
});

describe("reporting", () => {
  it("one report takes a Pasture request out of everyone's view but his, where he sees it is under review", async () => {
    const { author, brother, pastureMan } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", body: "Pray for us all." });
    const reported = await api(brother.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "inappropriate", note: "Not a prayer" } });
    expect(reported.status).toBe(200);
    expect(await reported.json()).toEqual({ hidden: true, message: R.toasts.reportedHidden });
    expect((await rowOf(request_.id))!.hidden_at).not.toBeNull();
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, request_.id))).toMatchObject([
      { item_kind: PRAYER_REPORT_KIND, item_id: request_.id, reporter_id: brother.id, reason: "inappropriate", note: "Not a prayer", flock_id: null },
    ]);
    expect((await api(pastureMan.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "spam" } })).status).toBe(404);
    const his = (await (await api(author.cookie).$get()).json()) as { mine: { id: string; hidden: boolean }[] };
    expect(his.mine).toMatchObject([{ id: request_.id, hidden: true }]);
    expect(await pageText(await request("/prayer", { cookie: author.cookie }))).toContain(R.underReview);
  });

  it("a flock request's report goes to the admins' queue and stays up; once per member; never his own", async () => {
    const { author, brother, flock } = await people();
    const request_ = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    const form = await request("/prayer/requests", formPost({ intent: "report", requestId: request_.id, reason: "spam" }, { cookie: brother.cookie }));
    expect(flashToast(form)).toMatchObject({ title: R.toasts.reported });
    expect((await rowOf(request_.id))!.hidden_at).toBeNull();
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, request_.id))).toMatchObject([{ flock_id: flock.id, reporter_id: brother.id }]);

    const again = await api(brother.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "other" } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: R.errors.alreadyReported });
    const own = await api(author.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "spam" } });
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ error: R.errors.cannotReportOwn });
    const badReason = await api(brother.cookie)[":requestId"].report.$post({ ...param(request_.id), json: { reason: "boring" as "spam" } });
    expect(badReason.status).toBe(400);
    expect(await db().select().from(contentReports).where(eq(contentReports.item_id, request_.id))).toHaveLength(1);
  });
});

describe("the demo member", () => {
  it("has requests of his own, seeded once: one private, one to his flock, one answered with a testimony; and his brothers' to pray for", async () => {
    const allow = env as typeof env & { ALLOW_DEMO_SEED?: string };
    allow.ALLOW_DEMO_SEED = "true";
    try {
      for (let run = 0; run < 2; run++) expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(200);
    } finally {
      delete allow.ALLOW_DEMO_SEED;
    }
    const demo = (await db().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get())!;
    const rows = await db().select().from(prayerRequests).where(eq(prayerRequests.user_id, demo.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.audience === "private" && !row.answered_at)).toHaveLength(1);
    expect(rows.filter((row) => row.audience === "flock" && !row.answered_at && row.flock_id)).toHaveLength(1);
    expect(rows.filter((row) => row.answered_at && row.testimony)).toHaveLength(1);

    // His brothers have prayed for his flock request, and he has theirs to pray for: the urgent one first, the anonymous one nameless, and a praise report.
    const scope = await memberScopeFor(demo.id);
    const [shared] = await requestViews(db(), scope, and(eq(prayerRequests.user_id, demo.id), eq(prayerRequests.audience, "flock"), isNull(prayerRequests.answered_at)));
    expect(shared?.prayedCount).toBe(3);
    const list = await prayingList(db(), scope);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ urgent: true, isMine: false });
    expect(list.filter((item) => item.anonymous && item.flock).map((item) => item.author)).toEqual([null]);
    expect((await praiseReports(db(), scope)).filter((item) => item.flock).map((item) => item.testimony)).toEqual([expect.stringContaining("I start Monday")]);
  });
});
