/**
 * A failing AI provider at each generator's door, through the real `openai` SDK and the OpenAI fake
 * (tests/fakes/openai.ts): a 429, a 500, JSON that is cut off, and a well-formed answer resting on a
 * verse the World English Bible does not have. Each lands on the generator's own offline fallback —
 * the library's devotional on Today, the library's whisper, the library's plan days, the offline
 * discussion guide — with nothing half-written in D1 and no use of the member's monthly allowance
 * counted. A timeout is the same failure to the composers as a 429 or a 500 (the provider reports
 * every one as unavailable); it is driven through each composer with a short client timeout, as the
 * provider's own limit is twenty seconds.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEVOTIONAL_COPY } from "../../app/kernel/copy/today";
import { localDate } from "../../app/kernel/dates";
import type { PlanGenerator } from "../../durable-objects/plan-generator";
import { libraryWhispers } from "../../worker/content/whispers";
import { aiUsage, devotionals, encouragementWhispers, gatherings, monthlyUsageLimits, planDays, plans } from "../../worker/db/schema";
import { composeWithAi } from "../../worker/domain/ai-devotional.server";
import { composeWhisperWithAi } from "../../worker/domain/ai-whisper.server";
import { forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { composeFromLibrary, ensureDevotional } from "../../worker/domain/devotionals.server";
import { writeDiscussionGuide } from "../../worker/domain/gatherings/guide.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { libraryComposer } from "../../worker/domain/whispers.server";
import { PLAN_AI_ATTEMPTS } from "../../worker/domain/ai-plan.server";
import { createAi } from "../../worker/providers/ai";
import { devotionalAnswer, devotionalAnswerWith, guideAnswer, PLAN_DAY_TEACHING, PLAN_OUTLINE_ANSWER, planBrief, planDayAnswer, whisperAnswer } from "../fakes/ai-answers";
import type { RecordedChatCall, ScriptedAnswer } from "../fakes/openai";
import { domainContext, fakeOpenAiProvider, memberScopeFor, pageText, signUp, testDb } from "./helpers";

const INVENTED = "Hezekiah 3:16";
/** More answers than any generator asks for: what is left over is never served. */
const ENOUGH = 20;
const times = (count: number, answer: ScriptedAnswer) => Array.from({ length: count }, () => answer);

/** Each fault, as the answers the fake gives; `invented` are the generator's own answers citing INVENTED, in the order it asks. */
const FAULTS: [string, (invented: ScriptedAnswer[]) => ScriptedAnswer[]][] = [
  ["a 429", () => [{ status: 429 }]],
  ["a 500", () => [{ status: 500 }]],
  ["JSON cut off", () => times(ENOUGH, { content: '{"title": "The Bike in the Drive' })],
  ["a verse that does not exist", (invented) => invented],
];
const citing = (content: string) => times(ENOUGH, { content });

const withKey = (key: string) => ({ OPENAI_API_KEY: key });

/** The member's allowance this month: no row, or a row with nothing counted. */
async function expectNothingCounted(userId: string) {
  const row = await testDb().select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, userId)).get();
  for (const counter of ["devotional_generations", "gathering_content_generations", "insight_generations", "audio_generations", "image_generations"] as const) {
    expect(row?.[counter] ?? 0).toBe(0);
  }
}

/** Tokens recorded for a feature: the answers that were paid for, however they were judged. */
const tokensOf = async (featureType: string, userId: string | null) =>
  (await testDb().select().from(aiUsage).where(eq(aiUsage.feature_type, featureType)).all())
    .filter((row) => row.user_id === userId)
    .reduce((sum, row) => sum + row.tokens_used, 0);

describe("today's devotional when the model fails", () => {
  /** Today (UTC) with no devotional yet, so opening Today composes it. */
  async function noDevotionalToday() {
    const today = localDate("UTC");
    await testDb().delete(devotionals).where(eq(devotionals.devotional_date, today));
    forgetDevotional(today);
    return today;
  }

  it.each(FAULTS)("%s: Today shows the library's devotional, stored once for the day, with no backup notice", async (_fault, answers) => {
    const today = await noDevotionalToday();
    const member = await signUp({ timeZone: "UTC" });
    const invented = citing(devotionalAnswerWith(["Colossians 3:21 says", `${INVENTED} says`]));
    const provider = await fakeOpenAiProvider<RecordedChatCall>(answers(invented), withKey);

    const page = await provider.call("/", { cookie: member.cookie });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    const library = await composeFromLibrary({ db: testDb(), env }, today);
    expect(text).toContain(library.title);
    expect(text).not.toContain(DEVOTIONAL_COPY.backupNotice);
    expect(text).not.toContain("The Bike in the Driveway");

    const stored = await testDb().select().from(devotionals).where(eq(devotionals.devotional_date, today)).all();
    expect(stored).toEqual([expect.objectContaining({ source: "library", title: library.title, passage: library.passage })]);
    expect(await provider.calls()).not.toHaveLength(0);
    await expectNothingCounted(member.id);
  });
});

describe("the Shepherd's Whisper when the model fails", () => {
  it.each(FAULTS)("%s: the member is given the library's whisper, one row, nothing counted", async (_fault, answers) => {
    const member = await signUp();
    const provider = await fakeOpenAiProvider<RecordedChatCall>(answers(citing(whisperAnswer(INVENTED))), withKey);
    expect((await provider.call("/api/checkins", { method: "POST", cookie: member.cookie, json: { connection: 20 } })).status).toBe(200);

    const response = await provider.call("/api/generate-encouragement", { method: "POST", cookie: member.cookie, json: { triggerType: "daily_checkin" } });
    expect(response.status).toBe(200);
    const { whisper } = (await response.json()) as { whisper: { message: string; verse: string | null } };
    expect(libraryWhispers.map((entry) => entry.message)).toContain(whisper.message);
    expect(whisper.verse).not.toBe(INVENTED);

    const rows = await testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, member.id)).all();
    expect(rows).toEqual([expect.objectContaining({ message: whisper.message, verse: whisper.verse, trigger_type: "daily_checkin" })]);
    expect(await provider.calls()).not.toHaveLength(0);
    await expectNothingCounted(member.id);
  });
});

const brief = planBrief({ lengthDays: 5 });

/** A member's plan as POST /api/plans writes it, and its generator writing with `ai`. */
async function generatingPlan(ai: ReturnType<typeof createAi>) {
  const member = await signUp();
  const planId = crypto.randomUUID();
  await testDb()
    .insert(plans)
    .values({ id: planId, user_id: member.id, title: brief.title, focus_area: brief.focusArea, length_days: brief.lengthDays, status: "generating", source: "generated", request: brief });
  const stub = env.PLAN_GENERATOR.get(env.PLAN_GENERATOR.idFromName(planId));
  await runInDurableObject(stub, (instance) => {
    (instance as unknown as PlanGenerator).ai = ai;
  });
  expect((await stub.start({ planId, userId: member.id, totalDays: brief.lengthDays, brief })).ok).toBe(true);
  const storedDays = () => testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).all();
  return { member, planId, stub, storedDays };
}

describe("a custom plan's days when the model fails", () => {
  const inventedOutline = PLAN_OUTLINE_ANSWER.replace("Prov 15:1", INVENTED);
  const inventedDay = planDayAnswer({ teaching: `${PLAN_DAY_TEACHING}\n\n${INVENTED} says a quiet father is a strong father.` });

  it.each(FAULTS)("%s: the library writes every day, which reach D1 all at once with the plan ready", async (_fault, answers) => {
    // The outline is asked for first (an invented verse in it each time), then each day.
    const invented = [...times(PLAN_AI_ATTEMPTS, { content: inventedOutline }), ...citing(inventedDay)];
    const provider = await fakeOpenAiProvider<RecordedChatCall>(answers(invented), withKey);
    const { member, planId, stub, storedDays } = await generatingPlan(createAi(provider.env));
    while (await runDurableObjectAlarm(stub)) {
      // Never half a plan: its days are in D1 all together or not at all.
      expect([0, brief.lengthDays]).toContain((await storedDays()).length);
    }
    expect(await stub.status()).toMatchObject({ status: "ready" });
    expect((await stub.writtenDays()).map((day) => day.source)).toEqual(times(brief.lengthDays, "library" as never));
    const days = await storedDays();
    expect(days).toHaveLength(brief.lengthDays);
    expect(days.some((day) => day.teaching.includes(INVENTED) || day.passage === INVENTED)).toBe(false);
    expect((await testDb().select({ status: plans.status }).from(plans).where(eq(plans.id, planId)).get())!.status).toBe("ready");
    expect(await provider.calls()).not.toHaveLength(0);
    await expectNothingCounted(member.id);
  });
});

describe("a gathering's discussion guide when the model fails", () => {
  const chicagoDate = (days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));

  it.each(FAULTS)("%s: the gathering is planned with the offline guide, once, and no generation is counted", async (_fault, answers) => {
    const host = await signUp({ timeZone: "America/Chicago" });
    await grantPremium(testDb(), host.id, { kind: "comp", days: null });
    const provider = await fakeOpenAiProvider<RecordedChatCall>(answers(citing(guideAnswer({ passage: INVENTED }))), withKey);
    const title = `Men at the Table ${crypto.randomUUID().slice(0, 8)}`;
    const created = await provider.call("/api/gatherings", {
      method: "POST",
      cookie: host.cookie,
      json: { title, description: "An hour on Proverbs 27 with the brothers.", date: chicagoDate(2), time: "19:30", durationMinutes: 60, audience: "pasture", capacity: 12 },
    });
    expect(created.status).toBe(201);

    const rows = await testDb().select().from(gatherings).where(and(eq(gatherings.host_id, host.id), eq(gatherings.title, title))).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.guide).toMatchObject({ source: "offline" });
    expect(rows[0]!.guide!.passage.reference).not.toBe(INVENTED);
    expect(await provider.calls()).not.toHaveLength(0);
    await expectNothingCounted(host.id);
  });
});

describe("a timeout, at each composer", () => {
  const slow = (content: string): ScriptedAnswer[] => [{ delayMs: 1_500, then: { content } }];
  const shortTimeout = async (content: string) => {
    const provider = await fakeOpenAiProvider<RecordedChatCall>(slow(content), withKey);
    return { ai: createAi(provider.env, { timeoutMs: 150 })!, calls: provider.calls };
  };

  it("the devotional: the library's, stored, and no tokens recorded for it", async () => {
    const date = "2034-05-01";
    const { ai, calls } = await shortTimeout(devotionalAnswer());
    const stored = await ensureDevotional({ db: testDb(), env }, date, composeWithAi(ai));
    expect(stored).toMatchObject({ title: (await composeFromLibrary({ db: testDb(), env }, date)).title });
    expect((await testDb().select().from(devotionals).where(eq(devotionals.devotional_date, date)).get())!.source).toBe("library");
    expect(await calls()).toHaveLength(1);
  });

  it("the whisper: the library's", async () => {
    const member = await signUp();
    const { ai } = await shortTimeout(whisperAnswer("Isaiah 41:10"));
    const request = { userId: member.id, today: "2034-05-01", triggerType: "struggle" as const, contextData: {}, recentMessages: [] };
    expect(await composeWhisperWithAi(ai, testDb())(request)).toEqual(await libraryComposer(request));
    expect(await tokensOf("encouragement", member.id)).toBe(0);
  });

  it("the discussion guide: the offline one, and no generation counted", async () => {
    const host = await signUp();
    await grantPremium(testDb(), host.id, { kind: "comp", days: null });
    const { ai } = await shortTimeout(guideAnswer());
    const input = { title: "Iron", description: "" };
    const written = await writeDiscussionGuide(domainContext(), await memberScopeFor(host.id), input, ai);
    expect(written).toEqual(await writeDiscussionGuide(domainContext(), await memberScopeFor(host.id), input, null));
    expect(written).toMatchObject({ ok: true, guide: { source: "offline" } });
    await expectNothingCounted(host.id);
  });

  it("the plan: the step is tried again, then the library writes the days", async () => {
    const { ai } = await shortTimeout(PLAN_OUTLINE_ANSWER);
    const { stub, storedDays } = await generatingPlan(ai);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.status()).toMatchObject({ phase: "outline", attempts: 1, error: expect.stringContaining("timed out") });
    while (await runDurableObjectAlarm(stub));
    expect(await stub.status()).toMatchObject({ status: "ready", mode: "library" });
    expect(await storedDays()).toHaveLength(brief.lengthDays);
});
});
