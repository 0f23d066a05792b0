/**
 * The worker: hono is the outer router (API, auth, realtime), Remix renders every page.
 * Static files in build/client are served by Workers Static Assets before this code runs.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
// @ts-expect-error the server build exists only after `remix vite:build` (npm run build).
import * as remixBuild from "../build/server/index.js";
import { appUrlProblem } from "./app-url";
import { isOpenAuthRoute } from "./auth/open-routes";
import { buildAppContext } from "./context";
import { createDb } from "./db/client";
import { recordServerError } from "./domain/admin/failures.server";
import { countingRoundTrips, roundTripServerTiming, type RoundTripCounter } from "./db/round-trips";
import { demoSeedEnabled, testRoutesEnabled } from "./dev-switches";
import type { Env } from "./env";
import type { AppBindings } from "./http";
import { limitBodySize } from "./middleware/body-limit";
import { requireReadableForm } from "./middleware/form-body";
import { refuseCrossSiteRequests } from "./middleware/same-origin";
import { applySecurityHeaders, createNonce } from "./middleware/security-headers";
import { audioFileRoutes } from "./routes/audio";
import { devRoutes } from "./routes/dev";
import { devotionalImageRoutes } from "./routes/devotionals";
import { publicApi } from "./routes/public-api";
import { mediaRoutes } from "./routes/media";
import { testSupportRoutes } from "./routes/test-support";
import { prayerGatheringLiveRoutes } from "./routes/prayer-gathering-live";
import { realtimeRoutes } from "./routes/realtime";
import { webhookRoutes } from "./routes/webhooks";
import { runCron } from "./scheduled";
import { GENERIC_ERROR, SERVER_NOT_CONFIGURED } from "../app/kernel/copy/shell";

export { NotificationHub } from "../durable-objects/notification-hub";
export { PlanGenerator } from "../durable-objects/plan-generator";
export { PrayerGathering } from "../durable-objects/prayer-gathering";

const build = remixBuild as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(build, build.mode);

export const app = new Hono<AppBindings>();

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

const apiNotFound = (c: Context<AppBindings>) => c.json({ error: "There is no such API route." }, 404);

app.use("*", async (c, next) => {
  const problem = appUrlProblem(c.env, c.req.url);
  if (!problem) return next();
  console.error(problem);
  return c.text(SERVER_NOT_CONFIGURED, 503);
});

app.use("*", async (c, next) => {
  const requestId = c.req.header("cf-ray") ?? crypto.randomUUID();
  const cspNonce = createNonce();
  const roundTrips: RoundTripCounter = { trips: 0, sessionTrips: 0 };
  await countingRoundTrips(roundTrips, async () => {
    c.set(
      "app",
      await buildAppContext({
        env: c.env,
        request: c.req.raw,
        requestId,
        cspNonce,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        roundTrips,
      }),
    );
    await next();
  });
  // A WebSocket upgrade's headers are immutable and meaningless to the browser.
  if (c.res.status === 101) return;
  c.res = new Response(c.res.body, c.res);
  applySecurityHeaders(c.res.headers, { nonce: cspNonce, https: c.req.url.startsWith("https:"), appOrigin: c.var.app.origin, livekitUrl: c.var.app.env.LIVEKIT_URL });
  c.res.headers.set("X-Request-Id", requestId);
  c.res.headers.append("Server-Timing", roundTripServerTiming(roundTrips));
  // A cookie the handler set itself (e.g. a session just rotated) wins over one queued earlier.
  const alreadySet = new Set(c.res.headers.getSetCookie().map(cookieName));
  for (const cookie of c.var.app.responseCookies) {
    if (!alreadySet.has(cookieName(cookie))) c.res.headers.append("Set-Cookie", cookie);
  }
});

// Switched-off development routes do not exist, whatever else the request gets wrong.
app.use("/api/dev/*", async (c, next) => (demoSeedEnabled(c.env, c.req.url) ? next() : apiNotFound(c)));
app.use("/api/test/*", async (c, next) => (testRoutesEnabled(c.env, c.req.url) ? next() : apiNotFound(c)));

app.use("*", refuseCrossSiteRequests);
app.use("*", limitBodySize);
app.use("*", requireReadableForm);

app.on(["GET", "POST"], "/api/auth/*", (c) =>
  isOpenAuthRoute(c.req.method, new URL(c.req.url).pathname) ? c.var.app.auth.handler(c.req.raw) : apiNotFound(c),
);
app.route("/api/realtime", realtimeRoutes);
app.route("/api/prayer/gatherings", prayerGatheringLiveRoutes);
app.route("/api/webhooks", webhookRoutes);
app.route("/api", publicApi);
app.route("/api/dev", devRoutes);
app.route("/api/test", testSupportRoutes);
app.all("/api/*", apiNotFound);
app.route("/media", mediaRoutes);
app.route("/audio", audioFileRoutes);
app.route("/images/devotionals", devotionalImageRoutes);

app.all("*", (c) => handleRemixRequest(c.req.raw, { app: c.var.app }));

app.onError((error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  const requestId = c.var.app?.requestId;
  console.error(`[${requestId}] unhandled error`, error);
  c.executionCtx.waitUntil(recordServerError(createDb(c.env.DB), error, { path: new URL(c.req.url).pathname, requestId: requestId ?? null }));
  return c.json(
    { error: GENERIC_ERROR.description, requestId },
    500,
  );
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runCron(controller.cron, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
