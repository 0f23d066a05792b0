/**
 * The Word in a real browser (docs/decisions/012-the-word.md): the picker by keyboard alone to
 * Psalm 23, a deep link's verse, search and the reference jump, a highlight and a note that are
 * still there after a reload, the saved list, text size and the dark theme, the verse image, a
 * devotional's passage on Today opening the reader at its verse, and a chapter read aloud through
 * the app's player (browser speech, through a speech-synthesis double). axe-core runs on every
 * page and open dialog.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import {
  IMAGE_COPY,
  NOTE_COPY,
  PICKER_COPY,
  SAVED_COPY,
  SEARCH_COPY,
  SELECTION_COPY,
  VERSE_OF_THE_DAY_COPY,
} from "../../app/kernel/copy/word";
import { AUDIO_COPY, PLAYER_LABELS } from "../../app/kernel/copy/audio";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { newPerson, onboard, signUpFromBrowser } from "./people";
import { installSpeechDouble } from "./speech-double";

async function newMember(page: Page, baseURL: string, name: string) {
  const person = newPerson(name);
  await signUpFromBrowser(page, baseURL, person);
  await onboard(page.context().request, baseURL, person);
  return person;
}

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? `${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`.trim() : "";
  });

/** Presses Tab until the focused control's name contains `name` (keyboard only, as a person would). */
async function tabTo(page: Page, name: string, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if ((await focusedName(page)).includes(name)) return;
  }
  throw new Error(`Tab never reached “${name}”`);
}

describe("The Word", () => {
  test("the picker takes a keyboard to Psalm 23 (listbox of books, grid of chapters)", async ({ page }) => {
    await visit(page, "/word");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("John 1");
    await expect.poll(() => page.getByRole("heading", { name: VERSE_OF_THE_DAY_COPY.heading }).count()).toBe(1);

    await tabTo(page, PICKER_COPY.title);
    await page.keyboard.press("Enter");
    const books = page.getByRole("listbox", { name: PICKER_COPY.books });
    await expect.poll(() => books.evaluate((element) => element === document.activeElement)).toBe(true);
    await checkA11y(page);

    await page.keyboard.type("ps");
    await expect.poll(() => page.getByRole("option", { name: "Psalms" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("option", { name: "Proverbs" }).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");

    const grid = page.getByRole("grid", { name: PICKER_COPY.chapters("Psalms") });
    await expect.poll(() => grid.count()).toBe(1);
    await expect.poll(() => focusedName(page)).toBe("Psalms 1 1");
    await checkA11y(page);
    // Down four rows of five and right twice: 1 → 21 → 23.
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight"])
      await page.keyboard.press(key);
    await expect.poll(() => focusedName(page)).toBe("Psalms 23 23");
    await page.keyboard.press("Enter");

    await page.waitForURL(/\/word\/Ps\/23$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Psalms 23");
    await expect.poll(() => page.getByText("A Psalm by David.").count()).toBe(1);
    await expect.poll(() => page.locator('[id="1"]').innerText()).toContain("Yahweh is my shepherd;");
    await checkA11y(page);

    // Digits jump in the chapter grid too.
    await tabTo(page, PICKER_COPY.title);
    await page.keyboard.press("Enter");
    await page.keyboard.type("john");
    await page.keyboard.press("Enter");
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/word\/John\/3$/);
  });

  test("a deep link marks its verse", async ({ page }) => {
    await visit(page, "/word/John/3#16");
    await expect
      .poll(() => page.locator('[id="16"]').evaluate((element) => element.className))
      .toContain("bg-accent/15");
    await expect.poll(() => page.locator('[id="17"]').evaluate((element) => element.className)).not.toContain("ring-1");
    await visit(page, "/word/1Cor/13#4-7");
    for (const verse of [4, 7]) {
      await expect
        .poll(() => page.locator(`[id="${verse}"]`).evaluate((element) => element.className))
        .toContain("ring-1");
    }
  });

  test("search finds “iron sharpens”, pages and filters, and a reference jumps", async ({ page }) => {
    await visit(page, "/word/search");
    await page.getByLabel(SEARCH_COPY.label).fill("iron sharpens");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=iron\+sharpens/);
    const first = page.getByRole("listitem").filter({ hasText: "Proverbs 27:17" });
    await expect.poll(() => first.count()).toBe(1);
    await expect.poll(() => first.locator("mark").first().innerText()).toBe("Iron");
    await checkA11y(page);

    await page.getByLabel(SEARCH_COPY.label).fill("shepherd");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=shepherd/);
    await page.getByRole("link", { name: /^New Testament/ }).click();
    await page.waitForURL(/scope=NT/);
    await expect.poll(() => page.getByRole("link", { name: "John 10:11" }).count()).toBe(1);
    await page.getByRole("link", { name: SEARCH_COPY.next }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText(SEARCH_COPY.pageOf(2, 2)).count()).toBe(1);
    await checkA11y(page);

    await page.getByLabel(SEARCH_COPY.label).fill("eph 5:25");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/word\/Eph\/5#25$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Ephesians 5");
  });

  test("a highlight and a note survive a reload and show in the saved list", async ({ page, baseURL }) => {
    await newMember(page, baseURL, "Caleb");
    await visit(page, "/word/John/3");

    await page.getByRole("button", { name: "Verse 16", exact: true }).click();
    const bar = page.getByRole("group", { name: SELECTION_COPY.toolbar("John 3:16") });
    await expect.poll(() => bar.count()).toBe(1);
    await checkA11y(page);
    await bar.getByRole("button", { name: SELECTION_COPY.highlight("Yellow") }).click();
    await expect.poll(() => toast(page, SELECTION_COPY.highlighted).count()).toBe(1);
    await expect.poll(() => bar.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('[id="16"]').getAttribute("data-highlight")).toBe("yellow");
    await checkA11y(page);

    await page.getByRole("button", { name: "Verse 16", exact: true }).click();
    await page.getByRole("button", { name: "Verse 17", exact: true }).click();
    await page.getByRole("button", { name: SELECTION_COPY.note, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: NOTE_COPY.titleNew("John 3:16-17") });
    await expect.poll(() => dialog.count()).toBe(1);
    await checkA11y(page);
    await dialog.getByLabel(NOTE_COPY.label).fill("Love gives first. Lead the family in it.");
    await dialog.getByRole("button", { name: NOTE_COPY.save }).click();
    await expect.poll(() => toast(page, NOTE_COPY.saved).count()).toBe(1);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Love gives first. Lead the family in it.").count()).toBe(1);

    await visit(page, "/word/saved");
    await expect.poll(() => page.getByRole("link", { name: "John 3:16", exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText("Love gives first. Lead the family in it.").count()).toBe(1);
    await page.getByRole("link", { name: "Green" }).click();
    await page.waitForURL(/color=green/);
    await expect.poll(() => page.getByText(SAVED_COPY.noHighlightsIn("Green")).count()).toBe(1);
    await page.getByLabel(SAVED_COPY.searchNotes).fill("family");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=family/);
    await expect.poll(() => page.getByText("Love gives first. Lead the family in it.").count()).toBe(1);
    await checkA11y(page);
  });

  test("text size and the dark theme stay after a reload and pass axe", async ({ page }) => {
    await visit(page, "/word/Ps/23");
    await page.getByRole("button", { name: "Text and theme" }).click();
    await page.getByLabel("Extra large").check();
    await page.getByLabel("Dark").check();
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);
    // The app-wide size: the root grows to 125 % of the browser's 16 px, and the reader with it.
    const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await expect.poll(size).toBe("20px");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await checkA11y(page);
  });

  test("a visitor's verse becomes an image; highlighting asks him to sign in", async ({ page }) => {
    await visit(page, "/word/Prov/27");
    await page.getByRole("button", { name: "Verse 17", exact: true }).click();
    const signIn = page.getByRole("link", { name: SELECTION_COPY.signIn });
    await expect.poll(() => signIn.getAttribute("href")).toBe("/auth?redirectTo=%2Fword%2FProv%2F27");
    await page.getByRole("button", { name: SELECTION_COPY.image, exact: true }).click();
    const image = page.getByRole("img", { name: IMAGE_COPY.alt("Proverbs 27:17") });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1080);
    await expect
      .poll(() => page.getByRole("link", { name: IMAGE_COPY.downloadSvg }).getAttribute("download"))
      .toBe("Prov-27-17.svg");
    await checkA11y(page);
  });

  test("a devotional's passage on Today opens the reader at its verse, marked and in view", async ({ page }) => {
    await visit(page, "/");
    const passage = page.getByTestId("devotional-passage").getByRole("link");
    await expect.poll(() => passage.count()).toBe(1);
    const reference = await passage.innerText();
    const href = (await passage.getAttribute("href"))!;
    const [, book, chapter, verse] = /^\/word\/(\w+)\/(\d+)#(\d+)(?:-\d+)?$/.exec(href) ?? [];
    expect(verse, `${reference} → ${href}`).toBeDefined();
    await checkA11y(page);

    await passage.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(reference.replace(/:.*$/, ""));
    expect(`/word/${book}/${chapter}`).toBe(new URL(page.url()).pathname);
    const target = page.locator(`[id="${verse}"]`);
    await expect.poll(() => target.evaluate((element) => element.className)).toContain("ring-1");
    // Scrolled to: the verse is on screen, below the sticky header (it is far down its chapter).
    await expect
      .poll(() =>
        target.evaluate((element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return window.scrollY > 0 && top >= 0 && bottom <= window.innerHeight;
        })
      )
      .toBe(true);
    await checkA11y(page);

    // Listening to a chapter needs a session, as the devotional's audio does.
    await page.locator("[data-listen-button]").click();
    await expect.poll(() => toast(page, AUDIO_COPY.signInText).count()).toBe(1);
  });

  test("Listen reads a chapter through the app's player, marking the verse being read", async ({ page, baseURL }) => {
    await page.addInitScript(installSpeechDouble);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await newMember(page, baseURL, "Silas");
    await visit(page, "/word/John/3");
    const player = page.getByRole("region", { name: PLAYER_LABELS.region });
    const listen = page.locator("[data-listen-button]");
    const marked = () =>
      page.evaluate(() => {
        const all = document.querySelectorAll<HTMLElement>('[data-reading="true"]');
        return { count: all.length, verse: Number(all[0]?.dataset.verse ?? -1) };
      });

    const asked = page.waitForRequest("**/api/stream-audio");
    await listen.click();
    // The chapter is named by its key; its text is the server's (from D1), never sent by the page.
    expect((await asked).postDataJSON()).toEqual({ voice: "onyx", cacheKey: "bible-John-3" });

    await expect.poll(() => player.getAttribute("data-state")).toBe("expanded");
    expect(await player.textContent()).toContain(`${PLAYER_LABELS.chapterCollection}John 3`);
    await expect.poll(() => page.evaluate(() => window.__speech!.spoken.map((spoken) => spoken.text).slice(0, 2)), { timeout: 10_000 }).toEqual([
      "John 3",
      "Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews.",
    ]);
    await expect.poll(() => listen.innerText()).toBe(PLAYER_LABELS.pause);

    // The verse being read is marked, one at a time, and the mark moves on through the chapter.
    await expect.poll(async () => (await marked()).verse, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await marked()).verse, { timeout: 15_000 }).toBe(2);
    expect((await marked()).count).toBe(1);
    await checkA11y(page);

    // Forward 15 s skips verses on the estimated clock, and the page brings the marked verse into view.
    const before = (await marked()).verse;
    await player.getByRole("button", { name: PLAYER_LABELS.forward, exact: true }).click();
    await expect.poll(async () => (await marked()).verse).toBeGreaterThan(before);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const verse = document.querySelector('[data-reading="true"]')!.getBoundingClientRect();
          const bar = document.querySelector('[data-testid="audio-player"]')!.getBoundingClientRect();
          return verse.top >= 0 && verse.bottom <= bar.top;
        })
      )
      .toBe(true);

    await player.getByRole("button", { name: PLAYER_LABELS.close, exact: true }).click();
    await player.waitFor({ state: "detached" });
    expect((await marked()).count).toBe(0);
    expect(await listen.innerText()).toBe(AUDIO_COPY.listen);
  });
});
