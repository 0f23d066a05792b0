/**
 * Notifications as a member meets them (decision 009): one member signed in in two
 * browser contexts; notifications created through the test-only POST /api/test/notifications reach
 * both bells live, without a reload. The dropdown: 400 px, mark read, Mark all read, delete, click
 * outside, Escape, and where each type leads. axe runs with the dropdown open.
 */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { DEMO_BROTHER } from "../../worker/seed/demo.server";
import { checkA11y, gotoHydrated, signIn, test } from "./browser";
import { newPerson, onboard, signUpFromBrowser, type Person } from "./people";

declare global {
  interface Window {
    __e2eSamePage?: boolean;
  }
}

const HOME = "/settings";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole("region", { name: NOTIFICATIONS_COPY.title });
const rows = (page: Page) => panel(page).getByRole("listitem");
const row = (page: Page, content: string) => rows(page).filter({ hasText: content });
const pathname = (page: Page) => new URL(page.url()).pathname;
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** The bell as a person and a screen reader meet it: the badge text and the button's name. */
async function expectBell(page: Page, badge: string, timeout = 1000) {
  const name = badge ? `Notifications, ${badge} unread` : "Notifications";
  await expect.poll(() => bell(page).getAttribute("aria-label"), { timeout }).toBe(name);
  expect((await bell(page).innerText()).trim()).toBe(badge);
}

/** Opens a page and waits until its socket is connected (it reads the unread count on every connect). */
async function openLive(page: Page, path = HOME) {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/unread-count");
  await gotoHydrated(page, path);
  expect((await counted).status()).toBe(200);
  await page.evaluate(() => {
    window.__e2eSamePage = true;
  });
}

async function createNotification(
  page: Page,
  baseURL: string,
  body: { email: string; type: string; content: string; link?: string; mentionerEmail?: string },
) {
  const response = await page.context().request.post(`${baseURL}/api/test/notifications`, { headers: { Origin: baseURL }, data: body });
  expect(response.status(), await response.text()).toBe(201);
}

async function openPanel(page: Page) {
  await bell(page).click();
  await panel(page).waitFor();
  expect(await bell(page).getAttribute("aria-expanded")).toBe("true");
  await panel(page).getByRole("status").filter({ hasText: NOTIFICATIONS_COPY.loading }).waitFor({ state: "detached" });
}

async function expectClosed(page: Page) {
  await panel(page).waitFor({ state: "hidden" });
  expect(await bell(page).getAttribute("aria-expanded")).toBe("false");
}

/** A second browser context for the same member, signed in through the API, as another device would. */
async function secondDevice(context: BrowserContext, baseURL: string, person: Person) {
  const browser = context.browser()!;
  const other = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 250) + 1}` },
  });
  const page = await other.newPage();
  await signIn(page, baseURL, person.email, person.password);
  return { context: other, page };
}

test("notifications arrive live on every open page, and the dropdown reads, clears, deletes and leads on", async ({
  baseURL,
  context,
  page,
}) => {
  const person = newPerson("Caleb Stone");
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  const device = await secondDevice(context, baseURL, person);
  try {
    await openLive(page);
    await openLive(device.page);
    await expectBell(page, "");

    // Nothing yet: the empty text, no Mark all read.
    await openPanel(page);
    await panel(page).getByText(NOTIFICATIONS_COPY.empty, { exact: true }).waitFor();
    expect(await panel(page).getByRole("button", { name: NOTIFICATIONS_COPY.markAllRead }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await expectClosed(page);

    // One notification reaches both pages within a second, without a reload.
    const send = (type: string, content: string, extra: { link?: string; mentionerEmail?: string } = {}) =>
      createNotification(page, baseURL, { email: person.email, type, content, ...extra });
    await send("mention_post", "Praying for you this week, brother.", { mentionerEmail: DEMO_BROTHER.email });
    await expectBell(page, "1");
    await expectBell(device.page, "1");

    // Nine more: the bell caps at 9+.
    await send("mention_reflection", "Your reflection on patience stayed with me.", { mentionerEmail: DEMO_BROTHER.email });
    await send("other", "Take a minute to read back through your journal.", { link: "/journal" });
    await send("other", "Welcome to Shepherd.");
    for (let index = 1; index <= 6; index++) await send("mention_comment", `Amen to that, number ${index}.`, { mentionerEmail: DEMO_BROTHER.email });
    await expectBell(page, "9+");
    await expectBell(device.page, "9+");
    expect(await page.evaluate(() => window.__e2eSamePage)).toBe(true);
    expect(await device.page.evaluate(() => window.__e2eSamePage)).toBe(true);

    // The dropdown: 400 px high, newest first, its list scrolls; axe with it open.
    await openPanel(page);
    await expect.poll(() => rows(page).count()).toBe(10);
    expect((await panel(page).boundingBox())?.height).toBe(400);
    const list = panel(page).locator("[data-notification-list]");
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === "auto")).toBe(true);
    expect(await rows(page).first().innerText()).toContain("Amen to that, number 6.");
    expect(await row(page, "Praying for you").innerText()).toContain("Marcus");
    expect(await panel(page).locator('li[data-unread="true"]').count()).toBe(10);
    await checkA11y(page);

    // Clicking one marks it read; "other" without a link stays here, closes, and focus is back on the bell.
    await row(page, "Welcome to Shepherd.").getByRole("button").first().click();
    await expectClosed(page);
    expect(pathname(page)).toBe(HOME);
    await expectBell(page, "9");
    await expectBell(device.page, "9");
    expect(await focusedLabel(page)).toBe("Notifications, 9 unread");

    // Mark all read: the count clears everywhere and the button goes.
    await openPanel(page);
    expect(await panel(page).locator('li[data-unread="true"]').count()).toBe(9);
    await panel(page).getByRole("button", { name: NOTIFICATIONS_COPY.markAllRead }).click();
    await expectBell(page, "");
    await expectBell(device.page, "");
    expect(await panel(page).getByRole("button", { name: NOTIFICATIONS_COPY.markAllRead }).count()).toBe(0);
    expect(await panel(page).locator('li[data-unread="true"]').count()).toBe(0);

    // Delete a row: it is gone here, and from the server.
    await row(page, "Amen to that, number 1.").getByRole("button", { name: NOTIFICATIONS_COPY.deleteLabel }).click();
    await expect.poll(() => rows(page).count()).toBe(9);
    expect(await row(page, "Amen to that, number 1.").count()).toBe(0);
    const listed = await (await page.context().request.get(`${baseURL}/api/notifications`)).json();
    expect(listed.notifications.map((item: { content: string }) => item.content)).not.toContain("Amen to that, number 1.");

    // Clicking outside closes it.
    await page.mouse.click(4, 780);
    await expectClosed(page);

    // Escape closes it and puts focus back on the bell.
    await openPanel(page);
    await page.keyboard.press("Escape");
    await expectClosed(page);
    expect(await focusedLabel(page)).toBe("Notifications");

    // Where each leads (the destinations are not-found pages today; only the address is checked).
    for (const [content, destination] of [
      ["Praying for you", "/pasture"],
      ["Your reflection on patience", "/flock"],
      ["read back through your journal", "/journal"],
      ["Amen to that, number 2.", "/pasture"],
    ] as const) {
      await openLive(page);
      await openPanel(page);
      await row(page, content).getByRole("button").first().click();
      await page.waitForURL((url) => url.pathname === destination);
      expect(pathname(page), content).toBe(destination);
    }
  } finally {
    await device.context.close();
  }
});
