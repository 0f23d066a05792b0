import type { NotificationHub } from "../durable-objects/notification-hub";
import type { PlanGenerator } from "../durable-objects/plan-generator";
import type { PrayerGathering } from "../durable-objects/prayer-gathering";

/** Every binding and variable the worker reads. Optional variables switch providers on (README). */
export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  NOTIFICATION_HUB: DurableObjectNamespace<NotificationHub>;
  PLAN_GENERATOR: DurableObjectNamespace<PlanGenerator>;
  /** One per prayer gathering (its id): the live queue and its sockets. */
  PRAYER_GATHERING: DurableObjectNamespace<PrayerGathering>;

  APP_NAME?: string;
  /** Secret for session signing. Local runs get one generated into .dev.vars by `npm start`. */
  BETTER_AUTH_SECRET?: string;
  /**
   * Public origin the browser uses, e.g. https://shepherd.example.org. Required outside local
   * development (worker/app-url.ts); only there does it default to the request's origin.
   */
  APP_URL?: string;
  /** Comma-separated emails that are administrators. */
  ADMIN_EMAILS?: string;
  /** "true" enables routes that exist only for end-to-end tests and the bench, on local development only (worker/dev-switches.ts). */
  ENABLE_TEST_ROUTES?: string;
  /** "true" (set only by `npm start` and the test runners) mounts POST /api/dev/seed, on local development only. */
  ALLOW_DEMO_SEED?: string;
  /**
   * Milliseconds between the PlanGenerator's steps (default 0). The worker tests set an hour and run
   * the alarms by hand (runDurableObjectAlarm); a deployment may set a pause to space model calls.
   */
  PLAN_GENERATOR_STEP_DELAY_MS?: string;

  // Mail (worker/providers/email.ts). With both set, every email goes through Resend's HTTP API;
  // without them, local development keeps mail in the outbox table and elsewhere no mail is sent.
  /** Resend API key (re_…). Keep it secret (`wrangler secret put`). */
  RESEND_API_KEY?: string;
  /** The sender, on a domain verified with Resend: "Shepherd <hello@shepherd.example.org>". */
  MAIL_FROM?: string;

  // AI text (worker/providers/ai.ts): devotionals and encouragements are written by a model only
  // when the key is set; otherwise they come from the original library. Output is scripture-checked.
  /** API key of the OpenAI-compatible server; unset keeps every text on the offline library. */
  OPENAI_API_KEY?: string;
  /** Base URL of an OpenAI-compatible API (Ollama, vLLM, llama.cpp…); default https://api.openai.com/v1. */
  OPENAI_BASE_URL?: string;
  /** Chat model name (default "gpt-4o-mini"); it must support JSON mode (response_format json_object). */
  OPENAI_MODEL?: string;

  // Devotional audio (worker/providers/tts.ts). With a key, "Listen" plays a
  // file made by an OpenAI-compatible /audio/speech server and kept in R2; without one, the browser
  // reads the same text with its own speech synthesis (the embedded default).
  /** Speech model (default "tts-1"; e.g. "gpt-4o-mini-tts", or what a compatible server calls its model). */
  OPENAI_TTS_MODEL?: string;
  /**
   * The speech server's name for the app's voice "onyx" (default "onyx"). Set it when a compatible
   * server names its voices differently (e.g. Kokoro's "am_onyx"). Other voices a request names pass as they are.
   */
  OPENAI_TTS_VOICE?: string;
  /** API key for speech only (default OPENAI_API_KEY): speech can be on while texts stay on the library. */
  OPENAI_TTS_API_KEY?: string;
  /** Base URL of the speech server (default OPENAI_BASE_URL): e.g. text on Ollama, speech on a Kokoro or openedai-speech server. */
  OPENAI_TTS_BASE_URL?: string;

  // Devotional artwork (worker/providers/images.ts). With a model and a key, a Premium member can
  // have the day's devotional painted by an OpenAI-compatible /images/generations server; the
  // picture is kept in R2 and shown to everyone. Without them every devotional keeps its
  // deterministic SVG artwork (the embedded default) and Today offers no generation.
  /** Image model, e.g. "gpt-image-1" or "dall-e-3" (or a compatible server's name for its model); unset keeps images off. */
  OPENAI_IMAGE_MODEL?: string;
  /** API key for images only (default OPENAI_API_KEY). */
  OPENAI_IMAGE_API_KEY?: string;
  /** Base URL of the image server (default OPENAI_BASE_URL): e.g. texts on Ollama, images on OpenAI or a LocalAI server. */
  OPENAI_IMAGE_BASE_URL?: string;

  // Gathering video rooms (worker/providers/livekit.ts). With all three set, gatherings open
  // live video rooms on that LiveKit server (LiveKit Cloud, a self-hosted cluster, or the local dev
  // server `npm start` runs when `npm run livekit:install` has built it); without them gatherings can
  // still be planned, listed, answered and reminded, and the join page says video is not set up.
  /** The LiveKit server's WebSocket URL the browser connects to, e.g. wss://shepherd.livekit.cloud or ws://127.0.0.1:7880. */
  LIVEKIT_URL?: string;
  /** API key of that LiveKit server (dev server: devkey). */
  LIVEKIT_API_KEY?: string;
  /** API secret of that LiveKit server; it signs room tokens and verifies its webhooks. Keep it secret. */
  LIVEKIT_API_SECRET?: string;

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

  // Web Push reminders (worker/domain/reminders.server.ts). Push is offered only when all three are
  // set; otherwise /settings says push is not configured and reminders go by email. Generate a pair
  // with `npx web-push generate-vapid-keys` (or any P-256 key pair, base64url).
  /** VAPID public key: the uncompressed P-256 point (65 bytes), base64url; browsers subscribe with it. */
  VAPID_PUBLIC_KEY?: string;
  /** VAPID private key: the P-256 private scalar (32 bytes), base64url. Keep it secret (`wrangler secret put`). */
  VAPID_PRIVATE_KEY?: string;
  /** Contact the push services may use about this sender: "mailto:you@example.org" or an https URL. */
  VAPID_SUBJECT?: string;
}
