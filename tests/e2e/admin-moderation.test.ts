/**
 * Moderation and support as an administrator and a member meet them, on a phone-sized screen: an
 * administrator removes a reported Pasture post from /admin/reports and sees it in the moderation
 * log; a member writes to support from Settings, the administrator answers from /admin/support, and
 * the member reads the answer in Settings. axe-core on every page.
 */
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { REPORTS_COPY, SUPPORT_ADMIN_COPY } from "../../app/kernel/copy/admin";
import { SUPPORT_COPY } from "../../app/kernel/copy/support";
import { checkA11y, signIn, test, visit } from "./browser";
import { E2E_ADMIN_EMAIL } from "./global-setup";
import { newPerson, onboard, onboardedMember, verificationLinkFor, type Person } from "./people";

const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

/**
 * The e2e server's administrator (ADMIN_EMAILS) in a browser context of his own: signed up,
 * onboarded and verified the first time any journey needs him, signed in after that.
 */
async function administrator(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, bypassCSP: true, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.249" } });
  const page = await context.newPage();
  const admin: Person = { ...newPerson("Pastor Reed"), email: E2E_ADMIN_EMAIL };
  const signUp = await context.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email: admin.email, password: admin.password, name: admin.name },
    headers: { Origin: baseURL },
  });
  if (signUp.status() === 200) {
    await onboard(context.request, baseURL, admin);
    await page.goto(await verificationLinkFor(context.request, baseURL, admin.email));
    await page.waitForURL((url) => url.pathname === "/");
  } else {
    await signIn(page, baseURL, admin.email, admin.password);
  }
  return { context, page };
}

test("an administrator removes a reported Pasture post; the moderation log records it", async ({ baseURL, browser, page }) => {
  const author = await onboardedMember(page, baseURL, "Ezra Quill");
  const body = `Buy my course, brothers — ${author.username}`;
  const posted = await page.context().request.post(`${baseURL}/api/pasture/posts`, { data: { body }, headers: { Origin: baseURL } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { post } = (await posted.json()) as { post: { id: string } };

  const reporterContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.248" } });
  const { context, page: admin } = await administrator(browser, baseURL);
  try {
    const reporter = await reporterContext.newPage();
    await onboardedMember(reporter, baseURL, "Levi Watch");
    const reported = await reporterContext.request.post(`${baseURL}/api/pasture/reports`, { data: { kind: "post", id: post.id, reason: "spam" }, headers: { Origin: baseURL } });
    expect(reported.status(), await reported.text()).toBe(200);

    await visit(admin, "/admin/reports");
    const item = admin.getByTestId("moderation-item").filter({ hasText: body });
    await item.waitFor();
    expect(await item.innerText()).toContain(REPORTS_COPY.area.post);
    expect(await item.innerText()).toContain("Ezra Quill");
    expect(await item.innerText()).toContain(REPORTS_COPY.reporters(1));
    await checkA11y(admin);

    await item.getByLabel(REPORTS_COPY.note).fill("Selling in The Pasture.");
    await item.getByRole("button", { name: REPORTS_COPY.remove }).click();
    await toast(admin, REPORTS_COPY.removed).waitFor();
    await item.waitFor({ state: "detached" });
    const log = admin.getByRole("region", { name: REPORTS_COPY.log });
    await log.getByText("Selling in The Pasture.").first().waitFor();
    await checkA11y(admin);

    const gone = await page.context().request.get(`${baseURL}/pasture`);
    expect(await gone.text()).not.toContain(body);
  } finally {
    await reporterContext.close();
    await context.close();
  }
});

test("a member writes to support from Settings, the administrator answers, and the member reads it in Settings", async ({ baseURL, browser, page }) => {
  const member = await onboardedMember(page, baseURL, "Tobias Finch");
  const subject = `Reminder never came (${member.username})`;
  await visit(page, "/settings");
  const support = page.getByRole("region", { name: SUPPORT_COPY.heading, exact: true });
  await support.getByRole("button", { name: SUPPORT_COPY.send }).click();
  await support.getByText(SUPPORT_COPY.subjectEmpty).waitFor();
  await checkA11y(page);
  await support.getByLabel(SUPPORT_COPY.subject).fill(subject);
  await support.getByLabel(SUPPORT_COPY.message, { exact: true }).fill("I set my reminder for 7am but nothing arrived this morning.");
  await support.getByLabel(SUPPORT_COPY.page).fill("/settings#reminder-heading");
  await support.getByRole("button", { name: SUPPORT_COPY.send }).click();
  await toast(page, SUPPORT_COPY.sent).waitFor();
  await support.getByText(SUPPORT_COPY.status.open).first().waitFor();
  await checkA11y(page);

  const { context, page: admin } = await administrator(browser, baseURL);
  try {
    await visit(admin, "/admin/support?status=open");
    await checkA11y(admin);
    await admin.getByRole("link", { name: subject }).click();
    await admin.getByRole("heading", { level: 1, name: subject }).waitFor();
    await admin.getByText("I set my reminder for 7am").waitFor();
    await checkA11y(admin);
    await admin.getByLabel(SUPPORT_ADMIN_COPY.reply).fill("Thank you, brother — turn on email reminders in Settings and it will come tomorrow.");
    await admin.getByRole("button", { name: SUPPORT_ADMIN_COPY.send }).click();
    await toast(admin, SUPPORT_ADMIN_COPY.sent).waitFor();
    await admin.getByText(SUPPORT_COPY.status.waiting).first().waitFor();
  } finally {
    await context.close();
  }

  await visit(page, "/settings");
  await support.getByText("turn on email reminders in Settings").waitFor();
  await support.getByText(SUPPORT_COPY.status.waiting).first().waitFor();
  await checkA11y(page);
});
