/**
 * Reading a member's long lists (exports) in pages, so a man with 20,000 journal entries gets every
 * one of them without one query that returns them all at once: each page starts after the last row
 * of the page before (keyset on the list's order), so no page is slower than the first.
 */
export const EXPORT_PAGE_SIZE = 500;

/** Every row, page by page, until a page comes back short. */
export async function readAllPages<T>(readPage: (after: T | null, limit: number) => Promise<T[]>, pageSize = EXPORT_PAGE_SIZE): Promise<T[]> {
  const rows: T[] = [];
  let after: T | null = null;
  for (;;) {
    const page = await readPage(after, pageSize);
    for (const row of page) rows.push(row);
    if (page.length < pageSize) return rows;
    after = page[page.length - 1]!;
  }
}
