/**
 * Webhooks replayed, reordered, or refused by D1 half-way, signed as the providers sign them: the
 * end state is the one the provider holds and each effect lands once. (Stripe's replays and
 * reordering within one subscription are in billing.test.ts; LiveKit's replays in
 * gathering-room.test.ts.)
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { gatheringAttendance, stripeEvents, subscriptions } from "../../worker/db/schema";
import { seedGathering } from "../../worker/seed/gatherings";
import { failingNthWrite } from "./d1-faults";
import { ORIGIN, requestWithEnv, signUp, testDb } from "./helpers";
import { livekitWebhook, seconds } from "./livekit-webhook";
import { stripeSignature } from "./stripe-signature";

const MINUTE = 60_000;
let sequence = 0;
const nextId = (prefix: string) => `${prefix}_faults${Date.now().toString(36)}${++sequence}`;

function participantEvent(kind: "participant_joined" | "participant_left", roomName: string, identity: string, sid: string, joinedAt: Date, at: Date) {
  return {
    event: kind,
    room: { sid: "RM_fake", name: roomName },
    participant: { sid, identity, joinedAt: seconds(joinedAt), name: identity },
    id: nextId("EV"),
    createdAt: seconds(at),
  };
}
const roomFinished = (roomName: string, at: Date) => ({ event: "room_finished", room: { sid: "RM_fake", name: roomName }, id: nextId("EV"), createdAt: seconds(at) });

const attendanceOf = (gatheringId: string) => testDb().select().from(gatheringAttendance).where(eq(gatheringAttendance.gathering_id, gatheringId));

describe("LiveKit's room events out of order", () => {
  it("a 'left' before its 'joined', each delivered twice, leaves the stretch LiveKit reported, once", async () => {
    const host = await signUp();
    const gathering = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() - 30 * MINUTE) });
    const joinedAt = new Date(Date.now() - 20 * MINUTE);
    const leftAt = new Date(joinedAt.getTime() + 12 * MINUTE);
    const joined = participantEvent("participant_joined", gathering.room_name, host.id, "PA_out1", joinedAt, joinedAt);
    const left = participantEvent("participant_left", gathering.room_name, host.id, "PA_out1", joinedAt, leftAt);
    for (const event of [left, joined, left, joined]) expect((await livekitWebhook(event)).status).toBe(200);
    const rows = await attendanceOf(gathering.id);
    expect(rows).toHaveLength(1);
    expect([rows[0]!.joined_at.getTime(), rows[0]!.left_at?.getTime()]).toEqual([Number(seconds(joinedAt)) * 1000, Number(seconds(leftAt)) * 1000]);
  });

  it("a 'left' that comes after the room finished keeps his own leaving time, not the room's", async () => {
    const host = await signUp();
    const gathering = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() - 30 * MINUTE) });
    const joinedAt = new Date(Date.now() - 20 * MINUTE);
    const leftAt = new Date(joinedAt.getTime() + 5 * MINUTE);
    await livekitWebhook(participantEvent("participant_joined", gathering.room_name, host.id, "PA_out2", joinedAt, joinedAt));
    await livekitWebhook(roomFinished(gathering.room_name, new Date()));
    await livekitWebhook(participantEvent("participant_left", gathering.room_name, host.id, "PA_out2", joinedAt, leftAt));
    const [row] = await attendanceOf(gathering.id);
    expect(row!.left_at?.getTime()).toBe(Number(seconds(leftAt)) * 1000);
  });
});

describe("a Stripe event D1 refuses half-way", () => {
  it("answers 500 with nothing written, so Stripe delivers it again; the redelivery applies it once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const member = await signUp();
    const subscriptionId = nextId("sub");
    const event = {
      id: nextId("evt"),
      object: "event",
      created: Math.floor(Date.now() / 1000),
      type: "customer.subscription.created",
      livemode: false,
      data: {
        object: {
          id: subscriptionId,
          object: "subscription",
          customer: nextId("cus"),
          status: "active",
          trial_end: null,
          metadata: { userId: member.id },
          items: { object: "list", data: [{ id: nextId("si"), object: "subscription_item", current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400, price: { id: "price_monthly", object: "price" } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const deliver = async (vars = {}) =>
      requestWithEnv(`${ORIGIN}/api/webhooks/stripe`, vars, {
        method: "POST",
        body: payload,
        headers: { "Content-Type": "application/json", "Stripe-Signature": await stripeSignature(payload, env.STRIPE_WEBHOOK_SECRET!) },
      });

    // The event's id and the subscription are one batch: D1 refuses its second statement.
    const refused = await deliver({ DB: failingNthWrite(env.DB, 2).binding });
    expect(refused.status).toBe(500);
    expect(await testDb().select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id))).toEqual([]);

    for (let delivery = 0; delivery < 2; delivery++) expect((await deliver()).status).toBe(200);
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id))).toMatchObject([
      { status: "active", provider_subscription_id: subscriptionId },
    ]);
    expect(await testDb().select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
