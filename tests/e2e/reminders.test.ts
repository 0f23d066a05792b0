/**
 * The "Daily reminder" section of the Profile page as a member uses it on a server without VAPID
 * keys (the e2e server has none): push is offered but plainly not configured, email reminders save.
 * Push delivery itself is proven in tests/worker/reminders.test.ts against a fake push service.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { REMINDER_COPY } from "../../app/kernel/reminders";
import { checkA11y, test, visit } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const section = (page: Page) => page.getByRole("region", { name: REMINDER_COPY.heading });
const checkbox = (page: Page, name: string) => section(page).getByRole("checkbox", { name, exact: true });
const timeSelect = (page: Page) => section(page).getByRole("combobox", { name: REMINDER_COPY.time });
const saveButton = (page: Page) => section(page).getByRole("button", { name: REMINDER_COPY.save });

test("a member turns on an email reminder; push says it is not configured on this server", async ({ page, baseURL }) => {
  const person = newPerson("Reminder Rob");
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);

  await visit(page, "/settings");
  await section(page).getByText(REMINDER_COPY.pushNotConfigured).waitFor();
  expect(await checkbox(page, REMINDER_COPY.push).isDisabled()).toBe(true);
  expect(await checkbox(page, REMINDER_COPY.enabled).isChecked()).toBe(false);
  expect(await timeSelect(page).inputValue()).toBe("07:00");

  // On with no channel: the form says what to do and saves nothing.
  await checkbox(page, REMINDER_COPY.enabled).check();
  await checkbox(page, REMINDER_COPY.email).uncheck();
  await saveButton(page).click();
  await section(page).getByRole("alert").filter({ hasText: REMINDER_COPY.chooseChannel }).waitFor();
  await checkA11y(page);

  await checkbox(page, REMINDER_COPY.enabled).check();
  await checkbox(page, REMINDER_COPY.email).check();
  await timeSelect(page).selectOption("06:30");
  await saveButton(page).click();
  await page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: REMINDER_COPY.saved }).waitFor();

  await visit(page, "/settings");
  expect(await checkbox(page, REMINDER_COPY.enabled).isChecked()).toBe(true);
  expect(await checkbox(page, REMINDER_COPY.email).isChecked()).toBe(true);
  expect(await timeSelect(page).inputValue()).toBe("06:30");
  expect(await timeSelect(page).locator("option:checked").innerText()).toBe("6:30 AM");
});
