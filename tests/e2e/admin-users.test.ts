/**
 * An administrator (the demo's, seeded by the demo seed) finds a member on /admin/users, opens his
 * page and suspends him with a reason; the member then cannot sign in and reads why and until when.
 * axe runs on both admin pages.
 */
import { expect } from "vitest";
import { AUTH_SCREEN_COPY } from "../../app/kernel/auth-form";
import { ADMIN_USERS_COPY as COPY } from "../../app/kernel/copy/admin";
import { AUTH_COPY } from "../../app/kernel/copy/auth";
import { DEMO_ADMIN } from "../../worker/seed/admin-users";
import { checkA11y, signIn, test, visit } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const REASON = "Repeated insults in the Pasture";

test("an admin finds a member and suspends him; the member cannot sign in and sees why", async ({ baseURL, browser, page }) => {
  const member = newPerson("Silas Ward");
  const memberContext = await browser.newContext({ baseURL, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.231" } });
  try {
    const memberPage = await memberContext.newPage();
    await signUpFromBrowser(memberPage, baseURL, member);
    await onboard(memberContext.request, baseURL, member);

    await signIn(page, baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await visit(page, "/admin/users");
    await page.getByLabel(COPY.list.searchLabel).fill(member.email);
    await page.getByRole("button", { name: COPY.list.searchSubmit }).click();
    await page.getByText(COPY.list.count(1)).waitFor();
    await checkA11y(page);
    await page.getByRole("link", { name: member.name }).click();
    await page.getByRole("heading", { level: 1, name: member.name }).waitFor();
    await checkA11y(page);

    const suspend = page.getByRole("form", { name: COPY.actions.suspendHeading });
    await suspend.getByLabel(COPY.actions.suspendLength).selectOption("7");
    await suspend.getByLabel(COPY.actions.reason, { exact: true }).fill(REASON);
    await suspend.getByRole("button", { name: COPY.actions.suspendSubmit }).click();
    await page.getByRole("status").filter({ hasText: REASON }).waitFor();
    await page.getByRole("form", { name: COPY.actions.liftHeading }).waitFor();
    await checkA11y(page);

    // His session ended with the suspension: he is asked to sign in, and is refused with the reason.
    await memberPage.goto("/journal");
    await memberPage.waitForURL((url) => url.pathname === "/auth");
    const signInPanel = memberPage.getByRole("tabpanel", { name: AUTH_COPY.signInTab, exact: true });
    await signInPanel.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill(member.email);
    await signInPanel.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).fill(member.password);
    await signInPanel.getByRole("button", { name: AUTH_COPY.signInTab, exact: true }).click();
    const refusal = memberPage.getByText(REASON).first();
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Your account is suspended until \w+ \d{1,2}, \d{4}/);
    expect(new URL(memberPage.url()).pathname).toBe("/auth");
  } finally {
    await memberContext.close();
  }
});
