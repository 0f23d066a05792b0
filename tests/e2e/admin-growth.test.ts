/**
 * The admin growth pages in the browser: an admin walks subscriptions, churn, features and A/B tests
 * (each showing the demo seed's data, each passing axe), turns The Pasture's posting kill switch off,
 * and a member in his own browser can no longer post until it is back on.
 */
import type { Browser, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { KILL_SWITCHES, UPGRADE_BANNER_EXPERIMENT } from "../../app/kernel/admin/growth";
import { ADMIN_AB_COPY, ADMIN_CHURN_COPY, ADMIN_FEATURES_COPY, ADMIN_SUBSCRIPTIONS_COPY } from "../../app/kernel/copy/admin";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { PAUSED_COPY } from "../../app/kernel/copy/paused";
import { gotoHydrated, test, visit } from "./browser";
import { onboardedMember } from "./people";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const toast = (page: Page, text: string) => page.getByRole("list", { name: "Messages" }).getByText(text);

/** A member's own browser, from his own client address. */
async function memberBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${(process.pid % 250) + 3}` },
  });
  return { context, page: await context.newPage() };
}

async function signedInAdmin(page: Page, baseURL: string) {
  const admin = await onboardedMember(page, baseURL, "Pastor Growth");
  const made = await page.context().request.post(`${baseURL}/api/test/admins`, { headers: { Origin: baseURL }, data: { email: admin.email } });
  expect(made.status(), await made.text()).toBe(200);
  return admin;
}

async function setPosting(page: Page, on: boolean) {
  await gotoHydrated(page, "/admin/features");
  const button = page.getByRole("button", { name: on ? ADMIN_FEATURES_COPY.turnOn(KILL_SWITCHES.pasturePosting) : ADMIN_FEATURES_COPY.turnOff(KILL_SWITCHES.pasturePosting) });
  await button.click();
  await toast(page, ADMIN_FEATURES_COPY.toggled(KILL_SWITCHES.pasturePosting, on)).waitFor();
}

describe("the admin growth pages", () => {
  test("show the demo seed's subscriptions, churn, flags and experiment, each passing axe", async ({ baseURL, page }) => {
    await signedInAdmin(page, baseURL);

    await visit(page, "/admin/subscriptions?source=stripe");
    await h1(page).filter({ hasText: ADMIN_SUBSCRIPTIONS_COPY.title }).waitFor();
    await page.getByText("abel.member@shepherd.local").waitFor();
    await page.getByText(ADMIN_SUBSCRIPTIONS_COPY.cancelling).first().waitFor();

    await visit(page, "/admin/churn");
    await page.getByRole("heading", { name: ADMIN_CHURN_COPY.reasonsHeading }).waitFor();
    await page.getByText("Work has taken every evening", { exact: false }).waitFor();

    await visit(page, "/admin/features");
    await page.getByText(ADMIN_FEATURES_COPY.stale).first().waitFor();
    for (const key of Object.values(KILL_SWITCHES)) await page.getByRole("rowheader", { name: new RegExp(key) }).waitFor();

    await visit(page, "/admin/ab-tests");
    const experiment = page.getByRole("region", { name: UPGRADE_BANNER_EXPERIMENT, exact: true });
    await experiment.waitFor();
    expect(await experiment.getByRole("row").count()).toBe(3);
    await experiment.getByText(ADMIN_AB_COPY.running).first().waitFor();
  });

  test("turning The Pasture's posting off stops a member from posting until it is back on", async ({ browser, baseURL, page }) => {
    await signedInAdmin(page, baseURL);
    const member = await memberBrowser(browser, baseURL);
    try {
      await onboardedMember(member.page, baseURL, "Jonah Reyes");
      await setPosting(page, false);
      await page.getByRole("row").filter({ hasText: KILL_SWITCHES.pasturePosting }).getByText(ADMIN_FEATURES_COPY.off, { exact: true }).waitFor();

      await visit(member.page, "/pasture");
      await member.page.getByRole("textbox", { name: PASTURE_COPY.composerLabel }).fill("Grateful for the men who showed up Saturday.");
      await member.page.getByRole("button", { name: PASTURE_COPY.post, exact: true }).click();
      await member.page.locator("#pasture-new-post-error").getByText(PAUSED_COPY.pasture_posting).waitFor();
      expect(await member.page.locator("article").filter({ hasText: "Grateful for the men who showed up Saturday." }).count()).toBe(0);

      await setPosting(page, true);
      await member.page.getByRole("button", { name: PASTURE_COPY.post, exact: true }).click();
      await toast(member.page, PASTURE_COPY.posted).waitFor();
    } finally {
      await member.context.close();
      // The server is shared with the other journeys: posting is on again whatever happened above.
      await page.context().request.post(`${baseURL}/admin/features`, {
        headers: { Origin: baseURL },
        form: { intent: "toggle", key: KILL_SWITCHES.pasturePosting, enabled: "on" },
        maxRedirects: 0,
      });
    }
  });
});
