/**
 * Flock plans through the real worker: what a flock walks together. The access matrix for every
 * door (leader, co-leader, member, a member of another flock, a removed member, a non-member, a
 * visitor); only leaders start and end; his own plan must be his; enrolled brothers see it on The
 * Path and declined ones and other flocks do not; today's progress reads the plan-progress rows;
 * day threads stay in their flock; bad input is 400 with nothing written.
 */
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { addDays } from "../../app/kernel/dates";
import { catalogPlans } from "../../worker/content/plans";
import { librarySeries } from "../../worker/content/series";
import { flockMembers, flockPlanDayComments, flockPlanEnrollments, flockPlans, planDays, plans } from "../../worker/db/schema";
import { enrollNewMember } from "../../worker/domain/flock/plans.server";
import { completePlanDay, pathOverview, planDetail } from "../../worker/domain/plans.server";
import { ensureCatalogue } from "../../worker/domain/plans-catalogue.server";
import { seedFlockPlan } from "../../worker/seed/flock-plans";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { flashToast, formPost, memberScopeFor, pageText, request, signUp, testDb } from "./helpers";

const P = FLOCK_COPY.plan;
const ZONE = "America/Chicago";
const PLAN = catalogPlans.find((plan) => plan.slug.startsWith("brotherhood")) ?? catalogPlans[0]!;
const SERIES = librarySeries[0]!;

type Man = Awaited<ReturnType<typeof signUp>>;
const man = () => signUp({ timeZone: ZONE });
const todayOf = async (m: Man) => (await memberScopeFor(m.id)).today;

const api = (flockId: string, rest = "") => `/api/flocks/${flockId}/plan${rest}`;
const get = (path: string, m?: Man) => request(path, { cookie: m?.cookie });
const send = (method: string, path: string, m: Man | undefined, json?: unknown) => request(path, { method, cookie: m?.cookie, json: json ?? {} });

const flockPlanCount = async () => (await testDb().select({ value: count() }).from(flockPlans).get())!.value;
const commentCount = async () => (await testDb().select({ value: count() }).from(flockPlanDayComments).get())!.value;
const enrollmentOf = async (flockPlanId: string, userId: string) =>
  (
    await testDb()
      .select({ status: flockPlanEnrollments.status })
      .from(flockPlanEnrollments)
      .where(and(eq(flockPlanEnrollments.flock_plan_id, flockPlanId), eq(flockPlanEnrollments.user_id, userId)))
      .get()
  )?.status ?? null;

/** His own ready plan of three days, as The Path's builder leaves a published one. */
async function ownPlanOf(m: Man, status: "ready" | "draft" = "ready") {
  const db = testDb();
  const [row] = await db
    .insert(plans)
    .values({ user_id: m.id, title: "Steady in the Storm", description: "Three days on peace.", focus_area: "Work", length_days: 3, status, source: "custom" })
    .returning();
  await db.insert(planDays).values(
    [1, 2, 3].map((day) => ({
      plan_id: row!.id,
      day_number: day,
      title: `Storm day ${day}`,
      passage: "Psalm 46:1-3",
      teaching: "God is our refuge and strength.",
      reflection_question: "Where do you need refuge?",
      prayer_prompt: "Lord, be my refuge.",
    })),
  );
  return row!.id;
}

/**
 * Flock A (leader, co-leader, member, and a man since removed) and flock B (its own leader), a man in
 * no flock, and a visitor.
 */
async function twoFlocks() {
  const [leader, coLeader, member, removed, otherLeader, outsider] = [await man(), await man(), await man(), await man(), await man(), await man()];
  const db = testDb();
  const a = await seedFlock(db, { leaderId: leader.id, name: "Iron Men" });
  await seedFlockMember(db, { flockId: a.id, userId: coLeader.id, role: "co_leader" });
  await seedFlockMember(db, { flockId: a.id, userId: member.id });
  await seedFlockMember(db, { flockId: a.id, userId: removed.id });
  const b = await seedFlock(db, { leaderId: otherLeader.id, name: "Fishers" });
  return { a, b, leader, coLeader, member, removed, otherLeader, outsider };
}

const removeFromFlock = (flockId: string, userId: string) =>
  testDb().delete(flockMembers).where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, userId)));

async function startCatalogue(flockId: string, by: Man, startDate?: string) {
  const response = await send("POST", api(flockId), by, { kind: "catalogue", ref: PLAN.slug, startDate: startDate ?? (await todayOf(by)) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { plan: { id: string } }).plan.id;
}

beforeAll(async () => {
  await ensureCatalogue(testDb());
});

describe("the access matrix", () => {
  it("reading the flock plan: members of the flock only; everyone else gets the flock's not-found", async () => {
    const f = await twoFlocks();
    await startCatalogue(f.a.id, f.leader);
    await removeFromFlock(f.a.id, f.removed.id);
    for (const m of [f.leader, f.coLeader, f.member]) {
      const response = await get(api(f.a.id), m);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { plan: { title: string } }).plan.title).toBe(PLAN.title);
    }
    for (const m of [f.otherLeader, f.removed, f.outsider]) {
      const response = await get(api(f.a.id), m);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: FLOCK_COPY.errors.notFound });
    }
    expect((await get(api(f.a.id))).status).toBe(401);
  });

  it("starting: the leader and co-leader may; a member is refused; outsiders get not-found; nothing written for them", async () => {
    const f = await twoFlocks();
    await removeFromFlock(f.a.id, f.removed.id);
    const today = await todayOf(f.leader);
    const body = { kind: "catalogue", ref: PLAN.slug, startDate: today };
    const before = await flockPlanCount();
    const refusedMember = await send("POST", api(f.a.id), f.member, body);
    expect(refusedMember.status).toBe(403);
    expect(await refusedMember.json()).toEqual({ error: FLOCK_COPY.errors.notLeader });
    for (const m of [f.otherLeader, f.removed, f.outsider]) expect((await send("POST", api(f.a.id), m, body)).status).toBe(404);
    expect((await send("POST", api(f.a.id), undefined, body)).status).toBe(401);
    expect(await flockPlanCount()).toBe(before);

    expect((await send("POST", api(f.a.id), f.coLeader, body)).status).toBe(201);
    // One at a time: a second start is refused until the first is ended.
    const second = await send("POST", api(f.a.id), f.leader, body);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: P.errors.alreadyActive });
    expect(await flockPlanCount()).toBe(before + 1);
  });

  it("every current member is enrolled; a member declines and joins again; outsiders cannot touch it", async () => {
    const f = await twoFlocks();
    await removeFromFlock(f.a.id, f.removed.id);
    const id = await startCatalogue(f.a.id, f.leader);
    for (const m of [f.leader, f.coLeader, f.member]) expect(await enrollmentOf(id, m.id)).toBe("enrolled");
    expect(await enrollmentOf(id, f.removed.id)).toBeNull();
    expect(await enrollmentOf(id, f.otherLeader.id)).toBeNull();

    const declined = await send("PUT", api(f.a.id, "/enrollment"), f.member, { status: "declined" });
    expect(declined.status).toBe(200);
    expect(await enrollmentOf(id, f.member.id)).toBe("declined");
    expect((await send("PUT", api(f.a.id, "/enrollment"), f.member, { status: "enrolled" })).status).toBe(200);
    expect(await enrollmentOf(id, f.member.id)).toBe("enrolled");

    for (const m of [f.otherLeader, f.removed, f.outsider]) {
      expect((await send("PUT", api(f.a.id, "/enrollment"), m, { status: "enrolled" })).status).toBe(404);
      expect(await enrollmentOf(id, m.id)).toBeNull();
    }
    expect((await send("PUT", api(f.a.id, "/enrollment"), undefined, { status: "declined" })).status).toBe(401);
  });

  it("day comments: members write and read them; outsiders get not-found and nothing is written", async () => {
    const f = await twoFlocks();
    await removeFromFlock(f.a.id, f.removed.id);
    await startCatalogue(f.a.id, f.leader);
    const posted = await send("POST", api(f.a.id, "/comments"), f.member, { day: 1, body: "Verse 3 hit me hard." });
    expect(posted.status).toBe(201);
    expect((await send("POST", api(f.a.id, "/comments"), f.coLeader, { day: 1, body: "Amen." })).status).toBe(201);
    const read = await get(api(f.a.id, "/comments?day=1"), f.leader);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { comments: { body: string }[] }).comments.map((c) => c.body)).toEqual(["Verse 3 hit me hard.", "Amen."]);

    const before = await commentCount();
    for (const m of [f.otherLeader, f.removed, f.outsider]) {
      expect((await send("POST", api(f.a.id, "/comments"), m, { day: 1, body: "Let me in" })).status).toBe(404);
      expect((await get(api(f.a.id, "/comments?day=1"), m)).status).toBe(404);
    }
    expect((await send("POST", api(f.a.id, "/comments"), undefined, { day: 1, body: "Hi" })).status).toBe(401);
    expect((await get(api(f.a.id, "/comments?day=1"))).status).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it("ending: leaders only; a member is refused, outsiders get not-found; ending leaves no row of it behind", async () => {
    const f = await twoFlocks();
    await removeFromFlock(f.a.id, f.removed.id);
    const id = await startCatalogue(f.a.id, f.leader);
    await send("POST", api(f.a.id, "/comments"), f.member, { day: 1, body: "Good start." });
    expect((await send("DELETE", api(f.a.id), f.member)).status).toBe(403);
    for (const m of [f.otherLeader, f.removed, f.outsider]) expect((await send("DELETE", api(f.a.id), m)).status).toBe(404);
    expect((await send("DELETE", api(f.a.id), undefined)).status).toBe(401);
    expect(await testDb().select().from(flockPlans).where(eq(flockPlans.id, id)).get()).toBeDefined();

    expect((await send("DELETE", api(f.a.id), f.coLeader)).status).toBe(200);
    const db = testDb();
    expect(await db.select().from(flockPlans).where(eq(flockPlans.id, id)).all()).toEqual([]);
    expect(await db.select().from(flockPlanEnrollments).where(eq(flockPlanEnrollments.flock_plan_id, id)).all()).toEqual([]);
    expect(await db.select().from(flockPlanDayComments).where(eq(flockPlanDayComments.flock_plan_id, id)).all()).toEqual([]);
    const after = await get(api(f.a.id), f.member);
    expect(await after.json()).toEqual({ plan: null });
    expect((await send("DELETE", api(f.a.id), f.leader)).status).toBe(404);
  });
});

describe("what the flock walks", () => {
  it("his own plan: the leader's own ready plan starts; another man's plan, or a draft, is not found", async () => {
    const f = await twoFlocks();
    const today = await todayOf(f.leader);
    const others = await ownPlanOf(f.coLeader);
    const draft = await ownPlanOf(f.leader, "draft");
    for (const ref of [others, draft, "not-a-plan"]) {
      const refused = await send("POST", api(f.a.id), f.leader, { kind: "own", ref, startDate: today });
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: P.errors.planNotFound, field: "ref" });
    }
    // A catalogue plan's slug is not "his own" either.
    expect((await send("POST", api(f.a.id), f.leader, { kind: "own", ref: PLAN.slug, startDate: today })).status).toBe(404);
    expect(await testDb().select().from(flockPlans).where(eq(flockPlans.flock_id, f.a.id)).all()).toEqual([]);

    const mine = await ownPlanOf(f.leader);
    const started = await send("POST", api(f.a.id), f.leader, { kind: "own", ref: mine, startDate: today });
    expect(started.status).toBe(201);
    expect(((await started.json()) as { plan: { title: string; length: number } }).plan).toMatchObject({ title: "Steady in the Storm", length: 3 });

    // His brothers can read and check off its days now; a man of another flock still cannot see it.
    const brother = await memberScopeFor(f.member.id);
    expect((await planDetail(testDb(), brother, mine))?.plan.title).toBe("Steady in the Storm");
    expect(await completePlanDay(testDb(), brother, mine, 1)).toMatchObject({ ok: true });
    expect(await planDetail(testDb(), await memberScopeFor(f.otherLeader.id), mine)).toBeNull();
    expect((await get(`/path/${mine}`, f.member)).status).toBe(200);
    expect((await get(`/path/${mine}`, f.otherLeader)).status).toBe(404);
  });

  it("a library series starts, counted in sessions", async () => {
    const f = await twoFlocks();
    const today = await todayOf(f.leader);
    const started = await send("POST", api(f.a.id), f.leader, { kind: "series", ref: SERIES.slug, startDate: today });
    expect(started.status).toBe(201);
    const body = (await started.json()) as { plan: { title: string; length: number; today: number; todayHref: string; progress: { done: unknown }[] } };
    expect(body.plan).toMatchObject({ title: SERIES.title, length: SERIES.sessions.length, today: 1, todayHref: `/pasture/library/${SERIES.slug}#session-1` });
    expect(body.plan.progress.every((row) => row.done === null)).toBe(true);
  });

  it("men who join later are enrolled on joining", async () => {
    const f = await twoFlocks();
    const id = await startCatalogue(f.a.id, f.leader);
    const newcomer = await man();
    await seedFlockMember(testDb(), { flockId: f.a.id, userId: newcomer.id });
    await enrollNewMember(testDb(), f.a.id, newcomer.id);
    expect(await enrollmentOf(id, newcomer.id)).toBe("enrolled");
    // Joining a flock that walks nothing enrols him in nothing.
    await seedFlockMember(testDb(), { flockId: f.b.id, userId: newcomer.id });
    await enrollNewMember(testDb(), f.b.id, newcomer.id);
    expect(await testDb().select().from(flockPlanEnrollments).where(eq(flockPlanEnrollments.user_id, newcomer.id)).all()).toHaveLength(1);
  });
});

describe("on The Path", () => {
  it("enrolled brothers see it with a link to the day and the flock; declined ones and other flocks do not", async () => {
    const f = await twoFlocks();
    await startCatalogue(f.a.id, f.leader);
    await send("PUT", api(f.a.id, "/enrollment"), f.coLeader, { status: "declined" });
    const overview = await pathOverview(testDb(), await memberScopeFor(f.member.id));
    expect(overview.withFlock).toEqual([
      expect.objectContaining({ flockId: f.a.id, flockName: "Iron Men", title: PLAN.title, today: 1, todayHref: `/path/${PLAN.slug}#day-1`, done: false }),
    ]);
    const page = await get("/path", f.member);
    const html = await page.text();
    expect(html).toContain(P.onPathHeading);
    expect(html).toContain(`/flock/${f.a.id}`);

    expect((await pathOverview(testDb(), await memberScopeFor(f.coLeader.id))).withFlock).toEqual([]);
    expect((await pathOverview(testDb(), await memberScopeFor(f.otherLeader.id))).withFlock).toEqual([]);
    expect(await (await get("/path", f.otherLeader)).text()).not.toContain(P.onPathHeading);
  });
});

describe("progress on today's day", () => {
  it("shows done only for the brother who checked off today's day, not for an earlier day", async () => {
    const f = await twoFlocks();
    const today = await todayOf(f.leader);
    // Started yesterday: today is day 2 for every brother.
    await seedFlockPlan(testDb(), { flockId: f.a.id, startedBy: f.leader.id, ref: PLAN.slug, startedDaysAgo: 1, today });

    expect(await completePlanDay(testDb(), await memberScopeFor(f.member.id), PLAN.slug, 2)).toMatchObject({ ok: true });
    expect(await completePlanDay(testDb(), await memberScopeFor(f.coLeader.id), PLAN.slug, 1)).toMatchObject({ ok: true });

    const view = (await (await get(api(f.a.id), f.leader)).json()) as {
      plan: { today: number; progress: { member: { id: string }; day: number; done: boolean }[] };
    };
    expect(view.plan.today).toBe(2);
    const doneBy = Object.fromEntries(view.plan.progress.map((row) => [row.member.id, [row.day, row.done]]));
    expect(doneBy).toEqual({ [f.leader.id]: [2, false], [f.coLeader.id]: [2, false], [f.member.id]: [2, true], [f.removed.id]: [2, false] });

    // A declined brother drops out of the progress list.
    await send("PUT", api(f.a.id, "/enrollment"), f.member, { status: "declined" });
    const after = (await (await get(api(f.a.id), f.leader)).json()) as { plan: { progress: { member: { id: string } }[] } };
    expect(after.plan.progress.map((row) => row.member.id)).not.toContain(f.member.id);
  });
});

describe("day threads stay in their flock", () => {
  it("flock B's comments on its day 1 never show in flock A's thread", async () => {
    const f = await twoFlocks();
    await startCatalogue(f.a.id, f.leader);
    await startCatalogue(f.b.id, f.otherLeader);
    await send("POST", api(f.b.id, "/comments"), f.otherLeader, { day: 1, body: "Fishers only." });
    await send("POST", api(f.a.id, "/comments"), f.member, { day: 1, body: "Iron sharpens iron." });
    const a = (await (await get(api(f.a.id, "/comments?day=1"), f.leader)).json()) as { comments: { body: string }[] };
    expect(a.comments.map((c) => c.body)).toEqual(["Iron sharpens iron."]);
    const page = (await (await get(api(f.a.id), f.leader)).json()) as { plan: { comments: { body: string }[] } };
    expect(page.plan.comments.map((c) => c.body)).toEqual(["Iron sharpens iron."]);
  });
});

describe("today's thread", () => {
  // Days since the start → the day shown as today: day 1 before and on the start, a session a week
  // for a series, the last day once the plan is over.
  const cases = [
    { kind: "catalogue", ref: PLAN.slug, startedDaysAgo: -3, today: 1 },
    { kind: "catalogue", ref: PLAN.slug, startedDaysAgo: 0, today: 1 },
    { kind: "catalogue", ref: PLAN.slug, startedDaysAgo: 3, today: 4 },
    { kind: "catalogue", ref: PLAN.slug, startedDaysAgo: PLAN.days.length - 1, today: PLAN.days.length },
    { kind: "catalogue", ref: PLAN.slug, startedDaysAgo: 400, today: PLAN.days.length },
    { kind: "series", ref: SERIES.slug, startedDaysAgo: -10, today: 1 },
    { kind: "series", ref: SERIES.slug, startedDaysAgo: 6, today: 1 },
    { kind: "series", ref: SERIES.slug, startedDaysAgo: 7, today: 2 },
    { kind: "series", ref: SERIES.slug, startedDaysAgo: 20, today: 3 },
    { kind: "series", ref: SERIES.slug, startedDaysAgo: 400, today: SERIES.sessions.length },
  ] as const;

  it("is the thread of the day the plan shows as today, wherever the flock is in it", async () => {
    const leader = await man();
    const today = await todayOf(leader);
    for (const { kind, ref, startedDaysAgo, today: day } of cases) {
      const flock = await seedFlock(testDb(), { leaderId: leader.id });
      const walked = await seedFlockPlan(testDb(), { flockId: flock.id, startedBy: leader.id, kind, ref, startedDaysAgo, today });
      const length = kind === "series" ? SERIES.sessions.length : PLAN.days.length;
      await testDb()
        .insert(flockPlanDayComments)
        .values(Array.from({ length }, (_, i) => ({ flock_plan_id: walked.id, day_number: i + 1, author_id: leader.id, body: `On day ${i + 1}` })));
      const view = (await (await get(api(flock.id), leader)).json()) as { plan: { today: number; comments: { body: string }[] } };
      expect({ kind, startedDaysAgo, today: view.plan.today, thread: view.plan.comments.map((c) => c.body) }).toEqual({
        kind,
        startedDaysAgo,
        today: day,
        thread: [`On day ${day}`],
      });
    }
  });
});

describe("bad input", () => {
  it("is refused with a 400 and its message, and nothing is written", async () => {
    const f = await twoFlocks();
    const today = await todayOf(f.leader);
    const before = await flockPlanCount();
    for (const [body, error, field] of [
      [{ kind: "everything", ref: PLAN.slug, startDate: today }, P.errors.kind, "kind"],
      [{ kind: "catalogue", startDate: today }, P.errors.ref, "ref"],
      [{ kind: "catalogue", ref: PLAN.slug, startDate: "tomorrow" }, P.errors.startDate, "startDate"],
      [{ kind: "catalogue", ref: PLAN.slug, startDate: addDays(today, -1) }, P.errors.startDate, "startDate"],
      [{ kind: "catalogue", ref: PLAN.slug, startDate: addDays(today, 400) }, P.errors.startDate, "startDate"],
      [{ kind: "catalogue", ref: "x".repeat(65), startDate: today }, P.errors.ref, "ref"],
    ] as const) {
      const refused = await send("POST", api(f.a.id), f.leader, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error, field });
    }
    const notJson = await request(api(f.a.id), { method: "POST", cookie: f.leader.cookie, body: "{", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(await flockPlanCount()).toBe(before);

    const id = await startCatalogue(f.a.id, f.leader);
    const comments = await commentCount();
    for (const [body, error] of [
      [{ day: 1, body: "   " }, P.errors.commentEmpty],
      [{ day: 1, body: "x".repeat(501) }, P.errors.commentTooLong],
      [{ day: 0, body: "Hi" }, P.errors.day],
      [{ day: "one", body: "Hi" }, P.errors.day],
      [{ day: PLAN.days.length + 1, body: "Hi" }, P.errors.day],
    ] as const) {
      const refused = await send("POST", api(f.a.id, "/comments"), f.member, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(error);
    }
    expect((await get(api(f.a.id, "/comments?day=-2"), f.member)).status).toBe(400);
    expect((await send("PUT", api(f.a.id, "/enrollment"), f.member, { status: "maybe" })).status).toBe(400);
    expect(await enrollmentOf(id, f.member.id)).toBe("enrolled");
    expect(await commentCount()).toBe(comments);
  });
});

describe("the flock page and its forms", () => {
  const postForm = (flockId: string, m: Man | undefined, fields: Record<string, string>) => request(`/flock/${flockId}/plan`, formPost(fields, { cookie: m?.cookie }));

  it("a leader starts, a member comments and declines, the leader ends — each back on the flock page with a toast", async () => {
    const f = await twoFlocks();
    const today = await todayOf(f.leader);
    const empty = await pageText(await get(`/flock/${f.a.id}`, f.leader));
    expect(empty).toContain(P.noneLeader);
    expect(empty).toContain(P.start);

    const started = await postForm(f.a.id, f.leader, { intent: "start", choice: `catalogue:${PLAN.slug}`, startDate: today });
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe(`/flock/${f.a.id}#flock-plan`);
    expect(flashToast(started)?.title).toBe(P.toasts.started);

    const commented = await postForm(f.a.id, f.member, { intent: "comment", day: "1", body: "Iron sharpens iron." });
    expect(commented.status).toBe(302);
    const page = await pageText(await get(`/flock/${f.a.id}`, f.member));
    expect(page).toContain(PLAN.title);
    expect(page).toContain(P.dayOf(1, PLAN.days.length));
    expect(page).toContain("Iron sharpens iron.");
    expect(page).toContain(P.decline);

    expect(flashToast(await postForm(f.a.id, f.member, { intent: "enrollment", status: "declined" }))?.title).toBe(P.toasts.declined);
    expect(await pageText(await get(`/flock/${f.a.id}`, f.member))).toContain(P.rejoin);

    const ended = await postForm(f.a.id, f.leader, { intent: "end" });
    expect(flashToast(ended)?.title).toBe(P.toasts.ended);
    expect(await testDb().select().from(flockPlans).where(eq(flockPlans.flock_id, f.a.id)).all()).toEqual([]);
  });

  it("a member may not start or end; outsiders get not-found; a visitor is sent to sign in; bad input is refused; nothing written", async () => {
    const f = await twoFlocks();
    await removeFromFlock(f.a.id, f.removed.id);
    const today = await todayOf(f.leader);
    const start = { intent: "start", choice: `catalogue:${PLAN.slug}`, startDate: today };
    const refused = await postForm(f.a.id, f.member, start);
    expect(refused.status).toBe(302);
    expect(flashToast(refused)).toMatchObject({ title: P.toasts.errorTitle, description: FLOCK_COPY.errors.notLeader });
    for (const m of [f.otherLeader, f.removed, f.outsider]) {
      expect((await postForm(f.a.id, m, start)).status).toBe(404);
      expect((await postForm(f.a.id, m, { intent: "comment", day: "1", body: "Hi" })).status).toBe(404);
    }
    const visitor = await postForm(f.a.id, undefined, start);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    expect(flashToast(await postForm(f.a.id, f.leader, { ...start, choice: "everything:x" }))).toMatchObject({ description: P.errors.kind });
    expect(flashToast(await postForm(f.a.id, f.leader, { ...start, startDate: addDays(today, -3) }))).toMatchObject({ description: P.errors.startDate });
    expect(flashToast(await postForm(f.a.id, f.leader, { intent: "dance" }))?.title).toBe(P.toasts.errorTitle);
    expect(await testDb().select().from(flockPlans).where(eq(flockPlans.flock_id, f.a.id)).all()).toEqual([]);
    expect((await get(`/flock/${f.a.id}`, f.otherLeader)).status).toBe(404);
  });
});
