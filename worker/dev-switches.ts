/**
 * ENABLE_TEST_ROUTES and ALLOW_DEMO_SEED open doors that only a developer's own machine may have
 * (state set-up for the browser tests, a demo account with a known password). They work only on
 * local development, for the request and for the configured public origin alike, so a deployed
 * worker keeps them shut whatever its variables say.
 */
import type { Env } from "./env";
import { isLocalDevelopment } from "./local-development";

type Switches = Pick<Env, "APP_URL" | "ENABLE_TEST_ROUTES" | "ALLOW_DEMO_SEED">;

function servedLocally(env: Switches, requestUrl: URL | string): boolean {
  return isLocalDevelopment(requestUrl) && (env.APP_URL === undefined || isLocalDevelopment(env.APP_URL));
}

/** The test-only API routes, pages and request hooks of the browser tests and the bench. */
export function testRoutesEnabled(env: Switches, requestUrl: URL | string): boolean {
  return env.ENABLE_TEST_ROUTES === "true" && servedLocally(env, requestUrl);
}

/** POST /api/dev/seed, the demo account that `npm start` creates. */
export function demoSeedEnabled(env: Switches, requestUrl: URL | string): boolean {
  return env.ALLOW_DEMO_SEED === "true" && servedLocally(env, requestUrl);
}
