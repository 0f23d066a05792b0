/**
 * Faults the browser tests ask for with a request header, put in where the request context picks
 * its providers, so that no domain module holds test code. Only with the test routes on
 * (worker/dev-switches.ts: the e2e server, never a deployment); every other request gets the real
 * provider whatever it carries.
 *
 * - `X-Test-Fail: devotional`: Today's devotional fails to load, so the page shows its backup.
 * - `X-Test-Slow: devotional`: Today's devotional arrives TEST_DEVOTIONAL_DELAY_MS late, so the
 *   page's skeleton is on screen first, whatever the machine's speed.
 */
import { testRoutesEnabled } from "./dev-switches";
import type { DevotionalSource } from "./domain/todays-devotional.server";

/** Long enough to see the skeleton, short for a test. */
export const TEST_DEVOTIONAL_DELAY_MS = 1_500;

type Switches = Parameters<typeof testRoutesEnabled>[0];

const failing: DevotionalSource = () => Promise.reject(new Error("Simulated devotional failure (X-Test-Fail: devotional)"));

const delayed =
  (source: DevotionalSource): DevotionalSource =>
  (...args) =>
    new Promise((resolve) => setTimeout(resolve, TEST_DEVOTIONAL_DELAY_MS)).then(() => source(...args));

/** The devotional source this request gets: `source`, unless a test server's request asks for a fault. */
export function devotionalSourceFor(env: Switches, request: Request, source: DevotionalSource): DevotionalSource {
  if (!testRoutesEnabled(env, request.url)) return source;
  let chosen = source;
  if (request.headers.get("X-Test-Fail") === "devotional") chosen = failing;
  if (request.headers.get("X-Test-Slow") === "devotional") chosen = delayed(chosen);
  return chosen;
}
