/**
 * Today as a man meets it every morning: the devotional
 * streaming in, the connection slider by keyboard, the detailed check-in, the journal dialog with
 * its validation, Mark Complete and the streak, all still there after a reload; the backup
 * devotional and its retry; and a visitor's built-in devotional. axe-core runs on every state.
 */
import type { Locator, Page, Request } from "playwright-core";
import { encode } from "turbo-stream";
import { describe, expect } from "vitest";
import { DEVOTIONAL_COPY, JOURNAL_COPY, PROGRESS_COPY, TODAY, TODAY_LABELS } from "../../app/kernel/copy/today";
import { CHECKIN_COPY, CHECKIN_PANEL_COPY, COMPLETION_TOAST, CONNECTION_SLIDER_COPY, JOURNAL_DIALOG_COPY, STREAK_COPY } from "../../app/kernel/copy/today-member";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { GATE_COPY } from "../../app/kernel/membership";
import { libraryWhispers } from "../../worker/content/whispers";
import { checkA11y, DESKTOP_CHROME_USER_AGENT, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";

const BUILT_IN_PASSAGES = ["Ephesians 5:25", "Proverbs 27:17", "Joshua 24:15"];
const whispersFor = (trigger: "victory" | "daily_checkin" | "struggle") =>
  libraryWhispers.filter((whisper) => whisper.triggerType === trigger).map((whisper) => whisper.message);

const toast = (page: Page, title: string, list: "Messages" | "Alerts" = "Messages") =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: title });
const devotionalCard = (page: Page) => page.getByRole("article");
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
const streakBadge = (page: Page) => page.getByTestId("streak-badge");
const whisperMessage = (page: Page) => page.getByTestId("whisper-card").locator("p").first();
const checkInPanel = (page: Page) => page.getByTestId("checkin-panel");

/** A post of the Today page's form with this intent (its actions post to the route, through Remix's single fetch). */
const todayAction = (request: Request, intent: string) =>
  request.method() === "POST" &&
  new URL(request.url()).pathname === "/_root.data" &&
  new URLSearchParams(request.postData() ?? "").get("intent") === intent;

/** The Today action answers this intent with a 500 and the server's message, as Remix's single fetch sends it. */
async function failTodayAction(page: Page, intent: string, message: string) {
  const body = await new Response(encode({ data: { status: "error", error: { "": [message] }, title: null } })).text();
  await page.route("**/_root.data*", (route) =>
    todayAction(route.request(), intent)
      ? route.fulfill({ status: 500, contentType: "text/x-script", body })
      : route.fallback()
  );
}

async function newMember(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

/** The member's stored devotional for today (onboarding set his zone to UTC). */
async function todaysDevotional(page: Page, baseURL: string): Promise<{ title: string; passage: string }> {
  const response = await page
    .context()
    .request.post(`${baseURL}/api/generate-daily-devotional`, { headers: { Origin: baseURL }, data: { timezone: "UTC" } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function expectWhisperFrom(page: Page, trigger: "victory" | "daily_checkin" | "struggle") {
  const messages = whispersFor(trigger);
  await expect
    .poll(
      async () =>
        messages.includes(
          await whisperMessage(page)
            .innerText()
            .catch(() => "")
        ),
      { timeout: 10_000 }
    )
    .toBe(true);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("a member's morning", () => {
  test.override("contextOptions", {
    bypassCSP: true,
    viewport: { width: 360, height: 800 },
    userAgent: DESKTOP_CHROME_USER_AGENT,
  });

  test("devotional → slider → check-in → journal → Mark Complete, and all of it after a reload", async ({
    baseURL,
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(message.text());
    });
    await newMember(page, baseURL, "Micah Hale");

    // The skeleton holds the place, then the devotional streams in and replaces it. The test server
    // holds this page's devotional back (X-Test-Slow), so the order does not depend on the machine.
    // wrangler dev gzips HTML as Cloudflare's edge would, and workerd's encoder holds a streamed
    // body back until it ends; this page is asked for uncompressed, so its chunks arrive as sent.
    await page.setExtraHTTPHeaders({ "X-Test-Slow": "devotional", "Accept-Encoding": "identity" });
    await page.goto("/", { waitUntil: "commit" });
    await page.getByTestId("today-skeleton").waitFor();
    expect(await devotionalCard(page).count()).toBe(0);
    await devotionalCard(page).waitFor();
    expect(await page.getByTestId("today-skeleton").count()).toBe(0);
    await page.setExtraHTTPHeaders({});
    await waitForHydration(page);
    const devotional = await todaysDevotional(page, baseURL);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TODAY.title);
    await page.getByText(TODAY.subtitle).waitFor();
    expect(await devotionalCard(page).getByRole("heading", { level: 2 }).innerText()).toBe(devotional.title);
    expect(await page.getByTestId("devotional-passage").locator("cite").innerText()).toBe(devotional.passage);
    expect(await streakBadge(page).innerText()).toBe(`0 ${STREAK_COPY.label}`);
    expect(await noHorizontalScroll(page)).toBe(true);
    await checkA11y(page);

    // The slider: keyboard only, 50 → 25; one save, "Saved" flashes, a struggle whisper appears.
    const slider = page.getByRole("slider", { name: CONNECTION_SLIDER_COPY.label });
    expect(await slider.inputValue()).toBe("50");
    expect(await slider.getAttribute("aria-valuetext")).toBe("Connected");
    const saves: string[] = [];
    page.on("request", (request) => {
      if (todayAction(request, "connection")) saves.push(request.postData() ?? "");
    });
    await slider.focus();
    for (let press = 0; press < 25; press += 1) await page.keyboard.press("ArrowLeft");
    expect(await slider.inputValue()).toBe("25");
    expect(await slider.getAttribute("aria-valuetext")).toBe("Struggling");
    await page.getByRole("status").filter({ hasText: CHECKIN_COPY.savedFlash }).waitFor();
    await expectWhisperFrom(page, "struggle");
    expect(saves.map((body) => Number(new URLSearchParams(body).get("spiritual_connection")))).toEqual([25]);
    await checkA11y(page);
    await page.getByRole("status").filter({ hasText: CHECKIN_COPY.savedFlash }).waitFor({ state: "detached" });

    // The detailed check-in: closed → open → saved, with a daily_checkin whisper (25 is below 30).
    await button(checkInPanel(page), CHECKIN_PANEL_COPY.open).click();
    await checkInPanel(page).getByRole("checkbox", { name: "Fatherhood" }).check();
    await checkInPanel(page).getByLabel(CHECKIN_PANEL_COPY.notes).fill("Slow to anger with the kids");
    await checkA11y(page);
    await button(checkInPanel(page), CHECKIN_PANEL_COPY.save).click();
    await toast(page, CHECKIN_COPY.savedTitle).waitFor();
    expect(await toast(page, CHECKIN_COPY.savedTitle).innerText()).toContain(CHECKIN_COPY.savedText);
    await checkInPanel(page).getByText(CHECKIN_COPY.checkedInToday).waitFor();
    await button(checkInPanel(page), CHECKIN_COPY.edit).waitFor();
    await expectWhisperFrom(page, "daily_checkin");
    await expect.poll(() => streakBadge(page).innerText()).toBe(`1 ${STREAK_COPY.label}`);
    await checkA11y(page);

    // The journal dialog: Escape closes it and focus returns to the opener.
    const opener = button(devotionalCard(page), DEVOTIONAL_COPY.gatherThoughts);
    const dialog = page.getByRole("dialog", { name: DEVOTIONAL_COPY.gatherThoughts });
    await opener.click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(devotional.title);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(DEVOTIONAL_COPY.gatherThoughts);

    // 9 characters: the first error under the field, cleared by typing.
    await opener.click();
    const field = dialog.getByLabel(JOURNAL_DIALOG_COPY.field);
    await field.fill("Too short");
    await button(dialog, JOURNAL_DIALOG_COPY.save).click();
    await dialog.getByText(JOURNAL_COPY.tooShort).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await checkA11y(page);
    await field.press("End");
    await field.pressSequentially("!");
    await dialog.getByText(JOURNAL_COPY.tooShort).waitFor({ state: "detached" });

    // 60 characters: saved, the button changes, a victory whisper (over 50 characters).
    const reflection = "Lord, teach me to lead my family with patience and kindness.";
    expect(reflection).toHaveLength(60);
    await field.fill(reflection);
    await button(dialog, JOURNAL_DIALOG_COPY.save).click();
    await toast(page, JOURNAL_COPY.savedTitle).waitFor();
    expect(await toast(page, JOURNAL_COPY.savedTitle).innerText()).toContain(JOURNAL_COPY.savedText);
    await dialog.waitFor({ state: "hidden" });
    const savedButton = button(devotionalCard(page), DEVOTIONAL_COPY.journalEntrySaved);
    await savedButton.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(DEVOTIONAL_COPY.journalEntrySaved);
    await expectWhisperFrom(page, "victory");
    await checkA11y(page);

    // Mark Complete: the toast with the streak, the button gone, the badge, the upgrade banner (free).
    await button(devotionalCard(page), DEVOTIONAL_COPY.markComplete).click();
    const done = toast(page, COMPLETION_TOAST.title);
    await done.waitFor();
    expect(await done.innerText()).toContain("1-day streak");
    expect(await done.innerText()).toContain(COMPLETION_TOAST.description(1));
    expect(await button(page, DEVOTIONAL_COPY.markComplete).count()).toBe(0);
    expect(await streakBadge(page).innerText()).toBe(`1 ${STREAK_COPY.label}`);
    await page.getByRole("heading", { name: UPGRADE_PROMPTS.profile_completion.title }).waitFor();
    expect(await page.getByTestId("next-step").innerText()).toContain("You've walked with God today");
    await checkA11y(page);

    // Dismissing the whisper marks it read and hides it; focus stays on the page.
    const dismissed = await whisperMessage(page).innerText();
    const read = page.waitForResponse((response) =>
      /\/api\/whispers\/[^/]+\/read$/.test(new URL(response.url()).pathname)
    );
    await button(
      page.getByTestId("whisper-card"),
      `${TODAY_LABELS.whisperDismiss} ${TODAY_LABELS.whisperTitle}`
    ).click();
    expect((await read).status()).toBe(204);
    expect(await page.getByTestId("whisper-card").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");

    // A reload keeps every part of the day, and dark mode passes too.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await waitForHydration(page);
    await devotionalCard(page).waitFor();
    await button(devotionalCard(page), DEVOTIONAL_COPY.journalEntrySaved).waitFor();
    expect(await button(page, DEVOTIONAL_COPY.markComplete).count()).toBe(0);
    await checkInPanel(page).getByText(CHECKIN_COPY.checkedInToday).waitFor();
    await button(checkInPanel(page), CHECKIN_COPY.edit).waitFor();
    expect(await streakBadge(page).innerText()).toBe(`1 ${STREAK_COPY.label}`);
    expect(await slider.inputValue()).toBe("25");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    // The newest unread whisper now is the check-in's; the dismissed one stays read.
    await expectWhisperFrom(page, "daily_checkin");
    expect(await whisperMessage(page).innerText()).not.toBe(dismissed);
    expect(await noHorizontalScroll(page)).toBe(true);
    await checkA11y(page);

    // Edit reopens the saved check-in with its answers.
    await button(checkInPanel(page), CHECKIN_COPY.edit).click();
    expect(await checkInPanel(page).getByRole("checkbox", { name: "Fatherhood" }).isChecked()).toBe(true);
    expect(await checkInPanel(page).getByLabel(CHECKIN_PANEL_COPY.notes).inputValue()).toBe(
      "Slow to anger with the kids"
    );
    await checkA11y(page);
    expect(pageErrors).toEqual([]);
  });
});

test("a free member at his journal limit is told so, and save errors carry the server's message", async ({
  baseURL,
  page,
}) => {
  const person = await newMember(page, baseURL, "Amos Reed");
  const limit = await page.context().request.post(`${baseURL}/api/test/membership`, {
    headers: { Origin: baseURL },
    data: { email: person.email, usage: { journal_entries: 10 } },
  });
  expect(limit.status(), await limit.text()).toBe(200);
  await visit(page, "/");

  const dialog = page.getByRole("dialog", { name: DEVOTIONAL_COPY.gatherThoughts });
  await button(devotionalCard(page), DEVOTIONAL_COPY.gatherThoughts).click();
  await dialog.getByLabel(JOURNAL_DIALOG_COPY.field).fill("Grateful for a quiet morning with my son.");
  await button(dialog, JOURNAL_DIALOG_COPY.save).click();
  const limited = toast(page, GATE_COPY.limitTitle, "Alerts");
  await limited.waitFor();
  expect(await limited.innerText()).toContain("monthly limit of 10 journal entries");
  expect(await dialog.getByRole("alert").innerText()).toContain(GATE_COPY.limitTitle);
  await checkA11y(page);
  await page.keyboard.press("Escape");
  await button(devotionalCard(page), DEVOTIONAL_COPY.gatherThoughts).waitFor();

  await failTodayAction(page, "complete", "The database is resting.");
  await button(devotionalCard(page), DEVOTIONAL_COPY.markComplete).click();
  const failed = toast(page, PROGRESS_COPY.saveErrorTitle, "Alerts");
  await failed.waitFor();
  expect(await failed.innerText()).toContain("The database is resting.");
  await button(devotionalCard(page), DEVOTIONAL_COPY.markComplete).waitFor();

  await failTodayAction(page, "checkin", "The database is resting.");
  await button(checkInPanel(page), CHECKIN_PANEL_COPY.open).click();
  await button(checkInPanel(page), CHECKIN_PANEL_COPY.save).click();
  const checkInFailed = toast(page, CHECKIN_COPY.errorTitle, "Alerts");
  await checkInFailed.waitFor();
  expect(await checkInFailed.innerText()).toContain(CHECKIN_COPY.errorText);
  expect(await checkInPanel(page).getByText(CHECKIN_COPY.checkedInToday).count()).toBe(0);
  await checkA11y(page);
});

test("a failed load shows the backup devotional, and Retry brings today's back", async ({ baseURL, page }) => {
  await newMember(page, baseURL, "Silas Ward");
  // Page-level headers merge with the context's (its per-test CF-Connecting-IP stays).
  await page.setExtraHTTPHeaders({ "X-Test-Fail": "devotional" });
  await visit(page, "/");
  await page.getByText(DEVOTIONAL_COPY.backupNotice).waitFor();
  const retry = button(page, DEVOTIONAL_COPY.retry);
  await retry.waitFor();
  const passage = await page.getByTestId("devotional-passage").locator("cite").innerText();
  expect(BUILT_IN_PASSAGES).toContain(passage);

  await page.setExtraHTTPHeaders({});
  const devotional = await todaysDevotional(page, baseURL);
  await retry.click();
  await page.getByText(DEVOTIONAL_COPY.backupNotice).waitFor({ state: "detached" });
  await devotionalCard(page).getByRole("heading", { level: 2, name: devotional.title }).waitFor();
  expect(await page.getByTestId("devotional-passage").locator("cite").innerText()).toBe(devotional.passage);
  await checkA11y(page);
});

test("a visitor sees the sign-in notice and a built-in devotional; its actions ask him to sign in", async ({
  page,
}) => {
  await visit(page, "/");
  await page.getByText(DEVOTIONAL_COPY.signInToView).waitFor();
  expect(await page.getByRole("main").getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth");
  expect(BUILT_IN_PASSAGES).toContain(await page.getByTestId("devotional-passage").locator("cite").innerText());
  expect(await page.getByRole("slider").count()).toBe(0);
  expect(await streakBadge(page).count()).toBe(0);

  await button(devotionalCard(page), DEVOTIONAL_COPY.markComplete).click();
  const progress = toast(page, PROGRESS_COPY.signInTitle).filter({ hasText: PROGRESS_COPY.signInText });
  await progress.waitFor();
  await button(devotionalCard(page), DEVOTIONAL_COPY.gatherThoughts).click();
  await toast(page, PROGRESS_COPY.signInTitle).filter({ hasText: JOURNAL_COPY.signInText }).waitFor();
  await checkA11y(page);
});
