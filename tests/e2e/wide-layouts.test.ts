/**
 * The same pages on a phone (390×844) and a laptop (1280×900): the phone keeps its bottom tab bar,
 * the laptop has a side navigation instead (never both), keyboard focus meets the header, then the
 * navigation, then the page, nothing scrolls sideways, and axe passes. Where a page has two columns
 * on the laptop (The Pasture, a flock), its side column stands beside the main one there and in one
 * column with it on the phone, and focus meets the parts in reading order at both sizes. /admin's
 * menu, the notification panel, dialogs and toasts are checked at both sizes too. Each page is
 * photographed at both sizes into test-results/wide-layouts/ for a reviewer to look at.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { ADMIN_PAGES, adminHref } from "../../app/kernel/admin/rules";
import { ADMIN_COPY } from "../../app/kernel/copy/admin";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { MAIN_NAV_LABEL, TABS } from "../../app/kernel/copy/shell";
import { PICKER_COPY, SELECTION_COPY } from "../../app/kernel/copy/word";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { DEMO_FLOCK } from "../../worker/seed/flock-demo";
import { DEMO_ADMIN } from "../../worker/seed/admin-users";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { checkA11y, gotoHydrated, signIn, test } from "./browser";
import { boxOf, readingOrder, regionsFocusMeets, stackedInOneColumn, standsBeside, standsRightOf, type Box } from "./layout-geometry";

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
  /** Its main column and the parts that stand beside it on a laptop (in one column with it on a phone). */
  columns?: (page: Page) => { main: Record<string, Locator>; beside: Record<string, Locator> };
}

const region = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });

const at = (path: string) => async () => path;

const PAGES: PageUnderTest[] = [
  { name: "today", account: DEMO_ACCOUNT, path: at("/"), active: "Today", loaded: (page) => page.getByRole("slider").waitFor() },
  { name: "word", account: DEMO_ACCOUNT, path: at("/word/john/3"), active: "The Word" },
  {
    name: "pasture",
    account: DEMO_ACCOUNT,
    path: at("/pasture"),
    active: "The Pasture",
    columns: (page) => ({
      main: { feed: region(page, PASTURE_COPY.feedLabel) },
      beside: { gatherings: region(page, PASTURE_COPY.upcomingGatherings) },
    }),
  },
  {
    name: "flock",
    account: DEMO_ACCOUNT,
    path: demoFlockPath,
    active: "My Flock",
    columns: (page) => ({
      main: { reflections: region(page, FLOCK_COPY.page.sections.reflections) },
      beside: {
        accountability: region(page, FLOCK_COPY.page.sections.accountability),
        plan: region(page, FLOCK_COPY.page.sections.plan),
        members: region(page, FLOCK_COPY.page.members),
      },
    }),
  },
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

        if (target.columns) await checkColumns(page, target.columns(page), size.navigation === "side");

        await screenshot(page, `${target.name}-${size.width}`);
      });
    }

    test("admin: the menu of its ten pages, the current one marked, and tables that fit", async ({ baseURL, page }) => {
      await signIn(page, baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
      for (const adminPage of ADMIN_PAGES) {
        await gotoHydrated(page, adminHref(adminPage.slug));
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        const menu = page.getByRole("navigation", { name: ADMIN_COPY.menuLabel });
        expect(await menu.getByRole("link").allInnerTexts()).toEqual(ADMIN_PAGES.map((item) => item.label));
        expect(await menu.locator('[aria-current="page"]').allInnerTexts()).toEqual([adminPage.label]);
        const menuBox = await boxOf(menu);
        const mainBox = await boxOf(page.getByRole("main"));
        if (size.navigation === "side") {
          // A column of its own between the app's side navigation and the page.
          const sideNav = await boxOf(page.getByRole("navigation", { name: MAIN_NAV_LABEL }));
          expect(menuBox.x).toBeGreaterThanOrEqual(sideNav.x + sideNav.width);
          expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(mainBox.x);
          expect(menuBox.height).toBeGreaterThan(menuBox.width);
          // The tables use the width: none of them scrolls sideways inside its own box.
          const overflowing = await page
            .getByRole("main")
            .locator("table")
            .evaluateAll((tables) => tables.filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1).length);
          expect(overflowing, `a table on ${adminPage.slug} is wider than its place`).toBe(0);
        } else {
          expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(mainBox.y);
        }
        // A wide table may scroll inside its own box on a phone, never the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), adminPage.slug).toBe(true);
        await checkA11y(page);
      }
    });

    test("the notification panel, a dialog and a toast", async ({ baseURL, page }) => {
      await signIn(page, baseURL, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
      await gotoHydrated(page, "/word/john/3");
      const wide = size.navigation === "side";

      const bell = page.getByRole("button", { name: new RegExp(`^${NOTIFICATIONS_COPY.title}`) });
      await bell.click();
      const panelId = await bell.getAttribute("aria-controls");
      const panel = page.locator(`[id="${panelId}"]`).getByRole("region", { name: NOTIFICATIONS_COPY.title });
      await panel.waitFor();
      const bellBox = await boxOf(bell);
      const panelBox = await boxOf(panel);
      // Under the bell either way; on a laptop a popover whose right edge meets the bell's, on a phone a sheet.
      expect(panelBox.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height);
      expect(panelBox.y - (bellBox.y + bellBox.height)).toBeLessThanOrEqual(24);
      if (wide) {
        expect(Math.abs(panelBox.x + panelBox.width - (bellBox.x + bellBox.width))).toBeLessThanOrEqual(8);
        expect(panelBox.width).toBeLessThanOrEqual(400);
      } else {
        expect(panelBox.width).toBeGreaterThanOrEqual(size.width - 40);
      }
      await checkA11y(page);
      await screenshot(page, `notifications-${size.width}`);
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });

      await page.getByRole("button", { name: PICKER_COPY.title }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const dialogBox = await boxOf(dialog);
      // Centred in the window, and no wider than a comfortable form.
      expect(Math.abs(dialogBox.x + dialogBox.width / 2 - size.width / 2)).toBeLessThanOrEqual(2);
      expect(Math.abs(dialogBox.y + dialogBox.height / 2 - size.height / 2)).toBeLessThanOrEqual(2);
      expect(dialogBox.width).toBeLessThanOrEqual(wide ? 640 : size.width - 24);
      await screenshot(page, `dialog-${size.width}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      await page.getByRole("button", { name: "Verse 16", exact: true }).click();
      await page
        .getByRole("group", { name: SELECTION_COPY.toolbar("John 3:16") })
        .getByRole("button", { name: SELECTION_COPY.copy, exact: true })
        .click();
      const toast = page.getByRole("list", { name: /^(Messages|Alerts)$/ }).getByRole("listitem").first();
      await toast.waitFor();
      const toastBox = await boxOf(toast);
      if (wide) {
        // The top right corner, under the header: clear of the side navigation and of the player docked below.
        const sideNav = await boxOf(page.getByRole("navigation", { name: MAIN_NAV_LABEL }));
        const header = await boxOf(page.getByRole("banner"));
        expect(toastBox.x).toBeGreaterThan(sideNav.x + sideNav.width);
        expect(size.width - (toastBox.x + toastBox.width)).toBeLessThanOrEqual(32);
        expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
        expect(toastBox.y + toastBox.height).toBeLessThan(size.height / 2);
      } else {
        // As before: centred, above the tab bar.
        const tabBar = await boxOf(page.getByRole("navigation", { name: MAIN_NAV_LABEL }));
        expect(Math.abs(toastBox.x + toastBox.width / 2 - size.width / 2)).toBeLessThanOrEqual(2);
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(tabBar.y);
      }
      await screenshot(page, `toast-${size.width}`);
    });
  });
}

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/**
 * On a laptop each side part stands beside the main column, on a phone in one column with it; and
 * at both sizes keyboard focus meets the parts in reading order (top first, then left).
 */
async function checkColumns(
  page: Page,
  columns: { main: Record<string, Locator>; beside: Record<string, Locator> },
  wide: boolean,
) {
  const [mainName, mainLocator] = Object.entries(columns.main)[0];
  const mainBox = await boxOf(mainLocator);
  const boxes: Record<string, Box> = { [mainName]: mainBox };
  for (const [index, [name, locator]] of Object.entries(columns.beside).entries()) {
    boxes[name] = await boxOf(locator);
    // The side column starts beside the main one; how far down its later parts reach depends on how
    // much each column holds (a flock with few reflections and many prayer requests runs longer at the side).
    if (wide && index === 0) expect(standsBeside(mainBox, boxes[name]), `${name} beside ${mainName}`).toBe(true);
    else if (wide) expect(standsRightOf(mainBox, boxes[name]), `${name} in the column right of ${mainName}`).toBe(true);
    else expect(stackedInOneColumn(mainBox, boxes[name]), `${name} in one column with ${mainName}`).toBe(true);
  }
  const met = await regionsFocusMeets(page, { ...columns.main, ...columns.beside });
  expect(met).toContain(mainName);
  expect(met.length).toBeGreaterThan(1);
  expect(met).toEqual(readingOrder(boxes).filter((name) => met.includes(name)));
}
