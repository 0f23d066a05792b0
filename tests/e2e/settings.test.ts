/**
 * Profile (/settings) as a man uses it: theme and text size that stay after a reload with no flash,
 * the display name with the sign-up rule, a photo that shows in the header, his data as a JSON
 * download, and deleting the account (the word DELETE and his password), after which he cannot sign
 * in. axe-core runs on every state.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { AUTH_SCREEN_COPY } from "../../app/kernel/auth-form";
import { AUTH_COPY, AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { APPEARANCE_COPY, AVATAR_SETTINGS_COPY, DATA_COPY, PROFILE_COPY, REAUTH_COPY } from "../../app/kernel/copy/settings";
import { checkA11y, recordRootBeforeBody, rootBeforeBody, test, visit, waitForHydration } from "./browser";
import { onboardedMember, postForm } from "./people";

/** The smallest valid PNG: 1×1, one transparent pixel. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const toast = (page: Page, title: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

test("theme and text size stay after a reload, applied before the first paint; axe passes in both themes", async ({
  baseURL,
  context,
  page,
}) => {
  await recordRootBeforeBody(context);
  await onboardedMember(page, baseURL, "Gideon Ward");
  await visit(page, "/settings");
  const appearance = region(page, APPEARANCE_COPY.heading);
  expect(await appearance.getByRole("radio", { name: APPEARANCE_COPY.themes.light }).isChecked()).toBe(true);
  expect(await appearance.getByRole("radio", { name: APPEARANCE_COPY.sizes.md }).isChecked()).toBe(true);
  const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootFontSize()).toBe("16px");

  await appearance.getByRole("radio", { name: APPEARANCE_COPY.themes.dark }).check();
  await appearance.getByRole("radio", { name: APPEARANCE_COPY.sizes.xl }).check();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await expect.poll(rootFontSize).toBe("20px");
  expect(await page.evaluate(() => [localStorage.getItem("theme"), localStorage.getItem("text-size")])).toEqual(["dark", "xl"]);
  // The footer's theme control shows the same choice.
  expect(await page.getByRole("contentinfo").getByLabel("Theme").inputValue()).toBe("dark");

  await page.reload();
  await waitForHydration(page);
  expect(await rootBeforeBody(page)).toEqual({ dark: true, textSize: "xl" });
  expect(await rootFontSize()).toBe("20px");
  await expect.poll(() => appearance.getByRole("radio", { name: APPEARANCE_COPY.themes.dark }).isChecked()).toBe(true);
  expect(await appearance.getByRole("radio", { name: APPEARANCE_COPY.sizes.xl }).isChecked()).toBe(true);
  await checkA11y(page);

  await appearance.getByRole("radio", { name: APPEARANCE_COPY.themes.light }).check();
  await appearance.getByRole("radio", { name: APPEARANCE_COPY.sizes.md }).check();
  await expect.poll(rootFontSize).toBe("16px");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
});

test("display name: one character is refused with the sign-up message, then a real name is saved", async ({ baseURL, page }) => {
  await onboardedMember(page, baseURL, "Silas Boone");
  await visit(page, "/settings");
  const profile = region(page, PROFILE_COPY.heading);
  const name = profile.getByLabel("Display name");
  expect(await name.inputValue()).toBe("Silas Boone");

  await name.fill("S");
  await profile.getByRole("button", { name: PROFILE_COPY.save }).click();
  await profile.getByText(VALIDATION_COPY.nameTooShort).waitFor();
  expect(await name.getAttribute("aria-invalid")).toBe("true");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("displayName");
  await checkA11y(page);

  await name.fill("Silas J. Boone");
  await profile.getByRole("button", { name: PROFILE_COPY.save }).click();
  await toast(page, PROFILE_COPY.saved).waitFor();
  await page.reload();
  await waitForHydration(page);
  expect(await region(page, PROFILE_COPY.heading).getByLabel("Display name").inputValue()).toBe("Silas J. Boone");
  expect(await region(page, PROFILE_COPY.heading).getByText(VALIDATION_COPY.nameTooShort).count()).toBe(0);
});

test("a photo he uploads is shown in the header, and removing it takes it away", async ({ baseURL, page }) => {
  const person = await onboardedMember(page, baseURL, "Asher Cole");
  await visit(page, "/settings");
  const profileButton = page.getByRole("banner").getByRole("link", { name: "Profile" });
  expect(await profileButton.locator("img").count()).toBe(0);

  const profile = region(page, PROFILE_COPY.heading);
  await profile.getByLabel("Photo (optional)").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
  await profile.getByRole("img", { name: "Your new photo" }).waitFor();
  await profile.getByRole("button", { name: PROFILE_COPY.save }).click();
  await toast(page, PROFILE_COPY.saved).waitFor();

  const photo = profileButton.locator("img");
  await expect.poll(() => photo.getAttribute("src")).toMatch(new RegExp(`^/media/avatars/${person.id}/[0-9a-f-]{36}\\.png$`));
  await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
  await checkA11y(page);

  await region(page, PROFILE_COPY.heading).getByRole("button", { name: AVATAR_SETTINGS_COPY.remove }).click();
  await toast(page, AVATAR_SETTINGS_COPY.removed).waitFor();
  await expect.poll(() => profileButton.locator("img").count()).toBe(0);
  expect(await region(page, PROFILE_COPY.heading).getByRole("img", { name: "Your current photo" }).count()).toBe(0);
});

test("his data downloads as JSON with his own rows in it", async ({ baseURL, page }) => {
  const person = await onboardedMember(page, baseURL, "Ezra Hale");
  const entry = "Forgave my brother tonight. It was long overdue, and lighter than I feared.";
  const written = await postForm(page.context().request, baseURL, "/journal", [
    ["intent", "create"],
    ["content", entry],
  ]);
  expect(written.status()).toBe(302);

  await visit(page, "/settings");
  const data = region(page, DATA_COPY.heading);
  const download = page.waitForEvent("download");
  await data.getByRole("link", { name: DATA_COPY.exportLink }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shepherd-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(exported.account).toMatchObject({ id: person.id, email: person.email });
  expect(exported.profile).toMatchObject({ displayName: "Ezra Hale", username: person.username, focusAreas: ["Leadership"] });
  expect(exported.journalEntries.map((row: { content: string }) => row.content)).toEqual([entry]);
});

test("deleting the account takes the typed word and his password, signs him out, and he cannot sign in again", async ({ baseURL, page }) => {
  const person = await onboardedMember(page, baseURL, "Micah Stone");
  await visit(page, "/settings");
  const data = region(page, DATA_COPY.heading);
  const confirmation = data.getByLabel(DATA_COPY.confirmLabel);
  await data.getByText(DATA_COPY.confirmHint(person.email)).waitFor();

  const password = data.getByLabel(REAUTH_COPY.passwordLabel);
  await confirmation.fill("delete it");
  await password.fill(person.password);
  await data.getByRole("button", { name: DATA_COPY.deleteButton }).click();
  await data.getByText(DATA_COPY.confirmMismatch).waitFor();
  expect(await confirmation.getAttribute("aria-invalid")).toBe("true");
  await checkA11y(page);

  // The word alone is not enough: a wrong password is refused on its field and nothing is deleted.
  await confirmation.fill("DELETE");
  await password.fill("not-my-password");
  await data.getByRole("button", { name: DATA_COPY.deleteButton }).click();
  await data.getByText(REAUTH_COPY.wrongPassword).waitFor();
  expect(await password.getAttribute("aria-invalid")).toBe("true");
  expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
  await checkA11y(page);

  await password.fill(person.password);
  await data.getByRole("button", { name: DATA_COPY.deleteButton }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await toast(page, DATA_COPY.deleted).waitFor();
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
  await checkA11y(page);

  await visit(page, "/auth");
  const signIn = page.getByRole("tabpanel", { name: AUTH_COPY.signInTab, exact: true });
  await signIn.getByLabel(AUTH_SCREEN_COPY.emailLabel).fill(person.email);
  await signIn.getByLabel(AUTH_SCREEN_COPY.passwordLabel, { exact: true }).fill(person.password);
  await signIn.getByRole("button", { name: AUTH_COPY.signInTab, exact: true }).click();
  await page.getByText(AUTH_ERROR_COPY.invalidCredentials).first().waitFor();
  expect(new URL(page.url()).pathname).toBe("/auth");
  const settings = await page.goto("/settings");
  expect(new URL(settings!.url()).pathname).toBe("/auth");
});
