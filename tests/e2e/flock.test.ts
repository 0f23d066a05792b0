/**
 * My Flock across its parts, two brothers each in his own browser: A starts a flock and copies its
 * invite link; B joins with it; A shares a reflection mentioning B, whose bell counts it live on
 * another page and whose notification lands him on that reflection; B shares his walk and A sees
 * his streak; A starts a flock plan and B finds it on The Path and on the flock page.
 * axe-core runs on every page visited.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { checkA11y, gotoHydrated, test, visit, waitForHydration } from "./browser";
import { onboardedMember } from "./people";

const C = FLOCK_COPY;
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const section = (page: Page, name: string) => page.getByRole("region", { name });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** B's browser, phone-sized, from his own client address. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 200) + 20}` },
  });
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until its bell's socket is connected (it reads the unread count on connect). */
async function openLive(page: Page, path: string) {
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/unread-count");
  await gotoHydrated(page, path);
  expect((await counted).status()).toBe(200);
}

describe("My Flock, two brothers", () => {
  test("invite, join, a reflection that mentions him, his walk shared, a flock plan on The Path", async ({ baseURL, page, browser, context }) => {
    // A starts a flock and copies its invite link.
    await onboardedMember(page, baseURL, "Nathan Cole");
    await visit(page, "/flock/new");
    await waitForHydration(page);
    await checkA11y(page);
    await page.getByLabel(C.create.name).fill("Iron Sharpens Iron");
    await page.getByLabel(C.create.description).fill("Tuesday mornings before work.");
    await page.getByRole("button", { name: C.create.submit }).click();
    await page.waitForURL(/\/flock\/[\w-]+$/);
    await toast(page, C.create.created).waitFor();
    const flockPath = new URL(page.url()).pathname;
    await page.getByRole("button", { name: C.page.inviteMake }).click();
    await toast(page, C.page.inviteMade).waitFor();
    const link = (await page.getByTestId("invite-link").textContent())!;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await waitForHydration(page);
    await page.getByRole("button", { name: C.page.copyLink }).click();
    await toast(page, C.page.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await checkA11y(page);

    const other = await secondBrowser(browser, baseURL);
    const brother = other.page;
    try {
      // B joins with the link.
      const b = await onboardedMember(brother, baseURL, "Samuel Hart");
      await visit(brother, new URL(link).pathname);
      await brother.getByText("Iron Sharpens Iron").waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
      await brother.getByRole("button", { name: C.join.submit, exact: true }).click();
      await brother.waitForURL((url) => url.pathname === flockPath);
      await toast(brother, C.join.joined).waitFor();
      await checkA11y(brother);

      // B waits on another page with his bell connected.
      await openLive(brother, "/settings");
      await expect.poll(() => bell(brother).getAttribute("aria-label")).toBe("Notifications");

      // A shares a reflection mentioning B.
      await page.reload();
      await page.getByText("Samuel Hart").first().waitFor();
      await waitForHydration(page);
      const words = "Read Proverbs 27 this morning and thought of this group. Glad you're here,";
      const composer = section(page, C.page.sections.reflections).getByRole("textbox", { name: C.reflections.composerLabel });
      await composer.click();
      await composer.pressSequentially(`${words} @${b.username} `);
      await section(page, C.page.sections.reflections).getByRole("button", { name: C.reflections.share, exact: true }).click();
      await toast(page, C.reflections.shared).waitFor();
      await section(page, C.page.sections.reflections).locator("article").filter({ hasText: words }).waitFor();
      await checkA11y(page);

      // B's bell rises without a reload; its notification lands him on the flock at the reflection.
      await expect.poll(() => bell(brother).getAttribute("aria-label")).toBe("Notifications, 1 unread");
      await bell(brother).click();
      const panel = brother.getByRole("region", { name: NOTIFICATIONS_COPY.title });
      await panel.getByRole("listitem").filter({ hasText: words }).getByRole("button").first().click();
      await brother.waitForURL((url) => url.pathname === flockPath && url.hash.startsWith("#reflection-"));
      const anchor = new URL(brother.url()).hash.slice(1);
      await expect.poll(() => focusedId(brother)).toBe(anchor);
      const seen = brother.locator(`article#${anchor}`);
      expect(await seen.innerText()).toContain(words);
      expect(await seen.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await checkA11y(brother);

      // B shares his walk; A sees his streak.
      const walk = section(brother, C.page.sections.accountability);
      await walk.getByRole("button", { name: C.walk.optIn }).click();
      await toast(brother, C.walk.optedInToast).waitFor();
      await walk.getByText(C.walk.sharing).waitFor();
      await walk.getByRole("button", { name: C.walk.optOut }).waitFor();
      await checkA11y(brother);
      await page.reload();
      const walking = section(page, C.page.sections.accountability);
      await walking.getByText("Samuel Hart").waitFor();
      await walking.getByText(C.walk.streak(0), { exact: false }).waitFor();
      await waitForHydration(page);
      await checkA11y(page);

      // A starts a flock plan; B finds it on The Path and on the flock page.
      const plan = section(page, C.page.sections.plan);
      const choice = plan.getByLabel(C.plan.planLabel);
      const title = ((await choice.locator("option:checked").textContent()) ?? "").trim();
      expect(title).not.toBe("");
      await plan.getByRole("button", { name: C.plan.start }).click();
      await toast(page, C.plan.toasts.started).waitFor();
      await plan.getByText(title).first().waitFor();
      await checkA11y(page);

      await visit(brother, "/path");
      const onPath = brother.getByRole("region", { name: C.plan.onPathHeading });
      await onPath.getByText(title).first().waitFor();
      await onPath.getByText("Iron Sharpens Iron").first().waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
      await visit(brother, flockPath);
      const his = section(brother, C.page.sections.plan);
      await his.getByText(title).first().waitFor();
      await his.getByTestId("flock-plan-progress").getByText("Samuel Hart").waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
    } finally {
      await other.context.close();
    }
  });
});
