/**
 * /insights as a man with a few weeks behind him (the demo's history and last week's insight,
 * seeded through the test-only POST /api/test/history): reach it from Today's Daily Walk card, read
 * the charts and their tables, write this week's insight, find it in the archive after a reload and
 * open it. axe-core runs on every state, in the light and the dark theme.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { ARCHIVE_COPY, CHART_COPY, INSIGHT_SOURCE, INSIGHTS_PAGE } from "../../app/kernel/copy/insights";
import { DAILY_WALK_COPY } from "../../app/kernel/copy/today-member";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const CHARTS = ["chart-trend", "chart-moods", "chart-focus", "chart-rhythm", "chart-streak"];

const toast = (page: Page, title: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });

async function memberWithHistory(page: Page, baseURL: string) {
  const person = newPerson("Caleb Stone");
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  const seeded = await page.context().request.post(`${baseURL}/api/test/history`, {
    headers: { Origin: baseURL },
    data: { email: person.email, days: 24, streakDays: 9, insight: true },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  return person;
}

/** Every chart is an SVG image with a name, and its numbers open as a table. */
async function openEveryTable(page: Page) {
  for (const testId of CHARTS) {
    const chart = page.getByTestId(testId);
    const image = chart.locator('svg[role="img"]');
    expect(await image.count(), `${testId} draws its chart`).toBe(1);
    expect(await image.getAttribute("aria-label")).toBeTruthy();
    await chart.getByText(CHART_COPY.showTable).click();
    const table = chart.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("row").count(), `${testId} has rows`).toBeGreaterThan(1);
  }
}

describe("a man's insights", () => {
  test("charts with tables, this week's insight written, found in the archive and opened", async ({ baseURL, page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await memberWithHistory(page, baseURL);

    // Reachable from Today's "Daily Walk with God" card.
    await visit(page, "/");
    await page.getByTestId("daily-walk").getByRole("link", { name: DAILY_WALK_COPY.insightsLink }).click();
    await page.waitForURL(/\/insights$/);
    await waitForHydration(page);
    await checkA11y(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(INSIGHTS_PAGE.title);
    const thisWeek = await page.getByTestId("period-label").innerText();
    await page.getByText(INSIGHTS_PAGE.noInsight("week")).waitFor();
    expect(await page.getByTestId("archive-item").count()).toBe(1);

    // Write this week's insight.
    await button(page, INSIGHTS_PAGE.write("week")).click();
    await toast(page, INSIGHTS_PAGE.writtenTitle("week")).waitFor();
    const narrative = page.getByTestId("insight-narrative");
    await narrative.waitFor();
    expect(await narrative.innerText()).toContain(INSIGHT_SOURCE.offline);
    const words = (await narrative.locator("p").first().innerText()).trim();
    expect(words.length).toBeGreaterThan(40);
    await button(page, INSIGHTS_PAGE.rewrite("week")).waitFor();
    await checkA11y(page);

    // After a reload it is the newest in the archive, and opens on its own page.
    await page.reload();
    await waitForHydration(page);
    const items = page.getByTestId("archive-item");
    expect(await items.count()).toBe(2);
    expect(await items.first().innerText()).toContain(`${ARCHIVE_COPY.kind("week")} · ${thisWeek}`);
    await items.first().click();
    await page.waitForURL(/\/insights\/[\w-]+$/);
    await waitForHydration(page);
    expect(await page.getByTestId("insight-narrative").innerText()).toContain(words);
    expect(await page.getByTestId("period-label").innerText()).toBe(thisWeek);
    await checkA11y(page);

    // Last week, fully walked: every chart drawn, every table there.
    await visit(page, "/insights");
    await page.getByRole("link", { name: INSIGHTS_PAGE.previous("week") }).click();
    await expect.poll(() => page.getByTestId("period-label").innerText()).not.toBe(thisWeek);
    await page.getByText(INSIGHTS_PAGE.rewrite("week")).waitFor();
    await openEveryTable(page);
    await checkA11y(page);

    // The month view, and the dark theme, pass too.
    await page.getByRole("link", { name: INSIGHTS_PAGE.month, exact: true }).click();
    await page.getByText(INSIGHTS_PAGE.write("month")).waitFor();
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await openEveryTable(page);
    await checkA11y(page);
    expect(pageErrors).toEqual([]);
  });
});
