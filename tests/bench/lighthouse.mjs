/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated throttling) on the pages a
 * newcomer meets first, each run once in a fresh headless Debian Chromium, against the goals:
 * Performance ≥ 95, Accessibility 100, SEO 100 (Best Practices is printed without a goal).
 * Scores move with the machine's load: read them from an idle machine.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** When set, each page's full Lighthouse report (JSON) is written there, to read what an audit names. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

/** auth: true → loaded with the demo member's session cookie. */
export const LIGHTHOUSE_PAGES = [
  { path: "/", auth: false },
  { path: "/word/john/3", auth: false },
  { path: "/auth", auth: false },
  { path: "/pasture", auth: true },
];

const CATEGORIES = [
  { id: "performance", label: "Performance", goal: 95 },
  { id: "accessibility", label: "Accessibility", goal: 100 },
  { id: "best-practices", label: "Best Practices", goal: null },
  { id: "seo", label: "SEO", goal: 100 },
];

/** The metrics that explain a Performance score, in the report's own words. */
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
];

/** Headless Chromium with a DevTools port, launched the way the browser tests launch it (off the network). */
async function launchChromium() {
  const profile = mkdtempSync(join(os.tmpdir(), "shepherd-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    ["--headless=new", ...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so closing it stops its helper processes too (they write the profile's cache).
    { stdio: ["ignore", "ignore", "pipe"], detached: true }
  );
  const port = await new Promise((resolve, reject) => {
    let output = "";
    child.stderr.on("data", (chunk) => {
      output += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`chromium exited (${code}) before DevTools listened:\n${output}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
      // A helper still exiting can write into the profile a moment longer: removal retries, and a
      // temporary directory it could not remove is reported, not a reason to lose the bench's figures.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch (error) {
        console.error(`  note: Chromium's temporary profile ${profile} was left behind (${error.code ?? error.message})`);
      }
    },
  };
}

/**
 * Runs Lighthouse on every page once; returns table rows: the page, each category's score against
 * its goal, and the Performance metrics.
 */
export async function runLighthouse({ url, cookie }) {
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const label = `${page.path}${page.auth ? " (signed in)" : ""}`;
    const chromium = await launchChromium();
    try {
      const result = await lighthouse(`${url}${page.path}`, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES.map((category) => category.id),
        extraHeaders: page.auth ? { Cookie: cookie } : undefined,
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(join(REPORTS_DIR, `${page.path.replace(/\W+/g, "_") || "_"}.json`), result.report);
      }
      if (runtimeError) throw new Error(`${runtimeError.code} ${runtimeError.message}`);
      const scores = CATEGORIES.map(({ id, goal }) => {
        const score = Math.round((categories[id]?.score ?? 0) * 100);
        if (goal === null) return String(score);
        return `${score} ${score >= goal ? "PASS" : "OVER"}`;
      });
      const metrics = METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? "—"}`).join(" · ");
      rows.push([label, ...scores, [metrics, ...missedAudits(categories, audits)].join(" · ")]);
    } catch (error) {
      // One page that cannot be audited (a busy machine can time DevTools out) leaves the others' figures.
      rows.push([label, ...CATEGORIES.map(() => "—"), `FAILED: ${error.message}`]);
    } finally {
      await chromium.close();
    }
  }
  return rows;
}

/** The audits that cost a category with a goal of 100 its points, by id (e.g. "color-contrast"). */
function missedAudits(categories, audits) {
  return CATEGORIES.filter(({ goal }) => goal === 100).flatMap(({ id }) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => `missed ${ref.id}`)
  );
}

/** The table's headers, in the order of runLighthouse's rows. */
export const LIGHTHOUSE_COLUMNS = [
  { header: "page", align: "left" },
  ...CATEGORIES.map(({ label, goal }) => ({ header: goal === null ? label : `${label} (≥ ${goal})`, align: "right" })),
  { header: "metrics (simulated mobile)", align: "left" },
];
