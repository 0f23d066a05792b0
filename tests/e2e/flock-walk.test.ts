/**
 * Walking together as two brothers meet it: the leader starts a flock and a brother joins with its
 * code; the brother reads plainly what sharing his walk shows and switches it on; the leader sees
 * his streak and today's ticks and sends him a nudge, which rings the brother's bell live. axe-core
 * runs on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const C = FLOCK_COPY;
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

async function member(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

describe("Walking together in a flock", () => {
  test("a brother shares his walk; his leader sees his streak and nudges him, and his bell rises", async ({ baseURL, page, browser }) => {
    await member(page, baseURL, "Caleb Stone");
    const api = page.context().request;
    const created = await api.post(`${baseURL}/api/flocks`, { headers: { Origin: baseURL }, data: { name: "Iron Men" } });
    expect(created.status(), await created.text()).toBe(201);
    const { flockId } = (await created.json()) as { flockId: string };
    const invite = await api.post(`${baseURL}/api/flocks/${flockId}/invite`, { headers: { Origin: baseURL } });
    expect(invite.status(), await invite.text()).toBe(201);
    const { code } = ((await invite.json()) as { invite: { code: string } }).invite;

    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.58" } });
    const brother = await context.newPage();
    try {
      await member(brother, baseURL, "Eli Ward");
      const joined = await brother.context().request.post(`${baseURL}/api/flocks/invites/${code}/join`, { headers: { Origin: baseURL } });
      expect(joined.status(), await joined.text()).toBe(200);

      await visit(brother, `/flock/${flockId}`);
      const section = brother.getByRole("region", { name: C.page.sections.accountability });
      await section.getByText(C.walk.explain).waitFor();
      await section.getByText(C.walk.empty).waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
      await section.getByRole("button", { name: C.walk.optIn }).click();
      await toast(brother, C.walk.optedInToast).waitFor();
      await section.getByText(C.walk.sharing).waitFor();
      await section.getByText("Eli Ward").waitFor();
      await checkA11y(brother);

      await visit(page, `/flock/${flockId}`);
      const seen = page.getByRole("region", { name: C.page.sections.accountability });
      await seen.getByText("Eli Ward").waitFor();
      await seen.getByText(C.walk.streak(0), { exact: false }).waitFor();
      await waitForHydration(page);
      await checkA11y(page);
      await seen.getByText(C.walk.nudge, { exact: true }).click();
      await seen.getByLabel(C.walk.nudgeMessage).fill("Standing with you today.");
      await seen.getByRole("button", { name: C.walk.nudgeSend }).click();
      await toast(page, C.walk.nudgeSentToast).waitFor();
      await seen.getByText(C.walk.nudgedLabel("Eli Ward")).waitFor();
      await checkA11y(page);

      // His open page hears of it without a reload.
      await brother.getByRole("banner").getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
    } finally {
      await context.close();
    }
  });
});
