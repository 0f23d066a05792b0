/**
 * Shared reflections between two brothers, each in his own browser: A starts a flock and B joins
 * with its invite link; A shares a reflection mentioning B, picked from suggestions that offer only
 * the flock's members; B's bell counts it live and its notification lands him on the flock page at
 * that reflection, focused; B comments. And "Share with my flock" from a journal entry: the dialog
 * (loaded on the first click) offers his flock and the entry's words, and shares them. axe on every page.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { SHARE_WITH_FLOCK_COPY } from "../../app/kernel/copy/flock-share";
import { JOURNAL_PAGE } from "../../app/kernel/copy/journal";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { checkA11y, gotoHydrated, test } from "./browser";
import { onboardedMember } from "./people";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const toast = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text);
const R = FLOCK_COPY.reflections;

async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 250) + 2}` },
  });
  return { context, page: await context.newPage() };
}

async function openLive(page: Page, path: string) {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/unread-count");
  await gotoHydrated(page, path);
  expect((await counted).status()).toBe(200);
}

describe("shared reflections in a flock", () => {
  test("A shares a reflection mentioning B; B's bell rises live and he lands on it; B comments", async ({ browser, baseURL, page }) => {
    await onboardedMember(page, baseURL, "Nathan Cole");
    const other = await secondBrowser(browser, baseURL);
    try {
      const b = await onboardedMember(other.page, baseURL, "Samuel Hart");

      // A starts a flock and makes its invite link.
      await gotoHydrated(page, "/flock/new");
      await page.getByLabel(FLOCK_COPY.create.name, { exact: true }).fill("Iron Men");
      await page.getByRole("button", { name: FLOCK_COPY.create.submit }).click();
      await page.waitForURL((url) => /^\/flock\/(?!new$)[^/]+$/.test(url.pathname));
      const flockPath = new URL(page.url()).pathname;
      // A new flock has no live invite yet.
      await page.getByRole("button", { name: FLOCK_COPY.page.inviteMake }).click();
      const link = (await page.getByTestId("invite-link").innerText()).trim();

      // B joins with it, then waits on another page with his bell connected.
      await gotoHydrated(other.page, new URL(link).pathname);
      await other.page.getByRole("button", { name: FLOCK_COPY.join.submit, exact: true }).click();
      await other.page.waitForURL((url) => url.pathname === flockPath);
      await openLive(other.page, "/settings");
      await expect.poll(() => bell(other.page).getAttribute("aria-label")).toBe("Notifications");

      // A shares, picking B from the flock's suggestions with the keyboard.
      await gotoHydrated(page, flockPath);
      const words = "The Lord is my shepherd; I lack nothing. Praying for you,";
      const composer = page.getByRole("textbox", { name: R.composerLabel });
      await composer.click();
      await composer.pressSequentially(`${words} @${b.username.slice(0, -1)}`);
      const option = page.getByRole("option").filter({ hasText: b.username });
      await option.waitFor();
      await page.keyboard.press("Enter");
      await expect.poll(() => composer.inputValue()).toBe(`${words} @${b.username} `);
      await page.getByRole("button", { name: R.share, exact: true }).click();
      await toast(page, R.shared).waitFor();
      await page.locator("article").filter({ hasText: words }).waitFor();
      await checkA11y(page);

      // B's bell counts it without a reload; the notification opens the flock at the reflection.
      await expect.poll(() => bell(other.page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
      await bell(other.page).click();
      const panel = other.page.getByRole("region", { name: NOTIFICATIONS_COPY.title });
      await panel.getByRole("listitem").filter({ hasText: words }).getByRole("button").first().click();
      await other.page.waitForURL((url) => url.pathname === flockPath && url.hash.startsWith("#reflection-"));
      const anchor = new URL(other.page.url()).hash.slice(1);
      await expect.poll(() => focusedId(other.page)).toBe(anchor);
      const seen = other.page.locator(`article#${anchor}`);
      expect(await seen.innerText()).toContain(words);

      // B comments under it.
      const reply = "Amen, brother. Thank you.";
      await seen.getByRole("textbox", { name: R.commentLabel }).fill(reply);
      await seen.getByRole("button", { name: R.comment, exact: true }).click();
      await seen.getByText(reply).waitFor();
      await checkA11y(other.page);
    } finally {
      await other.context.close();
    }
  });

  test("he shares a journal entry's words with his flock from the entry", async ({ page, baseURL }) => {
    await onboardedMember(page, baseURL, "Caleb Stone");
    await gotoHydrated(page, "/flock/new");
    await page.getByLabel(FLOCK_COPY.create.name, { exact: true }).fill("Gate Keepers");
    await page.getByRole("button", { name: FLOCK_COPY.create.submit }).click();
    await page.waitForURL((url) => /^\/flock\/(?!new$)[^/]+$/.test(url.pathname));
    const flockPath = new URL(page.url()).pathname;

    await gotoHydrated(page, "/journal");
    const words = "Teach me to number my days, that I may gain a heart of wisdom.";
    const composer = page.locator("details", { has: page.locator("summary", { hasText: JOURNAL_PAGE.write }) });
    await composer.locator("summary").click();
    await composer.getByLabel(JOURNAL_PAGE.field).fill(words);
    await composer.getByRole("button", { name: JOURNAL_PAGE.save, exact: true }).click();
    await page.getByTestId("journal-entry").filter({ hasText: "number my days" }).click();
    await page.getByTestId("entry-content").waitFor();

    const C = SHARE_WITH_FLOCK_COPY;
    await page.getByRole("button", { name: C.open, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: C.title });
    await expect.poll(() => dialog.getByLabel(C.flockLabel).locator("option:checked").innerText()).toBe("Gate Keepers");
    expect(await dialog.getByLabel(C.textLabel).inputValue()).toBe(words);
    await checkA11y(page);
    await dialog.getByRole("button", { name: C.send, exact: true }).click();
    await toast(page, C.shared("Gate Keepers")).waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await gotoHydrated(page, flockPath);
    await page.locator("article").filter({ hasText: words }).waitFor();
  });
});
