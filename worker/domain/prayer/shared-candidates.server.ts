/**
 * The first few requests shared with him in a list's order, found without sorting every request
 * shared with him (a number that grows with The Pasture). Each audience gives its own first `limit`
 * from an index: The Pasture's current requests from `prayer_requests_listed_idx` alone, without
 * reading the table, and his flocks' from `prayer_requests_flock_idx`. The list's own query orders
 * that union of at most a few times `limit` rows: the first `limit` of the union are the first
 * `limit` of all, as each audience's first are in it.
 */
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { flockMembers, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { inViewOf } from "./access.server";

type Scope = Pick<MemberScope, "id" | "now">;

interface Candidates {
  /** What the list asks of a request besides being shared with him and not his (open, answered…). */
  where: SQL | undefined;
  /** The list's order, or one that puts every request of its first `limit` among the first `limit` of each audience. */
  orderBy: (SQL | SQLiteColumn)[];
  limit: number;
  /** Only this flock's requests (its page). */
  flockId?: string;
  /** A statement of more ids, each already shared with him and asked for (those whose place `orderBy` cannot tell). */
  also?: SQL;
}

/**
 * `prayer_requests.id IN (the candidates)`: every candidate is shared with him, not his, and meets
 * `where`, so the list needs no other condition — and with none, SQLite reads the list by its key.
 */
export function sharedCandidates(db: Database, scope: Scope, { where, orderBy, limit, flockId, also }: Candidates): SQL {
  const firstOf = (audience: SQL | undefined) =>
    db
      .select({ id: prayerRequests.id })
      .from(prayerRequests)
      .where(and(audience, inViewOf(scope), ne(prayerRequests.user_id, scope.id), where))
      .orderBy(...orderBy)
      .limit(limit);
  const hisFlocks = db.select({ id: flockMembers.flock_id }).from(flockMembers).where(eq(flockMembers.user_id, scope.id));
  // The unary plus keeps SQLite from choosing The Pasture's index by audience over his flocks' by flock.
  const ofHisFlocks = and(inArray(prayerRequests.flock_id, hisFlocks), sql`+${prayerRequests.audience} = 'flock'`, flockId === undefined ? undefined : eq(prayerRequests.flock_id, flockId));
  const parts = [sql`SELECT id FROM (${firstOf(ofHisFlocks)})`];
  if (flockId === undefined) parts.push(sql`SELECT id FROM (${firstOf(eq(prayerRequests.audience, "pasture"))})`);
  if (also !== undefined) parts.push(also);
  return sql`${prayerRequests.id} IN (${sql.join(parts, sql` UNION ALL `)})`;
}
