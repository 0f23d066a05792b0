import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, localDate } from "../../app/kernel/dates";
import { gatheringPhase } from "../../app/kernel/gatherings/rules";
import { PRAYING_FIRST_PAGE } from "../../app/kernel/prayer/rules";
import { localClock } from "../../app/kernel/reminders";
import {
  encouragementWhispers,
  flockMembers,
  flocks,
  gatheringMembers,
  gatherings,
  journalEntries,
  notifications,
  planDayProgress,
  planEnrollments,
  seriesFollows,
  user,
} from "../../worker/db/schema";
import { checkFeatureAccess } from "../../worker/domain/gate.server";
import { findFlockFor } from "../../worker/domain/flock/access.server";
import { flockPage } from "../../worker/domain/flock/page.server";
import { findGatheringFor } from "../../worker/domain/gatherings/access.server";
import { pastureFeed } from "../../worker/domain/pasture/page.server";
import { prayerPage } from "../../worker/domain/prayer/page.server";
import { pathOverview } from "../../worker/domain/plans.server";
import { streakFor } from "../../worker/domain/progress.server";
import { DEMO_ACCOUNT, DEMO_BROTHER, DEMO_PLAN_ID } from "../../worker/seed/demo.server";
import { DEMO_FLOCK, DEMO_FLOCK_PLAN } from "../../worker/seed/flock-demo";
import { DEMO_PRAYER_GATHERING } from "../../worker/seed/prayer-gatherings-demo";
import { seedWalkHistory } from "../../worker/seed/history";
import { domainContext, memberScopeFor, nextCookie, ORIGIN, pageText, request, signUp, testDb } from "./helpers";

async function seedOnce() {
  const env2 = env as typeof env & { ALLOW_DEMO_SEED?: string };
  env2.ALLOW_DEMO_SEED = "true";
  try {
    expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(200);
  } finally {
    delete env2.ALLOW_DEMO_SEED;
  }
}

describe("the demo seed", () => {
  it("creates a member with weeks of history, once", async () => {
    const env2 = env as typeof env & { ALLOW_DEMO_SEED?: string };
    env2.ALLOW_DEMO_SEED = "true";
    try {
      const first = await request("/api/dev/seed", { method: "POST" });
      expect(first.status).toBe(200);
      const body = (await first.json()) as { created: boolean; history: Record<string, number> };
      expect(body.created).toBe(true);
      expect(body.history.completions).toBeGreaterThanOrEqual(14);
      expect(body.history.journalEntries).toBeGreaterThanOrEqual(5);
      const again = (await (await request("/api/dev/seed", { method: "POST" })).json()) as { created: boolean };
      expect(again.created).toBe(false);
    } finally {
      delete env2.ALLOW_DEMO_SEED;
    }
    const demo = await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
    // His plan days fall inside the streak, so the streak is still the history's nine days.
    expect(await streakFor(testDb(), await memberScopeFor(demo!.id))).toBe(9);
    // One started catalogue plan: day 1 three days ago, days 1-3 done, so today is day 4.
    const enrollment = await testDb().select().from(planEnrollments).where(eq(planEnrollments.user_id, demo!.id)).all();
    expect(enrollment).toEqual([expect.objectContaining({ plan_id: DEMO_PLAN_ID, status: "active" })]);
    const done = await testDb().select().from(planDayProgress).where(eq(planDayProgress.user_id, demo!.id)).all();
    expect(done.map((row) => row.day_number).sort()).toEqual([1, 2, 3]);
    const path = await pathOverview(testDb(), await memberScopeFor(demo!.id));
    expect(path.active[0]).toMatchObject({ id: DEMO_PLAN_ID, schedule: { todayDay: 4, completedCount: 3, behind: 0 }, today: { day: 4, completed: false } });
    const unread = await testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, demo!.id)).all();
    expect(unread.filter((whisper) => !whisper.read)).toHaveLength(1);
  });

  it("gives the demo member a living Pasture: brothers' posts over days, comments, reactions, his mention and a followed series", async () => {
    await seedOnce();
    await seedOnce();
    const demo = (await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get())!;
    const feed = await pastureFeed(testDb(), await memberScopeFor(demo.id));
    if (!feed.ok) throw new Error("the feed refused the demo member");
    const posts = feed.posts;
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((post) => post.author.displayName))).toEqual(new Set(["Marcus", "Caleb", "Josiah", "Eli Brooks", "Daniel"]));
    const days = new Set(posts.map((post) => post.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(3);
    expect(posts.every((post) => Date.parse(post.createdAt) < Date.now())).toBe(true);
    expect(posts.map((post) => post.scripture?.reference).filter(Boolean)).toEqual(expect.arrayContaining([expect.stringMatching(/^Psalms? 34:18$/)]));
    expect(posts.some((post) => post.share?.kind === "plan_day" && post.share.label.startsWith("I read day 1 of"))).toBe(true);
    expect(posts.flatMap((post) => post.comments).length).toBeGreaterThanOrEqual(3);
    const his = posts.find((post) => post.mine)!;
    expect(his.reactions).toEqual({ amen: { count: 2, mine: false }, praying: { count: 1, mine: false } });
    const mention = posts[0]!;
    expect(mention.body).toContain(`@${DEMO_ACCOUNT.username}`);
    const [notification] = await testDb().select().from(notifications).where(eq(notifications.source_id, mention.id)).all();
    expect(notification).toMatchObject({ user_id: demo.id, type: "mention_post", read: false, link: `/pasture#post-${mention.id}` });
    expect(await testDb().select().from(seriesFollows).where(eq(seriesFollows.user_id, demo.id)).all()).toHaveLength(1);

    // And on the page he opens.
    const signIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN },
      json: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(signIn.status).toBe(200);
    const page = await request("/pasture", { cookie: nextCookie("", signIn) });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    for (const seen of ["praying for you and Sarah this week", "Up before the kids", "Going back to him is the win", "Amen", "Praying"]) {
      expect(text).toContain(seen);
    }
  });

  it("has Marcus, Premium, leading a Pasture gathering that is live now, and the demo member invited to one tomorrow evening", async () => {
    await seedOnce();
    await seedOnce();
    const now = new Date();
    const byEmail = async (email: string) => (await testDb().select().from(user).where(eq(user.email, email)).get())!;
    const demo = await byEmail(DEMO_ACCOUNT.email);
    const marcus = await byEmail(DEMO_BROTHER.email);
    expect(await checkFeatureAccess(domainContext(), await memberScopeFor(marcus.id), "gathering_content")).toMatchObject({ allowed: true });

    const hosted = await testDb().select().from(gatherings).where(and(eq(gatherings.host_id, marcus.id), eq(gatherings.kind, "study"))).all();
    expect(hosted.map((g) => g.audience).sort()).toEqual(["invite", "pasture"]);
    const times = (g: (typeof hosted)[number]) => ({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at });

    const live = hosted.find((g) => g.audience === "pasture")!;
    expect(gatheringPhase(times(live), now)).toBe("live");
    const minutesIn = (now.getTime() - live.starts_at.getTime()) / 60_000;
    expect(minutesIn).toBeGreaterThan(0);
    expect(minutesIn).toBeLessThan(15);
    expect(live.duration_minutes).toBe(120);
    expect(live.guide?.passage.text.length).toBeGreaterThan(20);
    expect(live.guide?.questions.length).toBeGreaterThanOrEqual(4);
    const liveMembers = await testDb().select().from(gatheringMembers).where(eq(gatheringMembers.gathering_id, live.id)).all();
    expect(liveMembers.filter((m) => m.rsvp === "going" && m.user_id !== marcus.id).length).toBeGreaterThanOrEqual(3);

    const invite = hosted.find((g) => g.audience === "invite")!;
    expect(gatheringPhase(times(invite), now)).toBe("upcoming");
    const demoScope = await memberScopeFor(demo.id);
    expect(localClock(demoScope.timeZone, invite.starts_at)).toEqual({ date: addDays(localDate(demoScope.timeZone, now), 1), time: "19:00" });
    const invitedRows = await testDb().select().from(gatheringMembers).where(eq(gatheringMembers.gathering_id, invite.id)).all();
    expect(invitedRows.find((m) => m.user_id === demo.id)).toMatchObject({ invited: true });

    // He can open both; a brother who was not invited cannot see the invite-only one.
    expect((await findGatheringFor(testDb(), demoScope, live.room_name)).ok).toBe(true);
    expect((await findGatheringFor(testDb(), demoScope, invite.room_name)).ok).toBe(true);
    const caleb = await byEmail("caleb@shepherd.local");
    expect(await findGatheringFor(testDb(), { id: caleb.id }, invite.room_name)).toMatchObject({ ok: false, status: 404 });
  });

  it("has his flock's leader hosting a prayer gathering for the flock within the day, which the demo member can open", async () => {
    await seedOnce();
    await seedOnce();
    const now = new Date();
    const demo = (await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get())!;
    const marcus = (await testDb().select().from(user).where(eq(user.email, DEMO_BROTHER.email)).get())!;
    const prayer = await testDb().select().from(gatherings).where(and(eq(gatherings.host_id, marcus.id), eq(gatherings.kind, "prayer"))).all();
    expect(prayer).toHaveLength(1);
    const coming = prayer[0]!;
    expect(coming).toMatchObject({ title: DEMO_PRAYER_GATHERING.title, audience: "flock" });
    expect(coming.starts_at.getTime()).toBeGreaterThan(now.getTime());
    expect(coming.starts_at.getTime()).toBeLessThan(now.getTime() + 86_400_000);
    expect((await findGatheringFor(testDb(), await memberScopeFor(demo.id), coming.room_name)).ok).toBe(true);
  });

  it("gives the demo member a prayer life: his own requests, an answered one, and more of his brothers' than /prayer's first page holds", async () => {
    await seedOnce();
    await seedOnce();
    const demo = (await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get())!;
    const scope = await memberScopeFor(demo.id);
    const page = await prayerPage(testDb(), scope);
    expect(page.mine.map((request) => request.audience).sort()).toEqual(["flock", "private"]);
    expect(page.answered).toHaveLength(1);
    expect(page.praying).toHaveLength(PRAYING_FIRST_PAGE);
    expect(page.prayingMoreFrom).not.toBeNull();
    expect(page.praying[0]).toMatchObject({ urgent: true, author: { displayName: "Caleb" } });
    expect(page.praise.map((report) => report.author?.displayName)).toContain("Eli Brooks");

    const whole = await prayerPage(testDb(), scope, { allPraying: true });
    expect(whole.praying.length).toBeGreaterThan(PRAYING_FIRST_PAGE);
    expect(whole.praying.some((request) => request.isMine)).toBe(false);
    const anonymous = whole.praying.filter((request) => request.anonymous);
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]!.author).toBeNull();
    expect(new Set(whole.praying.map((request) => request.audience))).toEqual(new Set(["flock", "pasture"]));
  });

  it("puts the demo member in a lively flock: brothers, two weeks of reflections with comments, his unread mention, shared walks and a flock plan under way", async () => {
    await seedOnce();
    await seedOnce();
    const byEmail = async (email: string) => (await testDb().select().from(user).where(eq(user.email, email)).get())!;
    const demo = await byEmail(DEMO_ACCOUNT.email);
    const marcus = await byEmail(DEMO_BROTHER.email);
    const seeded = await testDb().select().from(flocks).where(eq(flocks.name, DEMO_FLOCK.name)).all();
    expect(seeded).toHaveLength(1);
    const flock = seeded[0]!;
    expect(flock.created_by).toBe(marcus.id);

    const scope = await memberScopeFor(demo.id);
    const access = await findFlockFor(testDb(), scope, flock.id);
    expect(access).toMatchObject({ ok: true, role: "co_leader" });
    const members = await testDb().select().from(flockMembers).where(eq(flockMembers.flock_id, flock.id)).all();
    expect(members).toHaveLength(5);

    const opened = await flockPage(testDb(), scope, flock.id);
    if (!opened.ok) throw new Error("the demo member could not open his flock");
    const { page } = opened;
    expect(page.reflections.length).toBeGreaterThanOrEqual(4);
    const ages = page.reflections.map((r) => (Date.now() - Date.parse(r.createdAt)) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(7);
    expect(Math.max(...ages)).toBeLessThan(15);
    expect(ages.every((age) => age > 0)).toBe(true);
    expect(new Set(page.reflections.map((r) => r.author.displayName)).size).toBeGreaterThanOrEqual(4);
    expect(page.reflections.flatMap((r) => r.comments).length).toBeGreaterThanOrEqual(4);

    const mentioning = page.reflections.flatMap((r) => r.comments.map((c) => ({ reflection: r, comment: c }))).find(({ comment }) => comment.body.includes(`@${DEMO_ACCOUNT.username}`))!;
    expect(mentioning.reflection.mine).toBe(true);
    const [notification] = await testDb().select().from(notifications).where(eq(notifications.source_id, mentioning.comment.id)).all();
    expect(notification).toMatchObject({ user_id: demo.id, mentioner_id: marcus.id, type: "mention_reflection", read: false, link: `/flock/${flock.id}#reflection-${mentioning.reflection.id}` });

    // Three share their walk (he among them); Josiah and Eli do not, so they have no row.
    expect(page.accountability.optedIn).toBe(true);
    expect(page.accountability.rows).toHaveLength(3);

    // The flock plan began five days ago: today is day 6; Marcus and Caleb have read it, he has not.
    const plan = page.plan.plan!;
    expect(plan).toMatchObject({ kind: "catalogue", today: 6, myStatus: "enrolled" });
    const doneToday = plan.progress.filter((row) => row.done).map((row) => row.member.displayName);
    expect(doneToday.sort()).toEqual(["Caleb", "Marcus"]);
    expect(plan.progress).toHaveLength(5);
    const path = await pathOverview(testDb(), scope);
    expect(path.withFlock).toEqual([expect.objectContaining({ flockId: flock.id, today: 6 })]);
    expect(path.withFlock[0]!.todayHref).toContain(DEMO_FLOCK_PLAN);

    // And on the pages he opens.
    const signIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN },
      json: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const cookie = nextCookie("", signIn);
    expect(await pageText(await request("/flock", { cookie }))).toContain(DEMO_FLOCK.name);
    const text = await pageText(await request(`/flock/${flock.id}`, { cookie }));
    for (const seen of ["Went back to Ben", "Proud to walk with you", "No Man Alone"]) expect(text).toContain(seen);
  });

  it("keeps each member's history to that member", async () => {
    const a = await signUp();
    await seedWalkHistory({ db: testDb(), env }, { userId: a.id, timeZone: "UTC", days: 10, streakDays: 4 });
    const b = await signUp();
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, b.id)).all()).toEqual([]);
    expect(await streakFor(testDb(), await memberScopeFor(a.id))).toBe(4);
  });
});
