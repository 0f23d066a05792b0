/**
 * Serves the production build in workerd with local D1/R2/DO on disk, quietly: no telemetry, no
 * network beyond loopback. Shared by `npm start` (`wrangler dev`), the e2e suite and the benchmarks
 * (the same worker without DevTools, ./serve-worker.mjs).
 */
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export const ROOT = new URL("../../", import.meta.url).pathname;

export const QUIET_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
  NO_UPDATE_NOTIFIER: "1",
};

const bin = (name) => `${ROOT}node_modules/.bin/${name}`;

export function run(command, args, { env = {}, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: quiet ? "pipe" : "inherit",
    env: { ...process.env, ...QUIET_ENV, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
  }
  return result.stdout;
}

/** Local secrets live in .dev.vars (git-ignored); a fresh machine gets a random session secret. */
export function ensureDevVars() {
  const path = `${ROOT}.dev.vars`;
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  if (/^BETTER_AUTH_SECRET=.{32,}$/m.test(current)) return;
  const line = `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(path, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
}

export function buildForProduction() {
  run(bin("remix"), ["vite:build"], { env: { NODE_ENV: "production" } });
}

/** Applies migrations to the local D1 kept under `persistTo` (default .wrangler/state). */
export function migrateLocal({ persistTo } = {}) {
  const args = ["d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run(bin("wrangler"), args, { quiet: true });
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", () => reject(new Error(`Port ${port} is already in use; stop whatever is listening there first.`)))
      .once("listening", () => probe.close(resolve))
      .listen(port, "127.0.0.1");
  });
}

/**
 * A port the OS has just handed out. wrangler dev's devtools port defaults to 9229 for every
 * instance, so two servers starting together (the e2e shards, the bench) raced for it and one died.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/** `wrangler dev` itself, with its DevTools inspector: what `npm start` runs. */
async function spawnWranglerDev({ port, persistTo, vars, inherit, testScheduled, inspectorPort }) {
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--log-level", inherit ? "info" : "warn"];
  // `npm start` keeps wrangler's own choice (9229, or the next free one) for a developer's devtools.
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  if (persistTo) args.push("--persist-to", persistTo);
  if (testScheduled) args.push("--test-scheduled");
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  return spawn(bin("wrangler"), args, {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: "production" },
    stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: !inherit,
  });
}

/** The same worker served without DevTools (./serve-worker.mjs): for the browser tests and the benchmarks. */
function spawnWithoutDevtools({ port, persistTo, vars, testScheduled }) {
  return spawn(process.execPath, [`${ROOT}scripts/lib/serve-worker.mjs`, JSON.stringify({ port, persistTo, vars, testScheduled })], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
}

/**
 * Serves the production build on `port` and resolves once /api/health answers; `vars` become worker
 * variables. With `devtools` (the default when `inherit`, as for `npm start`) it is `wrangler dev`
 * with its DevTools inspector; otherwise the same worker without it (./serve-worker.mjs), which the
 * browser tests and the benchmarks use. Returns { url, stop, output, pid, inspectorPort } (the last
 * only with DevTools and not `inherit`).
 */
export async function startServer({ port = 8787, persistTo, vars = {}, inherit = false, testScheduled = false, devtools = inherit } = {}) {
  await assertPortFree(port);
  const inspectorPort = devtools && !inherit ? await freePort() : undefined;
  const child = devtools ? await spawnWranglerDev({ port, persistTo, vars, inherit, testScheduled, inspectorPort }) : spawnWithoutDevtools({ port, persistTo, vars, testScheduled });
  let output = "";
  if (!inherit) {
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      try {
        if (inherit) child.kill("SIGTERM");
        else process.kill(-child.pid, "SIGTERM");
      } catch {
        resolve();
      }
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The worker's server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      // Only our own child counts as "up": a health answer from another process would mislead.
      if (response.ok && child.exitCode === null) return { url, stop, output: () => output, pid: child.pid, inspectorPort };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The worker's server did not answer on ${url} within 60 s:\n${output}`);
}
