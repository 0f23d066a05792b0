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
}
