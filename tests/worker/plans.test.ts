/**
 * The Path through the real worker: the catalogue reaches D1 once and stays
 * current; the access matrix for every page and API route (visitor, owner A, another member B; free
 * and Premium where custom_plan gates); bad wizard input is a 400 with nothing written; the wizard
 * walked through its pages starts the plan's generator; following a plan (start on a chosen date,
 * pause, resume, catch me up, restart, complete) and its days counting toward the streak; the builder.
 */
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { GENERATION_COPY, PLAN_ERRORS, WIZARD_ERRORS, BUILDER_ERRORS } from "../../app/kernel/copy/path";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { addDays, localDate } from "../../app/kernel/dates";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import type { PlanRequest } from "../../app/kernel/path/wizard";
import { GATE_COPY } from "../../app/kernel/membership";
import { catalogPlans } from "../../worker/content/plans";
import { planDayProgress, planDays, planEnrollments, plans } from "../../worker/db/schema";
import { saveDraft } from "../../worker/domain/plans-builder.server";
import { catalogueVersion } from "../../worker/domain/plans-catalogue.server";
import { todayData } from "../../worker/domain/today.server";
import { storedOrComposed } from "../../worker/domain/todays-devotional.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import type { EnrollmentRequestSchema } from "../../worker/routes/plans";
import { apiClient, domainContext, memberScopeFor, okJson, ORIGIN, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const today = () => localDate(ZONE);
const FATHERHOOD = "fatherhood-the-fathers-heart";
const PREMIUM_ONLY = GATE_COPY.premiumOnly("custom_plan");

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const member = () => signUp({ timeZone: ZONE });
async function premiumMember() {
  const created = await member();
  await grantPremium(testDb(), created.id, { kind: "comp", days: null });
  return created;
}

const get = (path: string, cookie?: string) => request(path, { cookie });
const postJson = (path: string, cookie: string | undefined, json: unknown) => request(path, { method: "POST", cookie, json, headers: { Origin: ORIGIN } });
/** A same-origin form post, as a browser sends it (Remix compares Origin with Host). */
const post = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers: { Origin: ORIGIN } });

type EnrollmentRequest = z.input<typeof EnrollmentRequestSchema>;

const REQUEST: PlanRequest = {
  title: "Patience at Home",
  focusArea: "Fatherhood",
  lengthDays: 7,
  situations: ["short-temper"],
  context: "I snap at my kids after work.",
  minutesPerDay: 10,
  style: "action",
};

const planCount = async () => (await testDb().select({ value: count() }).from(plans).get())!.value;
const enrollmentOf = (userId: string, planId: string) =>
  testDb().select().from(planEnrollments).where(and(eq(planEnrollments.user_id, userId), eq(planEnrollments.plan_id, planId))).get();
const progressOf = (userId: string, planId: string) =>
  testDb().select().from(planDayProgress).where(and(eq(planDayProgress.user_id, userId), eq(planDayProgress.plan_id, planId))).all();

/** Runs a plan's generator to the end (the worker tests space its steps an hour apart). */
async function generate(planId: string) {
  const stub = env.PLAN_GENERATOR.get(env.PLAN_GENERATOR.idFromName(planId));
  while (await runDurableObjectAlarm(stub));
}

/** A Premium member's ready custom plan, made through the API. */
async function readyPlanOf(owner: { cookie: string }) {
  const response = await apiClient(owner.cookie).plans.$post({ json: REQUEST });
  expect(response.status).toBe(201);
  const { planId } = await okJson(response);
  await generate(planId);
  return planId;
}

/* ─────────── the catalogue ─────────── */

describe("the catalogue", () => {
  it("arrives in D1 with the first listing, one plan per focus area, and stays current", async () => {
    const a = await member();
    const first = await okJson(apiClient(a.cookie).plans.$get());
    expect(first.catalogue.map((plan) => plan.focusArea)).toEqual([...FOCUS_AREAS]);
    expect(first.catalogue.map((plan) => plan.id)).toEqual(catalogPlans.map((plan) => plan.slug));
    for (const plan of first.catalogue) {
      expect(plan.lengthDays).toBeGreaterThanOrEqual(5);
      expect(plan.lengthDays).toBeLessThanOrEqual(21);
    }
    const dayCount = async () => (await testDb().select({ value: count() }).from(planDays).where(eq(planDays.plan_id, FATHERHOOD)).get())!.value;
    expect(await dayCount()).toBe(14);

    // Listing again writes nothing new.
    await get("/api/plans", a.cookie);
    expect(await dayCount()).toBe(14);

    // A stored plan from an older version of the library (edited title, a stray 15th day) is brought up to date.
    await testDb().update(plans).set({ title: "Old title", request: { catalogueVersion: "old" } }).where(eq(plans.id, FATHERHOOD));
    await testDb().insert(planDays).values({ plan_id: FATHERHOOD, day_number: 15, title: "x", passage: "John 1:1", teaching: "x", reflection_question: "x?", prayer_prompt: "x" });
    await get("/path", a.cookie);
    const stored = await testDb().select().from(plans).where(eq(plans.id, FATHERHOOD)).get();
    expect(stored).toMatchObject({ title: catalogPlans[1]!.title, request: { catalogueVersion: catalogueVersion(catalogPlans[1]!) } });
    expect(await dayCount()).toBe(14);
  });
});

/* ─────────── the access matrix ─────────── */

describe("the access matrix", () => {
  it.each([
    ["/path"],
    ["/path/create"],
    ["/path/create/basics"],
    ["/path/create/context"],
    ["/path/create/preferences"],
    ["/path/create/review"],
    ["/path/builder"],
    [`/path/${FATHERHOOD}`],
  ])("a visitor opening %s is sent to sign in", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each([
    ["/path/create/basics", [["title", "Patience"], ["focusArea", "Work"], ["lengthDays", "7"]]],
    ["/path/create/review", [["intent", "generate"]]],
    ["/path/builder", [["intent", "create"], ["title", "My plan"], ["focusArea", "Work"]]],
    [`/path/${FATHERHOOD}`, [["intent", "start"]]],
  ] as [string, [string, string][]][])("a visitor posting to %s is sent to sign in, and nothing is written", async (path, entries) => {
    const before = await planCount();
    const response = await post(path, undefined, entries);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await planCount()).toBe(before);
  });

  it.each([
    ["GET", "/api/plans"],
    ["POST", "/api/plans"],
    ["GET", `/api/plans/${FATHERHOOD}`],
    ["GET", `/api/plans/${FATHERHOOD}/status`],
    ["POST", `/api/plans/${FATHERHOOD}/enrollment`],
    ["POST", `/api/plans/${FATHERHOOD}/days/1/complete`],
  ])("a visitor's %s %s is 401", async (method, path) => {
    const response = method === "GET" ? await get(path) : await postJson(path, undefined, method === "POST" && path === "/api/plans" ? REQUEST : { action: "start" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to follow a plan." });
  });

  it("a free member sees The Path and the catalogue, and the plan_viewing prompt instead of the wizard and the builder", async () => {
    const free = await member();
    const path = await get("/path", free.cookie);
    expect(path.status).toBe(200);
    const page = await path.text();
    expect(page).toContain(html(UPGRADE_PROMPTS.plan_viewing.title));
    expect(page).toContain(html(catalogPlans[0]!.title));
    for (const route of ["/path/create", "/path/create/basics", "/path/builder"]) {
      const response = await get(route, free.cookie);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain(html(UPGRADE_PROMPTS.plan_viewing.title));
      expect(body).toContain(html(PREMIUM_ONLY));
      expect(body).not.toContain('name="title"');
    }
  });

  it("a free member asking for a custom plan gets the premium-only message, and nothing is written", async () => {
    const free = await member();
    const before = await planCount();
    const api = await postJson("/api/plans", free.cookie, REQUEST);
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: PREMIUM_ONLY });
    const page = await post("/path/create/basics", free.cookie, [["title", "Patience"], ["focusArea", "Work"], ["lengthDays", "7"]]);
    expect(page.status).toBe(403);
    expect(page.headers.get("Set-Cookie")).toBeNull();
    // Generate is refused too; with no answers kept, the page sends him to the first step.
    const review = await post("/path/create/review", free.cookie, [["intent", "generate"]]);
    expect(review.status).toBe(302);
    expect(review.headers.get("Location")).toBe("/path/create/basics");
    const builder = await post("/path/builder", free.cookie, [["intent", "create"], ["title", "Hand made"], ["focusArea", "Work"]]);
    expect(builder.status).toBe(403);
    expect(await planCount()).toBe(before);
  });

  it("user B cannot see, poll, follow or complete user A's plan (404), and nothing of A's changes", async () => {
    const a = await premiumMember();
    const b = await premiumMember();
    const planId = await readyPlanOf(a);
    expect((await get(`/api/plans/${planId}`, a.cookie)).status).toBe(200);
    expect((await get(`/path/${planId}`, a.cookie)).status).toBe(200);

    expect((await get(`/path/${planId}`, b.cookie)).status).toBe(404);
    for (const path of [`/api/plans/${planId}`, `/api/plans/${planId}/status`]) {
      const response = await get(path, b.cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: PLAN_ERRORS.notFound });
    }
    expect((await postJson(`/api/plans/${planId}/enrollment`, b.cookie, { action: "start" })).status).toBe(404);
    expect((await postJson(`/api/plans/${planId}/enrollment`, b.cookie, { action: "pause" })).status).toBe(404);
    expect((await postJson(`/api/plans/${planId}/days/1/complete`, b.cookie, {})).status).toBe(404);
    expect((await post(`/path/${planId}`, b.cookie, [["intent", "complete"], ["day", "1"]])).status).toBe(404);
    expect(await enrollmentOf(b.id, planId)).toBeUndefined();
    expect(await progressOf(b.id, planId)).toEqual([]);
    expect((await enrollmentOf(a.id, planId))!.status).toBe("active");
    // B's overview does not list it either.
    const overview = await okJson(apiClient(b.cookie).plans.$get());
    expect([...overview.active, ...overview.own].map((plan) => plan.id)).not.toContain(planId);
    // A plan id that cannot exist is not a query, and is not found.
    expect((await get("/api/plans/..%2F..%2Fetc", a.cookie)).status).toBe(404);
    expect((await get("/path/not-a-plan", a.cookie)).status).toBe(404);
  });
});

/* ─────────── creating a plan ─────────── */

describe("bad wizard input", () => {
  it.each([
    ["not JSON", "{title", "The request body must be valid JSON."],
    ["no title", { ...REQUEST, title: undefined }, WIZARD_ERRORS.titleShort],
    ["a length that is not offered", { ...REQUEST, lengthDays: 6 }, WIZARD_ERRORS.length],
    ["a huge length", { ...REQUEST, lengthDays: 1e9 }, WIZARD_ERRORS.length],
    ["an unknown focus area", { ...REQUEST, focusArea: "Golf" }, WIZARD_ERRORS.focusArea],
    ["an unknown situation", { ...REQUEST, situations: ["astronaut"] }, WIZARD_ERRORS.situation],
    ["no context at all", { ...REQUEST, situations: [], context: "" }, WIZARD_ERRORS.contextMissing],
    ["an oversize context", { ...REQUEST, context: "x".repeat(501) }, WIZARD_ERRORS.contextLong],
    ["an unknown style", { ...REQUEST, style: "poetry" }, WIZARD_ERRORS.style],
    ["minutes as text", { ...REQUEST, minutesPerDay: "lots" }, WIZARD_ERRORS.minutes],
  ])("POST /api/plans with %s is a 400 with a message, and nothing is written", async (_what, body, message) => {
    const premium = await premiumMember();
    const before = await planCount();
    const response =
      typeof body === "string"
        ? await request("/api/plans", { method: "POST", cookie: premium.cookie, body, headers: { "Content-Type": "application/json" } })
        : await postJson("/api/plans", premium.cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await planCount()).toBe(before);
  });

  it.each([
    ["/path/create/basics", [["intent", "next"], ["title", "ab"], ["focusArea", "Work"], ["lengthDays", "7"]], WIZARD_ERRORS.titleShort],
    ["/path/create/basics", [["intent", "next"], ["title", "Work well"], ["focusArea", "Work"], ["lengthDays", "8"]], WIZARD_ERRORS.length],
    ["/path/create/context", [["intent", "next"], ["context", "tired"]], WIZARD_ERRORS.contextMissing],
    ["/path/create/context", [["intent", "next"], ["situations", "astronaut"]], WIZARD_ERRORS.situation],
    ["/path/create/preferences", [["intent", "next"], ["minutesPerDay", "12"], ["style", "action"]], WIZARD_ERRORS.minutes],
  ] as [string, [string, string][], string][])("a step posted to %s with bad answers is a 400 with the message, and nothing is kept", async (path, entries, message) => {
    const premium = await premiumMember();
    // The steps before it answered, so the page can show this one again with its message.
    let cookie = premium.cookie;
    if (path !== "/path/create/basics") {
      cookie = withCookies(cookie, await post("/path/create/basics", cookie, [["intent", "next"], ["title", "Work well"], ["focusArea", "Work"], ["lengthDays", "7"]]));
    }
    if (path === "/path/create/preferences") {
      cookie = withCookies(cookie, await post("/path/create/context", cookie, [["intent", "next"], ["situations", "new-job"]]));
    }
    const response = await post(path, cookie, entries);
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain(html(message));
  });

  it("Generate without the earlier steps starts nothing and sends him to the first step", async () => {
    const premium = await premiumMember();
    const before = await planCount();
    const response = await post("/path/create/review", premium.cookie, [["intent", "generate"]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/path/create/basics");
    expect(await planCount()).toBe(before);
  });
});

/** The flash toast a redirect carries (Remix cookies hold base64 JSON of the value). */
function flashToast(response: Response) {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("shepherd_toast="))!;
  const value = decodeURIComponent(set.slice("shepherd_toast=".length).split(";")[0]!);
  return JSON.parse(JSON.parse(decodeURIComponent(escape(atob(value))))) as Record<string, unknown>;
}

/** Cookie header of a session plus whatever cookies a response set. */
function withCookies(cookie: string, response: Response) {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

describe("the wizard", () => {
  it("walks basics → context → preferences → review, Back keeps the answers, and Generate starts the plan", async () => {
    const premium = await premiumMember();
    let cookie = premium.cookie;

    // A later step before the earlier ones sends him back to the first unanswered one.
    const early = await get("/path/create/preferences", cookie);
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe("/path/create/basics");

    const basics = await post("/path/create/basics", cookie, [["intent", "next"], ["title", "Patience at Home"], ["focusArea", "Fatherhood"], ["lengthDays", "5"]]);
    expect(basics.status).toBe(302);
    expect(basics.headers.get("Location")).toBe("/path/create/context");
    cookie = withCookies(cookie, basics);

    const context = await post("/path/create/context", cookie, [["intent", "next"], ["situations", "new-father"], ["situations", "short-temper"], ["context", "Tired most nights."]]);
    expect(context.headers.get("Location")).toBe("/path/create/preferences");
    cookie = withCookies(cookie, context);

    // Back from preferences: the answers already given are still there.
    const back = await post("/path/create/preferences", cookie, [["intent", "back"]]);
    expect(back.headers.get("Location")).toBe("/path/create/context");
    cookie = withCookies(cookie, back);
    const contextPage = await (await get("/path/create/context", cookie)).text();
    expect(contextPage).toContain("Tired most nights.");
    expect(contextPage).toContain(`checked="" value="short-temper"`);
    expect(contextPage).not.toContain(`checked="" value="grieving"`);
    expect(await (await get("/path/create/basics", cookie)).text()).toContain('value="Patience at Home"');

    const preferences = await post("/path/create/preferences", cookie, [["intent", "next"], ["minutesPerDay", "5"], ["style", "reflection"]]);
    expect(preferences.headers.get("Location")).toBe("/path/create/review");
    cookie = withCookies(cookie, preferences);

    const review = await (await get("/path/create/review", cookie)).text();
    for (const text of ["Patience at Home", "Fatherhood", "5 days", "A new father, A short temper", "Tired most nights.", "5 minutes", "Reflection-heavy"]) {
      expect(review).toContain(html(text));
    }

    const generated = await post("/path/create/review", cookie, [["intent", "generate"]]);
    expect(generated.status).toBe(200);
    // The draft is cleared once the plan is started.
    expect(generated.headers.getSetCookie().some((set) => set.startsWith("shepherd_plan_draft=") && /Max-Age=0/i.test(set))).toBe(true);
    const mine = await testDb().select().from(plans).where(eq(plans.user_id, premium.id)).all();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: "Patience at Home", status: "generating", source: "generated", length_days: 5 });
    expect(mine[0]!.request).toMatchObject({ situations: ["new-father", "short-temper"], minutesPerDay: 5, style: "reflection" });
    expect(await enrollmentOf(premium.id, mine[0]!.id)).toMatchObject({ status: "active", start_date: today() });

    // While it is written the poll says "not yet"; the plan page says it is being written.
    expect(await (await get(`/api/plans/${mine[0]!.id}/status`, cookie)).json()).toEqual({ ready: false, status: "generating" });
    expect(await (await get(`/path/${mine[0]!.id}`, cookie)).text()).toContain(html(GENERATION_COPY.pendingText));
    await generate(mine[0]!.id);
    expect(await (await get(`/api/plans/${mine[0]!.id}/status`, cookie)).json()).toEqual({ ready: true, status: "ready" });
  });

  it("POST /api/plans answers the pending record's fields and the plan follows from today", async () => {
    const premium = await premiumMember();
    const before = Date.now();
    const response = await apiClient(premium.cookie).plans.$post({ json: REQUEST });
    expect(response.status).toBe(201);
    const body = await okJson(response);
    expect(body.planTitle).toBe(REQUEST.title);
    expect(body.startedAt).toBeGreaterThanOrEqual(before);
    await generate(body.planId);
    const detail = await okJson(apiClient(premium.cookie).plans[":planId"].$get({ param: { planId: body.planId } }));
    expect(detail.days).toHaveLength(7);
    expect(detail.schedule?.todayDay).toBe(1);
    // Each day's passage comes with its World English Bible text.
    for (const day of detail.days) expect(day.verses.length).toBeGreaterThan(0);
  });
});

/* ─────────── following a plan ─────────── */

describe("following a plan", () => {
  const enroll = (cookie: string, json: EnrollmentRequest) => apiClient(cookie).plans[":planId"].enrollment.$post({ param: { planId: FATHERHOOD }, json });

  it("starts a catalogue plan on a chosen date, and refuses dates out of range and a second start", async () => {
    const a = await member();
    expect((await enroll(a.cookie, { action: "start", startDate: addDays(today(), -31) })).status).toBe(400);
    expect((await enroll(a.cookie, { action: "start", startDate: "2026-02-30" })).status).toBe(400);
    expect((await postJson(`/api/plans/${FATHERHOOD}/enrollment`, a.cookie, { action: "jump" })).status).toBe(400);
    expect(await enrollmentOf(a.id, FATHERHOOD)).toBeUndefined();

    const start = addDays(today(), 2);
    const started = await enroll(a.cookie, { action: "start", startDate: start });
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ enrollment: { startDate: start, status: "active" }, schedule: { scheduledDay: 0, startsIn: 2 } });
    const again = await enroll(a.cookie, { action: "start" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: PLAN_ERRORS.alreadyStarted });
  });

  it("pauses and resumes where he left off, catches him up, and restarts from day 1", async () => {
    const a = await member();
    await enroll(a.cookie, { action: "start", startDate: addDays(today(), -5) });
    await postJson(`/api/plans/${FATHERHOOD}/days/1/complete`, a.cookie, {});
    const detailOf = () => okJson(apiClient(a.cookie).plans[":planId"].$get({ param: { planId: FATHERHOOD } }));
    let detail = await detailOf();
    expect(detail.schedule).toMatchObject({ scheduledDay: 6, behind: 4 });

    const paused = await okJson(enroll(a.cookie, { action: "pause" }));
    expect(paused.enrollment).toMatchObject({ status: "paused", pausedOn: today() });
    expect((await enroll(a.cookie, { action: "pause" })).status).toBe(409);
    expect((await enroll(a.cookie, { action: "catch-up" })).status).toBe(409);
    // Paused three days ago: resuming moves day 1 three days later, so the same day is next.
    await testDb()
      .update(planEnrollments)
      .set({ paused_on: addDays(today(), -3) })
      .where(and(eq(planEnrollments.user_id, a.id), eq(planEnrollments.plan_id, FATHERHOOD)));
    const resumed = await okJson(enroll(a.cookie, { action: "resume" }));
    expect(resumed.enrollment.startDate).toBe(addDays(today(), -2));
    expect(resumed.schedule.scheduledDay).toBe(3);
    expect((await enroll(a.cookie, { action: "resume" })).status).toBe(409);

    const caught = await okJson(enroll(a.cookie, { action: "catch-up" }));
    expect(caught.schedule).toMatchObject({ scheduledDay: 2, behind: 0 });
    expect(caught.enrollment.startDate).toBe(addDays(today(), -1));
    expect((await enroll(a.cookie, { action: "catch-up" })).status).toBe(409);

    const restarted = await okJson(enroll(a.cookie, { action: "restart" }));
    expect(restarted).toMatchObject({ enrollment: { startDate: today() }, schedule: { completedCount: 0 } });
    expect(await progressOf(a.id, FATHERHOOD)).toEqual([]);
    detail = await detailOf();
    expect(detail.schedule?.scheduledDay).toBe(1);
  });

  it("completing a day counts for the streak, once; the last day completes the plan", async () => {
    const a = await member();
    const complete = (day: number | string) => postJson(`/api/plans/brotherhood-no-man-alone/days/${day}/complete`, a.cookie, {});
    const notStarted = await complete(1);
    expect(notStarted.status).toBe(409);
    expect(await notStarted.json()).toEqual({ error: PLAN_ERRORS.notStarted });

    await postJson("/api/plans/brotherhood-no-man-alone/enrollment", a.cookie, { action: "start" });
    expect(await (await get("/api/streak", a.cookie)).json()).toEqual({ streak: 0 });
    expect(await (await complete(1)).json()).toMatchObject({ day: 1, alreadyComplete: false, planCompleted: false, streak: 1 });
    expect(await (await complete(1)).json()).toMatchObject({ alreadyComplete: true, streak: 1 });
    expect(await (await get("/api/streak", a.cookie)).json()).toEqual({ streak: 1 });
    expect((await progressOf(a.id, "brotherhood-no-man-alone"))[0]).toMatchObject({ day_number: 1, completed_on: today() });

    expect((await complete(0)).status).toBe(404);
    const beyond = await complete(8);
    expect(beyond.status).toBe(404);
    expect(await beyond.json()).toEqual({ error: PLAN_ERRORS.dayNotFound(7) });
    expect((await complete("one")).status).toBe(400);

    for (const day of [2, 3, 4, 5, 6]) await complete(day);
    expect(await (await complete(7)).json()).toMatchObject({ planCompleted: true });
    expect((await enrollmentOf(a.id, "brotherhood-no-man-alone"))!.status).toBe("completed");
    const overview = await okJson(apiClient(a.cookie).plans.$get());
    expect(overview.completed).toEqual([expect.objectContaining({ id: "brotherhood-no-man-alone", completedOn: today() })]);
  });

  it("a completed plan day is a completed day on Today too: the streak and the Daily Walk", async () => {
    const a = await member();
    await postJson("/api/plans/work-faith-on-a-monday/enrollment", a.cookie, { action: "start" });
    await postJson("/api/plans/work-faith-on-a-monday/days/1/complete", a.cookie, {});
    const { member: today } = await todayData({ ...domainContext(), providers: { devotional: storedOrComposed } }, await memberScopeFor(a.id));
    expect(today.streak).toBe(1);
    expect(today.week.at(-1)).toMatchObject({ completed: true });
  });

  it("the plan page marks a day complete with a toast that shows the streak", async () => {
    const a = await member();
    const start = await post(`/path/${FATHERHOOD}`, a.cookie, [["intent", "start"], ["startDate", today()]]);
    expect(start.status).toBe(302);
    const done = await post(`/path/${FATHERHOOD}`, a.cookie, [["intent", "complete"], ["day", "1"]]);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe(`/path/${FATHERHOOD}`);
    const toast = flashToast(done);
    expect(toast).toMatchObject({ title: "Day 1 complete", description: "You're on a 1-day streak.", variant: "success" });
    expect((await post(`/path/${FATHERHOOD}`, a.cookie, [["intent", "dance"]])).status).toBe(400);
    const page = await (await get(`/path/${FATHERHOOD}`, a.cookie)).text();
    expect(page).toContain('data-testid="streak-badge"');
    // The passage links into the reader.
    expect(page).toContain('href="/word/1John/3#1-3"');
  });

  it("/path shows today's reading of a started plan", async () => {
    const a = await member();
    await enroll(a.cookie, { action: "start", startDate: addDays(today(), -1) });
    const page = await (await get("/path", a.cookie)).text();
    expect(page).toContain('data-testid="todays-reading"');
    expect(page).toContain(html(catalogPlans[1]!.days[1]!.title));
  });
});

/* ─────────── the builder ─────────── */

describe("the plan builder", () => {
  const day = (index: number, overrides: Record<string, string> = {}): [string, string][] =>
    Object.entries({
      title: "Slow Down",
      passage: "Psalm 46:10",
      teaching: "Stillness is not laziness. It is trust that God is God and you are not.",
      reflectionQuestion: "Where do you need to be still today?",
      prayerPrompt: "Ask God to quiet your mind.",
      actionStep: "",
      ...overrides,
    }).map(([field, value]) => [`days.${index}.${field}`, value]);
  const planFields: [string, string][] = [["title", "Be Still"], ["description", "Three quiet days."], ["focusArea", "Prayer Life"]];

  it("creates a draft, saves days, refuses a passage the Bible does not have, then publishes to The Path", async () => {
    const a = await premiumMember();
    const created = await post("/path/builder", a.cookie, [["intent", "create"], ...planFields]);
    expect(created.status).toBe(302);
    const planId = new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("plan")!;
    expect((await get(`/path/builder?plan=${planId}`, a.cookie)).status).toBe(200);

    const added = await post(`/path/builder?plan=${planId}`, a.cookie, [["intent", "add-day"], ...planFields]);
    expect(added.status).toBe(302);
    expect(await testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).all()).toHaveLength(1);

    for (const [passage, message] of [
      ["Psalm 151:1", BUILDER_ERRORS.passageMissing("Psalms 151:1")],
      ["Psalm 46:99", BUILDER_ERRORS.passageMissing("Psalms 46:99")],
      ["Psalm 46", BUILDER_ERRORS.passageLength],
      ["Psalm 119:1-40", BUILDER_ERRORS.passageLength],
    ]) {
      const bad = await post(`/path/builder?plan=${planId}`, a.cookie, [["intent", "publish"], ...planFields, ...day(0, { passage: passage! })]);
      expect(bad.status, passage).toBe(400);
      expect(await bad.text()).toContain(html(message!));
    }
    const empty = await post(`/path/builder?plan=${planId}`, a.cookie, [["intent", "publish"], ...planFields, ...day(0, { teaching: "" })]);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(html(BUILDER_ERRORS.teaching));
    expect((await testDb().select().from(plans).where(eq(plans.id, planId)).get())!.status).toBe("draft");

    const published = await post(`/path/builder?plan=${planId}`, a.cookie, [["intent", "publish"], ...planFields, ...day(0)]);
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/path/${planId}`);
    expect(await testDb().select().from(plans).where(eq(plans.id, planId)).get()).toMatchObject({ status: "ready", source: "custom", length_days: 1 });
    expect((await testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).get())!.passage).toBe("Psalms 46:10");
    // Published: no longer editable in the builder.
    expect((await get(`/path/builder?plan=${planId}`, a.cookie)).status).toBe(404);
  });

  it("another member cannot open or save into his draft", async () => {
    const a = await premiumMember();
    const b = await premiumMember();
    const created = await post("/path/builder", a.cookie, [["intent", "create"], ...planFields]);
    const planId = new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("plan")!;
    expect((await get(`/path/builder?plan=${planId}`, b.cookie)).status).toBe(404);
    expect((await get(`/path/${planId}`, b.cookie)).status).toBe(404);
    const save = await post(`/path/builder?plan=${planId}`, b.cookie, [["intent", "save"], ["title", "Stolen"], ["description", ""], ["focusArea", "Work"]]);
    expect(save.status).toBe(404);
    expect((await testDb().select().from(plans).where(eq(plans.id, planId)).get())!.title).toBe("Be Still");
  });

  it("a save that finds the plan published meanwhile is a 409 and leaves its days as they were", async () => {
    const a = await premiumMember();
    const created = await post("/path/builder", a.cookie, [["intent", "create"], ...planFields]);
    const planId = new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("plan")!;
    expect((await post(`/path/builder?plan=${planId}`, a.cookie, [["intent", "save"], ...planFields, ...day(0)])).status).toBe(302);
    const daysBefore = await testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).all();
    // His other tab publishes the plan after this save has read it as a draft, before it writes.
    const db = testDb();
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          await env.DB.prepare("UPDATE plans SET status = 'ready' WHERE id = ?").bind(planId).run();
          return target.batch(statements);
        };
      },
    });
    const app = domainContext(racing);
    const rewrite = { ...{ title: "Be Still", description: "Three quiet days.", focusArea: "Prayer Life" as const }, days: [1, 2].map((n) => ({
      title: `Rewritten ${n}`,
      passage: "Psalm 23:1",
      teaching: "A different teaching.",
      reflectionQuestion: "What now?",
      prayerPrompt: "Pray.",
      actionStep: "",
    })) };
    await expect(saveDraft(app, await memberScopeFor(a.id), planId, rewrite, { publish: false })).resolves.toMatchObject({ ok: false, status: 409 });
    expect(await testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).all()).toEqual(daysBefore);
    expect(await testDb().select().from(plans).where(eq(plans.id, planId)).get()).toMatchObject({ title: "Be Still", length_days: 1 });
  });

  it("refuses bad builder input with a 400 and writes nothing", async () => {
    const a = await premiumMember();
    const before = await planCount();
    expect((await post("/path/builder", a.cookie, [["intent", "create"], ["title", "x"], ["focusArea", "Work"]])).status).toBe(400);
    expect((await post("/path/builder", a.cookie, [["intent", "create"], ["title", "Fine title"], ["focusArea", "Knitting"]])).status).toBe(400);
    expect((await post("/path/builder", a.cookie, [["intent", "explode"]])).status).toBe(400);
    expect(await planCount()).toBe(before);
  });
});
