/**
 * Payments: Stripe Checkout, the customer portal and signed webhooks, through the real `stripe` SDK
 * on fetch and Web Crypto (no Node APIs in the Worker). With no keys the provider is absent and
 * billing is off: Premium is granted by administrators (docs/decisions/011-billing.md).
 */
import Stripe from "stripe";
import type { Env } from "../env";

export type BillingInterval = "month" | "year";

export const DEFAULT_TRIAL_DAYS = 7;
/** Stripe refuses trials longer than two years. */
const MAX_TRIAL_DAYS = 730;

export interface PaymentsConfig {
  prices: Record<BillingInterval, string>;
  trialDays: number;
}

export interface Payments extends PaymentsConfig {
  createCheckoutSession(input: {
    userId: string;
    email: string;
    customerId?: string | null;
    interval: BillingInterval;
    successUrl: string;
    cancelUrl: string;
    trialDays: number;
  }): Promise<{ id: string; url: string }>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** The verified event, or null when the signature header is missing, malformed, stale or wrong. */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<Stripe.Event | null>;
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** Ends a subscription now (no further charges); one Stripe no longer knows counts as ended. */
  cancelSubscription(id: string): Promise<void>;
}

export type StripeEvent = Stripe.Event;
export type StripeSubscription = Stripe.Subscription;

/** PREMIUM_TRIAL_DAYS as a whole number of days; anything unreadable falls back to the default. */
export function trialDaysFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_TRIAL_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) return DEFAULT_TRIAL_DAYS;
  return Math.min(days, MAX_TRIAL_DAYS);
}

const REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"] as const;

const cache = new WeakMap<object, Payments | null>();

/**
 * The payments provider for this environment (one per isolate), or null when billing is off.
 * A half-configured server (a key but no webhook secret or prices) stays off and says why in the
 * log: taking money without being able to hear back from Stripe would strand members.
 */
export function createPayments(env: Partial<Env>): Payments | null {
  if (cache.has(env)) return cache.get(env)!;
  let payments: Payments | null = null;
  if (env.STRIPE_SECRET_KEY) {
    const missing = REQUIRED.filter((name) => !env[name]);
    if (missing.length > 0) console.error(`[payments] billing stays off: ${missing.join(", ")} not set`);
    else payments = stripePayments(env as Env & Record<(typeof REQUIRED)[number], string>);
  }
  cache.set(env, payments);
  return payments;
}

function stripePayments(env: Env & Record<(typeof REQUIRED)[number], string>): Payments {
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();
  const prices = { month: env.STRIPE_PRICE_MONTHLY, year: env.STRIPE_PRICE_YEARLY };
  return {
    prices,
    trialDays: trialDaysFrom(env.PREMIUM_TRIAL_DAYS),

    async createCheckoutSession(input) {
      const metadata = { userId: input.userId };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: prices[input.interval], quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        // The webhook finds the member by this metadata (never by email).
        metadata,
        subscription_data: {
          metadata,
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        },
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async createPortalSession(input) {
      const session = await stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
      return { url: session.url };
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) return null;
      try {
        return await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          env.STRIPE_WEBHOOK_SECRET,
          undefined,
          cryptoProvider,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw error;
      }
    },

    retrieveSubscription(id) {
      return stripe.subscriptions.retrieve(id);
    },

    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return;
        throw error;
      }
    },
  };
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
