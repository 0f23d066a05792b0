/**
 * The journal as a man keeps it (/journal, /whispers, /profile/{userId}): write a free entry
 * (with the journal's validation), search, open, edit, delete, and download Markdown and JSON; another
 * member cannot open it. Then his whispers (mark read) and his public profile. axe-core runs on
 * every state.
 */
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { PROFILE_PAGE } from "../../app/components/profile/copy";
import { JOURNAL_ENTRY_COPY, JOURNAL_PAGE } from "../../app/kernel/copy/journal";
import { JOURNAL_COPY } from "../../app/kernel/copy/today";
import { GATE_COPY } from "../../app/kernel/membership";
import { WHISPERS_PAGE } from "../../app/kernel/copy/whispers";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { onboardedMember } from "./people";

const toast = (page: Page, title: string) =>
  page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
const link = (scope: Page | Locator, name: string) => scope.getByRole("link", { name, exact: true });
const count = (page: Page) => page.getByTestId("journal-count");

async function writeEntry(page: Page, text: string) {
  const composer = page.locator("details", { has: page.locator("summary", { hasText: JOURNAL_PAGE.write }) });
  if (!(await composer.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await composer.locator("summary").click();
  }
  await composer.getByLabel(JOURNAL_PAGE.field).fill(text);
  await button(composer, JOURNAL_PAGE.save).click();
  return composer;
}

async function downloadText(page: Page, name: string) {
  const download = page.waitForEvent("download");
  await link(page, name).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

describe("a man's journal", () => {
  test("write, search, open, edit, delete and export; another member cannot open it", async ({ baseURL, browser, page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await onboardedMember(page, baseURL, "Eli Carter");

    await visit(page, "/journal");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(JOURNAL_PAGE.title);
    await page.getByText(JOURNAL_PAGE.empty).waitFor();
    expect(await count(page).innerText()).toBe(JOURNAL_PAGE.count(0));

    // Nine characters: the too-short message under the field, nothing saved.
    const composer = await writeEntry(page, "Too short");
    await composer.getByText(JOURNAL_COPY.tooShort).waitFor();
    expect(await composer.getByLabel(JOURNAL_PAGE.field).getAttribute("aria-invalid")).toBe("true");
    await checkA11y(page);

    const first = "Prayed for patience with the boys at bedtime. They fell asleep laughing.";
    await writeEntry(page, first);
    await toast(page, JOURNAL_COPY.savedTitle).waitFor();
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.count(1));
    expect(await composer.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);

    const second = "Called my brother after years of silence. Grace goes first, even when it is 100% awkward.";
    await writeEntry(page, second);
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.count(2));
    const entries = page.getByTestId("journal-entry");
    expect(await entries.first().innerText()).toContain(second);
    expect(await entries.first().innerText()).toContain(JOURNAL_PAGE.freeEntry);
    await checkA11y(page);

    // Search: case-insensitive, % taken literally, the match marked; then cleared.
    const search = page.getByLabel(JOURNAL_PAGE.searchLabel);
    await search.fill("PATIENCE");
    await button(page, JOURNAL_PAGE.search).click();
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.results(1, "PATIENCE"));
    expect(await entries.count()).toBe(1);
    expect(await entries.first().locator("mark").innerText()).toBe("patience");
    expect(new URL(page.url()).searchParams.get("q")).toBe("PATIENCE");
    await checkA11y(page);
    await search.fill("0%");
    await search.press("Enter");
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.results(1, "0%"));
    expect(await entries.first().innerText()).toContain("100% awkward");
    await link(page, JOURNAL_PAGE.clearSearch).click();
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.count(2));

    // Open, edit (the same validation), and see the new words.
    await entries.filter({ hasText: "patience" }).click();
    await page.getByRole("heading", { level: 1, name: JOURNAL_ENTRY_COPY.freeEntryTitle }).waitFor();
    const entryPath = new URL(page.url()).pathname;
    expect(await page.getByTestId("entry-content").innerText()).toBe(first);
    await checkA11y(page);
    await link(page, JOURNAL_ENTRY_COPY.edit).click();
    const field = page.getByLabel(JOURNAL_ENTRY_COPY.editTitle);
    await field.fill("   tiny   ");
    await button(page, JOURNAL_ENTRY_COPY.save).click();
    await page.getByText(JOURNAL_COPY.tooShort).waitFor();
    await checkA11y(page);
    const edited = "Prayed for patience with the boys at bedtime, and for my own tongue.";
    await field.fill(edited);
    await button(page, JOURNAL_ENTRY_COPY.save).click();
    await toast(page, JOURNAL_ENTRY_COPY.updatedTitle).waitFor();
    await expect.poll(() => page.getByTestId("entry-content").innerText()).toBe(edited);

    // Another member is told it does not exist.
    const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "CF-Connecting-IP": "203.0.113.251" } });
    try {
      const otherPage = await other.newPage();
      await onboardedMember(otherPage, baseURL, "Silas Ward");
      const response = await otherPage.goto(entryPath);
      expect(response?.status()).toBe(404);
      await otherPage.getByRole("heading", { name: JOURNAL_ENTRY_COPY.notFound }).waitFor();
      expect(await otherPage.content()).not.toContain("for my own tongue");
    } finally {
      await other.close();
    }

    // Delete: the confirmation, "Keep it", then for real.
    await link(page, JOURNAL_ENTRY_COPY.delete).click();
    const question = page.getByRole("heading", { name: JOURNAL_ENTRY_COPY.deleteTitle });
    await question.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(JOURNAL_ENTRY_COPY.deleteTitle);
    await checkA11y(page);
    await link(page, JOURNAL_ENTRY_COPY.keep).click();
    await question.waitFor({ state: "detached" });
    await link(page, JOURNAL_ENTRY_COPY.delete).click();
    await button(page, JOURNAL_ENTRY_COPY.confirmDelete).click();
    await toast(page, JOURNAL_ENTRY_COPY.deletedTitle).waitFor();
    await page.waitForURL((url) => url.pathname === "/journal");
    await expect.poll(() => count(page).innerText()).toBe(JOURNAL_PAGE.count(1));
    expect(await page.getByText("for my own tongue").count()).toBe(0);

    // Export: both downloads hold the remaining entry.
    const markdown = await downloadText(page, JOURNAL_PAGE.exportMarkdown);
    expect(markdown.name).toMatch(/^shepherd-journal-\d{4}-\d{2}-\d{2}\.md$/);
    expect(markdown.text).toContain("# Shepherd journal");
    expect(markdown.text).toContain(second);
    expect(markdown.text).not.toContain("for my own tongue");
    const json = await downloadText(page, JOURNAL_PAGE.exportJson);
    expect(json.name).toMatch(/\.json$/);
    const exported = JSON.parse(json.text) as { entry_count: number; entries: { content: string; devotional_title: string | null }[] };
    expect(exported.entry_count).toBe(1);
    expect(exported.entries[0]).toMatchObject({ content: second, devotional_title: null });

    // Dark mode passes too, the delete confirmation's colours included.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await visit(page, "/journal");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await entries.first().click();
    await link(page, JOURNAL_ENTRY_COPY.delete).click();
    await question.waitFor();
    await checkA11y(page);
    expect(pageErrors).toEqual([]);
  });
});

describe("the monthly limit and a long journal", () => {
  test("a free member at 10 sees the gate's reason; a long journal loads older entries in place", async ({ baseURL, page }) => {
    const me = await onboardedMember(page, baseURL, "Asa Morgan");
    const setMembership = async (data: object) => {
      const response = await page.context().request.post(`${baseURL}/api/test/membership`, { headers: { Origin: baseURL }, data: { email: me.email, ...data } });
      expect(response.status(), await response.text()).toBe(200);
    };
    await setMembership({ usage: { journal_entries: 10 } });
    await visit(page, "/journal");
    const composer = await writeEntry(page, "One more reflection this month.");
    const alert = composer.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain(GATE_COPY.limitTitle);
    expect(await alert.innerText()).toContain(GATE_COPY.limitReached(10, "journal_entry"));
    expect(await count(page).innerText()).toBe(JOURNAL_PAGE.count(0));
    await checkA11y(page);

    // Premium: no limit. 31 entries are one page and one more.
    await setMembership({ premium: true });
    for (let index = 1; index <= 31; index += 1) {
      const saved = await page.context().request.post(`${baseURL}/api/journal-entries`, { headers: { Origin: baseURL }, data: { content: `Numbered reflection ${index}.` } });
      expect(saved.status()).toBe(201);
    }
    await visit(page, "/journal");
    const entries = page.getByTestId("journal-entry");
    expect(await entries.count()).toBe(30);
    expect(await entries.first().innerText()).toContain("Numbered reflection 31.");
    await link(page, JOURNAL_PAGE.showOlder).click();
    await expect.poll(() => entries.count()).toBe(31);
    expect(await entries.last().innerText()).toContain("Numbered reflection 1.");
    expect(await link(page, JOURNAL_PAGE.showOlder).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("journal-entry");
    await checkA11y(page);
  });
});

describe("whispers and the profile", () => {
  test("marks a whisper read, and shows his own public face", async ({ baseURL, page }) => {
    const me = await onboardedMember(page, baseURL, "Noah Brooks");
    // A victory whisper follows a reflection of more than 50 characters saved today.
    const saved = await page.context().request.post(`${baseURL}/api/journal-entries`, {
      headers: { Origin: baseURL },
      data: { content: "A reflection long enough to ask for a victory encouragement today." },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const made = await page.context().request.post(`${baseURL}/api/generate-encouragement`, {
      headers: { Origin: baseURL },
      data: { triggerType: "victory", contextData: {} },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { whisper } = (await made.json()) as { whisper: { message: string; verse: string | null } };

    await visit(page, "/whispers");
    const item = page.getByTestId("whisper-item");
    expect(await item.count()).toBe(1);
    expect(await item.innerText()).toContain(whisper.message);
    expect(await item.innerText()).toContain(WHISPERS_PAGE.onToday);
    expect(await page.getByTestId("whispers-unread").innerText()).toBe(WHISPERS_PAGE.unread(1));
    await item.getByRole("button", { name: new RegExp(`^${WHISPERS_PAGE.markRead}`) }).click();
    await expect.poll(() => item.getAttribute("data-read")).toBe("true");
    await expect.poll(() => page.getByTestId("whispers-unread").innerText()).toBe(WHISPERS_PAGE.unread(0));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("whisper-item");
    await checkA11y(page);
    const latest = await page.context().request.get(`${baseURL}/api/whispers/latest`);
    expect(((await latest.json()) as { whisper: unknown }).whisper).toBeNull();

    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await visit(page, `/profile/${me.id}`);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("heading", { level: 1, name: me.name }).waitFor();
    expect(await page.getByTestId("profile-focus").innerText()).toContain("Leadership");
    await link(page, PROFILE_PAGE.editOwn).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await waitForHydration(page);
  });
});
