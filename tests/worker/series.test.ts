/**
 * The study series library through the real worker: the access matrix for its pages and API routes
 * (visitor, member, another member, free vs Premium for hosting, admin); following, once per member
 * per series, with one session a week counted in his own time zone and shown on Today; hosting a
 * series from draft to published; bad input refused with a message and nothing written.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SERIES_ERRORS, SERIES_PAGE_COPY } from "../../app/kernel/copy/series";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { GATE_COPY } from "../../app/kernel/membership";
import { librarySeries } from "../../worker/content/series";
import { seriesFollows, seriesSessions, studySeries } from "../../worker/db/schema";
import { followSeries } from "../../worker/domain/series/follows.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { todayData } from "../../worker/domain/today.server";
import { storedOrComposed } from "../../worker/domain/todays-devotional.server";
import { apiClient, domainContext, memberScopeFor, ORIGIN, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const MARRIAGE = librarySeries[0]!;
const WORK = librarySeries.find((series) => series.focusArea === "Work")!;
const PREMIUM_ONLY = GATE_COPY.premiumOnly("series_creation");

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const member = (overrides: Parameters<typeof signUp>[0] = {}) => signUp({ timeZone: ZONE, ...overrides });
async function premiumMember(overrides: Parameters<typeof signUp>[0] = {}) {
  const created = await member(overrides);
  await grantPremium(testDb(), created.id, { kind: "comp", days: null });
  return created;
}

const get = (path: string, cookie?: string) => request(path, { cookie });
const post = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers: { Origin: ORIGIN } });
const postJson = (path: string, cookie: string | undefined, json: unknown) => request(path, { method: "POST", cookie, json });

const followsOf = (userId: string) => testDb().select().from(seriesFollows).where(eq(seriesFollows.user_id, userId)).all();
const hostedCount = async () => (await testDb().select({ value: count() }).from(studySeries).get())!.value;
const sessionCount = async () => (await testDb().select({ value: count() }).from(seriesSessions).get())!.value;

const seriesFields: [string, string][] = [["title", "Steady Hands"], ["description", "Four weeks on work done well."], ["focusArea", "Work"]];
const session = (index: number, overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    title: "Work as Worship",
    passage: "Colossians 3:23-24",
    teaching: "Whatever you do, do it from the heart. Work is not a curse but a calling.",
    questions: "Where is work hard this week?\nWho do you really work for?\nWhat would change Monday?\nHow can we pray for you?",
    prayer: "Lord, make our work an offering to you. Amen.",
    atHome: "Thank one coworker by name this week.",
    ...overrides,
  }).map(([field, value]) => [`sessions.${index}.${field}`, value]);

/** A Premium member's draft made through the builder; its id. */
async function draftOf(host: { cookie: string }) {
  const created = await post("/pasture/library/new", host.cookie, [["intent", "create"], ...seriesFields]);
  expect(created.status).toBe(302);
  return new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("series")!;
}

/* ─────────── the access matrix ─────────── */

describe("the access matrix", () => {
  it.each([["/pasture/library"], [`/pasture/library/${MARRIAGE.slug}`], ["/pasture/library/new"]])("a visitor opening %s is sent to sign in", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });

  it("a visitor's posts are sent to sign in and his API calls are 401, with nothing written", async () => {
    const before = await hostedCount();
    for (const [path, entries] of [
      [`/pasture/library/${MARRIAGE.slug}`, [["intent", "follow"]]],
      ["/pasture/library/new", [["intent", "create"], ...seriesFields]],
    ] as [string, [string, string][]][]) {
      const response = await post(path, undefined, entries);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    }
    for (const [method, path, json] of [
      ["GET", "/api/series", undefined],
      ["GET", `/api/series/${MARRIAGE.slug}`, undefined],
      ["POST", `/api/series/${MARRIAGE.slug}/follow`, { intent: "follow" }],
      ["POST", "/api/series", { title: "Steady", focusArea: "Work", sessions: [] }],
    ] as const) {
      const response = method === "GET" ? await get(path) : await postJson(path, undefined, json);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: "Please sign in to see the study series." });
    }
    expect(await hostedCount()).toBe(before);
  });

  it("a member browses the library, filters it by focus area, and opens a series with its sessions and their WEB text", async () => {
    const a = await member();
    const all = await (await get("/pasture/library", a.cookie)).text();
    for (const series of librarySeries) expect(all).toContain(html(series.title));
    expect(all).toContain("data:image/svg+xml");

    const marriage = await (await get("/pasture/library?focus=Marriage", a.cookie)).text();
    expect(marriage).toContain(html(MARRIAGE.title));
    expect(marriage).not.toContain(html(WORK.title));

    const page = await get(`/pasture/library/${MARRIAGE.slug}`, a.cookie);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain(html(MARRIAGE.description));
    for (const item of MARRIAGE.sessions) {
      expect(body).toContain(html(item.title));
      expect(body).toContain(html(item.questions[0]!));
    }
    expect(body).toContain(html(SERIES_PAGE_COPY.follow));

    const api = await apiClient(a.cookie).series[":seriesId"].$get({ param: { seriesId: MARRIAGE.slug } });
    expect(api.status).toBe(200);
    const detail = (await api.json()) as { sessions: { verses: { text: string }[] }[] };
    expect(detail.sessions).toHaveLength(MARRIAGE.sessions.length);
    for (const item of detail.sessions) expect(item.verses.length).toBeGreaterThan(2);

    expect((await get("/pasture/library/no-such-series", a.cookie)).status).toBe(404);
    expect((await get("/api/series/no-such-series", a.cookie)).status).toBe(404);
  });

  it("a free member sees the series_viewing prompt instead of the builder, and creating is refused with nothing written", async () => {
    const free = await member();
    const library = await (await get("/pasture/library", free.cookie)).text();
    expect(library).toContain('href="/pasture/library/new"');
    const builder = await get("/pasture/library/new", free.cookie);
    expect(builder.status).toBe(200);
    const body = await builder.text();
    expect(body).toContain(html(UPGRADE_PROMPTS.series_viewing.title));
    expect(body).not.toContain('name="title"');

    const before = await hostedCount();
    const page = await post("/pasture/library/new", free.cookie, [["intent", "create"], ...seriesFields]);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(html(PREMIUM_ONLY));
    const api = await postJson("/api/series", free.cookie, { title: "Steady Hands", focusArea: "Work", sessions: [] });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: PREMIUM_ONLY });
    expect(await hostedCount()).toBe(before);
  });

  it("another member and an admin cannot see, edit or follow his draft; once published every member sees and may follow it", async () => {
    const host = await premiumMember();
    const other = await premiumMember();
    // Premium too, so that only whose draft it is decides.
    const admin = await premiumMember({ role: "admin" });
    const seriesId = await draftOf(host);
    const saved = await post(`/pasture/library/new?series=${seriesId}`, host.cookie, [["intent", "save"], ...seriesFields, ...session(0)]);
    expect(saved.status).toBe(302);
    expect((await get(`/pasture/library/${seriesId}`, host.cookie)).status).toBe(200);

    for (const outsider of [other, admin]) {
      expect((await get(`/pasture/library/${seriesId}`, outsider.cookie)).status).toBe(404);
      expect((await get(`/pasture/library/new?series=${seriesId}`, outsider.cookie)).status).toBe(404);
      expect((await get(`/api/series/${seriesId}`, outsider.cookie)).status).toBe(404);
      expect(await (await get("/pasture/library", outsider.cookie)).text()).not.toContain("Steady Hands");
      const stolen = await post(`/pasture/library/new?series=${seriesId}`, outsider.cookie, [["intent", "publish"], ["title", "Stolen"], ["description", ""], ["focusArea", "Work"], ...session(0)]);
      expect(stolen.status).toBe(404);
      const follow = await post(`/pasture/library/${seriesId}`, outsider.cookie, [["intent", "follow"]]);
      expect(follow.status).toBe(404);
      expect(await followsOf(outsider.id)).toEqual([]);
    }
    expect(await testDb().select().from(studySeries).where(eq(studySeries.id, seriesId)).get()).toMatchObject({ title: "Steady Hands", status: "draft", audience: "pasture" });

    const published = await post(`/pasture/library/new?series=${seriesId}`, host.cookie, [["intent", "publish"], ...seriesFields, ...session(0)]);
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/pasture/library/${seriesId}`);
    const free = await member();
    const listing = await (await get("/pasture/library?focus=Work", free.cookie)).text();
    expect(listing).toContain("Steady Hands");
    const page = await (await get(`/pasture/library/${seriesId}`, free.cookie)).text();
    expect(page).toContain("Work as Worship");
    expect(page).toContain("Who do you really work for?");
    expect((await post(`/pasture/library/${seriesId}`, free.cookie, [["intent", "follow"]])).status).toBe(302);
    expect(await followsOf(free.id)).toHaveLength(1);
    // Published: no longer editable in the builder.
    expect((await get(`/pasture/library/new?series=${seriesId}`, host.cookie)).status).toBe(404);
  });
});

/* ─────────── following ─────────── */

describe("following a series", () => {
  it("is one follow per member per series: following twice keeps his first start date, and Stop following removes it", async () => {
    const a = await member();
    const first = await post(`/pasture/library/${MARRIAGE.slug}`, a.cookie, [["intent", "follow"]]);
    expect(first.status).toBe(302);
    const [row] = await followsOf(a.id);
    expect(row).toMatchObject({ series_id: MARRIAGE.slug, start_date: (await memberScopeFor(a.id)).today });

    await testDb().update(seriesFollows).set({ start_date: "2026-01-01" }).where(eq(seriesFollows.user_id, a.id));
    expect((await post(`/pasture/library/${MARRIAGE.slug}`, a.cookie, [["intent", "follow"]])).status).toBe(302);
    const api = await apiClient(a.cookie).series[":seriesId"].follow.$post({ param: { seriesId: MARRIAGE.slug }, json: { intent: "follow" } });
    expect(api.status).toBe(200);
    expect(await followsOf(a.id)).toEqual([{ ...row, start_date: "2026-01-01" }]);

    const page = await (await get(`/pasture/library/${MARRIAGE.slug}`, a.cookie)).text();
    expect(page).toContain(html(SERIES_PAGE_COPY.unfollow));

    expect((await post(`/pasture/library/${MARRIAGE.slug}`, a.cookie, [["intent", "unfollow"]])).status).toBe(302);
    expect(await followsOf(a.id)).toEqual([]);
    expect((await post(`/pasture/library/${MARRIAGE.slug}`, a.cookie, [["intent", "unfollow"]])).status).toBe(302);
    expect(await followsOf(a.id)).toEqual([]);
  });

  it("gives one session a week from his start date, counted in his time zone, and nothing once the last week is over", async () => {
    // Auckland is UTC+13 in November: the instant below is already 25 November there.
    const a = await member({ timeZone: "Pacific/Auckland" });
    const app = { ...domainContext(), providers: { devotional: storedOrComposed } };
    const at = (iso: string) => memberScopeFor(a.id, { now: new Date(iso) });
    const followed = await followSeries(app, await at("2026-11-24T12:00:00Z"), MARRIAGE.slug, "follow");
    expect(followed.ok).toBe(true);
    expect((await followsOf(a.id))[0]!.start_date).toBe("2026-11-25");

    const dueAt = async (iso: string) => (await todayData(app, await at(iso))).member.series.map((item) => [item.seriesId, item.number, item.title]);
    expect(await dueAt("2026-11-24T12:00:00Z")).toEqual([[MARRIAGE.slug, 1, MARRIAGE.sessions[0]!.title]]);
    // Still 1 December in Auckland (six days on): the first session. In UTC it would already be the second week.
    expect(await dueAt("2026-12-01T10:00:00Z")).toEqual([[MARRIAGE.slug, 1, MARRIAGE.sessions[0]!.title]]);
    // Midnight in Auckland: 2 December, his second week.
    expect(await dueAt("2026-12-01T11:30:00Z")).toEqual([[MARRIAGE.slug, 2, MARRIAGE.sessions[1]!.title]]);
    const last = MARRIAGE.sessions.length;
    expect(await dueAt(`2026-12-${String(1 + 7 * (last - 2)).padStart(2, "0")}T11:30:00Z`)).toEqual([[MARRIAGE.slug, last, MARRIAGE.sessions[last - 1]!.title]]);
    expect(await dueAt("2027-02-01T00:00:00Z")).toEqual([]);
  });

  it("puts this week's session on Today's Daily Walk card, with a link to it", async () => {
    const a = await member();
    expect((await post(`/pasture/library/${WORK.slug}`, a.cookie, [["intent", "follow"]])).status).toBe(302);
    const today = await (await get("/", a.cookie)).text();
    expect(today).toContain(html(WORK.title));
    expect(today).toContain(html(WORK.sessions[0]!.title));
    expect(today).toContain(`href="/pasture/library/${WORK.slug}#session-1"`);
  });
});

/* ─────────── bad input ─────────── */

describe("bad input", () => {
  it("refuses a bad follow with a 400 and a message, and writes nothing", async () => {
    const a = await member();
    const page = await post(`/pasture/library/${MARRIAGE.slug}`, a.cookie, [["intent", "subscribe"]]);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(html(SERIES_ERRORS.intent));
    const api = await postJson(`/api/series/${MARRIAGE.slug}/follow`, a.cookie, { intent: 7 });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ error: SERIES_ERRORS.intent });
    const unknown = await postJson("/api/series/no-such-series/follow", a.cookie, { intent: "follow" });
    expect(unknown.status).toBe(404);
    const filter = await get("/api/series?focus=Knitting", a.cookie);
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ error: SERIES_ERRORS.focusArea });
    expect(await followsOf(a.id)).toEqual([]);
  });

  it("refuses bad series input with a 400 and a message, and writes nothing", async () => {
    const host = await premiumMember();
    const seriesBefore = await hostedCount();
    const sessionsBefore = await sessionCount();
    const complete = { title: "Steady Hands", description: "", focusArea: "Work", publish: true, sessions: [{ title: "One", passage: "Colossians 3:23-24", teaching: "Work is a calling from the Lord, done for him.", questions: ["Where is work hard?", "Who do you work for?", "What would change?", "How can we pray?"], prayer: "Lord, make our work an offering. Amen." }] };
    for (const [body, message] of [
      [{ ...complete, title: "x" }, SERIES_ERRORS.title],
      [{ ...complete, focusArea: "Knitting" }, SERIES_ERRORS.focusArea],
      [{ ...complete, sessions: [{ ...complete.sessions[0], questions: ["Only one?"] }] }, SERIES_ERRORS.questions],
      [{ ...complete, sessions: [{ ...complete.sessions[0], questions: Array(7).fill("Too many questions?") }] }, SERIES_ERRORS.questions],
      [{ ...complete, sessions: [{ ...complete.sessions[0], teaching: "y".repeat(3001) }] }, SERIES_ERRORS.teaching],
      [{ ...complete, sessions: [] }, SERIES_ERRORS.sessions],
      [{ ...complete, sessions: [{ ...complete.sessions[0], passage: "Psalm 151:1" }] }, SERIES_ERRORS.passageMissing("Psalms 151:1")],
      [{ ...complete, sessions: [{ ...complete.sessions[0], passage: "Psalm 119:1-40" }] }, SERIES_ERRORS.passageLength],
    ] as const) {
      const response = await postJson("/api/series", host.cookie, body);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ error: message });
    }
    const invalidJson = await request("/api/series", { method: "POST", cookie: host.cookie, headers: { "Content-Type": "application/json" }, body: "{" });
    expect(invalidJson.status).toBe(400);

    expect((await post("/pasture/library/new", host.cookie, [["intent", "create"], ["title", "x"], ["focusArea", "Work"]])).status).toBe(400);
    expect((await post("/pasture/library/new", host.cookie, [["intent", "explode"]])).status).toBe(400);
    const seriesId = await draftOf(host);
    const bad = await post(`/pasture/library/new?series=${seriesId}`, host.cookie, [["intent", "publish"], ...seriesFields, ...session(0, { questions: "Just one?" })]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(html(SERIES_ERRORS.questions));
    expect(await hostedCount()).toBe(seriesBefore + 1);
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await testDb().select().from(studySeries).where(and(eq(studySeries.id, seriesId), eq(studySeries.status, "draft"))).get()).toBeTruthy();

    // The API publishes a complete series in one call, and it is in the library.
    const created = await postJson("/api/series", host.cookie, complete);
    expect(created.status).toBe(201);
    const { seriesId: publishedId } = (await created.json()) as { seriesId: string };
    expect(await testDb().select().from(seriesSessions).where(eq(seriesSessions.series_id, publishedId)).get()).toMatchObject({ passage: "Colossians 3:23-24", at_home: null });
  });
});
