#!/usr/bin/env node
/**
 * `npm test`: every layer, in order — typecheck (split by where code runs), lint, production build, unit + worker tests (vitest,
 * workerd), then browser end-to-end tests (Debian chromium). Ends with one plain count line.
 */
import { spawnSync } from "node:child_process";
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

function vitest(label, projects) {
  const output = `${RESULTS}/vitest-${label}.json`;
  rmSync(output, { force: true });
  const args = ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${output}`];
  const result = spawnSync(`${ROOT}node_modules/.bin/vitest`, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...QUIET_ENV, CI: process.env.CI ?? "" },
  });
  let report;
  try {
    report = JSON.parse(readFileSync(output, "utf8"));
  } catch {
    failures.push(`${label}: vitest produced no report (exit ${result.status})`);
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (result.status !== 0 && report.numFailedTests === 0) {
    failures.push(`${label}: vitest exited with ${result.status} (a suite failed to load or an unhandled error)`);
    totals.failed += 1;
  }
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
vitest("e2e", ["e2e"]);

stage();
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 60_000)} min`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed === 0 ? 0 : 1);
