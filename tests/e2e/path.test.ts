/**
 * The Path as a man meets it: a Premium member walks the wizard, sees his
 * plan being written, gets "Your plan is ready" with View Plan, opens it and completes day 1 (the
 * streak moves); a free member meets the plan_viewing prompt instead of the wizard; a started
 * catalogue plan shows today's reading on /path; and, on a controlled clock, the pending record is
 * given up after 5 minutes with the timeout warning. axe-core runs on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { BUILDER_COPY, GENERATION_COPY, PATH_PAGE, PLAN_PAGE, PLAN_TOASTS, WIZARD_COPY } from "../../app/kernel/copy/path";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { addDays, localDate } from "../../app/kernel/dates";
import { PENDING_PLAN_KEY } from "../../app/kernel/path/pending-plan";
import { catalogPlans } from "../../worker/content/plans";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser, type Person } from "./people";

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const toast = (page: Page, title: string) => messages(page).getByRole("listitem").filter({ hasText: title });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const streakBadge = (page: Page) => page.getByTestId("streak-badge");
const pendingRecord = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PENDING_PLAN_KEY);

async function member(page: Page, baseURL: string, name: string, { premium = false } = {}): Promise<Person> {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  if (premium) {
    const response = await page.context().request.post(`${baseURL}/api/test/membership`, { headers: { Origin: baseURL }, data: { email: person.email, premium: true } });
    expect(response.status(), await response.text()).toBe(200);
  }
  return person;
}

async function next(page: Page) {
  await page.getByRole("button", { name: WIZARD_COPY.next, exact: true }).click();
}

describe("The Path", () => {
  test("a Premium member creates a plan: the wizard, the pending state, “Your plan is ready”, and day 1 done", async ({ baseURL, page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // The clock runs as usual; the test only moves it on to check how long the toast stays.
    await page.clock.install();
    await member(page, baseURL, "Jonah Pike", { premium: true });

    await visit(page, "/path");
    await page.getByRole("link", { name: PATH_PAGE.create, exact: true }).click();
    await page.waitForURL("**/path/create");
    await page.getByRole("link", { name: WIZARD_COPY.begin, exact: true }).click();

    // Step 1: a missing title is refused with the message under the field.
    await page.waitForURL("**/path/create/basics");
    await waitForHydration(page);
    await checkA11y(page);
    await next(page);
    await page.getByRole("alert").filter({ hasText: "at least 3 characters" }).waitFor();
    await page.getByLabel(WIZARD_COPY.basics.title).fill("Patience at Home");
    await page.getByRole("radio", { name: "Fatherhood" }).check();
    await page.getByRole("radio", { name: "5 days" }).check();
    await next(page);

    // Step 2.
    await page.waitForURL("**/path/create/context");
    await checkA11y(page);
    await page.getByRole("checkbox", { name: "A short temper" }).check();
    await page.getByLabel(WIZARD_COPY.context.context).fill("I snap at my kids when I get home tired.");
    await next(page);

    // Step 3, then Back: the answers are still there.
    await page.waitForURL("**/path/create/preferences");
    await checkA11y(page);
    await page.getByRole("radio", { name: "10 minutes" }).check();
    await page.getByRole("radio", { name: "Action-oriented" }).check();
    await page.getByRole("button", { name: WIZARD_COPY.back, exact: true }).click();
    await page.waitForURL("**/path/create/context");
    expect(await page.getByRole("checkbox", { name: "A short temper" }).isChecked()).toBe(true);
    expect(await page.getByLabel(WIZARD_COPY.context.context).inputValue()).toBe("I snap at my kids when I get home tired.");
    await next(page);
    await page.waitForURL("**/path/create/preferences");
    expect(await page.getByRole("radio", { name: "Action-oriented" }).isChecked()).toBe(true);
    await next(page);

    // Review, then Generate.
    await page.waitForURL("**/path/create/review");
    await checkA11y(page);
    const summary = await page.locator("dl").innerText();
    for (const text of ["Patience at Home", "Fatherhood", "5 days", "A short temper", "10 minutes", "Action-oriented"]) expect(summary).toContain(text);
    // The offline generator can finish before a busy machine has painted /path, and the first
    // poll's "ready" then removes the card before the test sees it: the status answers are held
    // until the pending state has been checked.
    let releasePolls = () => {};
    const pollsHeld = new Promise<void>((resolve) => {
      releasePolls = resolve;
    });
    await page.route(/\/api\/plans\/[^/]+\/status$/, async (route) => {
      await pollsHeld;
      await route.continue();
    });
    await page.getByRole("button", { name: WIZARD_COPY.review.generate, exact: true }).click();

    // The Path shows the plan being written, from the pending record kept in localStorage.
    await page.waitForURL((url) => url.pathname === "/path");
    const pending = page.getByTestId("pending-plan");
    await pending.waitFor();
    expect(await pending.innerText()).toContain(GENERATION_COPY.pendingTitle("Patience at Home"));
    const record = JSON.parse((await pendingRecord(page))!) as { planId: string; planTitle: string; startedAt: number };
    expect(record.planTitle).toBe("Patience at Home");
    await checkA11y(page);
    releasePolls();

    // Within one 5 s poll of the plan being written: the toast with its action; the record is gone.
    const ready = toast(page, GENERATION_COPY.readyTitle);
    await ready.waitFor({ timeout: 20_000 });
    const viewPlan = ready.getByRole("link", { name: GENERATION_COPY.viewPlan, exact: true });
    expect(await viewPlan.getAttribute("href")).toBe(`/path/${record.planId}`);
    expect(await pendingRecord(page)).toBeNull();
    await pending.waitFor({ state: "detached" });
    // It stays 10 seconds.
    await page.clock.fastForward(9_000);
    expect(await ready.count()).toBe(1);
    await page.clock.fastForward(1_500);
    await ready.waitFor({ state: "detached" });
    await page.goto(`/path/${record.planId}`);

    await page.waitForURL(`**/path/${record.planId}`);
    await waitForHydration(page);
    await checkA11y(page);
    expect(await h1(page).innerText()).toBe("Patience at Home");
    expect(await streakBadge(page).innerText()).toContain("0");
    const day1 = page.locator("#day-1");
    expect(await day1.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    // The passage links into the reader.
    expect(await day1.locator('a[href^="/word/"]').first().getAttribute("href")).toMatch(/^\/word\/[1-3]?[A-Za-z]+\/\d+#\d+(-\d+)?$/);
    await day1.getByRole("button", { name: PLAN_PAGE.markComplete(1) }).click();

    await toast(page, PLAN_TOASTS.dayComplete(1)).waitFor();
    expect(await toast(page, PLAN_TOASTS.dayComplete(1)).innerText()).toContain(PLAN_TOASTS.streak(1));
    await expect.poll(() => streakBadge(page).innerText()).toContain("1");
    await day1.getByText(PLAN_PAGE.completed).waitFor();
    await checkA11y(page);

    // Today agrees: a plan day is a completed day.
    await visit(page, "/");
    await expect.poll(() => streakBadge(page).innerText()).toContain("1");
    expect(pageErrors).toEqual([]);
  });

  test("a free member sees the upgrade prompt instead of the wizard", async ({ baseURL, page }) => {
    await member(page, baseURL, "Amos Reed");
    await visit(page, "/path");
    await page.getByRole("heading", { name: UPGRADE_PROMPTS.plan_viewing.title }).waitFor();
    expect(await page.getByRole("link", { name: PATH_PAGE.create, exact: true }).count()).toBe(0);

    for (const path of ["/path/create", "/path/create/basics", "/path/builder"]) {
      await visit(page, path);
      const prompt = page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: UPGRADE_PROMPTS.plan_viewing.title }) });
      await prompt.waitFor();
      expect(await prompt.getByRole("link", { name: UPGRADE_PROMPTS.plan_viewing.action }).getAttribute("href")).toBe("/subscription");
      expect(await page.getByRole("textbox").count()).toBe(0);
    }
  });

  test("a started catalogue plan shows today's reading on /path", async ({ baseURL, page }) => {
    await member(page, baseURL, "Silas Hart");
    const plan = catalogPlans.find((candidate) => candidate.focusArea === "Work")!;
    await visit(page, `/path/${plan.slug}`);
    expect(await h1(page).innerText()).toBe(plan.title);
    // Started two days ago (his time zone is UTC), so today is day 3.
    await page.getByLabel(PLAN_PAGE.startDate).fill(addDays(localDate("UTC"), -2));
    await page.getByRole("button", { name: PLAN_PAGE.start, exact: true }).click();
    await toast(page, PLAN_TOASTS.started).waitFor();
    // Two days behind: catch me up is offered.
    await page.getByRole("button", { name: PLAN_PAGE.catchUp }).waitFor();
    await checkA11y(page);

    await visit(page, "/path");
    const reading = page.getByTestId("active-plan").filter({ hasText: plan.title }).getByTestId("todays-reading");
    await reading.waitFor();
    const text = await reading.innerText();
    // The label is set in capitals by CSS.
    expect(text.toLowerCase()).toContain(PATH_PAGE.dayOf(3, plan.days.length).toLowerCase());
    expect(text).toContain(plan.days[2]!.title);
    expect(await reading.getByRole("link", { name: plan.days[2]!.passage }).getAttribute("href")).toMatch(/^\/word\//);
    // And in the dark theme.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await waitForHydration(page);
    await checkA11y(page);
    await reading.getByRole("link", { name: new RegExp(PATH_PAGE.readToday) }).click();
    await page.waitForURL((url) => url.pathname === `/path/${plan.slug}` && url.hash === "#day-3");
    await expect.poll(() => page.locator("#day-3").evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
  });

  test("a Premium member builds a plan by hand, picking a passage with the reader's search, and publishes it", async ({ baseURL, page }) => {
    await member(page, baseURL, "Ezra Vale", { premium: true });
    await visit(page, "/path/builder");
    await page.getByLabel(BUILDER_COPY.planTitle).fill("Be Still");
    await page.getByRole("button", { name: BUILDER_COPY.create, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has("plan"));
    await page.getByRole("button", { name: BUILDER_COPY.addDay, exact: true }).click();
    const day = page.getByTestId("builder-day").first();
    await day.waitFor();
    await waitForHydration(page);
    await checkA11y(page);

    await day.getByLabel(BUILDER_COPY.dayTitle).fill("Stop and Know");
    await day.getByRole("button", { name: BUILDER_COPY.findPassage }).click();
    await day.getByLabel(BUILDER_COPY.searchLabel).fill("be still and know");
    await day.getByRole("button", { name: BUILDER_COPY.search, exact: true }).click();
    await day.getByRole("button", { name: BUILDER_COPY.use("Psalms 46:10") }).click();
    expect(await day.getByLabel(BUILDER_COPY.passage, { exact: true }).inputValue()).toBe("Psalms 46:10");
    await day.getByLabel(BUILDER_COPY.teaching).fill("Stillness is not laziness. It is trust that God is God and you are not.");
    await day.getByLabel(BUILDER_COPY.question).fill("Where do you need to be still today?");
    await day.getByLabel(BUILDER_COPY.prayer).fill("Ask God to quiet your mind before the day starts.");
    await page.getByRole("button", { name: BUILDER_COPY.publish, exact: true }).click();

    await toast(page, BUILDER_COPY.published).waitFor();
    expect(await h1(page).innerText()).toBe("Be Still");
    await page.getByRole("button", { name: PLAN_PAGE.start, exact: true }).waitFor();
    await checkA11y(page);
  });

  test("a pending plan is given up after 5 minutes with the timeout warning, on a controlled clock, even across a reload", async ({ baseURL, page }) => {
    const person = await member(page, baseURL, "Micah Stone", { premium: true });
    const stuck = await page.context().request.post(`${baseURL}/api/test/plans/stuck`, { headers: { Origin: baseURL }, data: { email: person.email, title: "Leading My Team" } });
    expect(stuck.status()).toBe(201);
    const { planId } = (await stuck.json()) as { planId: string };

    await page.clock.install();
    await visit(page, "/path");
    await page.evaluate(
      ([key, record]) => localStorage.setItem(key, record),
      [PENDING_PLAN_KEY, JSON.stringify({ planId, planTitle: "Leading My Team", startedAt: await page.evaluate(() => Date.now()) })] as const,
    );
    // Polling resumes after a reload: the record lives in localStorage.
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("pending-plan").waitFor();

    // Four and a half minutes: still being written, still polling.
    await page.clock.fastForward("04:30");
    // The next 5 s poll is answered "still being written" (a state to wait on, not a pause).
    const polled = page.waitForResponse((response) => /\/api\/plans\/[^/]+\/status$/.test(new URL(response.url()).pathname));
    await page.clock.fastForward(5_000);
    await (await polled).finished();
    expect(await pendingRecord(page)).not.toBeNull();
    expect(await toast(page, GENERATION_COPY.timeoutTitle).count()).toBe(0);

    // Past 5 minutes: the record is dropped and the warning shows.
    await page.clock.fastForward(35_000);
    const warning = toast(page, GENERATION_COPY.timeoutTitle);
    await warning.waitFor();
    expect(await warning.innerText()).toContain(GENERATION_COPY.timeoutText);
    expect(await pendingRecord(page)).toBeNull();
    await page.getByTestId("pending-plan").waitFor({ state: "detached" });
    await checkA11y(page);
  });
});
