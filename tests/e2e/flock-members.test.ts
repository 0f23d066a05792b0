/**
 * Joining a flock as men meet it: a man with no flock sees the empty state, starts a flock, makes
 * its invite link and copies it; a brother on his own device opens the link, sees the flock's name
 * and joins; the leader sees him among the members and opens (then cancels) the close dialog.
 * axe-core runs on every page visited.
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { checkA11y, test, visit, waitForHydration } from "./browser";
import { onboardedMember } from "./people";

const C = FLOCK_COPY;
const toast = (page: Page, title: string) => page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: title });

describe("My Flock membership", () => {
  test("a man starts a flock and shares its link; a brother joins with it", async ({ baseURL, page, browser, context }) => {
    await onboardedMember(page, baseURL, "Caleb Stone");
    await visit(page, "/flock");
    await page.getByRole("heading", { name: C.list.emptyTitle }).waitFor();
    await page.getByRole("heading", { name: "Join with a code" }).waitFor();
    await waitForHydration(page);
    await checkA11y(page);

    await page.getByRole("link", { name: "Start a flock" }).click();
    await page.waitForURL("**/flock/new");
    await waitForHydration(page);
    await checkA11y(page);
    await page.getByLabel(C.create.name).fill("I");
    await page.getByRole("button", { name: C.create.submit }).click();
    await page.getByText(C.errors.name).waitFor();
    await page.getByLabel(C.create.name).fill("Iron Men");
    await page.getByLabel(C.create.description).fill("Tuesdays at six, Proverbs and coffee.");
    await page.getByRole("button", { name: C.create.submit }).click();
    await page.waitForURL(/\/flock\/[\w-]+$/);
    await toast(page, C.create.created).waitFor();
    await page.getByRole("heading", { level: 1, name: "Iron Men" }).waitFor();

    await page.getByRole("button", { name: C.page.inviteMake }).click();
    await toast(page, C.page.inviteMade).waitFor();
    const link = (await page.getByTestId("invite-link").textContent())!;
    expect(link).toMatch(/\/flock\/join\/[A-Z2-9]{8}$/);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await waitForHydration(page);
    await page.getByRole("button", { name: C.page.copyLink }).click();
    await toast(page, C.page.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await checkA11y(page);

    const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, bypassCSP: true, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.56" } });
    const brother = await other.newPage();
    try {
      await onboardedMember(brother, baseURL, "Gideon Ward");
      await visit(brother, new URL(link).pathname);
      await brother.getByText("Iron Men").waitFor();
      await waitForHydration(brother);
      await checkA11y(brother);
      await brother.getByRole("button", { name: C.join.submit, exact: true }).click();
      await brother.waitForURL(/\/flock\/[\w-]+$/);
      await toast(brother, C.join.joined).waitFor();
      await brother.getByText(C.page.roles.member).first().waitFor();
      await checkA11y(brother);
    } finally {
      await other.close();
    }

    await page.reload();
    await page.getByText("Gideon Ward").waitFor();
    await waitForHydration(page);
    await page.getByRole("button", { name: C.page.close }).click();
    const dialog = page.getByRole("dialog", { name: C.page.closeTitle });
    await dialog.waitFor();
    await checkA11y(page);
    await dialog.getByRole("button", { name: C.page.cancel }).first().click();
    await dialog.waitFor({ state: "hidden" });
  });
});
