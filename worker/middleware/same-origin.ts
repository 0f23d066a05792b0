/**
 * Cross-site request refusals. A browser names the page that sent a request in `Origin` (and, for
 * every request it makes, in `Sec-Fetch-Site`); another site's form or script can make a member's
 * browser send his cookie, but not forge those headers.
 */
import type { MiddlewareHandler } from "hono";
import { REQUEST_REFUSALS } from "../../app/kernel/copy/requests";
import type { AppBindings } from "../http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type RequestSource = "same-origin" | "cross-site" | "unstated";

/** Who sent the request by its browser's word: `Origin` when present, else `Sec-Fetch-Site`. */
export function requestSource(headers: Headers, appOrigin: string): RequestSource {
  const origin = headers.get("Origin");
  if (origin !== null) return origin === appOrigin ? "same-origin" : "cross-site";
  const site = headers.get("Sec-Fetch-Site");
  if (site === null) return "unstated";
  return site === "same-origin" ? "same-origin" : "cross-site";
}

/** A fetch with no body still sends `Content-Length: 0`, and the runtime then hands on an empty stream. */
const hasBody = (request: Request) => request.body !== null && request.headers.get("Content-Length") !== "0";

const isJson = (contentType: string | undefined) => contentType?.split(";")[0]!.trim().toLowerCase() === "application/json";

/** Signed by their sender (Stripe), or checked by the library that serves them (better-auth). */
const CHECKED_ELSEWHERE = ["/api/webhooks/", "/api/auth/"];

/**
 * Every state-changing request, by where it goes:
 * - a JSON API call must say it came from this app's own pages and, when it has a body, that the
 *   body is JSON: a cross-site form or `text/plain` fetch can send a cookie-bearing POST without a
 *   preflight, but never with both;
 * - a Remix action posted from another site is refused with a plain 403 (Remix's own check would
 *   throw, which the member would see as a 500). A form post with neither header is not a
 *   browser's, so it carries no member's cookie by surprise and goes on.
 */
export const refuseCrossSiteRequests: MiddlewareHandler<AppBindings> = async (c, next) => {
  const path = c.req.path;
  if (SAFE_METHODS.has(c.req.method) || CHECKED_ELSEWHERE.some((prefix) => path.startsWith(prefix))) return next();
  const source = requestSource(c.req.raw.headers, c.var.app.origin);
  if (!path.startsWith("/api/")) return source === "cross-site" ? c.text(REQUEST_REFUSALS.crossSiteForm, 403) : next();
  if (source !== "same-origin") return c.json({ error: REQUEST_REFUSALS.crossSiteApi }, 403);
  if (hasBody(c.req.raw) && !isJson(c.req.header("Content-Type"))) return c.json({ error: REQUEST_REFUSALS.jsonOnly }, 415);
  return next();
};
