/**
 * Durable Objects interrupted: a prayer gathering whose end or whose marks were cut off by an
 * eviction or a D1 failure, woken as a fresh instance on the same storage (what an eviction leaves),
 * and its alarm delivered again; a plan whose publishing batch D1 refused, its alarm run again.
 * Each resumes from what it stored, and every effect lands once.
 */
import { planBrief } from "../fakes/ai-answers";
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PlanGenerator } from "../../durable-objects/plan-generator";
import { PrayerGathering, type PrayerCursor } from "../../durable-objects/prayer-gathering";
import { gatherings, planDays, plans, prayerGatheringPrayed, prayerMarks } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedGathering } from "../../worker/seed/gatherings";
import { seedPrayerRequest } from "../../worker/seed/prayer";
import { failingNthWrite } from "./d1-faults";
import { request, signUp, testDb } from "./helpers";

const db = () => testDb();
const stubOf = (gatheringId: string) => env.PRAYER_GATHERING.get(env.PRAYER_GATHERING.idFromName(gatheringId));

async function openSocket(gatheringId: string, cookie: string) {
  const response = await request(`/api/prayer/gatherings/${gatheringId}/live`, { cookie, headers: { Upgrade: "websocket", Origin: "http://localhost" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const messages: { type: string }[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(event.data as string)));
  const closed = new Promise<void>((resolve) => socket.addEventListener("close", () => resolve()));
  return { socket, messages, closed };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

async function liveGathering() {
  const host = await signUp();
  const brother = await signUp();
  const flock = await seedFlock(db(), { leaderId: host.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  const prayerRequest = await seedPrayerRequest(db(), { userId: brother.id, audience: "flock", flockId: flock.id, body: "Pray for my job." });
  const gathering = await seedGathering(db(), { kind: "prayer", hostId: host.id, audience: "flock", flockId: flock.id, startsAt: new Date(Date.now() - 5 * 60_000) });
  return { host, brother, prayerRequest, gathering };
}

const endedAt = async (id: string) => (await db().select({ ended_at: gatherings.ended_at }).from(gatherings).where(eq(gatherings.id, id)).get())?.ended_at ?? null;

describe("PrayerGathering interrupted", () => {
  it("an end cut off by D1 after it was stored is finished by the alarm's next run, once", async () => {
    const { host, prayerRequest, gathering } = await liveGathering();
    const page = await openSocket(gathering.id, host.cookie);
    await until(() => page.messages.length > 0);

    // The scheduled end: the current request's marks, the requester's notification and the
    // gathering's tally are written (three writes), then D1 fails the fourth, stamping the end.
    const failed = await runInDurableObject(stubOf(gathering.id), async (_instance: PrayerGathering, state) => {
      const onFailingD1 = new PrayerGathering(state, { ...env, DB: failingNthWrite(env.DB, 4).binding } as Env);
      await state.blockConcurrencyWhile(async () => {});
      return onFailingD1.alarm().then(
        () => null,
        (error: Error) => String(error.cause ?? error),
      );
    });
    expect(failed).toMatch(/injected_d1_fault/);
    expect(await endedAt(gathering.id)).toBeNull();

    // Workers runs a failed alarm again; it runs on whatever instance the object has now.
    await runInDurableObject(stubOf(gathering.id), async (_instance: PrayerGathering, state) => {
      const woken = new PrayerGathering(state, env);
      await state.blockConcurrencyWhile(async () => {});
      await woken.alarm();
      await woken.alarm();
    });
    expect(await endedAt(gathering.id)).not.toBeNull();
    await page.closed;
    expect(page.messages.filter((m) => m.type === "ended")).toHaveLength(1);
    expect(await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, prayerRequest.id))).toHaveLength(1);
    expect(await db().select().from(prayerGatheringPrayed).where(eq(prayerGatheringPrayed.gathering_id, gathering.id))).toHaveLength(1);
  });

  it("marks announced but not yet written when it was evicted are written by the next instance, once, however often it wakes", async () => {
    const { host, brother, prayerRequest, gathering } = await liveGathering();
    const a = await openSocket(gathering.id, host.cookie);
    const b = await openSocket(gathering.id, brother.cookie);
    await until(() => a.messages.length > 1);
    // What an eviction between "announce the move" and "write its marks" leaves in storage.
    await runInDurableObject(stubOf(gathering.id), async (_instance: PrayerGathering, state) => {
      const cursor = (await state.storage.get<PrayerCursor>("cursor"))!;
      const marks = [host.id, brother.id].map((memberId) => ({ requestId: prayerRequest.id, memberId, localDate: "2026-11-25" }));
      await state.storage.put("cursor", { ...cursor, position: 1, pending: [{ requestId: prayerRequest.id, marks, at: Date.now() }] });
    });
    for (let wake = 0; wake < 2; wake++) {
      await runInDurableObject(stubOf(gathering.id), async (_instance: PrayerGathering, state) => {
        new PrayerGathering(state, env);
        await state.blockConcurrencyWhile(async () => {});
      });
    }
    const written = async () => (await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, prayerRequest.id))).length;
    for (;;) {
      const pending = await runInDurableObject(stubOf(gathering.id), async (_i: PrayerGathering, state) => (await state.storage.get<PrayerCursor>("cursor"))!.pending.length);
      if (pending === 0 && (await written()) === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await db().select().from(prayerGatheringPrayed).where(eq(prayerGatheringPrayed.gathering_id, gathering.id))).toMatchObject([{ present_count: 2 }]);
    a.socket.close(1000);
    b.socket.close(1000);
  });
});

describe("PlanGenerator interrupted", () => {
  it("a publishing batch D1 refuses writes nothing of the plan; the alarm's next run publishes every day once", async () => {
    const member = await signUp();
    const brief = planBrief();
    const plan = { id: crypto.randomUUID() };
    await db()
      .insert(plans)
      .values({ id: plan.id, user_id: member.id, title: brief.title, focus_area: brief.focusArea, length_days: 7, status: "generating", source: "generated", request: brief });
    const stub = env.PLAN_GENERATOR.get(env.PLAN_GENERATOR.idFromName(plan.id));
    const inGenerator = <R>(fn: (generator: PlanGenerator, state: DurableObjectState) => R | Promise<R>) =>
      runInDurableObject(stub, (instance, state) => fn(instance as unknown as PlanGenerator, state));
    const started = await inGenerator(async (instance) => {
      instance.ai = null;
      return instance.start({ planId: plan.id, userId: member.id, totalDays: 7, brief });
    });
    expect(started).toMatchObject({ ok: true });
    // Outline, then the days: everything but publishing.
    while ((await inGenerator((instance) => instance.status()))?.phase !== "publish") {
      await runDurableObjectAlarm(stub);
    }

    // Publishing's batch: the plan's ready flag first, its days second — D1 refuses the second.
    const failed = await inGenerator(async (instance, state) => {
      const onFailingD1 = new PlanGenerator(state, { ...env, DB: failingNthWrite(env.DB, 2).binding } as Env);
      onFailingD1.ai = null;
      await onFailingD1.alarm();
      return instance.status();
    });
    expect(failed).toMatchObject({ phase: "publish", attempts: 1 });
    expect(await db().select().from(planDays).where(eq(planDays.plan_id, plan.id))).toHaveLength(0);
    expect((await db().select().from(plans).where(eq(plans.id, plan.id)).get())?.status).toBe("generating");

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await runDurableObjectAlarm(stub);
    expect(await db().select().from(planDays).where(eq(planDays.plan_id, plan.id))).toHaveLength(7);
    expect((await db().select().from(plans).where(eq(plans.id, plan.id)).get())?.status).toBe("ready");
  });
});
