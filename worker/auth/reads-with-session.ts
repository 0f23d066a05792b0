/**
 * A page's reads that travel in the session lookup's batch, so a signed-in page can cost one D1
 * round trip in all. They cannot wait for the member's id, so their statements find him from the
 * session token in SQL; and nothing of him is known before the batch, so their values come from the
 * clock alone. The page is handed their rows only when the same batch found his session valid.
 */
import type { Placeholder, SQL } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import type { Bindable, Preparable } from "../db/prepared-batch";

export interface ReadsWithSession<Slot extends string, Items extends readonly [Preparable, ...Preparable[]]> {
  /**
   * Which page's reads these are. The page asks for its rows by this name, not by this object: the
   * Remix server build carries its own copy of the module that defines them.
   */
  page: string;
  /** Where the values go; names apart from the lookup's own (token, earlierMonth, laterMonth). */
  slots: readonly Slot[];
  /** The statements, `member` being his id in SQL, with `slots[name]` where each value goes. */
  statements(db: Database, member: SQL, slots: { readonly [name in Slot]: Placeholder<name> }): Items;
  /** The values at the instant of the lookup. */
  values(now: Date): { readonly [name in Slot]: Bindable };
}

/** Any page's reads, whatever their slots and statements. */
export type AnyReadsWithSession = ReadsWithSession<any, any>;

/** Rows a page's reads brought with the session, and the instant their values were taken at. */
export interface ReadWithSession<Items extends readonly [Preparable, ...Preparable[]]> {
  rows: BatchResponse<Items>;
  at: Date;
}

/**
 * A page whose reads ride with the session: its path, and its route's id, so the data request of a
 * client-side navigation (`<path>.data`, `/_root.data` for `/`) rides too unless it leaves the
 * route's loader out (`_routes`).
 */
export interface PageReadWithSession {
  path: string;
  routeId: string;
  reads: AnyReadsWithSession;
}

function dataPath(path: string) {
  return path === "/" ? "/_root.data" : `${path}.data`;
}

/** The reads of the page a GET asks for, when that page's reads ride with the session. */
export function readsRidingWith(request: Request, pages: readonly PageReadWithSession[]): AnyReadsWithSession | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  for (const page of pages) {
    if (url.pathname === page.path) return page.reads;
    if (url.pathname !== dataPath(page.path)) continue;
    const routes = url.searchParams.get("_routes");
    return routes === null || routes.split(",").includes(page.routeId) ? page.reads : null;
  }
  return null;
}
