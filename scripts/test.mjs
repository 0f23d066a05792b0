#!/usr/bin/env node
/**
 * `npm test`: every layer, in order — typecheck (split by where code runs), lint, production build, unit + worker tests (vitest,
 * workerd), then browser end-to-end tests (Debian chromium). Ends with one plain count line.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { buildForProduction, QUIET_ENV, ROOT, run } from "./lib/server.mjs";

const RESULTS = `${ROOT}test-results`;
mkdirSync(RESULTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
let stageStarted = null;
/** Each stage's heading, with the time the one before took: where `npm test`'s minutes go. */
function stage(name) {
  const now = Date.now();
  if (stageStarted !== null) console.log(`  (${Math.round((now - stageStarted) / 1000)} s)`);
  stageStarted = now;
  if (name) console.log(`› ${name}`);
}
const failures = [];

/** vitest's arguments for one run of `projects`, its JSON report written to `output`. */
function vitestArgs(projects, output, extra = []) {
  return ["run", ...projects.flatMap((p) => ["--project", p]), ...extra, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`];
}

/** Adds a finished vitest run's counts to the totals, from its JSON report and exit status. */
function countReport(label, output, status) {
  let report;
  try {
    report = JSON.parse(readFileSync(output, "utf8"));
  } catch {
    failures.push(`${label}: vitest produced no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (status !== 0 && report.numFailedTests === 0) {
    failures.push(`${label}: vitest exited with ${status} (a suite failed to load or an unhandled error)`);
    totals.failed += 1;
  }
}

const vitestEnv = (extra = {}) => ({ ...process.env, ...QUIET_ENV, CI: process.env.CI ?? "", ...extra });

function vitest(label, projects) {
  const output = `${RESULTS}/vitest-${label}.json`;
  rmSync(output, { force: true });
  const result = spawnSync(`${ROOT}node_modules/.bin/vitest`, vitestArgs(projects, output), { cwd: ROOT, stdio: "inherit", env: vitestEnv() });
  countReport(label, output, result.status);
}

/**
 * The browser journeys in E2E_SHARDS (default 2) vitest runs at once, each with its own `wrangler
 * dev`, D1 and LiveKit server on its own ports (global-setup.ts), so no journey shares state with
 * another shard's. A journey spends most of its time waiting on a browser or a server, so two
 * shards keep both cores busy where one left them half idle. Each shard's output is prefixed.
 */
/** A shard's ports: LiveKit takes its own port and the next two (RTC over TCP and over UDP). */
function shardEnv(port, livekitPort) {
  const env = vitestEnv({ E2E_PORT: String(port), E2E_LIVEKIT_PORT: String(livekitPort) });
  delete env.E2E_LIVEKIT_RTC_TCP_PORT;
  delete env.E2E_LIVEKIT_RTC_UDP_PORT;
  return env;
}

async function browserJourneys() {
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  const basePort = Number(process.env.E2E_PORT ?? 8788);
  const baseLiveKitPort = Number(process.env.E2E_LIVEKIT_PORT ?? 7890);
  const runs = Array.from({ length: shards }, (_, index) => {
    const label = shards === 1 ? "e2e" : `e2e-${index + 1}`;
    const output = `${RESULTS}/vitest-${label}.json`;
    rmSync(output, { force: true });
    const child = spawn(`${ROOT}node_modules/.bin/vitest`, vitestArgs(["e2e"], output, shards === 1 ? [] : [`--shard=${index + 1}/${shards}`]), {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: shardEnv(basePort + index, baseLiveKitPort + index * 10),
    });
    const prefix = shards === 1 ? "" : `[${label}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop();
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on("end", () => pending && process.stdout.write(`${prefix}${pending}\n`));
    }
    return new Promise((resolve) => child.once("close", (status) => resolve({ label, output, status })));
  });
  for (const { label, output, status } of await Promise.all(runs)) countReport(label, output, status);
}

stage("Typecheck");
try {
  run(`${ROOT}node_modules/.bin/tsc`, ["-b"]);
  totals.passed += 1;
} catch {
  failures.push("typecheck failed");
  totals.failed += 1;
}

stage("Lint (import boundaries)");
try {
  run(`${ROOT}node_modules/.bin/biome`, ["lint", "."]);
  totals.passed += 1;
} catch {
  failures.push("lint failed");
  totals.failed += 1;
}

stage("Production build");
buildForProduction();

stage("Unit and worker tests");
vitest("unit-worker", ["unit", "worker"]);

stage("Browser end-to-end tests");
await browserJourneys();

stage();
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 60_000)} min`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed === 0 ? 0 : 1);
