/**
 * The app shell as a person meets it: header, bottom tabs, not-found and error screens, theme,
 * activity tracking and security headers. Every page visited also passes axe-core (visit/checkA11y).
 */
import type { Page, Request } from "playwright-core";
import { describe, expect } from "vitest";
import { ERROR_FALLBACK, MAIN_NAV_LABEL, NAVIGATION_PENDING, NOT_FOUND, TABS } from "../../app/kernel/copy/shell";
import { TODAY } from "../../app/kernel/copy/today";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import {
  checkA11y,
  gotoHydrated,
  recordRootBeforeBody,
  rootBeforeBody,
  signIn,
  test,
  visit,
  waitForHydration,
} from "./browser";

declare global {
  interface Window {
    __e2eSamePage?: boolean;
  }
}

const header = (page: Page) => page.getByRole("banner");
const tabBar = (page: Page) => page.getByRole("navigation", { name: MAIN_NAV_LABEL });
const legalLink = (page: Page, name: "Terms" | "Privacy") =>
  page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name, exact: true });
const todayHeading = (page: Page) => page.getByRole("heading", { level: 1, name: TODAY.title, exact: true });

const isPost = (request: Request, path: string) => request.method() === "POST" && new URL(request.url()).pathname === path;
const isPageView = (route: string) => (request: Request) =>
  isPost(request, "/api/track-user-activity") && request.postDataJSON()?.page_route === route;

async function expectActiveTab(page: Page, activeLabel: string | null) {
  const links = tabBar(page).getByRole("link");
  await expect.poll(() => links.allInnerTexts()).toEqual(TABS.map((tab) => tab.label));
  for (const tab of TABS) {
    const link = tabBar(page).getByRole("link", { name: tab.label, exact: true });
    expect(await link.getAttribute("href")).toBe(tab.to);
    const active = tab.label === activeLabel;
    expect(await link.getAttribute("aria-current"), tab.label).toBe(active ? "page" : null);
    expect((await link.getAttribute("class"))?.split(" ").includes("text-primary"), tab.label).toBe(active);
  }
}

test("home as a visitor: the header names Shepherd with Sign In, and Today is the active tab", async ({ page }) => {
  await visit(page, "/");
  await expect.poll(() => header(page).getByRole("link", { name: "Shepherd" }).getAttribute("href")).toBe("/");
  expect(await header(page).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
  await expectActiveTab(page, "Today");

  await visit(page, "/terms");
  await expectActiveTab(page, null);
});

test("an unknown path answers 404 with the not-found page, whose Go Home leads to /", async ({ page }) => {
  const response = await visit(page, "/this/does/not-exist");
  expect(response.status()).toBe(404);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(NOT_FOUND.title);

  await page.getByRole("link", { name: NOT_FOUND.goHome }).click();
  await todayHeading(page).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  await checkA11y(page);
});

test("a render error shows the fallback screen, reports it, and Try Again / Go Home recover", async ({ page }) => {
  await visit(page, "/__test/render-error");
  const throwButton = page.getByRole("button", { name: "Throw a render error" });
  const fallback = page.getByRole("alert");

  const report = page.waitForRequest((request) => isPost(request, "/api/client-errors"));
  await throwButton.click();
  await fallback.waitFor();
  expect(await fallback.getByRole("heading", { level: 1 }).innerText()).toBe(ERROR_FALLBACK.title);
  const texts = await fallback.locator("p").allInnerTexts();
  expect(texts).toEqual([ERROR_FALLBACK.text, ERROR_FALLBACK.footer]);
  expect(await fallback.getByRole("button").allInnerTexts()).toEqual([ERROR_FALLBACK.tryAgain, ERROR_FALLBACK.goHome]);
  expect(await header(page).getByRole("link", { name: "Shepherd" }).isVisible()).toBe(true);
  const body = (await report).postDataJSON();
  expect(body.message).toBe("Deliberate render error from the test page");
  expect(body.componentStack).toMatch(/\bat \S/); // a non-empty stack (names are minified in production)
  expect((await (await report).response())?.status()).toBe(201);
  await checkA11y(page);

  await fallback.getByRole("button", { name: ERROR_FALLBACK.tryAgain }).click();
  await throwButton.waitFor();
  expect(await fallback.count()).toBe(0);

  await throwButton.click();
  await fallback.getByRole("button", { name: ERROR_FALLBACK.goHome }).click();
  await todayHeading(page).waitFor();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await fallback.count()).toBe(0);
  await checkA11y(page);
});

describe("header scroll threshold (border and shadow only after scrolling more than 10 px)", () => {
  test.override("contextOptions", { bypassCSP: true, viewport: { width: 390, height: 500 }, reducedMotion: "reduce" });

  async function scrollAndRead(page: Page, top: number) {
    await page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          if (Math.round(window.scrollY) === y) return resolve();
          addEventListener("scroll", () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
          window.scrollTo({ top: y, behavior: "instant" });
        }),
      top,
    );
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(top);
  }

  async function expectHeaderScrolled(page: Page, scrolled: boolean) {
    const element = header(page);
    await expect.poll(() => element.getAttribute("data-scrolled")).toBe(String(scrolled));
    const shadow = () => element.evaluate((node) => getComputedStyle(node).boxShadow);
    if (scrolled) await expect.poll(shadow).not.toBe("none");
    else await expect.poll(shadow).toBe("none");
  }

  test("10 px keeps the header flat, 11 px raises it, and scrolling back lowers it", async ({ page }) => {
    await visit(page, "/privacy");
    for (const [top, scrolled] of [[10, false], [11, true], [10, false], [0, false]] as const) {
      await scrollAndRead(page, top);
      await expectHeaderScrolled(page, scrolled);
    }
  });
});

test("theme: light by default, Dark persists without a flash, System follows the OS, Light restores", async ({
  context,
  page,
}) => {
  await recordRootBeforeBody(context);
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
  const stored = () => page.evaluate(() => localStorage.getItem("theme"));
  const chooseTheme = (label: "Light" | "Dark" | "System") => page.getByLabel("Theme").selectOption({ label });

  await visit(page, "/");
  expect(await isDark()).toBe(false);
  expect(await stored()).toBeNull();

  await chooseTheme("Dark");
  await expect.poll(isDark).toBe(true);
  expect(await stored()).toBe("dark");

  await page.reload();
  await waitForHydration(page);
  expect((await rootBeforeBody(page))?.dark).toBe(true);
  expect(await isDark()).toBe(true);
  await expect.poll(() => page.getByLabel("Theme").inputValue()).toBe("dark");
  await checkA11y(page);

  await page.emulateMedia({ colorScheme: "dark" });
  await chooseTheme("System");
  await expect.poll(isDark).toBe(true);
  expect(await stored()).toBe("system");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(isDark).toBe(false);

  await page.emulateMedia({ colorScheme: "dark" });
  await chooseTheme("Light");
  await expect.poll(isDark).toBe(false);
  expect(await stored()).toBe("light");
});

test("activity tracking: nothing for a visitor, a page_view on client-side navigation when signed in", async ({
  baseURL,
  page,
}) => {
  const tracked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/track-user-activity") tracked.push(request.url());
  });
  await visit(page, "/");
  await legalLink(page, "Terms").click();
  await page.waitForURL("**/terms");
  await checkA11y(page);
  await visit(page, "/privacy");
  expect(tracked).toEqual([]);

  await signIn(page, baseURL, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const homeView = page.waitForRequest(isPageView("/"));
  await visit(page, "/");
  await homeView;

  await page.evaluate(() => (window.__e2eSamePage = true));
  const termsView = page.waitForRequest(isPageView("/terms"));
  await legalLink(page, "Terms").click();
  const request = await termsView;
  expect(request.postDataJSON()).toEqual({ action_type: "page_view", page_route: "/terms" });
  expect((await request.response())?.status()).toBe(200);
  expect(await page.evaluate(() => window.__e2eSamePage)).toBe(true);
  await checkA11y(page);
});

test("signed in, the header offers Upgrade, Notifications, Journal and Profile instead of Sign In", async ({
  baseURL,
  page,
}) => {
  await signIn(page, baseURL, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await visit(page, "/");
  const bar = header(page);
  expect(await bar.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/subscription");
  expect(await bar.getByRole("button", { name: "Notifications" }).isVisible()).toBe(true);
  expect(await bar.getByRole("link", { name: "Journal" }).getAttribute("href")).toBe("/journal");
  expect(await bar.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/settings");
  expect(await page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
});

test("a slow navigation shows the \"Loading...\" spinner until the page arrives", async ({ page }) => {
  await visit(page, "/terms");
  // Hold the next page's loader data (Remix single fetch: *.data) for a second.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const spinner = page.getByRole("status").filter({ hasText: NAVIGATION_PENDING.label });
  await legalLink(page, "Privacy").click();
  await spinner.waitFor();
  await checkA11y(page);
  release();
  await page.waitForURL((url) => url.pathname === "/privacy");
  await spinner.waitFor({ state: "detached" });
});

describe("security headers under the real Content-Security-Policy", () => {
  test.override("contextOptions", { bypassCSP: false });

  test("/ sends CSP with a nonce, nosniff and a Referrer-Policy, and no page breaks a CSP rule (The Pasture's forms too)", async ({
    context,
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
    await context.exposeFunction("__e2eReportViolation", (text: string) => violations.push(text));
    await context.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __e2eReportViolation(text: string): void }).__e2eReportViolation(
          `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      ),
    );

    const response = await gotoHydrated(page, "/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();

    await legalLink(page, "Terms").click();
    await page.waitForURL("**/terms");
    await gotoHydrated(page, "/privacy");
    // The Pasture's forms validate with zod in the browser, whose eval probe the CSP would report.
    await gotoHydrated(page, "/__test/pasture-preview");
    expect(violations).toEqual([]);
  });
});
