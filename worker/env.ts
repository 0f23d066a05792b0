import type { NotificationHub } from "../durable-objects/notification-hub";
import type { PlanGenerator } from "../durable-objects/plan-generator";

/** Every binding and variable the worker reads. Optional variables switch providers on (README). */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  NOTIFICATION_HUB: DurableObjectNamespace<NotificationHub>;
  PLAN_GENERATOR: DurableObjectNamespace<PlanGenerator>;

  APP_NAME?: string;
  /** Secret for session signing. Local runs get one generated into .dev.vars by `npm start`. */
  BETTER_AUTH_SECRET?: string;
  /** Public origin the browser uses, e.g. https://shepherd.example.org (defaults to the request's). */
  APP_URL?: string;
  /** Comma-separated emails that are administrators. */
  ADMIN_EMAILS?: string;
  /** "true" enables routes that exist only for end-to-end tests. Never set in production. */
  ENABLE_TEST_ROUTES?: string;
  /** "true" (set only by `npm start` and the test runners) mounts POST /api/dev/seed. */
  ALLOW_DEMO_SEED?: string;

  // AI text (worker/providers/ai.ts): devotionals and encouragements are written by a model only
  // when the key is set; otherwise they come from the original library. Output is scripture-checked.
  /** API key of the OpenAI-compatible server; unset keeps every text on the offline library. */
  OPENAI_API_KEY?: string;
  /** Base URL of an OpenAI-compatible API (Ollama, vLLM, llama.cpp…); default https://api.openai.com/v1. */
  OPENAI_BASE_URL?: string;
  /** Chat model name (default "gpt-4o-mini"); it must support JSON mode (response_format json_object). */
  OPENAI_MODEL?: string;

  // Payments (worker/providers/payments.ts). Billing is on only when the secret key, the webhook
  // signing secret and both price ids are set; otherwise Premium is granted by administrators and
  // /subscription says plainly that online billing is not set up.
  /** Stripe secret key (sk_live_… or sk_test_…). */
  STRIPE_SECRET_KEY?: string;
  /** Signing secret of the `/api/webhooks/stripe` endpoint (whsec_…); webhooks are verified with it. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Stripe price id of monthly Premium (price_…). */
  STRIPE_PRICE_MONTHLY?: string;
  /** Stripe price id of yearly Premium (price_…). */
  STRIPE_PRICE_YEARLY?: string;
  /** Free-trial days on a member's first Premium subscription, 0 for none (default 7). */
  PREMIUM_TRIAL_DAYS?: string;
  /** Monthly price as shown on /subscription, e.g. "$4.99" (billing on only; unset: "Price shown at checkout"). */
  PREMIUM_PRICE_MONTHLY_LABEL?: string;
  /** Yearly price as shown on /subscription, e.g. "$49.99" (billing on only; unset: "Price shown at checkout"). */
  PREMIUM_PRICE_YEARLY_LABEL?: string;
}
