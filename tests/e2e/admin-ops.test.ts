/**
 * An administrator walks the operations pages on the demo-seeded server: the dashboard's numbers,
 * sparklines (with their tables) and audit log; the health page's jobs, providers and table rows;
 * the coming fortnight's artwork with generation off (the e2e server has no image provider). axe
 * runs on each page.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { ARTWORK_ADMIN_COPY, DASHBOARD_COPY, HEALTH_COPY } from "../../app/kernel/copy/admin";
import { checkA11y, signIn, test, visit } from "./browser";
import { E2E_ADMIN_EMAIL } from "./global-setup";
import { newPerson, onboard, verificationLinkFor, type Person } from "./people";

/**
 * The server's one administrator (ADMIN_EMAILS): signed up, onboarded and verified by the first
 * journey that needs him, signed in by the others (every journey's people share one password).
 */
async function signInAsAdmin(page: Page, baseURL: string) {
  const admin: Person = { ...newPerson("Pastor Reed"), email: E2E_ADMIN_EMAIL };
  const signUp = await page.context().request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email: admin.email, password: admin.password, name: admin.name },
    headers: { Origin: baseURL },
  });
  if (signUp.ok()) {
    await onboard(page.context().request, baseURL, admin);
    await page.goto(await verificationLinkFor(page.context().request, baseURL, admin.email));
    await page.waitForURL((url) => !url.pathname.startsWith("/api/"));
  } else {
    await signIn(page, baseURL, admin.email, admin.password);
  }
}

const number = async (page: Page, testId: string) => Number((await page.getByTestId(testId).locator("dd").innerText()).trim());

describe("an administrator's operations pages", () => {
  test("dashboard, health and images, each with the demo server's real data", async ({ baseURL, page }) => {
    await signInAsAdmin(page, baseURL);

    expect((await visit(page, "/admin/dashboard")).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: DASHBOARD_COPY.title }).waitFor();
    expect(await number(page, "stat-members")).toBeGreaterThanOrEqual(3);
    const checkins = page.getByTestId("series-checkins");
    expect(await checkins.locator('svg[role="img"]').getAttribute("aria-label")).toContain(DASHBOARD_COPY.series.checkins);
    await checkins.getByText(DASHBOARD_COPY.showTable).click();
    expect(await checkins.getByRole("table").getByRole("row").count()).toBe(31);
    // The demo member's unanswered ticket is counted, and the card leads to the support page.
    expect(Number(await page.getByTestId("stat-support").locator("p").first().innerText())).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId("stat-support").getByRole("link", { name: DASHBOARD_COPY.supportLink }).getAttribute("href")).toBe("/admin/support");
    await checkA11y(page);

    expect((await visit(page, "/admin/health")).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: HEALTH_COPY.title }).waitFor();
    for (const job of ["devotionals", "housekeeping", "reminders"]) await page.getByTestId(`cron-${job}`).waitFor();
    const livekit = page.getByTestId("provider-livekit");
    expect(await livekit.getByRole("cell").nth(1).innerText()).toBe(HEALTH_COPY.yes);
    const images = page.getByTestId("provider-images");
    await images.getByText(HEALTH_COPY.providerOff.images).waitFor();
    const users = page.getByTestId("table-rows").getByRole("row").filter({ has: page.getByRole("rowheader", { name: "user", exact: true }) });
    expect(Number(await users.getByRole("cell").innerText())).toBeGreaterThanOrEqual(3);

    expect((await visit(page, "/admin/generate-images")).status()).toBe(200);
    await page.getByTestId("generation-state").getByText(ARTWORK_ADMIN_COPY.generationOff).waitFor();
    const cards = page.getByRole("listitem").filter({ has: page.getByTestId("artwork-status") });
    expect(await cards.count()).toBe(14);
    // Today's devotional exists on the demo server, drawn: its artwork is the day's SVG.
    const first = cards.first();
    expect(await first.getByRole("img").getAttribute("src")).toMatch(/^\/images\/devotionals\/\d{4}-\d{2}-\d{2}\.svg$/);
    expect(await first.getByRole("button").count()).toBe(0);
  });
});
