/**
 * Geometry for the wide-window journeys: where a page's parts stand relative to each other, and the
 * order keyboard focus meets them, read from the boxes the browser laid out.
 */
import type { Locator, Page } from "playwright-core";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box (is it displayed?)`);
  return box;
}

/** `b` stands wholly to the right of `a` and the two share some height (beside it, neither under the other). */
export const standsBeside = (a: Box, b: Box) => b.x >= a.x + a.width && b.y < a.y + a.height && a.y < b.y + b.height;

/** `b` stands wholly to the right of `a`, at any height (lower in a side column that runs longer than `a`). */
export const standsRightOf = (a: Box, b: Box) => b.x >= a.x + a.width;

/** `a` and `b` share a column (their left edges meet) and neither overlaps the other. */
export const stackedInOneColumn = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) <= 1 && (a.y + a.height <= b.y || b.y + b.height <= a.y);

/**
 * The reading order of named boxes: top first, then left for boxes whose tops meet (a row of two
 * columns reads left column, then right column).
 */
export function readingOrder(boxes: Record<string, Box>): string[] {
  const ROW_TOLERANCE = 4;
  return Object.keys(boxes).sort((a, b) => {
    const dy = boxes[a].y - boxes[b].y;
    return Math.abs(dy) > ROW_TOLERANCE ? dy : boxes[a].x - boxes[b].x;
  });
}

/**
 * Presses Tab from the top of the page until focus leaves the page's main content (or `limit` presses)
 * and returns the named regions focus met, in order, each run of presses inside one region counted once.
 */
export async function regionsFocusMeets(page: Page, regions: Record<string, Locator>, limit = 300): Promise<string[]> {
  for (const [name, locator] of Object.entries(regions)) {
    await locator.evaluate((element, value) => element.setAttribute("data-e2e-region", value), name);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const met: string[] = [];
  let enteredMain = false;
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      return {
        inMain: Boolean(focused?.closest("main")),
        region: focused?.closest<HTMLElement>("[data-e2e-region]")?.dataset.e2eRegion ?? null,
      };
    });
    if (where.inMain) enteredMain = true;
    else if (enteredMain) break;
    if (where.region && where.region !== met.at(-1)) met.push(where.region);
  }
  return met;
}
