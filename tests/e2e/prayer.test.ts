/**
 * Praying for one another as two brothers meet it: A asks his flock for prayer; B, in A's flock,
 * finds it on /prayer and on the flock's page and says "I prayed"; A's bell rises live with "1
 * brother prayed for you today" (never who); A marks it answered with a testimony and B reads the
 * praise report. B also walks "Pray for all" with the keyboard. axe-core on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PASTURE_COPY, REPORT_REASON_LABELS } from "../../app/kernel/copy/pasture";
import { PRAYER_COPY, PRAYER_REQUESTS_COPY } from "../../app/kernel/copy/prayer";
import { PRAYER_PAGE_COPY } from "../../app/kernel/copy/prayer-page";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { checkA11y, gotoHydrated, test } from "./browser";
import { onboardedMember } from "./people";

const C = PRAYER_COPY;
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

describe("Praying for one another", () => {
  test("B prays for A's request and A's bell says so; A's answer becomes B's praise report", async ({ baseURL, page, browser }) => {
    await onboardedMember(page, baseURL, "Nathan Cole");
    const api = page.context().request;
    const created = await api.post(`${baseURL}/api/flocks`, { headers: { Origin: baseURL }, data: { name: "Iron Men" } });
    expect(created.status(), await created.text()).toBe(201);
    const { flockId } = (await created.json()) as { flockId: string };
    const invite = await api.post(`${baseURL}/api/flocks/${flockId}/invite`, { headers: { Origin: baseURL } });
    const { code } = ((await invite.json()) as { invite: { code: string } }).invite;

    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.61" } });
    const brother = await context.newPage();
    try {
      await onboardedMember(brother, baseURL, "Samuel Hart");
      const joined = await brother.context().request.post(`${baseURL}/api/flocks/invites/${code}/join`, { headers: { Origin: baseURL } });
      expect(joined.status(), await joined.text()).toBe(200);

      // A asks his flock to pray, then waits on /prayer with his bell connected.
      const words = "Pray for my father's surgery on Friday.";
      const asked = await api.post(`${baseURL}/api/prayer/requests`, { headers: { Origin: baseURL }, data: { body: words, audience: "flock", flockId } });
      expect(asked.status(), await asked.text()).toBe(201);
      const requestId = ((await asked.json()) as { request: { id: string } }).request.id;
      const counted = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications/unread-count");
      await gotoHydrated(page, "/prayer");
      await counted;
      await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications");
      await checkA11y(page);

      // B finds it among the requests he may pray for and prays.
      await gotoHydrated(brother, "/prayer");
      const praying = brother.getByRole("region", { name: PRAYER_PAGE_COPY.sections.praying });
      const card = praying.locator(`#request-${requestId}`);
      await card.getByText(words).waitFor();
      await checkA11y(brother);
      await card.getByRole("button", { name: C.praying.prayedLabel("Nathan Cole") }).click();
      await toast(brother, C.praying.prayedToast).waitFor();
      await card.getByText(C.prayedToday).waitFor();
      await card.getByText(C.prayedCount(1)).waitFor();

      // A's bell rises without a reload; the notification says how many, never who.
      await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications, 1 unread");
      await bell(page).click();
      const panel = page.getByRole("region", { name: NOTIFICATIONS_COPY.title });
      const summary = panel.getByRole("listitem").filter({ hasText: "1 brother prayed for you today" });
      await summary.waitFor();
      expect(await summary.innerText()).not.toContain("Samuel");
      await checkA11y(page);

      // On the flock's page B's prayer is already counted for today.
      await gotoHydrated(brother, `/flock/${flockId}`);
      const flockPrayer = brother.getByRole("region", { name: "Prayer requests" });
      await flockPrayer.locator(`#request-${requestId}`).getByText(C.prayedToday).waitFor();
      await checkA11y(brother);

      // He can report a brother's request from there; a flock request goes to the administrators and stays in view.
      const onFlockPage = flockPrayer.locator(`#request-${requestId}`);
      await onFlockPage.getByText(PRAYER_REQUESTS_COPY.report, { exact: true }).click();
      await onFlockPage.getByRole("radio", { name: REPORT_REASON_LABELS.spam }).check();
      await checkA11y(brother);
      await onFlockPage.getByRole("button", { name: PASTURE_COPY.reportSend }).click();
      await toast(brother, PRAYER_REQUESTS_COPY.toasts.reported).waitFor();

      // "Pray for all": the list one request at a time, with its ACTS frame (other journeys' Pasture
      // requests may share the list); the keyboard moves on through each to "Amen".
      await gotoHydrated(brother, "/prayer/pray-all");
      const progress = brother.getByRole("heading", { name: /^1 of \d+$/ });
      await progress.waitFor();
      const total = Number((await progress.innerText()).split(" of ")[1]);
      expect(C.prayAllSession.progress(1, total)).toBe(await progress.innerText());
      await brother.getByText(C.prayAllSession.acts.adoration.line).waitFor();
      await checkA11y(brother);
      for (let step = 1; step <= total; step++) {
        if (step > 1) await brother.getByRole("heading", { name: C.prayAllSession.progress(step, total) }).waitFor();
        await brother.getByRole("link", { name: C.prayAllSession.next }).focus();
        await brother.keyboard.press("Enter");
      }
      await expect.poll(() => brother.getByRole("heading", { level: 2 }).first().innerText()).toBe(C.prayAllSession.finishedTitle);
      await brother.getByText(C.prayAllSession.finished(1)).waitFor();
      await checkA11y(brother);

      // A marks it answered with a testimony; B reads the praise report.
      const testimony = "The surgery went well and he is home.";
      const answered = await api.post(`${baseURL}/api/prayer/requests/${requestId}/answered`, { headers: { Origin: baseURL }, data: { testimony } });
      expect(answered.status(), await answered.text()).toBe(200);
      await gotoHydrated(brother, "/prayer");
      const praise = brother.getByRole("region", { name: PRAYER_PAGE_COPY.sections.praise });
      await praise.getByText(testimony).waitFor();
      await praise.getByText(words).waitFor();
      expect(await praying.locator(`#request-${requestId}`).count()).toBe(0);
      await checkA11y(brother);
    } finally {
      await context.close();
    }
  });
});
