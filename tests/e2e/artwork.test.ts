/**
 * Premium artwork for the day's devotional (docs/decisions/019) in the browser, against a second
 * worker whose image server is the loopback OpenAI fake (real SDK, real R2): a free member's
 * "Create artwork" answers with the gate's message and the way to Premium; a Premium member's
 * paints the day for everyone and the button goes. (The suite's own server has no image provider,
 * and its Today journeys show no such button.) axe-core runs on each state.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { ARTWORK_COPY } from "../../app/kernel/copy/today-member";
import { GATE_COPY } from "../../app/kernel/membership";
import { checkA11y, test, visit } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";
import { useProviderServer } from "./provider-server";

const artworkButton = (page: Page) => page.getByRole("button", { name: new RegExp(`^${ARTWORK_COPY.create}`) });
const artwork = (page: Page) => page.getByRole("article").locator("img").first();
const toast = (page: Page, title: string, list: "Messages" | "Alerts") =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: title });

async function newMember(page: Page, baseURL: string, name: string, premium: boolean) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  if (premium) {
    const granted = await page.context().request.post(`${baseURL}/api/test/membership`, {
      headers: { Origin: baseURL },
      data: { email: person.email, premium: true },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  }
  return person;
}

describe("with an image server", () => {
  const server = useProviderServer(test, {
    name: "artwork",
    fake: { images: true },
    vars: (fakeBaseURL) => ({
      OPENAI_IMAGE_MODEL: "gpt-image-1",
      OPENAI_IMAGE_API_KEY: "sk-e2e-images",
      OPENAI_IMAGE_BASE_URL: fakeBaseURL,
    }),
  });

  // First, while the day still wears its SVG.
  test("a free member hears the gate's message with the way to Premium; nothing changes", async ({ page }) => {
    await newMember(page, server.url(), "Ezra Cole", false);
    await visit(page, "/");
    const before = await artwork(page).getAttribute("src");
    expect(before).toMatch(/^\/images\/devotionals\/\d{4}-\d{2}-\d{2}\.svg$/);

    await artworkButton(page).click();
    const limited = toast(page, GATE_COPY.limitTitle, "Alerts");
    await limited.waitFor();
    expect(await limited.innerText()).toContain(GATE_COPY.limitReached(0, "devotional_image"));
    expect(await limited.getByRole("link", { name: ARTWORK_COPY.upgradeAction }).getAttribute("href")).toBe("/subscription");
    expect(await artwork(page).getAttribute("src")).toBe(before);
    await artworkButton(page).waitFor();
    await checkA11y(page);
  });

  test("a Premium member paints the day: the picture replaces the SVG for everyone and the button goes", async ({ page }) => {
    await newMember(page, server.url(), "Boaz Hart", true);
    await visit(page, "/");
    const painted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/generate-devotional-image");
    await artworkButton(page).click();
    expect((await painted).status()).toBe(200);
    await toast(page, ARTWORK_COPY.createdTitle, "Messages").waitFor();
    await expect.poll(() => artwork(page).getAttribute("src")).toMatch(/^\/images\/devotionals\/\d{4}-\d{2}-\d{2}-[0-9a-f]{32}\.png$/);
    // The stored picture really loads (the fake paints 8×8 pixels).
    await expect.poll(() => artwork(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(8);
    expect(await artworkButton(page).count()).toBe(0);
    await checkA11y(page);

    const src = await artwork(page).getAttribute("src");
    await page.reload();
    await artwork(page).waitFor();
    expect(await artwork(page).getAttribute("src")).toBe(src);
    expect(await artworkButton(page).count()).toBe(0);
  });
});
