/**
 * Praying for others: the requests a member may pray for, "I prayed" for one of them, and the
 * praise reports of answered prayers shared with him. Every read goes through the one visibility
 * rule (`sharedWith`, `findRequestFor`) and every prayer is counted through `recordPrayed`.
 */
import { and, asc, desc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import type { PrayerRequestView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { prayerMarks, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import type { NotificationDeps } from "../notifications.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { findRequestFor, sharedWith } from "./access.server";
import { recordPrayed } from "./prayed.server";
import { sharedCandidates } from "./shared-candidates.server";
import { requestRowsQuery, requestView } from "./views.server";

/** The list holds the requests most in need of prayer; a longer list is more than a man prays through at once. */
export const PRAYING_LIST_MAX = 50;
const PRAISE_LIST_MAX = 20;

type Scope = Pick<MemberScope, "id" | "now" | "today">;

/**
 * How often brothers other than him have prayed for the request: all its prayers less his own. His
 * own "I prayed" leaves the order as it was, so a card does not jump under his finger and "Pray for
 * all" keeps its place.
 */
const prayedByOthers = (scope: Scope) =>
  sql`${prayerRequests.prayed_count} - (SELECT count(*) FROM ${prayerMarks} WHERE ${prayerMarks.request_id} = ${prayerRequests.id} AND ${prayerMarks.user_id} = ${scope.id})`;

/**
 * The open requests shared with him, not his own: urgent first, then the least prayed-for, then the
 * oldest (it has waited longest). `flockId` narrows the list to one flock's requests (its page);
 * `limit` reads only the list's first requests (/prayer's first page). The candidates are each
 * audience's first `limit` by all prayers, plus every request he has prayed for (the only ones whose
 * prayers by others are fewer than all their prayers).
 */
export function prayingListQuery(db: Database, scope: Scope, { flockId, limit = PRAYING_LIST_MAX }: { flockId?: string; limit?: number } = {}) {
  const open = isNull(prayerRequests.answered_at);
  const order = (prayed: SQL | SQLiteColumn) => [desc(prayerRequests.urgent), asc(prayed), asc(prayerRequests.created_at)];
  const asked = and(
    sharedWith(scope),
    ne(prayerRequests.user_id, scope.id),
    open,
    flockId === undefined ? undefined : and(eq(prayerRequests.audience, "flock"), eq(prayerRequests.flock_id, flockId)),
  );
  // From his own prayers to the requests (CROSS JOIN keeps that order): they are few, the requests are many.
  const hisPrayedFor = sql`SELECT ${prayerRequests.id} FROM ${prayerMarks} CROSS JOIN ${prayerRequests} ON ${prayerRequests.id} = ${prayerMarks.request_id} WHERE ${prayerMarks.user_id} = ${scope.id} AND ${asked}`;
  const candidates = sharedCandidates(db, scope, { where: open, orderBy: order(prayerRequests.prayed_count), limit, flockId, also: hisPrayedFor });
  return requestRowsQuery(db, scope, candidates)
    .orderBy(...order(prayedByOthers(scope)))
    .limit(limit);
}

export async function prayingList(db: Database, scope: Scope, options: { flockId?: string } = {}): Promise<PrayerRequestView[]> {
  return (await prayingListQuery(db, scope, options)).map((row) => requestView(row, scope));
}

/** Answered requests shared with him that carry a testimony, most recently answered first; an anonymous author stays absent. */
export function praiseReportsQuery(db: Database, scope: Scope) {
  const answered = and(isNotNull(prayerRequests.answered_at), isNotNull(prayerRequests.testimony));
  const newest = [desc(prayerRequests.answered_at)];
  const candidates = sharedCandidates(db, scope, { where: answered, orderBy: newest, limit: PRAISE_LIST_MAX });
  return requestRowsQuery(db, scope, candidates)
    .orderBy(...newest)
    .limit(PRAISE_LIST_MAX);
}

export async function praiseReports(db: Database, scope: Scope): Promise<PrayerRequestView[]> {
  return (await praiseReportsQuery(db, scope)).map((row) => requestView(row, scope));
}

export interface Prayed {
  requestId: string;
  /** False when he had already prayed for it today: the count is as it was. */
  newlyPrayed: boolean;
  prayedCount: number;
}

/**
 * "I prayed" for one request he may see: once per his local day. His own request is refused (his
 * brothers pray for it); an answered or expired one is no longer in anyone's list, so "not found".
 */
export async function prayFor(deps: NotificationDeps, scope: Scope, requestId: string): Promise<Outcome<Prayed>> {
  const found = await findRequestFor(deps.db, scope, requestId);
  if (!found.ok) return found;
  if (found.isOwner) return refuse(400, C.errors.ownRequest, { code: "own_request" });
  if (found.request.answered_at !== null) return refuse(404, C.errors.notFound, { code: "not_found" });
  const added = await recordPrayed(deps, [{ requestId, memberId: scope.id, localDate: scope.today }], scope.now);
  const counted = await deps.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(prayerMarks)
    .where(eq(prayerMarks.request_id, requestId))
    .get();
  return succeed({ requestId, newlyPrayed: added > 0, prayedCount: counted?.count ?? 0 });
}
