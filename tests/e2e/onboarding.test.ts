/**
 * Onboarding and two-factor set-up as a person meets them in the browser. Every page visited also
 * passes axe-core (visit/checkA11y), including the error and set-up states.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { AUTH_SCREEN_COPY } from "../../app/kernel/auth-form";
import { AUTH_COPY } from "../../app/kernel/copy/auth";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser, totp } from "./people";

/** Profile also has "Change password": the two-factor fields are found inside their own panel. */
const twoFactorPanel = (page: Page) => page.getByRole("region", { name: "Two-factor authentication" });

/** The smallest valid PNG: 1×1, one transparent pixel. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
);

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const pathname = (page: Page) => new URL(page.url()).pathname;

async function expectStep(page: Page, path: string, step: number) {
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
  await page.getByText(`Step ${step} of 6`, { exact: true }).waitFor();
  await expect.poll(() => page.locator("progress").getAttribute("value")).toBe(String(step));
  await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor({ state: "detached" });
  await checkA11y(page);
}

describe("a new member's first minutes", () => {
  test.override("contextOptions", { bypassCSP: true, timezoneId: "Asia/Kolkata" });

  test("sign up → welcome → focus → intentions → profile → plan → complete → Today", async ({ baseURL, page }) => {
    const person = newPerson("Josiah Reed");
    await signUpFromBrowser(page, baseURL, person);

    await visit(page, "/");
    expect(pathname(page)).toBe("/onboarding/welcome");
    expect(await h1(page).innerText()).toBe("Welcome, Josiah Reed.");
    await page.getByRole("link", { name: "Let's begin" }).click();

    await expectStep(page, "/onboarding/focus", 2);
    expect(await h1(page).innerText()).toBe("What do you want to focus on?");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByText("Choose at least one focus area.").waitFor();
    await checkA11y(page);
    await page.getByRole("checkbox", { name: "Fatherhood" }).check();
    await page.getByRole("checkbox", { name: "Work", exact: true }).check();
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expectStep(page, "/onboarding/intentions", 3);
    const chip = (name: string) => page.getByRole("button", { name, exact: true });
    await chip("Patience at home").click();
    await chip("Praying consistently").click();
    expect(await chip("Patience at home").getAttribute("aria-pressed")).toBe("true");
    expect(await chip("Anger").getAttribute("aria-pressed")).toBe("false");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expectStep(page, "/onboarding/profile", 4);
    // Going back shows what was saved.
    await page.getByRole("link", { name: "Back" }).click();
    await expectStep(page, "/onboarding/intentions", 3);
    expect(await chip("Patience at home").getAttribute("aria-pressed")).toBe("true");
    expect(await chip("Praying consistently").getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expectStep(page, "/onboarding/profile", 4);
    expect(await page.getByLabel("Display name").inputValue()).toBe("Josiah Reed");
    // The profile still says UTC, so the browser's own zone is chosen for the person (Chrome calls it
    // Asia/Calcutta; the list uses today's name).
    await expect.poll(() => page.getByLabel("Time zone").inputValue()).toBe("Asia/Kolkata");
    await page.getByLabel("Username").fill(person.username);
    await page.getByLabel("Time zone").selectOption("America/Chicago");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expectStep(page, "/onboarding/plan-selection", 5);
    const planNames = (await page.getByRole("heading", { level: 2 }).allInnerTexts()).map((text) => text.trim());
    expect(planNames).toEqual(["Free", "Premium", "Free and Premium"]);
    // The free limits are the gate's own (D1, seeded with the access-check set).
    const journalRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Journal entries" }) });
    expect(await journalRow.getByRole("cell").allInnerTexts()).toEqual(["10 a month", "Unlimited"]);
    await checkA11y(page);
    await page.getByRole("link", { name: "Back" }).click();
    await expectStep(page, "/onboarding/profile", 4);
    expect(await page.getByLabel("Username").inputValue()).toBe(person.username);
    expect(await page.getByLabel("Time zone").inputValue()).toBe("America/Chicago");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await expectStep(page, "/onboarding/plan-selection", 5);
    await page.getByRole("button", { name: "Continue with Free" }).click();

    await expectStep(page, "/onboarding/complete", 6);
    await page.getByRole("button", { name: "Go to Today" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const toast = page
      .getByRole("list", { name: "Messages" })
      .getByRole("listitem")
      .filter({ hasText: "You're all set" });
    await toast.waitFor();
    expect(await toast.innerText()).toContain("Your first devotional is waiting.");
    await checkA11y(page);

    await visit(page, "/onboarding/focus");
    expect(pathname(page)).toBe("/");
  });
});

describe("without JavaScript", () => {
  test.override("contextOptions", { bypassCSP: true, javaScriptEnabled: false });

  // axe needs JavaScript in the page; these are the same pages the journey above checks with it.
  test("every step is a real form: checkboxes for topics, a multipart avatar upload", async ({ baseURL, page }) => {
    const person = newPerson("Ezra Boone");
    await signUpFromBrowser(page, baseURL, person);
    await page.goto("/");
    expect(pathname(page)).toBe("/onboarding/welcome");
    await page.getByRole("link", { name: "Let's begin" }).click();
    await page.getByRole("checkbox", { name: "Marriage" }).check();
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/onboarding/intentions");
    await page.getByRole("checkbox", { name: "Forgiveness" }).check();
    await page.getByLabel("Add your own").fill("Listening before speaking");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/onboarding/profile");
    await page.getByLabel("Username").fill(person.username);
    await page.getByLabel("Time zone").selectOption("Europe/London");
    await page
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/onboarding/plan-selection");
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/onboarding/profile");
    expect(await page.getByRole("img", { name: "Your current photo" }).getAttribute("src")).toMatch(
      /^\/media\/avatars\/.+\.png$/
    );
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Europe/London");
    await page.getByRole("link", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/onboarding/intentions");
    expect(await page.getByRole("checkbox", { name: "Forgiveness" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Listening before speaking" }).isChecked()).toBe(true);

    await page.goto("/onboarding/plan-selection");
    await page.getByRole("button", { name: "Continue with Free" }).click();
    await page.waitForURL((url) => url.pathname === "/onboarding/complete");
    await page.getByRole("button", { name: "Go to Today" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => h1(page).innerText()).toBe("Today");
  });
});

test("a half-onboarded member who signs in again continues at /onboarding/intentions", async ({ baseURL, page }) => {
  const person = newPerson("Silas Grant");
  await signUpFromBrowser(page, baseURL, person);
  await visit(page, "/onboarding/focus");
  await page.getByRole("checkbox", { name: "Brotherhood" }).check();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/onboarding/intentions");
  await page.context().clearCookies();

  await visit(page, "/auth");
  const form = page.getByRole("tabpanel", { name: AUTH_COPY.signInTab, exact: true });
  await form.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill(person.email);
  await form.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).fill(person.password);
  await form.getByRole("button", { name: AUTH_COPY.signInTab, exact: true }).click();
  await expectStep(page, "/onboarding/intentions", 3);
  expect(await h1(page).innerText()).toBe("What do you want to grow in right now?");
  await page.getByRole("link", { name: "Back" }).click();
  await expectStep(page, "/onboarding/focus", 2);
  expect(await page.getByRole("checkbox", { name: "Brotherhood" }).isChecked()).toBe(true);
});

test("two-factor: set up in Profile with a real code, sign out, and sign-in then asks for the code", async ({
  baseURL,
  page,
}) => {
  const person = newPerson("Caleb Stone");
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);

  await visit(page, "/settings");
  expect(await h1(page).innerText()).toBe("Profile");
  const main = page.getByRole("main");
  await main.getByText("Two-factor authentication is off", { exact: true }).waitFor();

  await twoFactorPanel(page).getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await page.getByText("That password isn't right. Please try again.").waitFor();
  await checkA11y(page);

  await twoFactorPanel(page).getByLabel("Current password").fill(person.password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const qr = page.getByRole("img", { name: "QR code to add Shepherd to your authenticator app" });
  await qr.waitFor();
  expect(await qr.locator("svg").count()).toBe(1);
  expect(
    await page
      .getByRole("listitem")
      .filter({ hasText: /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/ })
      .count()
  ).toBe(10);
  await page.getByText("Save these somewhere safe; each works once.").waitFor();
  await checkA11y(page);
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");

  await page.getByLabel("6-digit code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await page.getByText("That code didn't work. Check your authenticator app and try again.").waitFor();
  await qr.waitFor();
  await checkA11y(page);

  await page.getByLabel("6-digit code from your app").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await main.getByText("Two-factor authentication is on", { exact: true }).waitFor();
  await checkA11y(page);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();

  const signInResponse = await page.context().request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: person.email, password: person.password },
    headers: { Origin: baseURL },
  });
  expect(signInResponse.status()).toBe(200);
  expect(await signInResponse.json()).toMatchObject({ twoFactorRedirect: true });
});
