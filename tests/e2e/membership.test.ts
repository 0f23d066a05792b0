/**
 * Free and Premium as a member meets them in the browser: the header's Upgrade button or Premium
 * badge, the "Approaching Your Limit" banner, the upgrade prompts, /subscription with billing off (the
 * e2e server has no Stripe keys), and the public outcome pages. Every page visited passes axe-core.
 * Member state is set through the test-only POST /api/test/membership (worker/routes/test-support.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { CANCEL_COPY, SUBSCRIPTION_COPY, SUCCESS_COPY } from "../../app/kernel/copy/subscription";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { GATE_COPY } from "../../app/kernel/membership";
import { test, visit } from "./browser";
import { newPerson, onboard, signUpFromBrowser, type Person } from "./people";

type UsageCounts = Partial<Record<"devotional_generations" | "insight_generations" | "audio_generations" | "journal_entries", number>>;

/** Only journal entries near the limit: every other counted feature at zero, whatever pages did before. */
const journalUsage = (entries: number): UsageCounts => ({
  journal_entries: entries,
  devotional_generations: 0,
  insight_generations: 0,
  audio_generations: 0,
});

async function setMembership(page: Page, baseURL: string, body: { email: string; premium?: boolean; usage?: UsageCounts }) {
  const response = await page.context().request.post(`${baseURL}/api/test/membership`, { headers: { Origin: baseURL }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

async function onboardedMember(page: Page, baseURL: string, name: string): Promise<Person> {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

const header = (page: Page) => page.getByRole("banner");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const usageBanner = (page: Page) => page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: GATE_COPY.warningTitle }) });

describe("a free member", () => {
  test("sees Upgrade, and the limit banner at 8 of 10 journal entries but not at 7", async ({ baseURL, page }) => {
    const person = await onboardedMember(page, baseURL, "Caleb Morrow");
    await setMembership(page, baseURL, { email: person.email, usage: journalUsage(8) });

    await visit(page, "/settings");
    expect(await header(page).getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/subscription");
    expect(await header(page).getByText("Premium", { exact: true }).count()).toBe(0);
    const banner = usageBanner(page);
    await banner.waitFor();
    const text = await banner.innerText();
    expect(text).toContain("journal entries");
    expect(text).toContain("2 left");
    expect(await banner.getByRole("listitem").count()).toBe(1);

    await setMembership(page, baseURL, { email: person.email, usage: journalUsage(7) });
    await visit(page, "/settings");
    await header(page).getByRole("link", { name: "Upgrade" }).waitFor();
    expect(await usageBanner(page).count()).toBe(0);
  });

  test("on /subscription sees both plans and the plain statement that billing is off", async ({ baseURL, page }) => {
    await onboardedMember(page, baseURL, "Silas Grant");
    await visit(page, "/subscription");
    expect(await h1(page).innerText()).toBe(SUBSCRIPTION_COPY.title);

    const table = page.getByRole("table", { name: SUBSCRIPTION_COPY.compareCaption });
    const columns = await table.getByRole("columnheader").allInnerTexts();
    expect(columns).toEqual([SUBSCRIPTION_COPY.feature, SUBSCRIPTION_COPY.free, SUBSCRIPTION_COPY.premium]);
    const journalRow = table.getByRole("row", { name: /Journal entries/ });
    expect(await journalRow.getByRole("cell").allInnerTexts()).toEqual(["10 a month", SUBSCRIPTION_COPY.unlimited]);
    const plansRow = table.getByRole("row", { name: /Custom plans/ });
    expect(await plansRow.getByRole("cell").allInnerTexts()).toEqual([SUBSCRIPTION_COPY.notIncluded, SUBSCRIPTION_COPY.included]);

    const membership = page.getByRole("region", { name: SUBSCRIPTION_COPY.statusHeading });
    expect(await membership.getByText("Free", { exact: true }).count()).toBe(1);

    await page.getByText(SUBSCRIPTION_COPY.billingOff, { exact: true }).waitFor();
    await page.getByText(SUBSCRIPTION_COPY.askAdmin, { exact: true }).waitFor();
    // Nothing that pretends a payment can happen here.
    expect(await page.getByRole("button", { name: SUBSCRIPTION_COPY.startMonthly }).count()).toBe(0);
    expect(await page.getByRole("button", { name: SUBSCRIPTION_COPY.startYearly }).count()).toBe(0);
    expect(await page.getByRole("button", { name: SUBSCRIPTION_COPY.manage }).count()).toBe(0);
  });

  test("meets every upgrade prompt, and each leads to /subscription", async ({ baseURL, page }) => {
    await onboardedMember(page, baseURL, "Ezra Whitfield");
    await visit(page, "/__test/upgrade-prompts");
    for (const [variant, copy] of Object.entries(UPGRADE_PROMPTS)) {
      const section = page.locator(`[data-variant="${variant}"]`);
      // A card and a banner per variant.
      expect(await section.getByRole("heading", { name: copy.title, exact: true }).count(), variant).toBe(2);
      expect(await section.getByText(copy.description, { exact: true }).count(), variant).toBe(2);
      const links = section.getByRole("link", { name: copy.action, exact: true });
      expect(await links.count(), variant).toBe(2);
      for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")))) {
        expect(href, variant).toBe("/subscription");
      }
    }
    await page.locator('[data-variant="gathering_viewing"]').getByRole("link", { name: UPGRADE_PROMPTS.gathering_viewing.action }).first().click();
    await page.waitForURL((url) => url.pathname === "/subscription");
    await h1(page).filter({ hasText: SUBSCRIPTION_COPY.title }).waitFor();
  });

  test("on /success sees honestly that no confirmation has arrived", async ({ baseURL, page }) => {
    await onboardedMember(page, baseURL, "Gideon Hale");
    await visit(page, "/success?session_id=cs_test_e2e");
    expect(await h1(page).innerText()).toBe(SUCCESS_COPY.title);
    await page.getByText(SUCCESS_COPY.notYet, { exact: true }).waitFor();
    // The page is checking check-subscription while it waits.
    await page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/check-subscription");
    expect(await page.getByText(SUCCESS_COPY.premium).count()).toBe(0);
  });
});

describe("a premium member", () => {
  test("sees the Premium badge and no limit banner, and /success says so", async ({ baseURL, page }) => {
    const person = await onboardedMember(page, baseURL, "Nathaniel Brooks");
    await setMembership(page, baseURL, { email: person.email, premium: true, usage: journalUsage(8) });

    await visit(page, "/settings");
    await header(page).getByText("Premium", { exact: true }).waitFor();
    expect(await header(page).getByRole("link", { name: "Upgrade" }).count()).toBe(0);
    expect(await usageBanner(page).count()).toBe(0);

    await visit(page, "/subscription");
    const membership = page.getByRole("region", { name: SUBSCRIPTION_COPY.statusHeading });
    await membership.getByText("Premium (granted by an administrator)").waitFor();
    await membership.getByText(SUBSCRIPTION_COPY.grantedByAdmin).waitFor();

    await visit(page, "/success");
    expect(await h1(page).innerText()).toBe(SUCCESS_COPY.premium);
  });
});

describe("the outcome pages for a visitor", () => {
  test("/cancel says nothing was charged and leads back to the plans", async ({ page }) => {
    const response = await visit(page, "/cancel");
    expect(response.status()).toBe(200);
    expect(await h1(page).innerText()).toBe(CANCEL_COPY.title);
    await page.getByText(CANCEL_COPY.text, { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: CANCEL_COPY.back }).getAttribute("href")).toBe("/subscription");
  });

  test("/success asks the visitor to sign in and claims nothing", async ({ page }) => {
    const response = await visit(page, "/success?session_id=cs_test_e2e");
    expect(response.status()).toBe(200);
    expect(await h1(page).innerText()).toBe(SUCCESS_COPY.title);
    await page.getByText(SUCCESS_COPY.visitor, { exact: true }).waitFor();
    const signIn = page.getByRole("main").getByRole("link", { name: SUCCESS_COPY.signIn });
    expect(await signIn.getAttribute("href")).toBe(`/auth?redirectTo=${encodeURIComponent("/success?session_id=cs_test_e2e")}`);
    expect(await page.getByText(SUCCESS_COPY.premium).count()).toBe(0);
  });
});
