/**
 * The same pages on a phone (390×844) and a laptop (1280×900): the phone keeps its bottom tab bar,
 * the laptop has a side navigation instead (never both), keyboard focus meets the header, then the
 * navigation, then the page, nothing scrolls sideways, and axe passes. Each page is photographed at
 * both sizes into test-results/wide-layouts/ for a reviewer to look at.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { MAIN_NAV_LABEL, TABS } from "../../app/kernel/copy/shell";
import { DEMO_FLOCK } from "../../worker/seed/flock-demo";
import { DEMO_ADMIN } from "../../worker/seed/admin-users";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { checkA11y, gotoHydrated, signIn, test } from "./browser";

const SCREENSHOTS = fileURLToPath(new URL("../../test-results/wide-layouts/", import.meta.url));

type TabLabel = (typeof TABS)[number]["label"];

interface PageUnderTest {
  name: string;
  account: { email: string; password: string };
  /** The path to open; the flock page's is read from My Flock. */
  path: (page: Page) => Promise<string>;
  /** The main destination it belongs to, highlighted in the navigation (none for /admin). */
  active: TabLabel | null;
  /** What shows once the page's streamed part has arrived (the screenshot waits for it). */
  loaded?: (page: Page) => Promise<void>;
}

const at = (path: string) => async () => path;

const PAGES: PageUnderTest[] = [
  { name: "today", account: DEMO_ACCOUNT, path: at("/"), active: "Today", loaded: (page) => page.getByRole("slider").waitFor() },
  { name: "word", account: DEMO_ACCOUNT, path: at("/word/john/3"), active: "The Word" },
  { name: "pasture", account: DEMO_ACCOUNT, path: at("/pasture"), active: "The Pasture" },
  { name: "flock", account: DEMO_ACCOUNT, path: demoFlockPath, active: "My Flock" },
  { name: "admin-dashboard", account: DEMO_ADMIN, path: at("/admin/dashboard"), active: null },
];

async function demoFlockPath(page: Page): Promise<string> {
  await gotoHydrated(page, "/flock");
  const href = await page.getByRole("main").getByRole("link", { name: DEMO_FLOCK.name }).first().getAttribute("href");
  if (!href) throw new Error("My Flock does not link to the demo flock");
  return href;
}

const SIZES = [
  { width: 390, height: 844, navigation: "tab bar" },
  { width: 1280, height: 900, navigation: "side" },
] as const;

/** Where keyboard focus is: the skip link, the header, the main navigation, the page, or elsewhere. */
const focusedRegion = (page: Page) =>
  page.evaluate((navLabel) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "none";
    if (focused.matches('a[href="#main"]')) return "skip link";
    if (focused.closest("header")) return "header";
    if (focused.closest(`nav[aria-label="${navLabel}"]`)) return "navigation";
    if (focused.closest("main")) return "main";
    return "other";
  }, MAIN_NAV_LABEL);

/** Tabs from the top of the page until focus enters the page's main content; the regions met, in order. */
async function regionsTabbedThrough(page: Page): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const regions: string[] = [];
  for (let presses = 0; presses < 60 && regions.at(-1) !== "main"; presses++) {
    await page.keyboard.press("Tab");
    const region = await focusedRegion(page);
    if (region !== regions.at(-1)) regions.push(region);
  }
  return regions;
}

for (const size of SIZES) {
  describe(`${size.width}×${size.height}: the ${size.navigation} navigation`, () => {
    test.override("contextOptions", { bypassCSP: true, viewport: { width: size.width, height: size.height } });

    for (const target of PAGES) {
      test(target.name, async ({ baseURL, page }) => {
        await signIn(page, baseURL, target.account.email, target.account.password);
        await gotoHydrated(page, await target.path(page));
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await target.loaded?.(page);
        await page.evaluate(() => document.fonts.ready);

        // Exactly one main navigation is shown: the tab bar along the bottom, or the column at the left.
        const navigation = page.getByRole("navigation", { name: MAIN_NAV_LABEL });
        expect(await navigation.count()).toBe(1);
        const box = await navigation.boundingBox();
        if (!box) throw new Error("the main navigation has no box");
        if (size.navigation === "tab bar") {
          expect(Math.round(box.y + box.height)).toBe(size.height);
          expect(Math.round(box.width)).toBe(size.width);
        } else {
          expect(Math.round(box.x)).toBe(0);
          expect(box.width).toBeLessThan(320);
          expect(box.height).toBeGreaterThan(size.height / 2);
          // A member's own pages stand beneath the five destinations.
          for (const label of ["Prayer", "Journal", "Insights", "Profile"]) {
            await navigation.getByRole("link", { name: label, exact: true }).waitFor();
          }
        }
        const links = navigation.getByRole("link");
        expect((await links.allInnerTexts()).slice(0, TABS.length)).toEqual(TABS.map((tab) => tab.label));
        const current = navigation.locator('[aria-current="page"]');
        if (target.active) expect(await current.innerText()).toBe(target.active);
        else expect(await current.count()).toBe(0);

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await checkA11y(page);

        // Focus follows what the eye meets: header, then (on a laptop) the side navigation, then the page.
        const regions = (await regionsTabbedThrough(page)).filter((region) => region !== "other");
        expect(regions).toEqual(
          size.navigation === "side" ? ["skip link", "header", "navigation", "main"] : ["skip link", "header", "main"],
        );

        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SCREENSHOTS}${target.name}-${size.width}.png`, fullPage: true });
      });
    }
  });
}
