/**
 * A live prayer gathering as two men meet it: A hosts, B is present on his own device. Both pages
 * show "2 praying now"; when A taps "Next", B's page follows at once. axe-core runs on the page.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { prayerGatheringHref } from "../../app/kernel/prayer/rules";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { onboardedMember } from "./people";

const L = PRAYER_COPY.live;
const current = (page: Page) => page.locator("blockquote").innerText();

describe("A live prayer gathering", () => {
  test("B's page follows A's Next live, and both count 2 praying now", async ({ baseURL, page, browser }) => {
    const host = await onboardedMember(page, baseURL, "Caleb Stone");
    const first = `Pray for my brother's new job ${Date.now()}`;
    const second = `Pray for rain on the farm ${Date.now()}`;
    const seeded = await page.context().request.post(`${baseURL}/api/test/prayer-gatherings`, {
      headers: { Origin: baseURL },
      data: { hostEmail: host.email, requests: [first, second] },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);
    const { id } = (await seeded.json()) as { id: string };

    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.61" } });
    const brother = await context.newPage();
    try {
      await onboardedMember(brother, baseURL, "Micah Reed");
      await visit(page, prayerGatheringHref(id));
      await waitForHydration(page);
      await visit(brother, prayerGatheringHref(id));
      await waitForHydration(brother);

      for (const p of [page, brother]) await expect.poll(() => p.getByTestId("praying-now").innerText()).toBe(L.prayingNow(2));
      const before = await current(page);
      expect(await current(brother)).toBe(before);
      expect(await brother.getByRole("button", { name: L.next }).count()).toBe(0);
      await checkA11y(brother);

      await page.getByRole("button", { name: L.next }).click();
      await expect.poll(() => current(page)).not.toBe(before);
      const after = await current(page);
      await expect.poll(() => current(brother)).toBe(after);
      await checkA11y(page);
    } finally {
      await context.close();
    }
  });
});
