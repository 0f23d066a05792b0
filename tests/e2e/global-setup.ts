/**
 * Starts the real LiveKit server (webhooks pointed at the e2e worker) and the production build under
 * `wrangler dev` against a throwaway local D1/R2/DO directory, seeds the demo account, and hands the
 * base URL and the LiveKit URL to the e2e tests (`inject("baseURL")`, `inject("livekitUrl")`).
 *
 * Without the LiveKit binary the suite fails here with the install command rather than skipping the
 * video journeys: a green run must mean two browsers really saw each other.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildForProduction,
  ensureDevVars,
  migrateLocal,
  ROOT,
  startServer,
  type RunningServer,
} from "../../scripts/lib/server.mjs";
import { findLiveKitBinary, type RunningLiveKit, startLiveKit } from "../../scripts/lib/livekit.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** ws://127.0.0.1:<port> of the local LiveKit server the e2e worker mints tokens for. */
    livekitUrl: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8788);
// Away from 7880–7882, where a developer's `npm start` runs its LiveKit server.
const LIVEKIT_PORT = Number(process.env.E2E_LIVEKIT_PORT ?? 7890);
const LIVEKIT_RTC_TCP_PORT = Number(process.env.E2E_LIVEKIT_RTC_TCP_PORT ?? LIVEKIT_PORT + 1);
const LIVEKIT_RTC_UDP_PORT = Number(process.env.E2E_LIVEKIT_RTC_UDP_PORT ?? LIVEKIT_PORT + 2);

/** The administrator of the e2e server (reads the email outbox on /admin/dashboard). */
export const E2E_ADMIN_EMAIL = "admin@e2e.shepherd.test";

export default async function setup(project: TestProject) {
  if (!findLiveKitBinary()) {
    throw new Error(
      "The browser tests need the local LiveKit server for the gathering video journeys: run `npm run livekit:install` (Go ≥ 1.26), or set LIVEKIT_SERVER_BIN to a livekit-server binary.",
    );
  }
  if (!existsSync(join(ROOT, "build/server/index.js"))) buildForProduction();
  const persistTo = mkdtempSync(join(tmpdir(), "shepherd-e2e-"));
  let server: RunningServer | undefined;
  let livekit: RunningLiveKit | undefined;
  const teardown = async () => {
    await server?.stop();
    await livekit?.stop();
    // What the worker and LiveKit printed, kept beside the reports: a journey that timed out on a
    // page load is explained by the server's side of it (an exception, a runtime restart).
    const logs = join(ROOT, "test-results");
    mkdirSync(logs, { recursive: true });
    if (server) writeFileSync(join(logs, `e2e-server-${PORT}.log`), server.output());
    if (livekit) writeFileSync(join(logs, `e2e-livekit-${LIVEKIT_PORT}.log`), livekit.output());
    rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    ensureDevVars();
    migrateLocal({ persistTo });
    livekit = await startLiveKit({
      port: LIVEKIT_PORT,
      rtcTcpPort: LIVEKIT_RTC_TCP_PORT,
      rtcUdpPort: LIVEKIT_RTC_UDP_PORT,
      webhookUrl: `http://127.0.0.1:${PORT}/api/webhooks/livekit`,
    });
    server = await startServer({
      port: PORT,
      persistTo,
      vars: {
        ENABLE_TEST_ROUTES: "true",
        ALLOW_DEMO_SEED: "true",
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
        LIVEKIT_URL: livekit.url,
        LIVEKIT_API_KEY: livekit.apiKey,
        LIVEKIT_API_SECRET: livekit.apiSecret,
      },
    });
    const seeded = await fetch(`${server.url}/api/dev/seed`, { method: "POST", headers: { origin: server.url } });
    if (!seeded.ok) throw new Error(`Seeding the demo account failed (${seeded.status}): ${await seeded.text()}`);
  } catch (error) {
    if (server) process.stderr.write(server.output());
    if (livekit) process.stderr.write(livekit.output());
    await teardown();
    throw error;
  }
  project.provide("baseURL", server.url);
  project.provide("livekitUrl", livekit.url);
  return teardown;
}
