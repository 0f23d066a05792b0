/**
 * Planning a gathering as a man meets it: a Premium member fills the form (its date and time start
 * at the next hour on his clock) and is taken on to the gathering's join page; a brother finds it on
 * The Pasture, answers Going and sees the toast and his answer; a free member meets "Lead Your Own
 * Gatherings" instead of the form. axe-core runs on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { GATHERINGS_COPY } from "../../app/kernel/copy/gatherings";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const C = GATHERINGS_COPY;
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

async function member(page: Page, baseURL: string, name: string, { premium = false } = {}) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  if (premium) {
    const response = await page.context().request.post(`${baseURL}/api/test/membership`, { headers: { Origin: baseURL }, data: { email: person.email, premium: true } });
    expect(response.status(), await response.text()).toBe(200);
  }
  return person;
}

describe("Leading a gathering", () => {
  test("a Premium member plans one; a brother finds it on The Pasture and answers Going", async ({ baseURL, page, browser }) => {
    await member(page, baseURL, "Jonah Pike", { premium: true });
    await visit(page, "/pasture");
    await page.getByRole("link", { name: C.list.lead, exact: true }).click();
    await page.waitForURL("**/pasture/gathering/new");
    await waitForHydration(page);
    await checkA11y(page);

    // The browser refuses what the server would, with the same words, before anything is sent.
    await page.getByLabel(C.plan.fields.title).fill("Hi");
    await page.getByRole("button", { name: C.plan.submit }).click();
    await page.getByText(C.errors.title).waitFor();
    expect(await page.getByLabel(C.plan.fields.date).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByLabel(C.plan.fields.time).inputValue()).toMatch(/^\d{2}:00$/);

    await page.getByLabel(C.plan.fields.title).fill("Iron Sharpens Iron");
    await page.getByLabel(C.plan.fields.description).fill("An hour on Proverbs 27 with the brothers.");
    await page.getByLabel(C.plan.fields.seriesName).selectOption({ index: 1 });
    await page.getByRole("button", { name: C.plan.submit }).click();
    await page.waitForURL(/\/pasture\/gathering\/g-[a-z0-9]{10}\/join$/);

    // A second man on his own device, from an address of his own (better-auth limits sign-ups per address).
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.27" } });
    const brother = await context.newPage();
    try {
      await member(brother, baseURL, "Amos Hale");
      await visit(brother, "/pasture");
      const card = brother.getByRole("article", { name: "Iron Sharpens Iron" });
      await card.waitFor();
      await card.getByText(C.list.hostedBy("Jonah Pike")).waitFor();
      await card.getByText(C.list.going(1)).waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
      await card.getByRole("button", { name: C.list.rsvpGoing, exact: true }).click();
      await toast(brother, C.list.goingToast).waitFor();
      await card.getByText(C.list.going(2)).waitFor();
      expect(await card.getByRole("button", { name: C.list.rsvpGoing, exact: true }).getAttribute("aria-pressed")).toBe("true");
      await checkA11y(brother);
    } finally {
      await context.close();
    }
  });

  test("a free member meets the prompt instead of the form", async ({ baseURL, page }) => {
    await member(page, baseURL, "Levi Shaw");
    await visit(page, "/pasture/gathering/new");
    await page.getByRole("heading", { name: UPGRADE_PROMPTS.gathering_viewing.title }).waitFor();
    await page.getByText(UPGRADE_PROMPTS.gathering_viewing.description).waitFor();
    expect(await page.getByLabel(C.plan.fields.title).count()).toBe(0);
    await waitForHydration(page);
    await checkA11y(page);
  });
});
