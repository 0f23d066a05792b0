/**
 * The Pasture's page as a member uses it with the keyboard, over the fixed feed of the test-only
 * /__test/pasture-preview (no posting is stored there): the @mention list, the report dialog, the
 * reaction toggles, "Load more", a link to one post, and axe in the light and the dark theme, at
 * phone width (the fixtures' 390 px).
 */
import type { Page, Route } from "playwright-core";
import { describe, expect } from "vitest";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { COMMENT_MAX_CHARS, NEW_POST_MESSAGE } from "../../app/kernel/pasture/rules";
import { checkA11y, gotoHydrated, test, visit, waitForHydration } from "./browser";
import { onboardedMember } from "./people";

const PREVIEW = "/__test/pasture-preview";

const SUGGESTIONS = [
  { id: "member-daniel", displayName: "Daniel Reyes", username: "daniel_r", avatarUrl: null },
  { id: "member-david", displayName: "David Kim", username: "davidk", avatarUrl: null },
];

/** The member list the mention route would answer (the route is not part of this page's tests). */
async function answerMentions(page: Page) {
  const asked: string[] = [];
  await page.route("**/api/pasture/mentions?**", (route) => {
    asked.push(new URL(route.request().url()).searchParams.get("q") ?? "");
    return route.fulfill({ json: { members: SUGGESTIONS } });
  });
  return asked;
}

const post = (page: Page, id: string) => page.locator(`article#post-${id}`);
const composer = (page: Page) => page.getByRole("textbox", { name: PASTURE_COPY.composerLabel });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("The Pasture's page", () => {
  test("passes axe at phone width in the light and the dark theme", async ({ page }) => {
    await visit(page, PREVIEW);
    expect(page.viewportSize()?.width).toBe(390);
    await page.getByRole("heading", { level: 1, name: PASTURE_COPY.title }).waitFor();
    await page.getByText(PASTURE_COPY.hiddenForReview).waitFor();
    expect(await page.getByRole("link", { name: PASTURE_COPY.libraryLink }).getAttribute("href")).toBe("/pasture/library");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await checkA11y(page);
  });

  test("suggests members after @, and the keyboard picks one", async ({ page }) => {
    const asked = await answerMentions(page);
    await gotoHydrated(page, PREVIEW);
    const field = composer(page);
    await field.click();
    await field.pressSequentially("Praying with @da");
    const list = page.getByRole("listbox", { name: PASTURE_COPY.mentionSuggestions });
    await list.waitFor();
    expect(asked).toContain("da");
    // A plain multiline text box (a textarea may not be a combobox) that names its list and has
    // the list's opening announced.
    expect(await field.getAttribute("role")).toBeNull();
    expect(await field.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    const announcement = page.getByRole("status").filter({ hasText: PASTURE_COPY.mentionsOffered(2) });
    await announcement.waitFor();
    const options = list.getByRole("option");
    expect(await options.count()).toBe(2);
    expect(await field.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));

    await page.keyboard.press("ArrowDown");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");

    await expect.poll(() => field.inputValue()).toBe("Praying with @davidk ");
    expect(await list.isHidden()).toBe(true);
    expect(await announcement.count()).toBe(0);
    expect(await field.getAttribute("aria-activedescendant")).toBeNull();
    await page.keyboard.type("tonight");
    expect(await field.inputValue()).toBe("Praying with @davidk tonight");

    // Escape closes the list and keeps what he typed.
    await page.keyboard.type(" and @d");
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    expect(await field.inputValue()).toBe("Praying with @davidk tonight and @d");
    await checkA11y(page);
  });

  test("the composer checks the post in the browser, counts its characters and says when it is shared", async ({ page }) => {
    await gotoHydrated(page, PREVIEW);
    const field = composer(page);
    const post = page.getByRole("button", { name: PASTURE_COPY.post, exact: true });
    await post.click();
    await page.getByText(PASTURE_COPY.postEmpty).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill("Grateful for this week");
    await page.getByText(PASTURE_COPY.characterCount(22, 2000)).waitFor();
    await page.getByLabel(PASTURE_COPY.shareLabel).selectOption({ label: "I read day 3 of “Leading at Home”" });
    expect(await page.locator('input[name="shareKind"]').inputValue()).toBe("plan_day");
    expect(await page.locator('input[name="shareId"]').inputValue()).toBe("plan-day-3");
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes(`${PREVIEW}.data`));
    await post.click();
    // Multipart, for the optional photo (Chromium does not hand such a body to the test to read).
    expect((await sent).headers()["content-type"]).toMatch(/^multipart\/form-data/);
    await page.getByRole("list", { name: "Messages" }).getByText(PASTURE_COPY.posted).waitFor();
    await expect.poll(() => field.inputValue()).toBe("");
  });

  test("the comment field offers the same list", async ({ page }) => {
    await answerMentions(page);
    await gotoHydrated(page, PREVIEW);
    const field = post(page, "p-plain").getByRole("textbox", { name: PASTURE_COPY.commentLabel });
    await field.click();
    await field.pressSequentially("@");
    await page.getByRole("listbox", { name: PASTURE_COPY.mentionSuggestions }).waitFor();
    await page.keyboard.press("Enter");
    await expect.poll(() => field.inputValue()).toBe("@daniel_r ");
  });

  test("a comment box takes his typing where he focused it, counts it, and Comment checks it in the browser", async ({ page }) => {
    await gotoHydrated(page, PREVIEW);
    const card = post(page, "p-plain");
    const field = card.getByRole("textbox", { name: PASTURE_COPY.commentLabel });
    const send = card.getByRole("button", { name: PASTURE_COPY.comment, exact: true });
    // Sent before he has written anything: refused in the browser, the box marked, nothing posted.
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes(`${PREVIEW}.data`)) posted += 1;
    });
    await send.click();
    await card.getByText(PASTURE_COPY.commentEmpty).waitFor();
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(0);

    // Another post's box, focused from the keyboard: his keys land in it and its count follows.
    const other = post(page, "p-scripture").getByRole("textbox", { name: PASTURE_COPY.commentLabel });
    await other.focus();
    await page.keyboard.type("Amen, brother");
    await expect.poll(() => focusedId(page)).toBe(await other.getAttribute("id"));
    expect(await other.inputValue()).toBe("Amen, brother");
    await post(page, "p-scripture").getByText(PASTURE_COPY.characterCount(13, COMMENT_MAX_CHARS)).waitFor();
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().includes(`${PREVIEW}.data`));
    await post(page, "p-scripture").getByRole("button", { name: PASTURE_COPY.comment, exact: true }).click();
    expect(new URLSearchParams((await sent).postData() ?? "").get("body")).toBe("Amen, brother");
    await expect.poll(() => other.inputValue()).toBe("");
  });

  test("reports from More actions in a dialog that holds focus until Escape", async ({ page }) => {
    await gotoHydrated(page, PREVIEW);
    const menuButton = post(page, "p-scripture").getByRole("button", { name: PASTURE_COPY.more, exact: true });
    await menuButton.click();
    await page.getByRole("menuitem", { name: PASTURE_COPY.report }).focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: PASTURE_COPY.reportTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole("radio").count()).toBe(5);
    // The page behind is inert: Tab cycles through the dialog's controls (passing, as Chromium does
    // for a modal <dialog>, through the browser's own toolbar, where the document has no focus).
    const visited = new Set<string>();
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((node) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "outside the page";
        return node.contains(active) ? `${active.tagName}:${active.getAttribute("value") ?? active.textContent}` : `behind: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(where).not.toMatch(/^behind/);
      visited.add(where);
    }
    const stops = [...visited].join("\n");
    for (const control of ["INPUT:harassment", "TEXTAREA:", `BUTTON:${PASTURE_COPY.reportSend}`, `BUTTON:${PASTURE_COPY.cancel}`]) expect(stops).toContain(control);

    // No reason chosen: the form says so, and nothing is sent.
    await dialog.getByRole("button", { name: PASTURE_COPY.reportSend }).click();
    await dialog.getByText(PASTURE_COPY.chooseReason).waitFor();

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => menuButton.evaluate((node) => node === document.activeElement)).toBe(true);

    // His own post offers no report, and another's offers Block too.
    expect(await post(page, "p-hidden").getByRole("button", { name: PASTURE_COPY.more, exact: true }).count()).toBe(0);
    await menuButton.click();
    await page.getByRole("menuitem", { name: PASTURE_COPY.block }).click();
    const block = page.getByRole("dialog", { name: PASTURE_COPY.blockTitle });
    await block.getByText(PASTURE_COPY.blockQuestion("Daniel Reyes")).waitFor();
    await checkA11y(page);
    await block.getByRole("button", { name: PASTURE_COPY.cancel }).first().click();
    await block.waitFor({ state: "hidden" });
  });

  test("Amen and Praying are toggles that show their new state at once", async ({ page }) => {
    await gotoHydrated(page, PREVIEW);
    const card = post(page, "p-scripture");
    const amen = card.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.amen, 4) });
    const praying = card.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.praying, 1) });
    expect(await amen.getAttribute("aria-pressed")).toBe("true");
    expect(await praying.getAttribute("aria-pressed")).toBe("false");

    // Hold the server's answer, to see the state the button shows while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    await page.route(`**${PREVIEW}.data*`, async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent.push(route.request().postData() ?? "");
      await held;
      return route.continue();
    });
    await praying.click();
    const pressedPraying = card.getByRole("button", { name: PASTURE_COPY.reactionCount(PASTURE_COPY.praying, 2) });
    await expect.poll(() => pressedPraying.getAttribute("aria-pressed")).toBe("true");
    expect(sent.join()).toContain("praying");
    release();
    // The fixed feed never records it, so the server's state (not pressed) comes back.
    await expect.poll(() => praying.getAttribute("aria-pressed")).toBe("false");
  });

  test("Load more appends the next page and moves focus to its first post", async ({ page }) => {
    await gotoHydrated(page, PREVIEW);
    expect(await page.getByText(PASTURE_COPY.endOfFeed).count()).toBe(0);
    await page.getByRole("button", { name: PASTURE_COPY.loadMore }).click();
    await expect.poll(() => focusedId(page)).toBe("post-p-older");
    await page.getByText(PASTURE_COPY.endOfFeed).waitFor();
    expect(await page.getByRole("button", { name: PASTURE_COPY.loadMore }).count()).toBe(0);
    expect(await post(page, "p-plain").count()).toBe(1);
    expect(await page.locator("article").count()).toBe(4);
  });

  test("a link to one post lands on it, focused", async ({ page }) => {
    await gotoHydrated(page, `${PREVIEW}#post-p-plain`);
    await expect.poll(() => focusedId(page)).toBe("post-p-plain");
  });

  test("a new-posts pill counts what the hub announces, and takes him to the top", async ({ baseURL, page }) => {
    // The bell holds the member's socket; here it is answered by the test, which plays the hub.
    await onboardedMember(page, baseURL, "Josiah Grant");
    let hub!: { send(message: string): void };
    const connected = new Promise<void>((resolve) => {
      void page.routeWebSocket("**/api/realtime", (socket) => {
        hub = socket;
        resolve();
      });
    });
    await gotoHydrated(page, PREVIEW);
    await connected;
    const pill = (count: number) => page.getByRole("button", { name: PASTURE_COPY.newPosts(count) });
    expect(await pill(1).count()).toBe(0);

    hub.send(JSON.stringify({ type: NEW_POST_MESSAGE }));
    await pill(1).waitFor();
    hub.send(JSON.stringify({ type: "something-else" }));
    hub.send(JSON.stringify({ type: NEW_POST_MESSAGE }));
    await pill(2).waitFor();
    await checkA11y(page);

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
    const reloaded = page.waitForResponse((response) => response.request().method() === "GET" && response.url().includes(`${PREVIEW}.data`));
    await pill(2).click();
    await reloaded;
    await pill(2).waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
  });
});
