/**
 * Scheduling a prayer gathering and setting the daily prayer reminder as a man meets them: a flock's
 * leader schedules one from /prayer and finds its card there, labelled and leading to its own page;
 * he turns his prayer reminder on; a man who leads no flock is told who may schedule one. axe-core
 * runs on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const C = PRAYER_COPY;
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

async function member(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

describe("Prayer gatherings and the prayer reminder", () => {
  test("a flock's leader schedules one and sets his reminder", async ({ baseURL, page }) => {
    await member(page, baseURL, "Gideon Ward");
    const created = await page.context().request.post(`${baseURL}/api/flocks`, { headers: { Origin: baseURL }, data: { name: "Tuesday Men" } });
    expect(created.status(), await created.text()).toBe(201);

    await visit(page, "/prayer");
    await waitForHydration(page);
    await checkA11y(page);
    await page.getByRole("link", { name: C.gatherings.schedule, exact: true }).click();
    await page.waitForURL("**/prayer/gatherings/new");
    await page.getByRole("heading", { level: 1, name: C.gatherings.schedule }).waitFor();
    await waitForHydration(page);
    await checkA11y(page);

    await page.getByLabel(C.gatherings.fields.title).fill("Night of Prayer");
    await page.getByRole("button", { name: C.gatherings.submit }).click();
    await toast(page, C.gatherings.scheduledToast).waitFor();
    const card = page.getByRole("article", { name: "Night of Prayer" });
    await card.getByText(C.gatherings.label).waitFor();
    expect(await card.getByRole("link", { name: "Night of Prayer" }).getAttribute("href")).toMatch(/^\/prayer-gathering\/[0-9a-f-]{36}$/);

    const reminder = page.getByRole("region", { name: C.reminder.heading });
    await reminder.getByLabel(C.reminder.enabled).check();
    await reminder.getByLabel(C.reminder.time).selectOption("06:15");
    await reminder.getByRole("button", { name: C.reminder.save }).click();
    await toast(page, C.reminder.saved).waitFor();
    await reminder.getByText(C.reminder.on("6:15 AM")).waitFor();
    await checkA11y(page);
  });

  test("a man who leads no flock is told who may schedule one", async ({ baseURL, page }) => {
    await member(page, baseURL, "Silas Reed");
    await visit(page, "/prayer");
    expect(await page.getByRole("link", { name: C.gatherings.schedule, exact: true }).count()).toBe(0);
    await visit(page, "/prayer/gatherings/new");
    await page.getByText(C.gatherings.cannotSchedule).waitFor();
    await waitForHydration(page);
    await checkA11y(page);
  });
});
