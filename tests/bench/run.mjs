#!/usr/bin/env node
/**
 * `npm run bench`: production build → fresh local D1 → `wrangler dev` on :8790 (its speech server a
 * loopback fake, lib/fake-speech.mjs, so audio takes its stored-in-R2 path) → demo seed and
 * sign-in → load from a second process (autocannon) against every target in ./targets.mjs →
 * first-load JS/CSS weight per page → feature timings from ./timings.mjs → The Word's figures
 * against its goals (./word-goals.mjs) → Lighthouse on the first pages (./lighthouse.mjs). Prints tables; the numbers are not committed. Ratios within one run are the figure; absolute req/s drift.
 *
 * BENCH_PORT (default 8790): where the benchmarked worker listens.
 * BENCH_LIVEKIT_PORT (default 7895, RTC on the next two ports): the local LiveKit server the gathering
 * timings use, when `npm run livekit:install` has built it (without it those timings fail and say so).
 * BENCH_SECONDS (default 8): measured seconds per target; each target gets a discarded warm-up first.
 * BENCH_ROUNDS (default 1): interleave each target's seconds in this many round-robin slices — on a
 * shared, noisy host a slow stretch then lands on every target, not on one (see ROUNDS below).
 * BENCH_ONLY=speed: build, start and seed as usual, then only the targets the signed-in cost's goals
 * read (./speed-goals.mjs), their throughput table and those goals.
 * BENCH_ONLY=lighthouse: build, start and seed as usual, then only the Lighthouse table.
 * BENCH_ONLY=<a timing's name> (e.g. join-to-first-remote-video): the same, then only that timing.
 * BENCH_ONLY=scale: the same, then only the scale table (./scale.mjs; SCALE sets its data size).
 * BENCH_ONLY=load: the same, then only the load-with-correctness section (./load-walk.mjs;
 * LOAD_SECONDS and LOAD_MEMBERS size it; SOAK_CYCLES, SOAK_MEMBERS, SOAK_NOTIFICATIONS its hub soak).
 * LIGHTHOUSE_REPORTS=<dir>: also write each audited page's full Lighthouse report (JSON) there.
 * Exits non-zero only when something failed to run (not when a page is slow or over budget).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { findLiveKitBinary, startLiveKit } from "../../scripts/lib/livekit.mjs";
import { buildForProduction, ensureDevVars, migrateLocal, startServer } from "../../scripts/lib/server.mjs";
import { startFakeSpeech } from "./lib/fake-speech.mjs";
import { autocannon, mergeResults, nonExpected, runningChildren } from "./lib/load.mjs";
import { roundTripsInAll } from "./lib/round-trips.mjs";
import { formatTable } from "./lib/table.mjs";
import { measureFirstLoad } from "./lib/weight.mjs";
import { d1File } from "./lib/local-d1.mjs";
import { runLoad } from "./load-walk.mjs";
import { runScale } from "./scale.mjs";
import { SPEED_TARGETS, speedGoals } from "./speed-goals.mjs";
import { SHELL_BUDGET, TARGETS } from "./targets.mjs";
import { TIMINGS } from "./timings.mjs";
import { wordGoals } from "./word-goals.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8790);
const LIVEKIT_PORT = Number(process.env.BENCH_LIVEKIT_PORT ?? 7895);
const CONNECTIONS = 32;
const SESSION_COOKIE = "better-auth.session_token";

const SECONDS = readWholeNumber("BENCH_SECONDS", 8);
/**
 * BENCH_DEVTOOLS=1: serve the worker with `wrangler dev` and its DevTools inspector, as `npm start`
 * does. By default it is served without (scripts/lib/serve-worker.mjs): with an inspector attached,
 * wrangler reports every subrequest — each D1 round trip — to Node for the network panel, about
 * 2.5 ms of CPU a round trip that a deployed worker does not pay.
 */
const DEVTOOLS = process.env.BENCH_DEVTOOLS === "1";
const ONLY = process.env.BENCH_ONLY ?? "";
if (!["", "speed", "lighthouse", "scale", "load", ...TIMINGS.map((timing) => timing.name)].includes(ONLY)) {
  console.error(`BENCH_ONLY must be "speed", "lighthouse", "scale", "load", a timing's name (${TIMINGS.map((t) => t.name).join(", ")}) or unset (got "${ONLY}").`);
  process.exit(2);
}
const WARMUP_SECONDS = SECONDS >= 4 ? 2 : 1;
/**
 * BENCH_ROUNDS (default 1): split each target's SECONDS into this many slices and run them
 * round-robin (health, A, B, …, health, A, B, …), so a stretch where the host is slow lands on
 * every target instead of on one. p50/p99 are then request-weighted means of the slices' values.
 */
const ROUNDS = readWholeNumber("BENCH_ROUNDS", 1);
if (SECONDS % ROUNDS !== 0) {
  console.error(`BENCH_SECONDS (${SECONDS}) must be a multiple of BENCH_ROUNDS (${ROUNDS}).`);
  process.exit(2);
}

function readWholeNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a whole number ≥ 1 (got "${raw}").`);
    process.exit(2);
  }
  return value;
}

const log = (line = "") => console.log(line);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const fmtInt = (n) => Math.round(n).toLocaleString("en-US");
const fmtMs = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

// ── cleanup: always stop the server and remove the temp dir ──────────────────────────────────────
let server = null;
let speech = null;
let livekit = null;
let persistDir = null;
let cleaning = null;
let interrupted = false;

function cleanup() {
  cleaning ??= (async () => {
    for (const child of runningChildren) {
      try {
        child.kill("SIGTERM");
      } catch {
        // already gone
      }
    }
    if (server) {
      await server.stop();
      server = null;
    }
    if (speech) {
      await speech.close();
      speech = null;
    }
    if (livekit) {
      await livekit.stop();
      livekit = null;
    }
    if (persistDir) {
      rmSync(persistDir, { recursive: true, force: true });
      persistDir = null;
    }
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and removing the temp dir…`);
    cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

/** startServer's readiness poll would happily accept another process's /api/health on our port. */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      reject(new Error(`port ${port} is already in use (another bench or wrangler dev?); stop it and retry`));
    });
    socket.once("error", () => resolve());
  });
}

/** Share of all cores that was not idle over `ms` (every process on the machine, ours included). */
async function cpuBusyPercent(ms) {
  const totals = () =>
    os.cpus().reduce(
      (acc, { times }) => {
        acc.idle += times.idle;
        acc.all += times.user + times.nice + times.sys + times.idle + times.irq;
        return acc;
      },
      { idle: 0, all: 0 }
    );
  const before = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? (100 * (all - (after.idle - before.idle))) / all : 0;
}

// ── steps ────────────────────────────────────────────────────────────────────────────────────────
async function seedAndSignIn(url) {
  const seeded = await fetch(`${url}/api/dev/seed`, { method: "POST", headers: { origin: url } });
  if (!seeded.ok) throw new Error(`POST /api/dev/seed answered ${seeded.status}: ${await seeded.text()}`);
  const { email, password, admin } = await seeded.json();
  const demo = { email, password };
  return { demo, cookie: await signIn(url, demo), adminCookie: await signIn(url, admin) };
}

/** Signs an account in through better-auth and returns its session cookie, proven to authenticate. */
async function signIn(url, account) {
  const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signedIn.ok) throw new Error(`${account.email} sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
  const setCookie = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!setCookie) throw new Error(`${account.email} sign-in set no ${SESSION_COOKIE} cookie`);
  const cookie = setCookie.split(";")[0];

  // The cookie must really authenticate, or the "signed in" rows would measure the visitor path.
  const session = await fetch(`${url}/api/auth/get-session`, { headers: { cookie } });
  const body = session.ok ? await session.json() : null;
  if (body?.user?.email !== account.email)
    throw new Error(`the session cookie does not authenticate (get-session: ${session.status})`);
  return cookie;
}

/**
 * Fills the placeholders in the targets' paths that only the seeded data can answer: {demoFlock}
 * is the demo account's flock (the seed gives him exactly one).
 */
async function resolveDemoPaths(url, cookie) {
  if (!TARGETS.some((target) => target.path.includes("{demoFlock}"))) return;
  const answer = await fetch(`${url}/api/flocks`, { headers: { cookie } });
  const flock = answer.ok ? (await answer.json()).flocks?.[0] : undefined;
  if (!flock) throw new Error(`GET /api/flocks answered ${answer.status} without the demo's flock`);
  for (const target of TARGETS) target.path = target.path.replace("{demoFlock}", flock.id);
}

/** The page's D1 round trips in all (session lookup included), against its goal when it has one. */
function describeRoundTrips(count, goal) {
  if (count === null) return "—";
  if (!goal) return String(count);
  return `${count} (goal ≤ ${goal} ${count <= goal ? "ok" : "ABOVE"})`;
}

/** One request per target before load: status check and the HTML for the weight table. */
async function preflight(url, headersFor, targets) {
  const results = new Map();
  for (const target of targets) {
    const response = await fetch(`${url}${target.path}`, { headers: headersFor(target) });
    const body = await response.text();
    const html = (response.headers.get("content-type") ?? "").includes("text/html");
    // Counted on a second request: the first of a run may do once-a-day work (today's devotional).
    const again = await fetch(`${url}${target.path}`, { headers: headersFor(target) });
    await again.arrayBuffer();
    results.set(target, { status: response.status, html, body, roundTrips: roundTripsInAll(again.headers.get("server-timing")) });
    if (response.status !== target.expectStatus) {
      log(`  ! ${target.name}: GET ${target.path} answered ${response.status}, expected ${target.expectStatus}`);
    }
  }
  return results;
}

async function load(url, target, headersFor, seconds) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    seconds,
    connections: CONNECTIONS,
    headers: headersFor(target),
  });
  if (result.errors > 0) await assertServerAlive(url, `load on ${target.name}`);
  return result;
}

/**
 * Connection errors usually mean wrangler dev went away — e.g. another `remix vite:build` in this
 * checkout emptied build/client under it. Fail with its output instead of printing a table of zeros.
 */
async function assertServerAlive(url, during) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
    if (response.ok) return;
  } catch {
    // fall through
  }
  const output = server?.output?.() ?? "";
  throw new Error(
    `the server stopped answering during ${during}. Last wrangler output:\n${output.slice(-3000) || "(none)"}`
  );
}

function describeNonExpected({ count, byStatus, errors, timeouts }) {
  if (count === 0) return "0";
  const parts = Object.entries(byStatus).map(([status, n]) => `${n}×${status}`);
  if (errors) parts.push(`${errors} errors`);
  if (timeouts) parts.push(`${timeouts} timeouts`);
  return `${count} (${parts.join(", ")})`;
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  log(
    `Shepherd bench · node ${process.version} · ${os.cpus().length} cores · ${CONNECTIONS} connections · ` +
      `${SECONDS} s per target${
        ROUNDS > 1 ? ` in ${ROUNDS} rounds` : ""
      } (+${WARMUP_SECONDS} s warm-up) · absolute figures drift between runs and ` +
      `machines; the ratios within one run are the figure. The worker is served ${
        DEVTOOLS ? "by `wrangler dev` with its DevTools inspector (BENCH_DEVTOOLS=1)" : "without DevTools (BENCH_DEVTOOLS=1 serves it as `npm start` does)"
      }.`
  );
  // BENCH_ONLY=speed: only the pages the signed-in cost's goals read, and then only those goals.
  const targets = ONLY === "speed" ? TARGETS.filter((target) => SPEED_TARGETS.includes(target.name)) : TARGETS;
  const baseline = targets.find((t) => t.baseline) ?? targets[0];

  log("\n› Building for production…");
  buildForProduction();
  persistDir = mkdtempSync(join(os.tmpdir(), "shepherd-bench-"));
  ensureDevVars();
  log("› Applying migrations to a fresh local D1…");
  migrateLocal({ persistTo: persistDir });
  log(`› Starting the worker on :${PORT}…`);
  await assertPortFree(PORT);
  // Audio takes its real path (stored in R2) through a loopback fake speech server; text stays offline.
  speech = await startFakeSpeech();
  // Gathering rooms on the real local LiveKit server, its webhooks to this worker.
  if (findLiveKitBinary()) {
    livekit = await startLiveKit({ port: LIVEKIT_PORT, webhookUrl: `http://127.0.0.1:${PORT}/api/webhooks/livekit` });
  } else {
    log("  ! no local LiveKit server (`npm run livekit:install`): the gathering timings will fail.");
  }
  server = await startBenchServer(persistDir);
  const { url } = server;
  const { demo, cookie, adminCookie } = await seedAndSignIn(url);
  log("› Seeded and signed in the demo account and the demo administrator.");
  // A target's session: the demo member's, the demo administrator's (auth: "admin"), or none.
  const headersFor = (target) => (target.auth === "admin" ? { cookie: adminCookie } : target.auth ? { cookie } : {});
  await resolveDemoPaths(url, cookie);
  if (ONLY === "lighthouse") return printLighthouse(url, cookie);
  if (ONLY === "scale") return printScale(url, headersFor);
  if (ONLY === "load") return printLoad();
  if (ONLY && ONLY !== "speed") return printTimings(TIMINGS.filter((timing) => timing.name === ONLY), { url, cookie, demo, livekit });

  const pages = await preflight(url, headersFor, targets);

  // Throughput and latency. First: is anything else busy on this machine while our server idles?
  const busy = await cpuBusyPercent(1000);
  log(`› CPU busy before load (1 s sample, server idle): ${busy.toFixed(0)}%`);
  if (busy > 15) {
    log(
      "  ! something else is using this machine; it will skew these figures, ratios included. Re-run when it is idle."
    );
  }
  const slices = new Map(targets.map((target) => [target, []]));
  const sliceSeconds = SECONDS / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    if (ROUNDS > 1) log(`› Round ${round + 1}/${ROUNDS} (${sliceSeconds} s per target)`);
    for (const target of targets) {
      process.stdout.write(`› Load: ${target.name} (GET ${target.path}${target.auth ? ", signed in" : ""})…`);
      if (round === 0) await load(url, target, headersFor, WARMUP_SECONDS);
      const result = await load(url, target, headersFor, sliceSeconds);
      slices.get(target).push(result);
      log(` ${fmtInt(result.requests.average)} req/s`);
    }
  }
  const measured = new Map(targets.map((target) => [target, mergeResults(slices.get(target))]));
  let baselineAgain = null;
  if (ROUNDS === 1) {
    process.stdout.write(`› Load: ${baseline.name} again, to see how much the machine drifted during the run…`);
    baselineAgain = await load(url, baseline, headersFor, SECONDS);
    log(` ${fmtInt(baselineAgain.requests.average)} req/s`);
  }

  // First-load weight of every HTML target, shown in the same table.
  const weights = new Map();
  const notes = [];
  for (const target of targets) {
    const page = pages.get(target);
    if (!page.html) continue;
    const weight = await measureFirstLoad(`${url}${target.path}`, page.body);
    weights.set(target, weight);
    for (const note of weight.notes) notes.push(`${target.name}: ${note}`);
  }

  const baseRps = measured.get(baseline).requests.average;
  const how = ROUNDS > 1 ? `${ROUNDS} interleaved rounds of ${sliceSeconds} s` : `${SECONDS} s each`;
  log(`\nThroughput and latency (autocannon -c ${CONNECTIONS}, ${how}, same run)\n`);
  log(
    formatTable(
      [
        { header: "target", align: "left" },
        { header: "req/s", align: "right" },
        { header: "p50 ms", align: "right" },
        { header: "p99 ms", align: "right" },
        { header: `ratio to ${baseline.name}`, align: "right" },
        { header: "ratio goal", align: "left" },
        { header: "JS gzip KB", align: "right" },
        { header: "CSS gzip KB", align: "right" },
        { header: "D1 round trips (in all)", align: "left" },
        { header: "non-expected responses", align: "left" },
      ],
      targets.map((target) => {
        const r = measured.get(target);
        const ratio = baseRps > 0 ? r.requests.average / baseRps : NaN;
        const weight = weights.get(target);
        return [
          target.name + (target.expectStatus !== 200 ? ` (expects ${target.expectStatus})` : ""),
          fmtInt(r.requests.average),
          fmtMs(r.latency.p50),
          fmtMs(r.latency.p99),
          Number.isNaN(ratio) ? "—" : ratio.toFixed(2),
          target.ratioGoal ? `≥ ${target.ratioGoal.toFixed(2)} ${ratio >= target.ratioGoal ? "ok" : "BELOW"}` : "",
          weight ? kb(weight.jsBytes) : "—",
          weight ? kb(weight.cssBytes) : "—",
          describeRoundTrips(pages.get(target).roundTrips, target.roundTripGoal),
          describeNonExpected(nonExpected(r, target.expectStatus)),
        ];
      })
    )
  );
  log("JS/CSS: gzip -9 of each unique file the page loads before hydration (KB = 1024 bytes).");
  for (const note of notes) log(`  note: ${note}`);
  if (baselineAgain) {
    const drift = baseRps > 0 ? ((baselineAgain.requests.average - baseRps) / baseRps) * 100 : 0;
    log(
      `\n${baseline.name} re-run at the end: ${fmtInt(baselineAgain.requests.average)} req/s ` +
        `(${drift >= 0 ? "+" : ""}${drift.toFixed(1)}% vs. the first run; non-expected: ` +
        `${describeNonExpected(nonExpected(baselineAgain, baseline.expectStatus))}). ` +
        `A large drift means the ratios above are less trustworthy.`
    );
  } else {
    const perRound = slices.get(baseline).map((r) => fmtInt(r.requests.average));
    log(`\n${baseline.name} req/s per round: ${perRound.join(", ")} (the spread is the machine's noise).`);
    log("p50/p99 are request-weighted means of the rounds' percentiles, not exact percentiles of the whole.");
  }

  const shellTarget = targets.find((target) => target.name === SHELL_BUDGET.target);
  const shell = shellTarget && weights.get(shellTarget);
  if (!shell) throw new Error(`the budget target "${SHELL_BUDGET.target}" is not an HTML page in targets.mjs`);
  const appKB = (shell.jsBytes - shell.floorBytes) / 1024;
  const cssKB = shell.cssBytes / 1024;
  const verdict = (value, limit) => `${value <= limit ? "PASS" : "OVER"} ${value.toFixed(1)} KB ≤ ${limit} KB`;
  log(
    `\nShell budget (${SHELL_BUDGET.target}): JS ${kb(shell.jsBytes)} KB = framework floor ${kb(shell.floorBytes)} KB + ` +
      `the app's ${verdict(appKB, SHELL_BUDGET.appJsKB)} · CSS ${verdict(cssKB, SHELL_BUDGET.cssKB)}`
  );

  printGoals(
    "The signed-in page cost against its goals (./speed-goals.mjs)",
    speedGoals({
      targets: targets,
      measured,
      roundTrips: new Map(targets.map((target) => [target, pages.get(target).roundTrips])),
      appJsKB: appKB,
      appJsGoalKB: SHELL_BUDGET.appJsKB,
    })
  );

  if (ONLY === "speed") return;
  await printTimings(TIMINGS, { url, cookie, demo, livekit });

  // The Word against its goals, from this run's figures.
  const word = wordGoals({
    targets: targets,
    measured,
    baseRps,
    weights: [...weights].map(([target, weight]) => ({ target, weight })),
    shellTarget: SHELL_BUDGET.target,
  });
  printGoals("The Word against its goals", word.rows);
  for (const note of word.notes) log(`  note: ${note}`);

  await printLighthouse(url, cookie);
  await printScale(url, headersFor);
  await printLoad();
}

/** The load section, on the bench's own local D1 (the scale section stops its server: start it again). */
async function printLoad() {
  server ??= await startBenchServer(persistDir);
  await runLoad({ url: server.url, d1: d1File(persistDir), serverPid: server.pid, serverOutput: server.output, log });
}

/** A table of goals: each goal, this run's figure, and its verdict. */
function printGoals(title, rows) {
  log(`\n${title}\n`);
  log(
    formatTable(
      [
        { header: "goal", align: "left" },
        { header: "this run", align: "right" },
        { header: "", align: "left" },
      ],
      rows
    )
  );
}

/** The bench's worker on the local state under `persistTo`. */
function startBenchServer(persistTo, { testScheduled = false } = {}) {
  const livekitVars = livekit
    ? { LIVEKIT_URL: livekit.url, LIVEKIT_API_KEY: livekit.apiKey, LIVEKIT_API_SECRET: livekit.apiSecret }
    : {};
  // ENABLE_TEST_ROUTES: the fan-out timing signs up its members and inserts notifications through them;
  // the plan-generation timing makes its own member Premium (timing-plans.mjs).
  return startServer({
    port: PORT,
    persistTo,
    testScheduled,
    devtools: DEVTOOLS,
    vars: {
      ALLOW_DEMO_SEED: "true",
      ENABLE_TEST_ROUTES: "true",
      OPENAI_TTS_API_KEY: "sk-bench-speech",
      OPENAI_TTS_BASE_URL: speech.baseURL,
      ...livekitVars,
    },
  });
}

/** The scale section: it replaces the bench's server with one on the large data, on the same port. */
async function printScale(url, headersFor) {
  const stop = async () => {
    await server?.stop();
    server = null;
  };
  const start = async (persistTo, options) => {
    await stop();
    server = await startBenchServer(persistTo, options);
    return server.url;
  };
  await runScale({
    url,
    headersFor,
    server: { start, stop },
    seedAndSignIn,
    load,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    log,
  });
}

/** Feature-specific timings; one that throws is shown as failed and fails the run. */
async function printTimings(timings, { url, cookie, demo, livekit }) {
  log("\nTimings (client-side wall time on loopback)\n");
  const rows = [];
  for (const timing of timings) {
    try {
      const result = await timing.run({ url, cookie, demo, serverPid: server.pid, livekit });
      for (const { label, value } of [result].flat()) rows.push([label, value]);
    } catch (error) {
      process.exitCode = 1;
      rows.push([timing.name, `FAILED: ${error.message}`]);
    }
  }
  log(
    formatTable(
      [
        { header: "timing", align: "left" },
        { header: "value", align: "right" },
      ],
      rows
    )
  );
}

/**
 * Waits (up to `withinMs`) for a 1 s sample with the CPU at most `below` percent busy: the server
 * settling after a load or a seed would otherwise be counted in the next measurement's main-thread
 * time. Returns the last sample and how long it waited.
 */
async function quietCpu({ below = 5, withinMs = 60_000 } = {}) {
  const started = Date.now();
  let busy = await cpuBusyPercent(1000);
  while (busy > below && Date.now() - started < withinMs) busy = await cpuBusyPercent(1000);
  return { busy, waitedS: Math.round((Date.now() - started) / 1000) };
}

async function printLighthouse(url, cookie) {
  // Loaded here, so a section that does not need the lighthouse package runs without it.
  const { LIGHTHOUSE_COLUMNS, runLighthouse } = await import("./lighthouse.mjs");
  const { busy, waitedS } = await quietCpu();
  log(`\nLighthouse (mobile preset, Debian Chromium, once per page; CPU busy before: ${busy.toFixed(0)}%, after waiting ${waitedS} s for ≤ 5%)\n`);
  log(formatTable(LIGHTHOUSE_COLUMNS, await runLighthouse({ url, cookie })));
}

try {
  await main();
} catch (error) {
  // After Ctrl+C the killed autocannon rejects; that is not a failure worth a stack trace.
  if (!interrupted) console.error(`\nbench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
