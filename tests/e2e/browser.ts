/**
 * Browser helpers for the e2e suite: Debian's chromium driven by playwright-core (never a downloaded
 * browser), axe-core checks, sign-in through the API, and a `test` with page fixtures that saves a
 * full-page screenshot into test-results/ when a test fails.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AxeResults, Result } from "axe-core";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from "playwright-core";
import { expect, inject, test as base } from "vitest";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium.mjs";

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
    __e2eBeforeBody?: RootBeforeBody;
  }
}

/** How <html> looked the moment <body> appeared: before React ran, before the first paint. */
export interface RootBeforeBody {
  dark: boolean;
  textSize: string | undefined;
}

/** Records RootBeforeBody on every page the context opens (read it with `rootBeforeBody`). */
export async function recordRootBeforeBody(context: BrowserContext) {
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      window.__e2eBeforeBody = {
        dark: document.documentElement.classList.contains("dark"),
        textSize: document.documentElement.dataset.textSize,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

export const rootBeforeBody = (page: Page) => page.evaluate(() => window.__e2eBeforeBody);

const RESULTS_DIR = fileURLToPath(new URL("../../test-results/", import.meta.url));

/**
 * Chromium's stand-in camera and microphone (a test pattern and a tone), granted without a prompt:
 * for the journeys into a gathering's video room. Other journeys launch without them.
 */
const FAKE_MEDIA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

export async function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    // Never skip and never download: a missing browser fails the suite with the way to fix it.
    throw new Error(
      `Chromium was not found at ${executablePath}${process.env.CI === "true" ? " (CI)" : ""}. ` +
        "Install Debian's chromium with `apt-get update && apt-get install -y chromium` " +
        "(as root), or point CHROMIUM_PATH at an existing Chromium binary.",
    );
  }
  const args = options.fakeMedia ? [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] : CHROMIUM_ARGS;
  return chromium.launch({ executablePath, headless: true, args });
}

/** Navigates and waits until React has hydrated the page (the header, on every page, has its fiber). */
export async function gotoHydrated(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  await waitForHydration(page);
  return response;
}

/**
 * Polls with page.evaluate, not page.waitForFunction: the latter runs `eval` inside the page, which the
 * app's CSP (rightly) blocks and reports as a violation when the context does not bypass CSP.
 */
export async function waitForHydration(page: Page) {
  const hydrated = () =>
    page.evaluate(() => {
      const header = document.querySelector("header");
      return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber$"));
    });
  await expect.poll(hydrated, { timeout: 10_000 }).toBe(true);
}

/** `gotoHydrated` followed by the accessibility check every visited page must pass. */
export async function visit(page: Page, path: string): Promise<Response> {
  const response = await gotoHydrated(page, path);
  await checkA11y(page);
  return response;
}

const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve("axe-core")), "axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Runs axe-core on the current page; fails with a readable list on any serious or critical violation. */
export async function checkA11y(page: Page) {
  // Colours read mid-transition (a button turning from primary to secondary) are neither the old
  // nor the new ones: axe reads the page once every finite animation has finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate((runOnly) => window.axe!.run(document, { runOnly }), AXE_TAGS);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  if (blocking.length > 0) {
    throw new Error(`Accessibility violations on ${page.url()}:\n${blocking.map(describeViolation).join("\n")}`);
  }
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n");
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
}

/** Signs in through better-auth's API so the page's context carries the session cookie. */
export async function signIn(page: Page, baseURL: string, email: string, password: string) {
  const response = await page.context().request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  expect(response.status(), `sign-in failed: ${await response.text()}`).toBe(200);
}

export async function saveFailureScreenshot(page: Page, testName: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${testName.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").toLowerCase()}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Chromium's own user agent says "HeadlessChrome", which isbot counts as a crawler, and crawlers get
 * a page's whole document at once (app/entry.server.tsx). A journey that watches a page stream in
 * presents the user agent of the Chrome a person runs.
 */
export const DESKTOP_CHROME_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let clientCounter = 0;

/**
 * Each test's browser presents its own client address (TEST-NET-3; wrangler dev keeps a
 * CF-Connecting-IP the client sends, Cloudflare's edge would overwrite it), so better-auth's per-IP
 * rate limits apply to each test as to one person, not to the whole suite from 127.0.0.1.
 */
function nextClientAddress() {
  clientCounter += 1;
  return `203.0.113.${(process.pid + clientCounter) % 250 + 1}`;
}

/**
 * `test` with fixtures: one browser per file, and per test a fresh context (CSP bypassed by default so
 * axe can be injected; override `contextOptions` to change that) and page. A failed test leaves a
 * screenshot in test-results/.
 */
export const test = base
  .extend("baseURL", { scope: "file" }, () => inject("baseURL"))
  .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend("contextOptions", { bypassCSP: true } as BrowserContextOptions)
  .extend("context", async ({ browser, baseURL, contextOptions }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { "CF-Connecting-IP": nextClientAddress() },
      ...contextOptions,
    });
    onCleanup(() => context.close());
    return context;
  })
  .extend("page", async ({ context, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    onCleanup(async () => {
      if (task.result?.state !== "fail") return;
      const path = await saveFailureScreenshot(page, task.fullTestName);
      console.error(`Screenshot of the failure: ${path}`);
    });
    return page;
  });
