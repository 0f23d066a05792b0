/**
 * Billing: Stripe Checkout and the customer portal for members, the webhook's effect on the
 * subscriptions table, and Premium granted by administrators. The webhook is the only thing that
 * turns a payment into access: no page ever marks a member Premium because a checkout "returned".
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { hasPremiumAccess, type MembershipState } from "../../app/kernel/membership";
import { DATA_COPY } from "../../app/kernel/copy/settings";
import { ADMIN_GRANT_COPY, SUBSCRIPTION_COPY } from "../../app/kernel/copy/subscription";
import type { AppContext, SessionUser } from "../context";
import type { Database } from "../db/client";
import { stripeEvents, subscriptions, user as userTable } from "../db/schema";
import type { Env } from "../env";
import {
  createPayments,
  DEFAULT_TRIAL_DAYS,
  isStripeError,
  trialDaysFrom,
  type BillingInterval,
  type Payments,
  type StripeEvent,
  type StripeSubscription,
} from "../providers/payments";
import { refuse, succeed, type Outcome } from "./outcome";
import { grantPremiumStatement, subscriptionQuery, type SubscriptionFields } from "./subscriptions.server";
import { noteProviderError } from "./admin/failures.server";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses that give access — a subscription in one of them is "live". */
const LIVE_STATUSES = new Set(["active", "trialing"]);
/** A Stripe subscription the member still holds (paying, in trial, or retrying a failed payment). */
const HELD_STATUSES = new Set(["active", "trialing", "past_due"]);

/** What /subscription shows about billing on this server. Price labels only exist when billing is on. */
export interface BillingOffer {
  enabled: boolean;
  trialDays: number;
  prices: Record<BillingInterval, string | null>;
}

/** What /subscription offers this member: the trial is for a first subscription only. */
export function billingOffer(env: Env, record: SubscriptionRow | null): BillingOffer {
  const payments = createPayments(env);
  if (!payments) return { enabled: false, trialDays: 0, prices: { month: null, year: null } };
  return {
    enabled: true,
    trialDays: trialDaysFor(payments, record),
    prices: {
      month: env.PREMIUM_PRICE_MONTHLY_LABEL?.trim() || null,
      year: env.PREMIUM_PRICE_YEARLY_LABEL?.trim() || null,
    },
  };
}

/** The member's own subscription row (with the provider's ids), or null. */
export async function billingRecord(db: Database, userId: string): Promise<SubscriptionRow | null> {
  return (await db.select().from(subscriptions).where(eq(subscriptions.user_id, userId)).get()) ?? null;
}

/** A member who has had a Stripe subscription before (a customer on record) gets no second free trial. */
function trialDaysFor(payments: Pick<Payments, "trialDays">, record: SubscriptionRow | null): number {
  return record?.provider_customer_id ? 0 : payments.trialDays;
}

export function holdsStripeSubscription(record: SubscriptionRow | null): boolean {
  return record?.provider === "stripe" && HELD_STATUSES.has(record.status);
}

/** A Checkout Session for monthly or yearly Premium; the member is sent to its URL. */
export async function startCheckout(app: AppContext, user: SessionUser, interval: BillingInterval): Promise<Outcome<{ url: string }>> {
  const payments = createPayments(app.env);
  if (!payments) return refuse(503, SUBSCRIPTION_COPY.billingOff);
  const record = await billingRecord(app.db, user.id);
  if (holdsStripeSubscription(record)) return refuse(409, SUBSCRIPTION_COPY.alreadySubscribed);
  try {
    const session = await payments.createCheckoutSession({
      userId: user.id,
      email: user.email,
      customerId: record?.provider_customer_id ?? null,
      interval,
      successUrl: `${app.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${app.origin}/cancel`,
      trialDays: trialDaysFor(payments, record),
    });
    return succeed({ url: session.url });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    await noteProviderError(app.db, "billing", `${error.type}: ${error.message}`);
    console.error(`[${app.requestId}] checkout session failed: ${error.type} ${error.message}`);
    return refuse(502, SUBSCRIPTION_COPY.providerUnavailable);
  }
}

/** The Stripe customer portal (manage, change or cancel), for a member who has a Stripe customer. */
export async function openPortal(app: AppContext, user: SessionUser): Promise<Outcome<{ url: string }>> {
  const payments = createPayments(app.env);
  if (!payments) return refuse(503, SUBSCRIPTION_COPY.billingOff);
  const record = await billingRecord(app.db, user.id);
  if (!record?.provider_customer_id) return refuse(409, SUBSCRIPTION_COPY.noBillingAccount);
  try {
    const session = await payments.createPortalSession({
      customerId: record.provider_customer_id,
      returnUrl: `${app.origin}/subscription`,
    });
    return succeed({ url: session.url });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    await noteProviderError(app.db, "billing", `${error.type}: ${error.message}`);
    console.error(`[${app.requestId}] portal session failed: ${error.type} ${error.message}`);
    return refuse(502, SUBSCRIPTION_COPY.providerUnavailable);
  }
}

/**
 * Before an account is deleted: a Stripe subscription it still holds is canceled at once, so a man
 * who deletes his account is never charged again. If that cannot be done, the account stays.
 */
export async function cancelHeldSubscription(
  app: AppContext,
  userId: string,
): Promise<Outcome> {
  const record = await billingRecord(app.db, userId);
  if (!holdsStripeSubscription(record) || !record?.provider_subscription_id) return succeed({});
  const payments = createPayments(app.env);
  if (!payments) return refuse(503, DATA_COPY.billingNotCanceled);
  try {
    await payments.cancelSubscription(record.provider_subscription_id);
  } catch (error) {
    if (!isStripeError(error)) throw error;
    await noteProviderError(app.db, "billing", `${error.type}: ${error.message}`);
    console.error(`[${app.requestId}] canceling ${record.provider_subscription_id} failed: ${error.type} ${error.message}`);
    return refuse(502, DATA_COPY.billingNotCanceled);
  }
  return succeed({});
}

/** The access state /success shows first (then polls check-subscription for the webhook's effect). */
export async function accessStateForOutcome(
  app: AppContext,
  userId: string,
  now = new Date(),
): Promise<Omit<MembershipState, "warnings">> {
  const row = (await subscriptionQuery(app.db, userId))[0] ?? null;
  return {
    premium: hasPremiumAccess(row, now),
    plan_type: row?.plan_type ?? null,
    status: row?.status ?? null,
    trial_end: row?.trial_end ? row.trial_end.getTime() : null,
    current_period_end: row?.current_period_end ? row.current_period_end.getTime() : null,
  };
}

/* ───────────────────────────── webhook events ───────────────────────────── */

export type StripeEventOutcome =
  | { outcome: "applied"; userId: string }
  | { outcome: "duplicate" }
  | { outcome: "ignored"; reason: string }
  | { outcome: "unknown_member" };

const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));
const fromUnixSeconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** Stripe's statuses are kept, except that an expired incomplete subscription is simply canceled. */
function statusFrom(stripeStatus: string): string {
  return stripeStatus === "incomplete_expired" ? "canceled" : stripeStatus;
}

/** The subscription's state as our row stores it (API 2025-03-31+: the period end lives on the item). */
function subscriptionFields(
  subscription: StripeSubscription,
  prices: Record<BillingInterval, string>,
): SubscriptionFields {
  const item = subscription.items?.data?.[0];
  const priceId = item?.price?.id;
  const interval = priceId === prices.month ? "month" : priceId === prices.year ? "year" : item?.price?.recurring?.interval;
  return {
    plan_type: interval === "year" ? "premium_yearly" : interval === "month" ? "premium_monthly" : "premium",
    status: statusFrom(subscription.status),
    trial_end: fromUnixSeconds(subscription.trial_end),
    current_period_end: fromUnixSeconds(item?.current_period_end),
    provider: "stripe",
    provider_customer_id: idOf(subscription.customer),
    provider_subscription_id: subscription.id,
  };
}

/**
 * The member an event is about: by the userId our Checkout Session put in the metadata, else by the
 * Stripe subscription or customer id already linked to a member. Nothing else in a payload (an email,
 * a name) ever picks a member.
 */
async function findMember(
  db: Database,
  keys: { metadataUserId?: string | null; subscriptionId?: string | null; customerId?: string | null },
): Promise<{ userId: string; record: SubscriptionRow | null } | null> {
  if (keys.metadataUserId) {
    const found = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, keys.metadataUserId)).get();
    if (found) return { userId: found.id, record: await billingRecord(db, found.id) };
  }
  const byStripeId = async (column: "provider_subscription_id" | "provider_customer_id", value: string) =>
    (await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, "stripe"), eq(subscriptions[column], value)))
      .get()) ?? null;
  const record =
    (keys.subscriptionId ? await byStripeId("provider_subscription_id", keys.subscriptionId) : null) ??
    (keys.customerId ? await byStripeId("provider_customer_id", keys.customerId) : null);
  return record ? { userId: record.user_id, record } : null;
}

/**
 * Stripe does not promise delivery order, and retries a failed delivery for days. For the same
 * subscription, an event created before the last one applied is ignored, and a canceled
 * subscription stays canceled (Stripe never revives one, so a tie within the same second cannot
 * either). The condition sits in the write itself, so two deliveries racing cannot slip past it.
 */
const staleFor = (subscriptionId: SQL, eventAt: Date, status: SQL) => sql`(
  ${subscriptions.provider_subscription_id} IS ${subscriptionId}
  AND (coalesce(${subscriptions.provider_event_at}, 0) > ${eventAt.getTime()} OR (${subscriptions.status} = 'canceled' AND ${status} <> 'canceled'))
)`;

function upsertSubscription(db: Database, userId: string, fields: SubscriptionFields, eventAt: Date) {
  return db
    .insert(subscriptions)
    .values({ user_id: userId, ...fields, provider_event_at: eventAt })
    .onConflictDoUpdate({
      target: subscriptions.user_id,
      set: { ...fields, provider_event_at: eventAt, updated_at: new Date() },
      setWhere: sql`NOT ${staleFor(sql`excluded.provider_subscription_id`, eventAt, sql`excluded.status`)}`,
    })
    .returning({ id: subscriptions.id });
}

type Change =
  | { ok: true; userId: string; statement: ReturnType<typeof upsertSubscription> | ReturnType<typeof markPastDue> }
  | { ok: false; result: StripeEventOutcome };

function markPastDue(db: Database, userId: string, subscriptionId: string, eventAt: Date) {
  return db
    .update(subscriptions)
    .set({ status: "past_due", provider_event_at: eventAt, updated_at: new Date() })
    .where(
      and(
        eq(subscriptions.user_id, userId),
        eq(subscriptions.provider_subscription_id, subscriptionId),
        sql`NOT ${staleFor(sql`${subscriptionId}`, eventAt, sql`'past_due'`)}`,
      ),
    )
    .returning({ id: subscriptions.id });
}

/**
 * Out of order across subscriptions: a state without access for a subscription other than the
 * one on record (an old subscription's late "deleted", an abandoned checkout's "incomplete") must not
 * take away access the member holds through the current one or through an administrator's grant.
 */
function wouldRevokeOtherAccess(record: SubscriptionRow | null, fields: SubscriptionFields): boolean {
  if (!record || !LIVE_STATUSES.has(record.status) || LIVE_STATUSES.has(fields.status)) return false;
  return record.provider_subscription_id !== fields.provider_subscription_id;
}

async function subscriptionChange(
  db: Database,
  subscription: StripeSubscription,
  prices: Record<BillingInterval, string>,
  eventAt: Date,
  overrides: { status?: string; metadataUserId?: string | null } = {},
): Promise<Change> {
  const fields = subscriptionFields(subscription, prices);
  if (overrides.status) fields.status = overrides.status;
  const member = await findMember(db, {
    metadataUserId: overrides.metadataUserId ?? subscription.metadata?.userId,
    subscriptionId: subscription.id,
    customerId: fields.provider_customer_id,
  });
  if (!member) return { ok: false, result: { outcome: "unknown_member" } };
  if (wouldRevokeOtherAccess(member.record, fields)) {
    return { ok: false, result: { outcome: "ignored", reason: `stale event for ${subscription.id}` } };
  }
  return { ok: true, userId: member.userId, statement: upsertSubscription(db, member.userId, fields, eventAt) };
}

async function changeFor(db: Database, event: StripeEvent, payments: Pick<Payments, "prices" | "retrieveSubscription">): Promise<Change> {
  const eventAt = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== "subscription" || !subscriptionId) {
        return { ok: false, result: { outcome: "ignored", reason: "not a subscription checkout" } };
      }
      // The session carries no status or dates: the subscription itself is the source of truth.
      const subscription = await payments.retrieveSubscription(subscriptionId);
      return subscriptionChange(db, subscription, payments.prices, eventAt, { metadataUserId: session.metadata?.userId });
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return subscriptionChange(db, event.data.object, payments.prices, eventAt);
    case "customer.subscription.deleted":
      return subscriptionChange(db, event.data.object, payments.prices, eventAt, { status: "canceled" });
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return { ok: false, result: { outcome: "ignored", reason: "invoice without a subscription" } };
      const member = await findMember(db, { subscriptionId, customerId: idOf(invoice.customer) });
      if (!member) return { ok: false, result: { outcome: "unknown_member" } };
      if (member.record?.provider_subscription_id !== subscriptionId) {
        return { ok: false, result: { outcome: "ignored", reason: `invoice for ${subscriptionId}, not the subscription on record` } };
      }
      return { ok: true, userId: member.userId, statement: markPastDue(db, member.userId, subscriptionId, eventAt) };
    }
    default:
      return { ok: false, result: { outcome: "ignored", reason: `unhandled event type ${event.type}` } };
  }
}

const eventSeen = async (db: Database, id: string) =>
  Boolean(await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get());

/**
 * Applies one verified Stripe event, at most once. The event id goes into stripe_events in the same
 * D1 batch (one transaction) as the subscription write: a redelivery, even one racing the first
 * delivery, hits the primary key, the whole batch rolls back, and nothing changes the second time.
 */
export async function applyStripeEvent(
  db: Database,
  event: StripeEvent,
  payments: Pick<Payments, "prices" | "retrieveSubscription">,
): Promise<StripeEventOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return { outcome: "ignored", reason: `unhandled event type ${event.type}` };
  // Cheap early answer for a redelivery (and no second call to Stripe); the batch below is the guard.
  if (await eventSeen(db, event.id)) return { outcome: "duplicate" };
  const change = await changeFor(db, event, payments);
  if (!change.ok) return change.result;
  let written: unknown[];
  try {
    [, written] = await db.batch([db.insert(stripeEvents).values({ id: event.id, type: event.type }), change.statement]);
  } catch (error) {
    if (await eventSeen(db, event.id)) return { outcome: "duplicate" };
    throw error;
  }
  // Nothing written: an older event than the one applied (it is recorded as seen all the same).
  if (written.length === 0) return { outcome: "ignored", reason: `out-of-order event ${event.id}` };
  return { outcome: "applied", userId: change.userId };
}

/* ───────────────────────────── administrators' grants ───────────────────────────── */

/**
 * Premium without a payment (billing on or off): "comp" for the given days or open-ended, or a trial
 * of the given days (default: the configured trial length), written in one batch with `also` (the
 * administrator's audit row, given the days granted). A member who pays through Stripe is left
 * alone: overwriting the row would cut the link to the subscription that bills them.
 */
export async function grantPremiumTo(
  app: AppContext,
  memberId: string,
  input: { kind: "comp" | "trial"; days: number | null },
  also: (days: number | null) => BatchItem<"sqlite">,
): Promise<Outcome<{ days: number | null }>> {
  if (holdsStripeSubscription(await billingRecord(app.db, memberId))) return refuse(409, ADMIN_GRANT_COPY.paysThroughStripe);
  const days = input.days ?? (input.kind === "trial" ? trialDaysFrom(app.env.PREMIUM_TRIAL_DAYS) || DEFAULT_TRIAL_DAYS : null);
  await app.db.batch([grantPremiumStatement(app.db, memberId, { kind: input.kind, days }), also(days)]);
  return succeed({ days });
}

/**
 * Ends Premium or a trial an administrator granted, with `also` in the same batch; a Stripe
 * subscription is the member's own (Stripe's dashboard changes it), and no grant is nothing to end.
 */
export async function revokeGrantedPremium(app: AppContext, memberId: string, also: BatchItem<"sqlite">): Promise<Outcome> {
  const record = await billingRecord(app.db, memberId);
  if (holdsStripeSubscription(record)) return refuse(409, ADMIN_GRANT_COPY.paysThroughStripe);
  if (record?.provider !== "admin") return refuse(409, ADMIN_GRANT_COPY.nothingToRevoke);
  await app.db.batch([
    app.db.delete(subscriptions).where(and(eq(subscriptions.user_id, memberId), eq(subscriptions.provider, "admin"))),
    also,
  ]);
  return succeed({});
}
