/**
 * /insights and /insights/{id} through the real worker, the narrative insight (offline, and the
 * model's through the OpenAI fake and the gate), and the Monday summary email through the real
 * 15-minute cron: the access matrix (visitor, A, B), the numbers of seeded history across the US
 * spring-forward, bad input, and "once per local week" across time zones and DST.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, localDate, usageMonth } from "../../app/kernel/dates";
import { aggregatePeriod } from "../../app/kernel/insights";
import { lastWeek, periodContaining, type PeriodRange } from "../../app/kernel/insights-period";
import { composeOfflineNarrative } from "../../app/kernel/insights-narrative";
import { aiUsage, emailOutbox, emailPreferences, insights, monthlyUsageLimits, user } from "../../worker/db/schema";
import { generateInsight, INSIGHT_ARCHIVE_PAGE_SIZE, periodStats, storeInsight } from "../../worker/domain/insights.server";
import { checkScripture } from "../../worker/domain/scripture-check.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { sendWeeklySummaries } from "../../worker/domain/weekly-summary.server";
import worker from "../../worker/index";
import { createAi } from "../../worker/providers/ai";
import { REMINDER_CRON } from "../../worker/scheduled";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { seedWalkHistory } from "../../worker/seed/history";
import { seedLastWeekInsight } from "../../worker/seed/insights";
import type { RecordedChatCall, ScriptedAnswer } from "../fakes/openai";
import { domainContext, memberScopeFor, ORIGIN, request, signUp, testDb } from "./helpers";

const CHICAGO = "America/Chicago";
const NOT_FOUND = "That insight was not found.";
const LIMIT_REASON = "You&#x27;ve reached your monthly limit of 1 insight generations. Upgrade to Premium for unlimited access.";
const FAKE = "http://openai-fake.test";

const get = (path: string, cookie?: string) => request(path, { cookie });
const post = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers: { Origin: ORIGIN } });
const generate = (cookie: string | undefined, range: Pick<PeriodRange, "period" | "start">) =>
  post("/insights", cookie, [
    ["intent", "generate"],
    ["period", range.period],
    ["start", range.start],
  ]);

const insightsOf = (userId: string) => testDb().select().from(insights).where(eq(insights.user_id, userId)).all();
const allInsights = () => testDb().select({ id: insights.id }).from(insights).all();
const insightUsage = async (userId: string, timeZone = CHICAGO) =>
  (
    await testDb()
      .select()
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, usageMonth(timeZone))))
      .get()
  )?.insight_generations ?? 0;


const thisWeek = (timeZone = CHICAGO) => periodContaining("week", localDate(timeZone));

/** A member with a few weeks of walking behind him (the demo's factory) and last week's insight. */
async function walkingMember(timeZone = CHICAGO, now = new Date()) {
  const member = await signUp({ timeZone });
  await seedWalkHistory({ db: testDb(), env }, { userId: member.id, timeZone, days: 24, streakDays: 9, now });
  const insight = await seedLastWeekInsight(testDb(), { userId: member.id, timeZone, now });
  return { ...member, insight };
}

/** A fresh key with its answers queued in the OpenAI fake, and a client that uses it. */
async function scriptedAi(responses: ScriptedAnswer[]) {
  const key = `sk-test-insight-${crypto.randomUUID()}`;
  expect((await fetch(`${FAKE}/__script`, { method: "POST", body: JSON.stringify({ key, responses }) })).status).toBe(200);
  const calls = async () => (await (await fetch(`${FAKE}/__calls?key=${key}`)).json()) as RecordedChatCall[];
  return { key, ai: createAi({ ...env, OPENAI_API_KEY: key })!, calls };
}

const NARRATIVE = [
  "You showed up on six of the last seven days and checked in four times, and that steady faithfulness matters more than any single feeling. Your sense of connection moved around, from the low forties to the low nineties, which is what an honest walk with God looks like.",
  "You kept coming back to fatherhood, marriage and prayer, the places where a man is tested most. Philippians 1:6 reminds you that the one who began a good work in you will carry it on to completion.",
  "This week, choose one evening to pray with your wife before bed, and keep writing when something stirs in you.",
].join("\n\n");
const aiAnswer = (narrative = NARRATIVE) => ({ content: JSON.stringify({ narrative }), promptTokens: 300, completionTokens: 200 });
const inventedVerse = () => aiAnswer(NARRATIVE.replace("Philippians 1:6", "Hezekiah 3:16"));

describe("the access matrix", () => {
  it.each([
    ["GET", "/insights"],
    ["GET", "/insights?period=month&start=2026-03-01"],
    ["GET", "/insights/some-insight"],
    ["POST", "/insights"],
  ])("a visitor's %s %s is sent to sign in, and nothing is written", async (method, path) => {
    const before = await allInsights();
    const response = method === "GET" ? await get(path) : await generate(undefined, thisWeek());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    expect(await allInsights()).toHaveLength(before.length);
  });

  it("shows A his numbers, charts and insights, and B none of them", async () => {
    const [a, b] = await Promise.all([walkingMember(), signUp({ timeZone: CHICAGO })]);
    const lastWeek = a.insight.period_start;
    const ofA = await get(`/insights?period=week&start=${lastWeek}`, a.cookie);
    expect(ofA.status).toBe(200);
    const html = await ofA.text();
    for (const testId of ["insight-stats", "chart-trend", "chart-moods", "chart-focus", "chart-rhythm", "chart-streak", "insight-archive"]) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
    const firstParagraph = a.insight.narrative.split("\n\n")[0]!;
    expect(html).toContain(firstParagraph.slice(0, 60));
    expect(html).toContain(`href="/insights/${a.insight.id}"`);
    expect(html).toContain('role="img"');
    expect(html).toContain("<table");

    const ofB = await get(`/insights?period=week&start=${lastWeek}`, b.cookie);
    expect(ofB.status).toBe(200);
    const htmlOfB = await ofB.text();
    expect(htmlOfB).not.toContain(firstParagraph.slice(0, 60));
    expect(htmlOfB).not.toContain(a.insight.id);
    expect(htmlOfB).toContain("Your insights will gather here once you write your first.");
    expect(htmlOfB).toContain("No connection recorded in this period yet.");
    expect(htmlOfB).toContain("0 of 365 days walked");
  });

  it("opens A's insight for A and answers B, and an unknown id, with 404", async () => {
    const [a, b] = await Promise.all([walkingMember(), signUp({ timeZone: CHICAGO })]);
    const mine = await get(`/insights/${a.insight.id}`, a.cookie);
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(a.insight.narrative.split("\n\n")[0]!.slice(0, 60));
    for (const [id, cookie] of [
      [a.insight.id, b.cookie],
      ["no-such-insight", a.cookie],
      ["%27%20OR%201%3D1", a.cookie],
    ] as const) {
      const response = await get(`/insights/${id}`, cookie);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(NOT_FOUND);
    }
  });

  it("writes B's insight to B only: A's stays as it was", async () => {
    const [a, b] = await Promise.all([walkingMember(), signUp({ timeZone: CHICAGO })]);
    const range = { period: a.insight.period, start: a.insight.period_start };
    const response = await generate(b.cookie, range);
    expect(response.status).toBe(302);
    expect(await insightsOf(a.id)).toEqual([expect.objectContaining({ id: a.insight.id, narrative: a.insight.narrative })]);
    const [ofB] = await insightsOf(b.id);
    expect(ofB).toMatchObject({ period: "week", period_start: range.start, source: "offline" });
    expect((ofB!.stats as { completions: number }).completions).toBe(0);
  });
});

describe("the archive", () => {
  it("lists his insights newest first, a page at a time", async () => {
    const member = await signUp({ timeZone: CHICAGO });
    const empty = { progress: [], checkIns: [], journalDates: [], whisperDates: [], planDates: [] };
    const count = INSIGHT_ARCHIVE_PAGE_SIZE + 2;
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const range = periodContaining("week", addDays("2025-01-06", index * 7));
      const stats = aggregatePeriod(range, "2026-01-01", empty);
      const row = await storeInsight(testDb(), { userId: member.id, stats, narrative: `Insight number ${index}.`, source: "offline", now: new Date(Date.UTC(2025, 5, 1) + index * 60_000) });
      ids.push(row.id);
    }
    const newestFirst = [...ids].reverse();
    const html = await (await get("/insights", member.cookie)).text();
    const shown = [...html.matchAll(/href="\/insights\/([\w-]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(newestFirst.slice(0, INSIGHT_ARCHIVE_PAGE_SIZE));
    const older = /href="(\/insights\?[^"]*before=[^"#]*)#archive"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const rest = await (await get(older, member.cookie)).text();
    expect([...rest.matchAll(/href="\/insights\/([\w-]+)"/g)].map((match) => match[1])).toEqual(newestFirst.slice(INSIGHT_ARCHIVE_PAGE_SIZE));
    expect(rest).toContain("Back to the newest insights");
  });
});

describe("the numbers, from seeded history across the spring-forward", () => {
  // Thursday 2026-03-12 in Chicago; the week before holds Sunday 2026-03-08, a 23-hour day.
  const now = new Date("2026-03-12T15:00:00Z");

  it("counts the week of Mar 2 – 8 in the member's own days", async () => {
    const member = await signUp({ timeZone: CHICAGO });
    await seedWalkHistory({ db: testDb(), env }, { userId: member.id, timeZone: CHICAGO, days: 24, streakDays: 9, now });
    const stats = await periodStats(testDb(), member.id, periodContaining("week", "2026-03-02"), "2026-03-12");
    // Seeded: walked every day of the 9-day streak (Mar 3 – 11), not Mar 2 (the gap before it).
    expect(stats).toMatchObject({ days: 7, completions: 6, checkIns: 4, journalEntries: 2, whispers: 1, planDays: 0, activeDays: 6, longestRun: 6 });
    expect(stats.connection.points).toEqual([
      { date: "2026-03-03", value: 68 },
      { date: "2026-03-04", value: 91 },
      { date: "2026-03-05", value: 54 },
      { date: "2026-03-06", value: 77 },
      { date: "2026-03-07", value: 40 },
      { date: "2026-03-08", value: 63 },
    ]);
    expect(stats.connection).toMatchObject({ average: 66, lowest: 40, highest: 91, change: -5 });
    expect(stats.moods).toEqual({ struggling: 0, neutral: 1, good: 1, great: 2 });
    expect(stats.focusAreas).toEqual([
      { area: "Marriage", count: 2 },
      { area: "Fatherhood", count: 2 },
      { area: "Prayer Life", count: 2 },
    ]);
    expect(stats.rhythm).toMatchObject({ entries: 5, weeks: 3 });

    const march = await periodStats(testDb(), member.id, periodContaining("month", "2026-03-01"), "2026-03-12");
    expect(march).toMatchObject({ through: "2026-03-12", days: 12, completions: 10, checkIns: 7, journalEntries: 3 });
  });

  it("shows the same week on the page, day by day", async () => {
    const member = await signUp({ timeZone: CHICAGO });
    await seedWalkHistory({ db: testDb(), env }, { userId: member.id, timeZone: CHICAGO, days: 24, streakDays: 9, now });
    const html = await (await get("/insights?period=week&start=2026-03-02", member.cookie)).text();
    expect(html).toContain("Mar 2 – 8, 2026");
    expect(html).toContain("Tuesday, March 3, 2026");
    expect(html).toContain("Sunday, March 8, 2026");
    expect(html).not.toContain("Monday, March 2, 2026");
  });
});

describe("writing an insight without an AI provider", () => {
  it("stores the offline narrative of the numbers, uncounted, and replaces it when written again", async () => {
    const member = await walkingMember();
    const week = thisWeek();
    const response = await generate(member.cookie, week);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/insights?period=week&start=${week.start}#insight`);
    const stats = await periodStats(testDb(), member.id, week, localDate(CHICAGO));
    const stored = (await insightsOf(member.id)).find((row) => row.period_start === week.start)!;
    expect(stored).toMatchObject({ period: "week", period_end: week.end, source: "offline", narrative: composeOfflineNarrative(stats) });
    expect(await checkScripture(testDb(), stored.narrative)).toEqual({ ok: true });
    expect(await insightUsage(member.id)).toBe(0);

    expect((await generate(member.cookie, week)).status).toBe(302);
    const again = (await insightsOf(member.id)).filter((row) => row.period_start === week.start);
    expect(again).toHaveLength(1);
    expect(again[0]!.id).toBe(stored.id);
    expect(again[0]!.created_at.getTime()).toBeGreaterThanOrEqual(stored.created_at.getTime());

    const page = await (await get(`/insights?period=week&start=${week.start}`, member.cookie)).text();
    expect(page).toContain("Write my weekly insight again");
  });

  it("writes a monthly insight too", async () => {
    const member = await walkingMember();
    const month = periodContaining("month", localDate(CHICAGO));
    expect((await generate(member.cookie, month)).status).toBe(302);
    expect((await insightsOf(member.id)).map((row) => row.period).sort()).toEqual(["month", "week"]);
  });
});

describe("bad input", () => {
  const week = () => thisWeek();
  it.each([
    ["no intent", [["period", "week"]], "That action isn&#x27;t available here."],
    ["an unknown intent", [["intent", "delete"], ["period", "week"]], "That action isn&#x27;t available here."],
    ["an unknown period", [["intent", "generate"], ["period", "year"], ["start", "MONDAY"]], "Choose a week or a month."],
    ["no start", [["intent", "generate"], ["period", "week"]], "start is required."],
    ["a start that is not a date", [["intent", "generate"], ["period", "week"], ["start", "x".repeat(500)]], "start must be a date written YYYY-MM-DD."],
    ["a week that does not start on Monday", [["intent", "generate"], ["period", "week"], ["start", "TUESDAY"]], "Choose a week by its Monday, written YYYY-MM-DD."],
    ["a month by another day", [["intent", "generate"], ["period", "month"], ["start", "2026-03-02"]], "Choose a month by its first day, written YYYY-MM-DD."],
    ["a week that has not begun", [["intent", "generate"], ["period", "week"], ["start", "NEXT"]], "That period hasn&#x27;t begun yet. Choose this one or an earlier one."],
    ["a period before 2000", [["intent", "generate"], ["period", "month"], ["start", "1999-12-01"]], "Choose a period from the year 2000 onwards."],
  ])("%s → 400 with a message, nothing written", async (_, entries, message) => {
    const member = await signUp({ timeZone: CHICAGO });
    const named: Record<string, string> = { MONDAY: week().start, TUESDAY: addDays(week().start, 1), NEXT: addDays(week().start, 7) };
    const fields = (entries as [string, string][]).map(([name, value]): [string, string] => [name, named[value] ?? value]);
    const response = await post("/insights", member.cookie, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await insightsOf(member.id)).toEqual([]);
  });
});

describe("the AI insight", () => {
  const week = periodContaining("week", "2026-03-02");

  it("stores the model's checked narrative as source ai, counts it and records its tokens", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai, calls } = await scriptedAi([aiAnswer()]);
    const result = await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai });
    expect(result).toMatchObject({ kind: "stored", insight: { source: "ai", narrative: NARRATIVE, period_start: "2026-03-02" } });
    expect(await insightUsage(member.id)).toBe(1);
    const tokens = await testDb().select().from(aiUsage).where(and(eq(aiUsage.user_id, member.id), eq(aiUsage.feature_type, "insight"))).all();
    expect(tokens.map((row) => row.tokens_used)).toEqual([500]);

    const [call] = await calls();
    const prompt = call!.messages[1]!.content;
    expect(prompt).toContain('"devotionals_completed":6');
    expect(prompt).toContain('"period_label":"Mar 2 – 8, 2026"');
    // His own words never leave the app: no journal text, no notes.
    expect(prompt).not.toContain("snapped at Ben");
  });

  it("rejects an invented verse, tells the model why, and stores the corrected answer", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai, calls } = await scriptedAi([inventedVerse(), aiAnswer()]);
    const result = await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai });
    expect(result).toMatchObject({ kind: "stored", insight: { source: "ai", narrative: NARRATIVE } });
    const sent = await calls();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages[1]!.content).toContain("Your previous answer was rejected");
    expect(sent[1]!.messages[1]!.content).toContain("Hezekiah 3:16");
  });

  it("falls back to the offline narrative after three rejected answers: not counted, tokens recorded", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai, calls } = await scriptedAi([inventedVerse(), inventedVerse(), aiAnswer("Too short to be an insight, and no verse at all.")]);
    const result = await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai });
    const stats = await periodStats(testDb(), member.id, week, "2026-03-12");
    expect(result).toMatchObject({ kind: "stored", insight: { source: "offline", narrative: composeOfflineNarrative(stats) } });
    expect(await calls()).toHaveLength(3);
    expect(await insightUsage(member.id)).toBe(0);
    const tokens = await testDb().select().from(aiUsage).where(and(eq(aiUsage.user_id, member.id), eq(aiUsage.feature_type, "insight"))).all();
    expect(tokens.map((row) => row.tokens_used)).toEqual([1500]);
  });

  it("goes straight to the offline narrative when the model is unavailable", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai, calls } = await scriptedAi([{ status: 429 }]);
    const result = await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai });
    expect(result).toMatchObject({ kind: "stored", insight: { source: "offline" } });
    expect(await calls()).toHaveLength(1);
  });

  it("lets one of six racing requests take a free member's only insight: the model is asked once", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai, calls } = await scriptedAi(Array.from({ length: 6 }, () => aiAnswer()));
    const scope = await memberScopeFor(member.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => generateInsight(domainContext(), scope, week, { ai })));
    expect(results.filter((result) => result.kind === "stored")).toHaveLength(1);
    expect(results.filter((result) => result.kind === "denied")).toEqual(
      Array.from({ length: 5 }, () => ({ kind: "denied", reason: "You've reached your monthly limit of 1 insight generations. Upgrade to Premium for unlimited access." })),
    );
    expect(await calls()).toHaveLength(1);
    expect(await insightUsage(member.id)).toBe(1);
  });

  it("gives the reserved insight back when the model is unavailable, so the next request may still use the model", async () => {
    const member = await walkingMember(CHICAGO, new Date("2026-03-12T15:00:00Z"));
    const { ai } = await scriptedAi([{ status: 500 }, aiAnswer()]);
    expect(await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai })).toMatchObject({ kind: "stored", insight: { source: "offline" } });
    expect(await insightUsage(member.id)).toBe(0);
    expect(await generateInsight(domainContext(), await memberScopeFor(member.id), week, { ai })).toMatchObject({ kind: "stored", insight: { source: "ai" } });
    expect(await insightUsage(member.id)).toBe(1);
  });

  it("answers a free member over the insight limit with the gate's message and writes nothing; Premium is unlimited", async () => {
    const [free, premium] = await Promise.all([walkingMember(), walkingMember()]);
    await grantPremium(testDb(), premium.id, { kind: "comp", days: null });
    for (const member of [free, premium]) {
      await testDb()
        .insert(monthlyUsageLimits)
        .values({ user_id: member.id, month: usageMonth(CHICAGO), insight_generations: 1 });
    }
    const { key, calls } = await scriptedAi([aiAnswer()]);
    const env2 = env as typeof env & { OPENAI_API_KEY?: string };
    env2.OPENAI_API_KEY = key;
    try {
      const denied = await generate(free.cookie, thisWeek());
      expect(denied.status).toBe(403);
      expect(await denied.text()).toContain(LIMIT_REASON);
      expect(await insightsOf(free.id)).toHaveLength(1); // only last week's, seeded
      expect(await calls()).toHaveLength(0);
      expect(await insightUsage(free.id)).toBe(1);

      const allowed = await generate(premium.cookie, thisWeek());
      expect(allowed.status).toBe(302);
      expect((await insightsOf(premium.id)).find((row) => row.period_start === thisWeek().start)).toMatchObject({ source: "ai", narrative: NARRATIVE });
      expect(await insightUsage(premium.id)).toBe(2);
    } finally {
      delete env2.OPENAI_API_KEY;
    }
  });
});

describe("the weekly summary email", () => {
  const summariesTo = (userId: string) =>
    testDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.user_id, userId), eq(emailOutbox.kind, "weekly_summary")))
      .all();

  async function cronAt(instant: string) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: REMINDER_CRON, scheduledTime: Date.parse(instant) }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  async function member(timeZone: string, weeklySummary: boolean | null, historyAt = "2026-03-09T14:00:00Z") {
    const created = await signUp({ timeZone });
    await seedWalkHistory({ db: testDb(), env }, { userId: created.id, timeZone, days: 14, streakDays: 5, now: new Date(historyAt) });
    if (weeklySummary !== null) await testDb().insert(emailPreferences).values({ user_id: created.id, weekly_summary: weeklySummary });
    return created;
  }

  it("sends on his Monday from 08:00 local (after the spring-forward), once, to opted-in members only", async () => {
    const [opted, optedOut, noPreference] = await Promise.all([member(CHICAGO, true), member(CHICAGO, false), member(CHICAGO, null)]);
    await cronAt("2026-03-09T12:45:00Z"); // 07:45 CDT (06:45 by last week's offset)
    expect(await summariesTo(opted.id)).toHaveLength(0);
    await cronAt("2026-03-09T13:00:00Z"); // 08:00 CDT — 07:00 had the clocks not changed
    await cronAt("2026-03-09T13:15:00Z");
    await cronAt("2026-03-09T22:00:00Z");
    await cronAt("2026-03-10T13:00:00Z"); // Tuesday
    const [email, ...more] = await summariesTo(opted.id);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ to_address: opted.email, subject: "Your week with God: Mar 2 – 8, 2026" });
    const [stored] = await insightsOf(opted.id);
    expect(stored).toMatchObject({ period: "week", period_start: "2026-03-02", period_end: "2026-03-08", source: "offline" });
    expect(email!.text_body).toContain(stored!.narrative);
    expect(email!.text_body).toContain(`/insights/${stored!.id}`);
    expect(email!.text_body).toContain("Devotionals completed: ");
    expect(email!.html_body).toContain(`/insights/${stored!.id}`);
    const prefs = await testDb().select().from(emailPreferences).where(eq(emailPreferences.user_id, opted.id)).get();
    expect(prefs!.weekly_summary_last_sent).toBe("2026-03-09");

    for (const other of [optedOut, noPreference]) {
      expect(await summariesTo(other.id)).toHaveLength(0);
      expect(await insightsOf(other.id)).toHaveLength(0);
    }

    await cronAt("2026-03-16T12:45:00Z");
    expect(await summariesTo(opted.id)).toHaveLength(1);
    await cronAt("2026-03-16T13:00:00Z");
    const both = await summariesTo(opted.id);
    expect(both.map((row) => row.subject).sort()).toEqual(["Your week with God: Mar 2 – 8, 2026", "Your week with God: Mar 9 – 15, 2026"]);
  });

  it("follows each member's own Monday: Tokyo's comes while Chicago's Sunday goes on", async () => {
    const [tokyo, chicago] = await Promise.all([member("Asia/Tokyo", true), member(CHICAGO, true)]);
    await cronAt("2026-03-08T23:00:00Z"); // Monday 08:00 in Tokyo, Sunday 18:00 in Chicago
    expect(await summariesTo(tokyo.id)).toHaveLength(1);
    expect(await summariesTo(chicago.id)).toHaveLength(0);
  });

  it("uses the insight he already wrote for that week, and sends once when two runs overlap", async () => {
    const opted = await member(CHICAGO, true);
    const { ai } = await scriptedAi([aiAnswer()]);
    const scope = await memberScopeFor(opted.id, { now: new Date("2026-03-09T10:00:00Z") });
    await generateInsight(domainContext(), scope, periodContaining("week", "2026-03-02"), { ai });
    const instant = new Date("2026-03-09T13:30:00Z");
    await Promise.all([sendWeeklySummaries({ db: testDb(), env }, instant), sendWeeklySummaries({ db: testDb(), env }, instant)]);
    const emails = await summariesTo(opted.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text_body).toContain(NARRATIVE.split("\n\n")[0]!);
    expect(await insightsOf(opted.id)).toEqual([expect.objectContaining({ source: "ai" })]);
  });
});

describe("the demo seed", () => {
  it("gives the demo account last week's insight, so /insights is alive on first start", async () => {
    const env2 = env as typeof env & { ALLOW_DEMO_SEED?: string };
    env2.ALLOW_DEMO_SEED = "true";
    try {
      expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(200);
    } finally {
      delete env2.ALLOW_DEMO_SEED;
    }
    const demo = (await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get())!;
    const [stored] = await insightsOf(demo.id);
    expect(stored).toMatchObject({ period: "week", period_start: lastWeek(localDate(CHICAGO)).start, source: "offline" });
    expect((stored!.stats as { completions: number }).completions).toBeGreaterThan(0);
  });
});
