/**
 * The scale section of `npm run bench` (alone: BENCH_ONLY=scale): the member's pages and the admin
 * dashboard on the small demo data, then on a large local D1 seeded around the demo member through
 * the tests' factories (./scale/large-data.ts), each page's throughput against the goal "within
 * 1.5× of its small-data throughput".
 *
 * SCALE (default 1, the full sizes of ./scale/large-data.ts; e.g. 0.05 for a quick run) multiplies
 * every size. The seeded large D1 is kept in .bench-cache/scale-<key>/ (git-ignored), keyed by the
 * migrations, the factor and the seeding code, so the next run with the same key does not seed again;
 * each run measures a copy of it (.bench-cache/scale-run/), so the cache stays as seeded.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { migrateLocal, ROOT } from "../../scripts/lib/server.mjs";
import { nonExpected } from "./lib/load.mjs";
import { d1File, query } from "./lib/local-d1.mjs";
import { roundTripsInAll } from "./lib/round-trips.mjs";
import { formatTable } from "./lib/table.mjs";

/** The pages whose cost must not grow with the data; auth: the demo member, or "admin". */
export const SCALE_PAGES = [
  { name: "Today", path: "/", auth: true, expectStatus: 200 },
  { name: "/pasture", path: "/pasture", auth: true, expectStatus: 200 },
  { name: "/flock", path: "/flock", auth: true, expectStatus: 200 },
  { name: "/prayer", path: "/prayer", auth: true, expectStatus: 200 },
  { name: "/journal", path: "/journal", auth: true, expectStatus: 200 },
  { name: "/insights", path: "/insights", auth: true, expectStatus: 200 },
  { name: "/admin/dashboard", path: "/admin/dashboard", auth: "admin", expectStatus: 200 },
];
/** Large-data throughput may be at most this many times lower than small-data throughput. */
const GOAL = 1.5;
const HOUSEKEEPING_CRON = "17 */6 * * *";
const CACHE_ROOT = join(ROOT, ".bench-cache");
const RUN_COPY = join(CACHE_ROOT, "scale-run");
const SEEDER = join(ROOT, "tests/bench/scale/large-data.ts");
const TSX = join(ROOT, "node_modules/.bin/tsx");

const fmtInt = (n) => Math.round(n).toLocaleString("en-US");
const fmtMs = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const fmtKb = (bytes) => (bytes / 1024).toFixed(1);

export function scaleFactor() {
  const raw = process.env.SCALE;
  if (raw === undefined || raw === "") return 1;
  const factor = Number(raw);
  if (!(factor > 0 && factor <= 1)) throw new Error(`SCALE must be a number in (0, 1] (got "${raw}")`);
  return factor;
}

/** The cache key: what decides the seeded file's content. */
function cacheKey(factor) {
  const hash = createHash("sha256").update(`factor ${factor}\n`);
  const migrations = join(ROOT, "migrations");
  const files = [
    ...readdirSync(migrations, { recursive: true })
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => join(migrations, name)),
    SEEDER,
    join(ROOT, "tests/bench/scale/sqlite-binding.ts"),
  ];
  for (const file of files) hash.update(`${file.slice(ROOT.length)}\n`).update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The housekeeping cron, as the Cron Trigger runs it (it rolls up the finished days the dashboard
 * reads); waits for its recorded run, since the trigger answers before the job ends.
 */
async function runHousekeeping(url, file) {
  const since = Date.now();
  const answer = await fetch(`${url}/__scheduled?cron=${encodeURIComponent(HOUSEKEEPING_CRON)}`);
  if (!answer.ok) throw new Error(`the housekeeping trigger answered ${answer.status}`);
  const deadline = since + 15 * 60_000;
  while (Date.now() < deadline) {
    const [run] = query(file, `SELECT outcome, error FROM cron_runs WHERE name = 'housekeeping' AND started_at >= ${since} LIMIT 1`);
    if (run) {
      if (run.outcome !== "ok") throw new Error(`housekeeping failed: ${run.error}`);
      return (Date.now() - since) / 1000;
    }
    await sleep(1000);
  }
  throw new Error("housekeeping did not finish within 15 minutes");
}

/** Runs the seeder on the demo-seeded file; its section timings go to the terminal. */
function seedLarge(file, factor) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [SEEDER, file, String(factor)], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve(JSON.parse(stdout.trim().split("\n").pop())) : reject(new Error(`the large seed exited with ${code}`))));
  });
}

/**
 * The seeded large D1 for this factor, from the cache or seeded now: migrations, the demo seed
 * through the worker, the crowd through the factories, then the housekeeping rollups.
 */
async function largeData({ factor, server, seedAndSignIn, log }) {
  const dir = join(CACHE_ROOT, `scale-${cacheKey(factor)}`);
  const sizesFile = join(dir, "sizes.json");
  if (existsSync(sizesFile)) {
    log(`› Large data from the cache (${dir.slice(ROOT.length)}).`);
    return { state: join(dir, "state"), ...JSON.parse(readFileSync(sizesFile, "utf8")) };
  }
  mkdirSync(CACHE_ROOT, { recursive: true });
  // Only one seeded factor is kept: at full size the file is a few GB.
  for (const name of readdirSync(CACHE_ROOT)) if (name.startsWith("scale-")) rmSync(join(CACHE_ROOT, name), { recursive: true, force: true });
  const state = join(dir, "state");
  log(`› Seeding the large data (SCALE=${factor}) into ${dir.slice(ROOT.length)}…`);
  migrateLocal({ persistTo: state });
  await seedAndSignIn(await server.start(state));
  await server.stop();
  const started = Date.now();
  const sizes = await seedLarge(d1File(state), factor);
  const seedSeconds = (Date.now() - started) / 1000;
  const rollupSeconds = await runHousekeeping(await server.start(state, { testScheduled: true }), d1File(state));
  await server.stop();
  const record = { factor, sizes, seedSeconds, rollupSeconds };
  writeFileSync(sizesFile, JSON.stringify(record, null, 2));
  return { state, ...record };
}

async function measure({ url, headersFor, load, seconds, warmupSeconds, label, log }) {
  const results = new Map();
  for (const page of SCALE_PAGES) {
    const first = await fetch(`${url}${page.path}`, { headers: headersFor(page) });
    const bytes = (await first.arrayBuffer()).byteLength;
    if (first.status !== page.expectStatus) log(`  ! ${page.name}: GET ${page.path} answered ${first.status}, expected ${page.expectStatus}`);
    process.stdout.write(`› Load (${label}): ${page.name}…`);
    await load(url, page, headersFor, warmupSeconds);
    const result = await load(url, page, headersFor, seconds);
    results.set(page, { result, bytes, roundTrips: roundTripsInAll(first.headers.get("server-timing")) });
    log(` ${fmtInt(result.requests.average)} req/s`);
  }
  return results;
}

/**
 * `url`/`headersFor`: the bench's server with the small demo data and its sessions. `server.start(state,
 * options)` replaces the bench's server with one on another local state (resolves to its URL),
 * `server.stop()` stops it; `load` is the bench's autocannon run of one target.
 */
export async function runScale({ url, headersFor, server, seedAndSignIn, load, seconds, warmupSeconds, connections, log }) {
  const factor = scaleFactor();
  const small = await measure({ url, headersFor, load, seconds, warmupSeconds, label: "small", log });
  const large = await largeData({ factor, server, seedAndSignIn, log });
  rmSync(RUN_COPY, { recursive: true, force: true });
  cpSync(large.state, RUN_COPY, { recursive: true });
  let big;
  try {
    const largeUrl = await server.start(RUN_COPY, { testScheduled: true });
    // Days finished since the cache was seeded are rolled up as the cron would have.
    await runHousekeeping(largeUrl, d1File(RUN_COPY));
    const { cookie, adminCookie } = await seedAndSignIn(largeUrl);
    const largeHeaders = (page) => (page.auth === "admin" ? { cookie: adminCookie } : { cookie });
    big = await measure({ url: largeUrl, headersFor: largeHeaders, load, seconds, warmupSeconds, label: "large", log });
  } finally {
    await server.stop();
    rmSync(RUN_COPY, { recursive: true, force: true });
  }

  const sizes = Object.entries(large.sizes).map(([kind, n]) => `${kind} ${fmtInt(n)}`).join(" · ");
  log(`\nScale (SCALE=${factor}: ${sizes}; seeded in ${fmtInt(large.seedSeconds)} s, rollups in ${fmtInt(large.rollupSeconds)} s)`);
  log(`autocannon -c ${connections}, ${seconds} s each; goal: large ≥ small ÷ ${GOAL}\n`);
  log(
    formatTable(
      [
        { header: "page", align: "left" },
        { header: "small req/s", align: "right" },
        { header: "large req/s", align: "right" },
        { header: "large ÷ small", align: "right" },
        { header: "goal", align: "left" },
        { header: "p99 ms small / large", align: "right" },
        { header: "HTML KB small / large", align: "right" },
        { header: "D1 round trips small / large", align: "left" },
        { header: "non-expected small / large", align: "left" },
      ],
      SCALE_PAGES.map((page) => {
        const s = small.get(page);
        const l = big.get(page);
        const ratio = s.result.requests.average > 0 ? l.result.requests.average / s.result.requests.average : NaN;
        return [
          page.name,
          fmtInt(s.result.requests.average),
          fmtInt(l.result.requests.average),
          Number.isNaN(ratio) ? "—" : ratio.toFixed(2),
          Number.isNaN(ratio) ? "— (no small-data answers)" : `≥ ${(1 / GOAL).toFixed(2)} ${ratio >= 1 / GOAL ? "PASS" : "OVER"}`,
          `${fmtMs(s.result.latency.p99)} / ${fmtMs(l.result.latency.p99)}`,
          `${fmtKb(s.bytes)} / ${fmtKb(l.bytes)}`,
          `${s.roundTrips ?? "—"} / ${l.roundTrips ?? "—"}`,
          `${nonExpected(s.result, page.expectStatus).count} / ${nonExpected(l.result, page.expectStatus).count}`,
        ];
      })
    )
  );
}
