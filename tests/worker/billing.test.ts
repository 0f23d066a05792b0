/**
 * Billing and the subscription pages through the real worker: check-subscription,
 * Stripe Checkout and the portal through the real `stripe` SDK against the local fake
 * (tests/fakes/stripe.ts, miniflare's outboundService), signed webhooks, and Premium granted by
 * administrators. Billing-off behaviour is tested at the domain level: this project has Stripe keys.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIPTION_COPY } from "../../app/kernel/copy/subscription";
import type { MembershipState } from "../../app/kernel/membership";
import { stripeEvents, subscriptions } from "../../worker/db/schema";
import { billingOffer, startCheckout } from "../../worker/domain/billing.server";
import { grantPremium, saveSubscription, type SubscriptionFields } from "../../worker/domain/subscriptions.server";
import { createPayments } from "../../worker/providers/payments";
import { STRIPE_FAKE_CONTROL } from "../fakes/stripe";
import { webhookRoutes } from "../../worker/routes/webhooks";
import { ORIGIN, request, requestContext, signUp, testDb } from "./helpers";
import { stripeSignature } from "./stripe-signature";

const FAKE = STRIPE_FAKE_CONTROL;
const DAY_S = 24 * 60 * 60;

interface Call {
  method: string;
  path: string;
  params: Record<string, any>;
  headers: Record<string, string | null>;
}

const stripeCalls = async (): Promise<Call[]> => (await fetch(`${FAKE}/__calls`)).json();

beforeEach(async () => {
  await fetch(`${FAKE}/__calls`, { method: "DELETE" });
});

let ipSequence = 0;
/** A same-origin form post as a browser sends it (Remix compares Origin with Host before any action). */
function post(path: string, cookie: string | undefined, entries: [string, string][]) {
  const headers = { Origin: ORIGIN, "cf-connecting-ip": `198.51.100.${++ipSequence % 250}` };
  return request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers });
}

async function checkSubscription(cookie?: string) {
  return request("/api/check-subscription", { method: "POST", cookie });
}
async function membershipOf(cookie: string): Promise<MembershipState> {
  const response = await checkSubscription(cookie);
  expect(response.status).toBe(200);
  return response.json();
}

const rowOf = async (userId: string) =>
  (await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, userId)).get()) ?? null;
const eventRow = async (id: string) => (await testDb().select().from(stripeEvents).where(eq(stripeEvents.id, id)).get()) ?? null;

let objectSequence = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${++objectSequence}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Subscription as Stripe's API (2025-03-31 and later) shapes it: period dates on the item. */
function stripeSubscription(input: {
  id?: string;
  customer?: string;
  status: string;
  price?: "price_monthly" | "price_yearly";
  trialEnd?: number | null;
  periodEnd?: number;
  userId?: string;
}) {
  const id = input.id ?? nextId("sub");
  const price = input.price ?? "price_monthly";
  const periodEnd = input.periodEnd ?? nowSeconds() + 30 * DAY_S;
  return {
    id,
    object: "subscription",
    customer: input.customer ?? nextId("cus"),
    status: input.status,
    cancel_at_period_end: false,
    created: nowSeconds(),
    trial_end: input.trialEnd ?? null,
    metadata: input.userId ? { userId: input.userId } : {},
    livemode: false,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: nextId("si"),
          object: "subscription_item",
          subscription: id,
          quantity: 1,
          current_period_start: nowSeconds(),
          current_period_end: periodEnd,
          price: {
            id: price,
            object: "price",
            type: "recurring",
            recurring: { interval: price === "price_yearly" ? "year" : "month", interval_count: 1 },
          },
        },
      ],
    },
  };
}

function stripeEvent(type: string, object: object, id = nextId("evt")) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: nowSeconds(),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

async function deliver(event: object, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers = new Headers({ "Content-Type": "application/json" });
  const header = signature === undefined ? await stripeSignature(payload, env.STRIPE_WEBHOOK_SECRET!) : signature;
  if (header !== null) headers.set("Stripe-Signature", header);
  return request("/api/webhooks/stripe", { method: "POST", body: payload, headers });
}

async function expectReceived(event: object) {
  const response = await deliver(event);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ received: true });
}

const stripeRow = (fields: Partial<SubscriptionFields> & Pick<SubscriptionFields, "status">): SubscriptionFields => ({
  plan_type: "premium_monthly",
  trial_end: null,
  current_period_end: new Date(Date.now() + 30 * DAY_S * 1000),
  provider: "stripe",
  provider_customer_id: nextId("cus"),
  provider_subscription_id: nextId("sub"),
  ...fields,
});

/** A customer the fake knows (as Stripe would after a checkout), linked to the member's row. */
async function linkStripeCustomer(userId: string, status: string) {
  const fields = stripeRow({ status });
  const subscription = stripeSubscription({
    id: fields.provider_subscription_id!,
    customer: fields.provider_customer_id!,
    status,
    userId,
  });
  await fetch(`${FAKE}/__subscriptions`, { method: "POST", body: JSON.stringify(subscription) });
  await saveSubscription(testDb(), userId, fields);
  return fields;
}

describe("check-subscription", () => {
  it("answers a visitor with 401", async () => {
    const response = await checkSubscription();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to continue." });
  });

  it("answers a free member: not premium, no plan", async () => {
    const member = await signUp();
    const state = await membershipOf(member.cookie);
    expect(state).toMatchObject({ premium: false, plan_type: null, status: null, trial_end: null, current_period_end: null });
  });

  it("answers a premium member: premium with the plan and status", async () => {
    const member = await signUp();
    await grantPremium(testDb(), member.id, { kind: "comp", days: null });
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: true, plan_type: "premium_comp", status: "active" });
  });
});

describe("Stripe Checkout from /subscription", () => {
  it("sends a visitor to /auth and calls nothing", async () => {
    const response = await post("/subscription", undefined, [
      ["intent", "checkout"],
      ["interval", "month"],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/subscription")}`);
    expect(await stripeCalls()).toEqual([]);
  });

  it("creates a monthly Checkout Session with the trial and the member's id, and redirects to it", async () => {
    const member = await signUp();
    const response = await post("/subscription", member.cookie, [
      ["intent", "checkout"],
      ["interval", "month"],
    ]);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/);

    const calls = await stripeCalls();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe("POST");
    expect(call!.path).toBe("/v1/checkout/sessions");
    expect(call!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(call!.headers["stripe-version"]).toBeTruthy();
    expect(call!.params).toMatchObject({
      mode: "subscription",
      line_items: [{ price: "price_monthly", quantity: "1" }],
      metadata: { userId: member.id },
      subscription_data: { trial_period_days: "7", metadata: { userId: member.id } },
      customer_email: member.email,
      success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/cancel`,
    });
    expect(call!.params.customer).toBeUndefined();
    // Returning from checkout proves nothing: the member is not Premium until the webhook lands.
    expect((await membershipOf(member.cookie)).premium).toBe(false);
  });

  it("uses the yearly price for Start yearly", async () => {
    const member = await signUp();
    const response = await post("/subscription", member.cookie, [
      ["intent", "checkout"],
      ["interval", "year"],
    ]);
    expect(response.status).toBe(302);
    const [call] = await stripeCalls();
    expect(call!.params.line_items).toEqual([{ price: "price_yearly", quantity: "1" }]);
  });

  it("reuses a returning member's Stripe customer and gives no second trial", async () => {
    const member = await signUp();
    const linked = await linkStripeCustomer(member.id, "canceled");
    const response = await post("/subscription", member.cookie, [
      ["intent", "checkout"],
      ["interval", "month"],
    ]);
    expect(response.status).toBe(302);
    const [call] = await stripeCalls();
    expect(call!.params.customer).toBe(linked.provider_customer_id);
    expect(call!.params.customer_email).toBeUndefined();
    expect(call!.params.subscription_data.trial_period_days).toBeUndefined();
  });

  it("refuses a second subscription to a member who already pays", async () => {
    const member = await signUp();
    await linkStripeCustomer(member.id, "active");
    const response = await post("/subscription", member.cookie, [
      ["intent", "checkout"],
      ["interval", "month"],
    ]);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(SUBSCRIPTION_COPY.alreadySubscribed);
    expect(await stripeCalls()).toEqual([]);
  });

  it("answers an unknown interval with 400 and calls nothing", async () => {
    const member = await signUp();
    const response = await post("/subscription", member.cookie, [
      ["intent", "checkout"],
      ["interval", "weekly"],
    ]);
    expect(response.status).toBe(400);
    expect(await stripeCalls()).toEqual([]);
  });

  it("shows the plans with both buttons, the trial and the free limits", async () => {
    const member = await signUp();
    const response = await request("/subscription", { cookie: member.cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(SUBSCRIPTION_COPY.startMonthly);
    expect(html).toContain(SUBSCRIPTION_COPY.startYearly);
    // No price labels are configured here: the page invents none.
    expect(html).toContain(SUBSCRIPTION_COPY.priceAtCheckout);
    expect(html).toContain(SUBSCRIPTION_COPY.trial(7));
    expect(html).toContain("10 a month"); // journal entries, from the D1 free limits
    expect(html).not.toContain(SUBSCRIPTION_COPY.billingOff);
    expect(html).not.toContain(SUBSCRIPTION_COPY.manage);
  });
});

describe("the member's status on /subscription", () => {
  it("shows the plan, the trial end and the period end as dates in the member's time zone", async () => {
    const member = await signUp({ timeZone: "America/Chicago" });
    // 03:00 UTC on the 1st is still the evening of the 31st in Chicago.
    await saveSubscription(
      testDb(),
      member.id,
      stripeRow({ status: "trialing", trial_end: new Date("2030-01-01T03:00:00Z"), current_period_end: new Date("2030-02-01T03:00:00Z") }),
    );
    const html = await (await request("/subscription", { cookie: member.cookie })).text();
    expect(html).toContain("Premium, monthly");
    expect(html).toContain("Free trial");
    expect(html).toContain(`${SUBSCRIPTION_COPY.trialEnds}</dt><dd>December 31, 2029`);
    expect(html).toContain(`${SUBSCRIPTION_COPY.periodEnds}</dt><dd>January 31, 2030`);
    expect(html).toContain(SUBSCRIPTION_COPY.renewsNote);
  });

  it("says an administrator's trial is over once its end has passed", async () => {
    const member = await signUp();
    await grantPremium(testDb(), member.id, { kind: "trial", days: 3 }, new Date(Date.now() - 10 * DAY_S * 1000));
    const html = await (await request("/subscription", { cookie: member.cookie })).text();
    expect(html).toContain(`${SUBSCRIPTION_COPY.plan}</dt><dd class="font-semibold">Free`);
    expect(html).toContain("Trial over");
    expect(html).toContain(SUBSCRIPTION_COPY.trialEnded);
  });
});

describe("the customer portal", () => {
  it("opens the portal for a member with a Stripe customer", async () => {
    const member = await signUp();
    const linked = await linkStripeCustomer(member.id, "active");
    const page = await (await request("/subscription", { cookie: member.cookie })).text();
    expect(page).toContain(SUBSCRIPTION_COPY.manage);
    expect(page).not.toContain(SUBSCRIPTION_COPY.startMonthly);

    const response = await post("/subscription", member.cookie, [["intent", "portal"]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [call] = await stripeCalls();
    expect(call).toMatchObject({
      method: "POST",
      path: "/v1/billing_portal/sessions",
      params: { customer: linked.provider_customer_id, return_url: `${ORIGIN}/subscription` },
    });
  });

  it("tells a member without a Stripe customer there is nothing to manage", async () => {
    const member = await signUp();
    const response = await post("/subscription", member.cookie, [["intent", "portal"]]);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(SUBSCRIPTION_COPY.noBillingAccount);
    expect(await stripeCalls()).toEqual([]);
  });
});

describe("POST /api/webhooks/stripe", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("rejects a wrong or missing signature with 400 and writes nothing", async () => {
    const member = await signUp();
    const event = stripeEvent("customer.subscription.created", stripeSubscription({ status: "active", userId: member.id }));
    const payload = JSON.stringify(event);
    const wrongSecret = await stripeSignature(payload, "whsec_someone_else");
    for (const signature of [wrongSecret, null, "t=1,v1=deadbeef", "garbage"]) {
      const response = await deliver(event, signature);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain("Stripe-Signature");
    }
    // A correct signature over a different body fails too.
    const tampered = await request("/api/webhooks/stripe", {
      method: "POST",
      body: payload.replace('"active"', '"trialing"'),
      headers: { "Stripe-Signature": await stripeSignature(payload, env.STRIPE_WEBHOOK_SECRET!) },
    });
    expect(tampered.status).toBe(400);
    expect(await eventRow(event.id)).toBeNull();
    expect(await rowOf(member.id)).toBeNull();
  });

  it("rejects a correctly signed but stale delivery (replayed long after)", async () => {
    const member = await signUp();
    const event = stripeEvent("customer.subscription.created", stripeSubscription({ status: "active", userId: member.id }));
    const payload = JSON.stringify(event);
    const old = await stripeSignature(payload, env.STRIPE_WEBHOOK_SECRET!, nowSeconds() - 60 * 60);
    expect((await deliver(event, old)).status).toBe(400);
    expect(await rowOf(member.id)).toBeNull();
  });

  it("moves a member free → trialing → active → canceled", async () => {
    const member = await signUp();
    expect((await membershipOf(member.cookie)).premium).toBe(false);

    const trialEnd = nowSeconds() + 7 * DAY_S;
    const trialing = stripeSubscription({ status: "trialing", trialEnd, periodEnd: trialEnd, userId: member.id });
    await expectReceived(stripeEvent("customer.subscription.created", trialing));
    expect(await membershipOf(member.cookie)).toMatchObject({
      premium: true,
      status: "trialing",
      plan_type: "premium_monthly",
      trial_end: trialEnd * 1000,
      current_period_end: trialEnd * 1000,
    });
    expect(await rowOf(member.id)).toMatchObject({
      provider: "stripe",
      provider_customer_id: trialing.customer,
      provider_subscription_id: trialing.id,
    });

    // Later events carry no metadata here: the member is found by the linked subscription id.
    const periodEnd = nowSeconds() + 365 * DAY_S;
    const active = { ...stripeSubscription({ id: trialing.id, customer: trialing.customer, status: "active", price: "price_yearly", periodEnd }), metadata: {} };
    await expectReceived(stripeEvent("customer.subscription.updated", active));
    expect(await membershipOf(member.cookie)).toMatchObject({
      premium: true,
      status: "active",
      plan_type: "premium_yearly",
      trial_end: null,
      current_period_end: periodEnd * 1000,
    });

    await expectReceived(stripeEvent("customer.subscription.deleted", { ...active, status: "canceled" }));
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: false, status: "canceled" });
  });

  it("applies the same event only once: a redelivery changes nothing", async () => {
    const member = await signUp();
    const trialing = stripeSubscription({ status: "trialing", trialEnd: nowSeconds() + 7 * DAY_S, userId: member.id });
    const created = stripeEvent("customer.subscription.created", trialing);
    await expectReceived(created);
    expect(await eventRow(created.id)).toMatchObject({ id: created.id, type: "customer.subscription.created" });

    await expectReceived(stripeEvent("customer.subscription.updated", { ...trialing, status: "active", trial_end: null }));
    const before = await rowOf(member.id);
    expect(before!.status).toBe("active");

    // Stripe delivers the first event again: it must not put the member back in trial.
    await expectReceived(created);
    expect(await rowOf(member.id)).toEqual(before);
    const rows = await testDb().select().from(stripeEvents).where(eq(stripeEvents.id, created.id));
    expect(rows).toHaveLength(1);
  });

  it("links the customer and subscription on checkout.session.completed, reading the subscription from Stripe", async () => {
    const member = await signUp();
    const subscription = stripeSubscription({ status: "trialing", trialEnd: nowSeconds() + 7 * DAY_S });
    await fetch(`${FAKE}/__subscriptions`, { method: "POST", body: JSON.stringify(subscription) });
    const session = {
      id: nextId("cs"),
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "no_payment_required",
      customer: subscription.customer,
      subscription: subscription.id,
      metadata: { userId: member.id },
    };
    await expectReceived(stripeEvent("checkout.session.completed", session));
    expect(await rowOf(member.id)).toMatchObject({
      provider: "stripe",
      status: "trialing",
      plan_type: "premium_monthly",
      provider_customer_id: subscription.customer,
      provider_subscription_id: subscription.id,
    });
    expect((await membershipOf(member.cookie)).premium).toBe(true);
    const calls = await stripeCalls();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/subscriptions/${subscription.id}`]);
  });

  it("marks a failed payment past_due, which ends access", async () => {
    const member = await signUp();
    const linked = await linkStripeCustomer(member.id, "active");
    expect((await membershipOf(member.cookie)).premium).toBe(true);
    const invoice = {
      id: nextId("in"),
      object: "invoice",
      customer: linked.provider_customer_id,
      status: "open",
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: linked.provider_subscription_id, metadata: {} } },
    };
    await expectReceived(stripeEvent("invoice.payment_failed", invoice));
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: false, status: "past_due" });
  });

  it("answers 200 for an event about no known member, changes nothing and logs it", async () => {
    const member = await signUp();
    const stranger = stripeSubscription({ status: "active", customer: "cus_nobody", userId: "no-such-user" });
    const event = stripeEvent("customer.subscription.updated", stranger);
    await expectReceived(event);
    expect(await eventRow(event.id)).toBeNull();
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.provider_customer_id, "cus_nobody"))).toEqual([]);
    expect(await rowOf(member.id)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${event.type} ${event.id}: no member matches`));
  });

  it("ignores a late event about another subscription that would take live access away", async () => {
    const member = await signUp();
    const linked = await linkStripeCustomer(member.id, "active");
    const old = stripeSubscription({ status: "canceled", customer: linked.provider_customer_id!, userId: member.id });
    await expectReceived(stripeEvent("customer.subscription.deleted", old));
    expect(await rowOf(member.id)).toMatchObject({ status: "active", provider_subscription_id: linked.provider_subscription_id });
  });

  it("does not let a Stripe event undo an administrator's grant unless it gives access itself", async () => {
    const member = await signUp();
    await grantPremium(testDb(), member.id, { kind: "comp", days: null });
    await expectReceived(stripeEvent("customer.subscription.created", stripeSubscription({ status: "incomplete", userId: member.id })));
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: true, plan_type: "premium_comp" });
    await expectReceived(stripeEvent("customer.subscription.updated", stripeSubscription({ status: "active", userId: member.id })));
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: true, plan_type: "premium_monthly", status: "active" });
  });

  it("keeps a canceled member free when an older 'active' update arrives late", async () => {
    const member = await signUp();
    const active = stripeSubscription({ status: "active", userId: member.id });
    const olderActive = { ...stripeEvent("customer.subscription.updated", active), created: nowSeconds() - 120 };
    await expectReceived({ ...stripeEvent("customer.subscription.created", active), created: nowSeconds() - 180 });
    await expectReceived(stripeEvent("customer.subscription.deleted", { ...active, status: "canceled" }));
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: false, status: "canceled" });

    // Stripe's retry of the update that was sent before the cancellation.
    await expectReceived(olderActive);
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: false, status: "canceled" });
    expect(await eventRow(olderActive.id)).toMatchObject({ id: olderActive.id });
  });

  it("applies events of one subscription in the order Stripe created them, not the order they arrive", async () => {
    const member = await signUp();
    const linked = await linkStripeCustomer(member.id, "active");
    const subscription = stripeSubscription({ id: linked.provider_subscription_id!, customer: linked.provider_customer_id!, status: "active", userId: member.id });
    await expectReceived(stripeEvent("customer.subscription.updated", subscription));
    const invoice = {
      id: nextId("in"),
      object: "invoice",
      customer: linked.provider_customer_id,
      status: "open",
      parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: linked.provider_subscription_id, metadata: {} } },
    };
    // An older failed payment and an older past_due update, both retried after the payment went through.
    await expectReceived({ ...stripeEvent("invoice.payment_failed", invoice), created: nowSeconds() - 600 });
    await expectReceived({ ...stripeEvent("customer.subscription.updated", { ...subscription, status: "past_due" }), created: nowSeconds() - 600 });
    expect(await membershipOf(member.cookie)).toMatchObject({ premium: true, status: "active" });
  });

  it("answers event types it does not handle with 200 and records nothing", async () => {
    const event = stripeEvent("charge.succeeded", { id: nextId("ch"), object: "charge" });
    await expectReceived(event);
    expect(await eventRow(event.id)).toBeNull();
  });
});

describe("billing off (no Stripe keys)", () => {
  const billingOff = { ...env, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };

  it("has no payments provider without a key, or with a key but no webhook secret or prices", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(createPayments({})).toBeNull();
    expect(createPayments({ STRIPE_SECRET_KEY: "sk_test_half" })).toBeNull();
    expect(createPayments(env)).not.toBeNull();
    vi.restoreAllMocks();
  });

  it("offers no prices and no trial, so /subscription shows the plain statement", () => {
    expect(billingOffer(billingOff, null)).toEqual({ enabled: false, trialDays: 0, prices: { month: null, year: null } });
  });

  it("never starts a checkout", async () => {
    const member = await signUp();
    const app = await requestContext({ vars: billingOff });
    const result = await startCheckout(app, { id: member.id, email: member.email, name: member.name, emailVerified: false, role: "user" }, "month");
    expect(result).toEqual({ ok: false, message: SUBSCRIPTION_COPY.billingOff, status: 503 });
    expect(await stripeCalls()).toEqual([]);
  });

  it("answers the webhook with 503", async () => {
    const response = await webhookRoutes.request("/stripe", { method: "POST", body: "{}" }, billingOff);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Billing is not configured on this server." });
  });
});
