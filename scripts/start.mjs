#!/usr/bin/env node
/**
 * `npm start`: production build → local D1 migrations → the local LiveKit server when it is
 * installed → wrangler dev on http://localhost:8787 → demo seed → prints the demo sign-in.
 * All local: no Cloudflare account, no API keys.
 */
import { existsSync, readFileSync } from "node:fs";
import { findLiveKitBinary, startLiveKit } from "./lib/livekit.mjs";
import { buildForProduction, ensureDevVars, migrateLocal, ROOT, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 8787);
const livekitPort = Number(process.env.LIVEKIT_PORT ?? 7880);

/** LIVEKIT_URL from the environment or .dev.vars means a LiveKit server of his own choosing. */
function configuredLiveKit() {
  if (process.env.LIVEKIT_URL) {
    return Object.fromEntries(
      ["LIVEKIT_URL", "LIVEKIT_API_KEY", "LIVEKIT_API_SECRET"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    );
  }
  const devVars = `${ROOT}.dev.vars`;
  if (existsSync(devVars) && /^LIVEKIT_URL=\S/m.test(readFileSync(devVars, "utf8"))) return {};
  return null;
}

ensureDevVars();
console.log("› Building for production…");
buildForProduction();
console.log("› Applying local D1 migrations…");
migrateLocal();

let livekit;
let livekitVars = configuredLiveKit();
let videoLine;
if (livekitVars) {
  videoLine = "Video rooms: on, with the LiveKit server LIVEKIT_URL names.";
} else if (findLiveKitBinary()) {
  console.log("› Starting the local LiveKit server…");
  livekit = await startLiveKit({ port: livekitPort, webhookUrl: `http://127.0.0.1:${port}/api/webhooks/livekit` });
  livekitVars = { LIVEKIT_URL: livekit.url, LIVEKIT_API_KEY: livekit.apiKey, LIVEKIT_API_SECRET: livekit.apiSecret };
  videoLine = `Video rooms: on, with the local LiveKit server at ${livekit.url}.`;
} else {
  livekitVars = {};
  videoLine = "Video rooms: off (no LiveKit server). `npm run livekit:install` turns them on.";
}

console.log("› Starting the worker…");
const server = await startServer({ port, vars: { ALLOW_DEMO_SEED: "true", ...livekitVars }, inherit: true });

const seeded = await fetch(`${server.url}/api/dev/seed`, { method: "POST", headers: { origin: server.url } });
if (!seeded.ok) {
  console.error(`Seeding the demo account failed (${seeded.status}): ${await seeded.text()}`);
  process.exitCode = 1;
} else {
  const demo = await seeded.json();
  console.log(`
  Shepherd is running at http://localhost:${port}

  Demo sign-in (a few weeks of history already there):
    email:    ${demo.email}
    password: ${demo.password}

  Demo administrator (/admin):
    email:    ${demo.admin.email}
    password: ${demo.admin.password}

  ${videoLine}

  Press Ctrl+C to stop.
`);
}

const shutdown = async () => {
  await server.stop();
  await livekit?.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
