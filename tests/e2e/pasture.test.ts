/**
 * The Pasture between two members, each in his own browser: A posts a passage and mentions B,
 * picked from the mention list by keyboard; B's bell counts it live on another page and its
 * notification lands him on the post; B comments and says Amen, which A sees; B blocks A and A's
 * posts leave B's feed. And a member who writes of self-harm meets the crisis card after posting.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { checkA11y, gotoHydrated, test } from "./browser";
import { onboardedMember } from "./people";

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const composer = (page: Page) => page.getByRole("textbox", { name: PASTURE_COPY.composerLabel });
const postWith = (page: Page, text: string) => page.locator("article").filter({ hasText: text });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const toast = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text);

/** A second person's browser, at desktop width, from his own client address. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until its bell's socket is connected (it reads the unread count on connect). */
async function openLive(page: Page, path: string) {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/unread-count");
  await gotoHydrated(page, path);
  expect((await counted).status()).toBe(200);
}

async function writePost(page: Page, body: () => Promise<void>, scripture?: string) {
  await composer(page).click();
  await body();
  if (scripture) await page.getByLabel(PASTURE_COPY.scriptureLabel).fill(scripture);
  await page.getByRole("button", { name: PASTURE_COPY.post, exact: true }).click();
  await toast(page, PASTURE_COPY.posted).waitFor();
}

describe("The Pasture between brothers", () => {
  test("a mention reaches B live and lands him on the post; his comment and Amen reach A; his block hides A", async ({ browser, baseURL, page }) => {
    const a = await onboardedMember(page, baseURL, "Nathan Cole");
    const other = await secondBrowser(browser, baseURL);
    try {
      const b = await onboardedMember(other.page, baseURL, "Samuel Hart");
      await openLive(other.page, "/settings");
      await expect.poll(() => bell(other.page).getAttribute("aria-label")).toBe("Notifications");

      // A writes, picks B from the mention list with the keyboard, and adds a passage.
      await gotoHydrated(page, "/pasture");
      const words = "Grateful for you this week. Praying for your family,";
      await writePost(
        page,
        async () => {
          await composer(page).pressSequentially(`${words} @${b.username.slice(0, -1)}`);
          const option = page.getByRole("listbox", { name: PASTURE_COPY.mentionSuggestions }).getByRole("option").filter({ hasText: b.username });
          await option.waitFor();
          await expect.poll(() => composer(page).getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
          await page.keyboard.press("Enter");
          await expect.poll(() => composer(page).inputValue()).toBe(`${words} @${b.username} `);
        },
        "John 15:12",
      );
      const mine = postWith(page, words);
      await mine.getByRole("link", { name: "John 15:12" }).waitFor();

      // B, on another page, sees his bell count it without a reload, and the notification leads to the post.
      await expect.poll(() => bell(other.page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
      await bell(other.page).click();
      const panel = other.page.getByRole("region", { name: NOTIFICATIONS_COPY.title });
      await panel.getByRole("listitem").filter({ hasText: words }).getByRole("button").first().click();
      await other.page.waitForURL((url) => url.pathname === "/pasture" && url.hash.startsWith("#post-"));
      const anchor = new URL(other.page.url()).hash.slice(1);
      await expect.poll(() => focusedId(other.page)).toBe(anchor);
      const seen = other.page.locator(`article#${anchor}`);
      expect(await seen.innerText()).toContain(words);
      expect(await seen.isVisible()).toBe(true);
      expect(await seen.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight)).toBe(true);

      // B comments and says Amen.
      const reply = "Thank you, brother. Same to you.";
      await seen.getByRole("textbox", { name: PASTURE_COPY.commentLabel }).fill(reply);
      await seen.getByRole("button", { name: PASTURE_COPY.comment, exact: true }).click();
      await seen.getByText(reply).waitFor();
      await seen.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.amen, 0) }).click();
      const amened = seen.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.amen, 1) });
      await expect.poll(() => amened.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => amened.isDisabled()).toBe(false);

      // A reloads and sees both.
      await page.reload();
      await mine.getByText(reply).waitFor();
      expect(await mine.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.amen, 1) }).getAttribute("aria-pressed")).toBe("false");
      await checkA11y(page);
      await checkA11y(other.page);

      // B blocks A: A's posts leave B's feed.
      await seen.getByRole("button", { name: PASTURE_COPY.more, exact: true }).click();
      await other.page.getByRole("menuitem", { name: PASTURE_COPY.block }).click();
      const dialog = other.page.getByRole("dialog", { name: PASTURE_COPY.blockTitle });
      await dialog.getByText(PASTURE_COPY.blockQuestion(a.name)).waitFor();
      await dialog.getByRole("button", { name: PASTURE_COPY.block, exact: true }).click();
      await toast(other.page, PASTURE_COPY.blocked(a.name)).waitFor();
      await expect.poll(() => postWith(other.page, words).count()).toBe(0);
      await other.page.reload();
      await other.page.getByRole("heading", { level: 1, name: PASTURE_COPY.title }).waitFor();
      expect(await postWith(other.page, words).count()).toBe(0);
      await checkA11y(other.page);
    } finally {
      await other.context.close();
    }
  });

  test("a member who writes of self-harm sees the crisis card, with 988, after posting", async ({ baseURL, page }) => {
    await onboardedMember(page, baseURL, "Isaac Ward");
    await gotoHydrated(page, "/pasture");
    await writePost(page, () => composer(page).fill("Some nights I think about ending my life. I do not know who to tell."));
    const card = page.getByRole("alert", { name: PASTURE_COPY.crisisTitle });
    await card.waitFor();
    expect(await card.innerText()).toContain(PASTURE_COPY.crisisLifeline);
    expect(await card.getByRole("link", { name: PASTURE_COPY.crisisCall }).getAttribute("href")).toBe("tel:988");
    await checkA11y(page);
  });
});
