/**
 * His own prayer list in the browser: a member who leads a flock goes to /prayer from the header,
 * asks his flock for prayer and sees the request in his list; he marks another request answered
 * with a testimony and finds it under "Answered". axe on /prayer.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { PRAYER_AUDIENCE_LABELS, PRAYER_COPY, PRAYER_REQUESTS_COPY as R } from "../../app/kernel/copy/prayer";
import { PRAYER_PAGE_COPY } from "../../app/kernel/copy/prayer-page";
import { checkA11y, gotoHydrated, test } from "./browser";
import { onboardedMember } from "./people";

const toast = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text);
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function ask(page: Page, body: string, audience: string) {
  const mine = section(page, R.mineTitle);
  const form = mine.locator("details");
  if ((await form.getAttribute("open")) === null) await form.locator("summary").click();
  await mine.getByLabel(R.bodyLabel).fill(body);
  await mine.getByRole("radio", { name: audience }).check();
  // The toast of an earlier request may still be showing: the one waited for must be this one's.
  await toast(page, R.toasts.created).waitFor({ state: "detached" });
  await mine.getByRole("button", { name: R.send }).click();
  await toast(page, R.toasts.created).waitFor();
  await mine.locator("article").filter({ hasText: body }).waitFor();
}

describe("his prayer requests", () => {
  test("he asks his flock for prayer, then marks another request answered with a testimony", async ({ baseURL, page }) => {
    await onboardedMember(page, baseURL, "Jonah Reed");
    await gotoHydrated(page, "/flock/new");
    await page.getByLabel(FLOCK_COPY.create.name, { exact: true }).fill("Tuesday Men");
    await page.getByRole("button", { name: FLOCK_COPY.create.submit }).click();
    await page.waitForURL((url) => /^\/flock\/(?!new$)[^/]+$/.test(url.pathname));

    // The header leads to /prayer from every page.
    await page.getByRole("banner").getByRole("link", { name: PRAYER_PAGE_COPY.nav }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(PRAYER_COPY.title);
    await checkA11y(page);

    await ask(page, "Pray for my father's recovery after his fall.", PRAYER_AUDIENCE_LABELS.flock);
    const shared = section(page, R.mineTitle).locator("article").filter({ hasText: "my father's recovery" });
    await expect.poll(() => shared.innerText()).toContain("Tuesday Men");

    await ask(page, "Pray I find steady work before winter.", PRAYER_AUDIENCE_LABELS.private);
    const work = section(page, R.mineTitle).locator("article").filter({ hasText: "steady work" });
    await work.getByRole("button", { name: R.markAnswered }).click();
    await work.getByLabel(R.testimonyLabel).fill("I start at the mill on Monday. God provided.");
    await work.getByRole("button", { name: R.markAnswered }).click();
    await toast(page, R.toasts.answered).waitFor();

    const answered = section(page, R.answeredTitle);
    await answered.locator("article").filter({ hasText: "I start at the mill on Monday. God provided." }).waitFor();
    await expect.poll(() => section(page, R.mineTitle).locator("article").filter({ hasText: "steady work" }).count()).toBe(0);
    await expect.poll(() => shared.count()).toBe(1);
    await checkA11y(page);
  });
});
