/**
 * The PlanGenerator as a resumable state machine: driven by its alarms
 * (runDurableObjectAlarm; the worker tests space steps an hour apart so nothing runs by itself),
 * it completes a plan; an alarm delivered twice writes no day twice; an eviction mid-way resumes
 * from its own storage; a failing AI server is retried, then the library finishes the plan; a day
 * the model gets wrong is written again. The model is the Chat Completions fake (tests/fakes/openai.ts).
 */
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../app/kernel/path/wizard";
import type { PlanGenerator } from "../../durable-objects/plan-generator";
import { AI_STEP_ATTEMPTS } from "../../durable-objects/plan-generator";
import { aiUsage, planDays, plans } from "../../worker/db/schema";
import { deleteAccount } from "../../worker/domain/account.server";
import { NAVE_PLAN_PASSAGES } from "../../worker/domain/plan-composer.server";
import { planReadiness } from "../../worker/domain/plans.server";
import { createAi } from "../../worker/providers/ai";
import { PLAN_DAY_TEACHING, PLAN_OUTLINE_ANSWER, planBrief, planDayAnswer } from "../fakes/ai-answers";
import type { RecordedChatCall, ScriptedAnswer } from "../fakes/openai";
import { requestContext, signUp, testDb } from "./helpers";

const FAKE = "http://openai-fake.test";

const brief = planBrief;

const generatorFor = (planId: string) => env.PLAN_GENERATOR.get(env.PLAN_GENERATOR.idFromName(planId));

/** A member's plan row, as POST /api/plans writes it, and its generator. */
async function newPlan(request: PlanRequest) {
  const member = await signUp();
  const planId = crypto.randomUUID();
  await testDb()
    .insert(plans)
    .values({ id: planId, user_id: member.id, title: request.title, focus_area: request.focusArea, length_days: request.lengthDays, status: "generating", source: "generated", request });
  return { member, planId, stub: generatorFor(planId) };
}

/** Runs `fn` inside the plan's generator, with the instance typed as the class it is. */
const inGenerator = <R>(stub: DurableObjectStub<PlanGenerator>, fn: (generator: PlanGenerator, state: DurableObjectState) => R | Promise<R>) =>
  runInDurableObject(stub, (instance, state) => fn(instance as unknown as PlanGenerator, state));

async function runAllAlarms(stub: DurableObjectStub<PlanGenerator>) {
  let runs = 0;
  while (await runDurableObjectAlarm(stub)) runs += 1;
  return runs;
}

const storedDays = (planId: string) => testDb().select().from(planDays).where(eq(planDays.plan_id, planId)).all();
const planRow = (planId: string) => testDb().select().from(plans).where(eq(plans.id, planId)).get();

/** A fresh key with its answers queued in the fake, and the calls it received. */
async function scriptedAi(responses: ScriptedAnswer[]) {
  const key = `sk-test-plan-${crypto.randomUUID()}`;
  expect((await fetch(`${FAKE}/__script`, { method: "POST", body: JSON.stringify({ key, responses }) })).status).toBe(200);
  const calls = async () => (await (await fetch(`${FAKE}/__calls?key=${key}`)).json()) as RecordedChatCall[];
  return { ai: createAi({ ...env, OPENAI_API_KEY: key })!, calls };
}

/** Starts the plan's generator with this model (null: the library). */
async function startWith(stub: DurableObjectStub<PlanGenerator>, ai: ReturnType<typeof createAi>, request: { planId: string; userId: string; brief: PlanRequest }) {
  await inGenerator(stub, (generator) => {
    generator.ai = ai;
  });
  const started = await stub.start({ ...request, totalDays: request.brief.lengthDays });
  expect(started.ok).toBe(true);
}

describe("PlanGenerator: a generation", () => {
  it("completes: outline, days, then every day reaches D1 at once with the plan ready", async () => {
    const request = brief();
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    expect(await stub.status()).toMatchObject({ status: "queued", phase: "outline", mode: "library", completedDays: 0 });

    expect(await runDurableObjectAlarm(stub)).toBe(true); // outline
    expect(await runDurableObjectAlarm(stub)).toBe(true); // seven days, written in the object's storage
    expect(await stub.status()).toMatchObject({ status: "generating", phase: "publish", completedDays: 7 });
    // Nothing in D1 yet: a plan_days row means the plan is ready.
    expect(await storedDays(planId)).toEqual([]);
    expect(await planReadiness(testDb(), member.id, planId)).toEqual({ ready: false, status: "generating" });

    expect(await runDurableObjectAlarm(stub)).toBe(true); // publish
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    const days = await storedDays(planId);
    expect(days.map((day) => day.day_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const navePassages = new Set(Object.values(NAVE_PLAN_PASSAGES).flatMap((list) => list.map((entry) => entry.passage)));
    for (const day of days) {
      expect(navePassages.has(day.passage)).toBe(true);
      expect(day.teaching.length).toBeGreaterThan(200);
      expect(day.action_step).toBeTruthy();
    }
    expect(await planRow(planId)).toMatchObject({ status: "ready", length_days: 7, description: expect.stringContaining("A 7-day plan on fatherhood") });
    expect(await planReadiness(testDb(), member.id, planId)).toEqual({ ready: true, status: "ready" });
    expect(await stub.status()).toMatchObject({ status: "ready", phase: "done", completedDays: 7 });
  });

  it("writes a 21-day plan seven days a step", async () => {
    const request = brief({ lengthDays: 21, focusArea: "Work", situations: ["out-of-work"], context: "" });
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    expect(await runAllAlarms(stub)).toBe(1 + 3 + 1);
    const days = await storedDays(planId);
    expect(days).toHaveLength(21);
    expect(new Set(days.map((day) => day.passage)).size).toBe(21);
  });

  it("runs an alarm delivered twice without writing any day twice", async () => {
    const request = brief();
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    await runDurableObjectAlarm(stub); // outline

    // The days step delivered twice at once: the object's storage keeps one row per day.
    await Promise.all([inGenerator(stub, (generator) => generator.alarm()), inGenerator(stub, (generator) => generator.alarm())]);
    expect((await stub.writtenDays()).map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // The publish step delivered twice at once, then once more by the alarm still scheduled.
    await Promise.all([inGenerator(stub, (generator) => generator.alarm()), inGenerator(stub, (generator) => generator.alarm())]);
    await runAllAlarms(stub);
    expect(await storedDays(planId)).toHaveLength(7);

    // A publish that reached D1 but was not recorded (evicted in between) runs again: still 7 days.
    await inGenerator(stub, (_generator, state) => {
      state.storage.sql.exec("UPDATE generation SET status = 'generating', phase = 'publish' WHERE id = 1");
    });
    await inGenerator(stub, (generator) => generator.alarm());
    expect(await storedDays(planId)).toHaveLength(7);
    expect(await stub.status()).toMatchObject({ status: "ready", phase: "done" });
  });

  it("resumes after an eviction mid-way, keeping the days it had written", async () => {
    const request = brief({ lengthDays: 21, focusArea: "Marriage", situations: ["strained-marriage"] });
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    await runDurableObjectAlarm(stub); // outline
    await runDurableObjectAlarm(stub); // days 1-7
    const before = await stub.writtenDays();
    expect(before.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    await abortAllDurableObjects();

    const resumed = generatorFor(planId);
    expect(await resumed.status()).toMatchObject({ status: "generating", phase: "days", completedDays: 7 });
    expect(await runAllAlarms(resumed)).toBe(2 + 1); // days 8-14, 15-21, publish
    const after = await resumed.writtenDays();
    expect(after).toHaveLength(21);
    // The first seven were not written again.
    expect(after.slice(0, 7)).toEqual(before);
    expect(await storedDays(planId)).toHaveLength(21);
    expect((await planRow(planId))!.status).toBe("ready");
  });

  it("marks the plan failed when its row is gone by publish time, and stops", async () => {
    const request = brief({ lengthDays: 5 });
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    await runDurableObjectAlarm(stub);
    await runDurableObjectAlarm(stub);
    await testDb().delete(plans).where(eq(plans.id, planId));
    await runAllAlarms(stub);
    expect(await stub.status()).toMatchObject({ status: "failed", error: "The plan no longer exists." });
  });
});

/* ─────────── with the model ─────────── */

describe("PlanGenerator with the AI provider", () => {
  it("writes the outline and days with the model, writing again a day whose scripture is wrong, and records the tokens", async () => {
    const request = brief({ lengthDays: 5 });
    const invented = planDayAnswer({ teaching: `${PLAN_DAY_TEACHING}\n\nHezekiah 3:16 says a quiet father is a strong father.` });
    const { ai, calls } = await scriptedAi([{ content: PLAN_OUTLINE_ANSWER }, { content: invented }, ...Array.from({ length: 5 }, () => ({ content: planDayAnswer() }))]);
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, ai, { planId, userId: member.id, brief: request });
    expect((await stub.status())!.mode).toBe("ai");

    await runAllAlarms(stub);
    expect(await stub.status()).toMatchObject({ status: "ready", mode: "ai" });
    expect((await stub.writtenDays()).map((entry) => entry.source)).toEqual(["ai", "ai", "ai", "ai", "ai"]);
    const days = (await storedDays(planId)).sort((a, b) => a.day_number - b.day_number);
    // The model's passages, in the app's canonical form; the rejected answer never reached D1.
    expect(days.map((entry) => entry.passage)).toEqual(["Proverbs 15:1", "James 1:19-20", "Ephesians 4:26-27", "Proverbs 16:32", "Colossians 3:12-13"]);
    expect(days.every((entry) => !entry.teaching.includes("Hezekiah"))).toBe(true);
    expect((await planRow(planId))!.description).toBe("Five days for a father who wants to answer his kids with patience instead of heat.");

    const received = await calls();
    expect(received).toHaveLength(1 + 5 + 1);
    const retry = received.find((call) => call.messages[1]!.content.includes("Your previous answer was rejected"));
    expect(retry!.messages[1]!.content).toContain("Hezekiah 3:16");
    const usage = await testDb().select().from(aiUsage).where(and(eq(aiUsage.user_id, member.id), eq(aiUsage.feature_type, "custom_plan"))).all();
    expect(usage.reduce((sum, row) => sum + row.tokens_used, 0)).toBe(7 * 1000);
  });

  it("retries a step the AI server fails, then lets the library write the plan", async () => {
    const request = brief({ lengthDays: 7 });
    const { ai, calls } = await scriptedAi(Array.from({ length: AI_STEP_ATTEMPTS }, () => ({ status: 500 as const })));
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, ai, { planId, userId: member.id, brief: request });

    for (let attempt = 1; attempt < AI_STEP_ATTEMPTS; attempt++) {
      expect(await runDurableObjectAlarm(stub)).toBe(true);
      expect(await stub.status()).toMatchObject({ phase: "outline", mode: "ai", attempts: attempt, error: expect.stringContaining("500") });
    }
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.status()).toMatchObject({ phase: "outline", mode: "library", attempts: 0 });

    await runAllAlarms(stub);
    expect(await calls()).toHaveLength(AI_STEP_ATTEMPTS);
    expect((await stub.writtenDays()).every((entry) => entry.source === "library")).toBe(true);
    expect(await storedDays(planId)).toHaveLength(7);
    expect((await planRow(planId))!.status).toBe("ready");
  });

  it("gives each day the model keeps getting wrong to the library, with a passage the plan does not use yet", async () => {
    const request = brief({ lengthDays: 5 });
    const wrong = { content: planDayAnswer({ reflectionQuestion: "No question here." }) };
    const { ai } = await scriptedAi([{ content: PLAN_OUTLINE_ANSWER }, ...Array.from({ length: 15 }, () => wrong)]);
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, ai, { planId, userId: member.id, brief: request });
    await runAllAlarms(stub);
    const written = await stub.writtenDays();
    expect(written.map((entry) => entry.source)).toEqual(["library", "library", "library", "library", "library"]);
    const days = await storedDays(planId);
    expect(new Set(days.map((entry) => entry.passage)).size).toBe(5);
    for (const entry of days) expect(["Proverbs 15:1", "James 1:19-20", "Ephesians 4:26-27", "Proverbs 16:32", "Colossians 3:12-13"]).not.toContain(entry.passage);
  });
});

describe("PlanGenerator: token records", () => {
  it("records each model call's tokens once when the server goes away mid-step", async () => {
    const request = brief({ lengthDays: 5 });
    // The outline, then for the first three days: three answers that are not JSON (tokens spent, the
    // day asks again), then the server fails.
    const { ai } = await scriptedAi([
      { content: PLAN_OUTLINE_ANSWER },
      ...Array.from({ length: 3 }, () => ({ content: "not json" })),
      ...Array.from({ length: 3 }, () => ({ status: 500 as const })),
    ]);
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, ai, { planId, userId: member.id, brief: request });
    expect(await runDurableObjectAlarm(stub)).toBe(true); // outline: 1,000 tokens
    expect(await runDurableObjectAlarm(stub)).toBe(true); // days: three rejected answers, then 500s
    expect(await stub.status()).toMatchObject({ phase: "days", attempts: 1, error: expect.stringContaining("500") });
    const usage = await testDb().select().from(aiUsage).where(eq(aiUsage.user_id, member.id)).all();
    expect(usage.reduce((sum, row) => sum + row.tokens_used, 0)).toBe(4 * 1000);
  });
});

describe("PlanGenerator: a member who deletes his account", () => {
  it("takes his brief with it: every generator of his plans is emptied and its alarm removed", async () => {
    const request = brief({ context: "Something only he should know." });
    const { member, planId, stub } = await newPlan(request);
    await startWith(stub, null, { planId, userId: member.id, brief: request });
    expect(await runDurableObjectAlarm(stub)).toBe(true); // the outline is stored; the next step is scheduled
    expect(await inGenerator(stub, (_generator, state) => state.storage.getAlarm())).not.toBeNull();

    const app = await requestContext();
    expect(await deleteAccount(app, { id: member.id, email: member.email })).toEqual({ ok: true });

    const left = await inGenerator(stub, async (_generator, state) => {
      const tables = state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        .toArray()
        .map((row) => row.name);
      const rows = tables.reduce((sum, name) => sum + state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`).one().n, 0);
      return { rows, alarm: await state.storage.getAlarm(), keys: (await state.storage.list()).size };
    });
    expect(left).toEqual({ rows: 0, alarm: null, keys: 0 });
    expect(await stub.status()).toBeNull();
    // An alarm delivered after all (at-least-once) finds nothing to do and writes nothing.
    await inGenerator(stub, (generator) => generator.alarm());
    expect(await planRow(planId)).toBeUndefined();
  });
});
