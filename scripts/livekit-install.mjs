#!/usr/bin/env node
/**
 * `npm run livekit:install`: builds LiveKit's real server from its Go module into .livekit/bin
 * (git-ignored), so `npm start` and the browser tests have working video rooms with no account.
 * Skips when the binary is already there.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { LIVEKIT_VERSION, LOCAL_LIVEKIT_BIN } from "./lib/livekit.mjs";

const MODULE = `github.com/livekit/livekit-server/cmd/server@${LIVEKIT_VERSION}`;

if (existsSync(LOCAL_LIVEKIT_BIN)) {
  console.log(`› LiveKit server already installed at ${LOCAL_LIVEKIT_BIN}`);
  process.exit(0);
}

const go = spawnSync("go", ["version"], { encoding: "utf8" });
if (go.error || go.status !== 0) {
  console.error(`✗ Go is not installed, and the LiveKit server is built from its Go module.
  Install Go 1.26 or later (https://go.dev/doc/install, or your package manager when it offers ≥ 1.26),
  then run \`npm run livekit:install\` again. Or point LIVEKIT_SERVER_BIN at a livekit-server binary
  you already have. Without it the app runs with video rooms off.`);
  process.exit(1);
}

console.log(`› Building the LiveKit server ${LIVEKIT_VERSION} with ${go.stdout.trim()} (a few minutes the first time)…`);
const build = spawnSync("go", ["install", MODULE], {
  stdio: "inherit",
  env: { ...process.env, GOBIN: dirname(LOCAL_LIVEKIT_BIN), CGO_ENABLED: "0" },
});
if (build.status !== 0 || !existsSync(LOCAL_LIVEKIT_BIN)) {
  console.error(`✗ \`go install ${MODULE}\` failed (exit ${build.status}). LiveKit ${LIVEKIT_VERSION} needs Go ≥ 1.26.`);
  process.exit(1);
}
console.log(`✓ LiveKit server installed at ${LOCAL_LIVEKIT_BIN}`);
