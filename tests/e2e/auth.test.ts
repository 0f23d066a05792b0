/**
 * The account screens as a person meets them: sign-up with its live checks,
 * sign-in with a wrong and a right password, "Forgot password", the new-password page, and the
 * keyboard on the tabs. Every screen state visited passes axe-core.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { AUTH_SCREEN_COPY } from "../../app/kernel/auth-form";
import { AUTH_COPY, AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { checkA11y, gotoHydrated, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });
/** Toasts: errors are announced in "Alerts", everything else in "Messages". */
const toasts = (page: Page, region: "Alerts" | "Messages") => page.getByRole("list", { name: region });
const pathname = (page: Page) => new URL(page.url()).pathname;

test("sign up: live checks, the 50-character name, the strength meter, then onboarding with a welcome", async ({
  page,
}) => {
  await visit(page, "/auth");
  expect(await tab(page, AUTH_COPY.signInTab).getAttribute("aria-selected")).toBe("true");
  await tab(page, AUTH_COPY.signUpTab).click();
  expect(await tab(page, AUTH_COPY.signUpTab).getAttribute("aria-selected")).toBe("true");
  await checkA11y(page);

  const form = panel(page, AUTH_COPY.signUpTab);
  const name = form.getByLabel(AUTH_SCREEN_COPY.displayNameLabel);
  const email = form.getByLabel(AUTH_SCREEN_COPY.emailLabel);
  const password = form.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true });
  const submit = form.getByRole("button", { name: AUTH_COPY.signUpTab });

  await name.fill("A");
  await form.getByText(VALIDATION_COPY.nameTooShort).waitFor();
  expect(await name.getAttribute("aria-invalid")).toBe("true");
  expect(await submit.isDisabled()).toBe(true);
  expect(await form.getByText("1/50", { exact: true }).isVisible()).toBe(true);
  await checkA11y(page);

  await name.fill("x".repeat(60));
  expect((await name.inputValue()).length).toBe(50);
  await form.getByText("50/50", { exact: true }).waitFor();
  expect(await form.getByText(VALIDATION_COPY.nameTooShort).count()).toBe(0);
  await name.fill("Caleb");
  expect(await name.getAttribute("aria-invalid")).toBeNull();

  await email.fill("caleb@");
  await email.blur();
  await form.getByText(VALIDATION_COPY.email).waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await email.fill(`caleb${Date.now().toString(36)}@example.com`);
  expect(await form.getByText(VALIDATION_COPY.email).count()).toBe(0);

  const meter = form.getByRole("meter", { name: AUTH_SCREEN_COPY.strengthLabel });
  const steps = [
    ["abc", "Weak", 15],
    ["abcdefgh", "Fair", 40],
    ["Abcdefgh1", "Good", 70],
    ["Abcdefgh1!xyz", "Strong", 100],
  ] as const;
  for (const [value, label, score] of steps) {
    await password.fill(value);
    await expect.poll(() => meter.getAttribute("aria-valuetext")).toBe(label);
    expect(await meter.getAttribute("aria-valuenow")).toBe(String(score));
    expect(await form.getByText(label, { exact: true }).isVisible()).toBe(true);
    expect(await form.getByText(VALIDATION_COPY.passwordHint).count()).toBe(value.length < 8 ? 1 : 0);
    expect(await submit.isDisabled()).toBe(value.length < 8);
  }
  await checkA11y(page);

  await submit.click();
  await page.waitForURL((url) => url.pathname === "/onboarding/focus");
  await toasts(page, "Messages").getByText(AUTH_COPY.signUpSuccess).waitFor();
});

test("sign in: a wrong password is refused in the person's words, the right one goes home; /auth then sends you home", async ({
  page,
}) => {
  await visit(page, "/auth");
  const form = panel(page, AUTH_COPY.signInTab);
  const password = form.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true });
  await form.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill(DEMO_ACCOUNT.email);
  await password.fill("not-the-password");
  await form.getByRole("button", { name: AUTH_COPY.signInTab }).click();

  const alerts = toasts(page, "Alerts");
  await alerts.getByText(AUTH_COPY.signInFailed).waitFor();
  expect(await alerts.getByText(AUTH_ERROR_COPY.invalidCredentials).isVisible()).toBe(true);
  expect(await form.getByRole("alert").innerText()).toContain(AUTH_ERROR_COPY.invalidCredentials);
  expect(pathname(page)).toBe("/auth");
  await checkA11y(page);

  await password.fill(DEMO_ACCOUNT.password);
  await form.getByRole("button", { name: AUTH_COPY.signInTab }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await toasts(page, "Messages").getByText(AUTH_COPY.welcomeBack).waitFor();

  await gotoHydrated(page, "/auth");
  expect(pathname(page)).toBe("/");
});

test("sign out from Profile, sign in again: \"Welcome back\" and Today", async ({ page, baseURL }) => {
  const person = newPerson("Silas");
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);

  await visit(page, "/settings");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/auth");
  await waitForHydration(page);

  const form = panel(page, AUTH_COPY.signInTab);
  await form.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill(person.email);
  await form.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).fill(person.password);
  await form.getByRole("button", { name: AUTH_COPY.signInTab }).click();

  await page.waitForURL((url) => url.pathname === "/");
  await toasts(page, "Messages").getByText(AUTH_COPY.welcomeBack).waitFor();
  await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
  expect(await page.getByText("Your daily bread from the Word").isVisible()).toBe(true);
  expect(await page.getByRole("banner").getByRole("link", { name: "Sign In" }).count()).toBe(0);
  await checkA11y(page);
});

test("forgot password: the reset form sends a link and leads back to Sign In", async ({ page }) => {
  await visit(page, "/auth");
  const form = panel(page, AUTH_COPY.signInTab);
  await form.getByRole("button", { name: AUTH_COPY.forgotPassword }).click();
  await form.getByRole("heading", { name: AUTH_SCREEN_COPY.resetTitle }).waitFor();
  await checkA11y(page);

  const email = form.getByLabel(AUTH_SCREEN_COPY.emailLabel);
  await email.fill("not-an-email");
  await form.getByRole("button", { name: AUTH_COPY.sendResetLink }).click();
  await toasts(page, "Alerts").getByText(AUTH_COPY.invalidEmailToast).waitFor();
  expect(await email.getAttribute("aria-invalid")).toBe("true");

  await email.fill(`someone${Date.now().toString(36)}@example.com`);
  await form.getByRole("button", { name: AUTH_COPY.sendResetLink }).click();
  const messages = toasts(page, "Messages");
  await messages.getByText(AUTH_COPY.resetSentTitle).waitFor();
  expect(await messages.getByText(AUTH_COPY.resetSentText).isVisible()).toBe(true);
  expect(await form.getByRole("status").innerText()).toContain(AUTH_COPY.resetSentText);
  await checkA11y(page);

  await form.getByRole("button", { name: AUTH_COPY.backToSignIn }).click();
  await form.getByRole("button", { name: AUTH_COPY.signInTab }).waitFor();
  expect(await form.getByRole("button", { name: AUTH_COPY.forgotPassword }).isVisible()).toBe(true);
});

test("the tabs are a real tablist: arrow keys move between Sign In and Sign Up", async ({ page }) => {
  await visit(page, "/auth");
  const signInTab = tab(page, AUTH_COPY.signInTab);
  const signUpTab = tab(page, AUTH_COPY.signUpTab);
  await signInTab.focus();
  await page.keyboard.press("ArrowRight");
  expect(await signUpTab.getAttribute("aria-selected")).toBe("true");
  expect(await signUpTab.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(await panel(page, AUTH_COPY.signUpTab).isVisible()).toBe(true);
  expect(await panel(page, AUTH_COPY.signInTab).count()).toBe(0);

  await page.keyboard.press("ArrowLeft");
  expect(await signInTab.getAttribute("aria-selected")).toBe("true");
  expect(await signInTab.evaluate((node) => node === document.activeElement)).toBe(true);
  await page.keyboard.press("End");
  expect(await signUpTab.getAttribute("aria-selected")).toBe("true");
});

test("from onboarding, /auth opens on Sign Up under Create Your Account", async ({ page }) => {
  await visit(page, "/auth?from=onboarding");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(AUTH_COPY.createAccountTitle);
  expect(await tab(page, AUTH_COPY.signUpTab).getAttribute("aria-selected")).toBe("true");
  expect(await panel(page, AUTH_COPY.signUpTab).getByLabel(AUTH_SCREEN_COPY.displayNameLabel).isVisible()).toBe(true);
});

test("the new-password page checks the confirmation, reports a dead link, and explains an expired one", async ({
  page,
}) => {
  await visit(page, "/auth/reset-password?token=not-a-real-token");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(AUTH_SCREEN_COPY.newPasswordTitle);
  const password = page.getByLabel(AUTH_SCREEN_COPY.newPasswordLabel, { exact: true });
  const confirm = page.getByLabel(AUTH_SCREEN_COPY.confirmPasswordLabel);
  await password.fill("Abcdefgh1!");
  await page.getByRole("meter", { name: AUTH_SCREEN_COPY.strengthLabel }).waitFor();
  await confirm.fill("Abcdefgh1?");
  await confirm.blur();
  await page.getByText(AUTH_SCREEN_COPY.passwordsDontMatch).waitFor();
  expect(await confirm.getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);

  await confirm.fill("Abcdefgh1!");
  expect(await page.getByText(AUTH_SCREEN_COPY.passwordsDontMatch).count()).toBe(0);
  await page.getByRole("button", { name: AUTH_SCREEN_COPY.setNewPassword }).click();
  await toasts(page, "Alerts").getByText(AUTH_COPY.resetFailed).waitFor();
  expect(await page.getByRole("main").getByRole("alert").innerText()).toContain(AUTH_SCREEN_COPY.resetLinkInvalid);

  await visit(page, "/auth/reset-password?error=INVALID_TOKEN");
  expect(await page.getByText(AUTH_SCREEN_COPY.resetLinkInvalid).isVisible()).toBe(true);
  await page.getByRole("link", { name: AUTH_SCREEN_COPY.requestNewLink }).click();
  await page.waitForURL((url) => url.pathname === "/auth");
});

describe("before JavaScript (progressive enhancement)", () => {
  test.override("contextOptions", { bypassCSP: true, javaScriptEnabled: false });

  // axe needs JavaScript in the page, so this state is checked by the journeys above instead.
  test("the sign-up form posts and the server answers with the messages under each field", async ({ page }) => {
    await page.goto("/auth?from=onboarding");
    const form = panel(page, AUTH_COPY.signUpTab);
    await form.getByLabel(AUTH_SCREEN_COPY.displayNameLabel).fill("A");
    await form.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill("caleb@");
    await form.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).fill("short");
    const submit = form.getByRole("button", { name: AUTH_COPY.signUpTab });
    expect(await submit.isDisabled()).toBe(false);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();

    const answered = panel(page, AUTH_COPY.signUpTab);
    for (const message of [VALIDATION_COPY.nameTooShort, VALIDATION_COPY.email, VALIDATION_COPY.passwordTooShort]) {
      expect(await answered.getByText(message).isVisible()).toBe(true);
    }
    expect(await answered.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).inputValue()).toBe("");
  });
});
