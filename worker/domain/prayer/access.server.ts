/**
 * Who may see a prayer request, in one place every prayer door uses (lists, "I prayed", reports,
 * the prayer gathering's queue): its author always; for "flock" the flock's members as they are
 * now; for "pasture" every member. Others see a shared request only while it is current (not
 * expired) and not taken out of view by a report, and never one whose author they have blocked.
 * A request nobody may see answers exactly like one that does not exist.
 */
import { and, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import type { Database } from "../../db/client";
import { flockMembers, memberBlocks, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";

export type PrayerRequestRow = typeof prayerRequests.$inferSelect;

type Scope = Pick<MemberScope, "id" | "now">;

/** A shared request still in others' view at `now`: current, not hidden, and its author not blocked by him. */
export const inViewOf = (scope: Scope): SQL =>
  and(
    isNull(prayerRequests.hidden_at),
    gt(prayerRequests.expires_at, scope.now),
    sql`NOT EXISTS (SELECT 1 FROM ${memberBlocks} WHERE ${memberBlocks.blocker_id} = ${scope.id} AND ${memberBlocks.blocked_id} = ${prayerRequests.user_id})`,
  )!;

/** A shared request others may see at `now`: its audience includes them, and it is in their view. */
export const sharedWith = (scope: Scope): SQL =>
  and(
    or(
      eq(prayerRequests.audience, "pasture"),
      and(
        eq(prayerRequests.audience, "flock"),
        sql`EXISTS (SELECT 1 FROM ${flockMembers} WHERE ${flockMembers.flock_id} = ${prayerRequests.flock_id} AND ${flockMembers.user_id} = ${scope.id})`,
      ),
    ),
    inViewOf(scope),
  )!;

/** Every request he may see: his own, and those shared with him. */
export const visibleTo = (scope: Scope): SQL => or(eq(prayerRequests.user_id, scope.id), sharedWith(scope))!;

export interface PrayerRequestAccess {
  request: PrayerRequestRow;
  isOwner: boolean;
}

/** The request as `scope`'s member may see it, or the one "not found" refusal. */
export async function findRequestFor(db: Database, scope: Scope, requestId: string): Promise<Outcome<PrayerRequestAccess>> {
  const request = await db
    .select()
    .from(prayerRequests)
    .where(and(eq(prayerRequests.id, requestId), visibleTo(scope)))
    .get();
  if (!request) return refuse(404, C.errors.notFound, { code: "not_found" });
  return succeed({ request, isOwner: request.user_id === scope.id });
}

/** The request only its author may change (edit, renew, answer, delete); anyone else gets "not found" or "not yours". */
export async function findOwnRequest(db: Database, scope: Scope, requestId: string): Promise<Outcome<PrayerRequestAccess>> {
  const found = await findRequestFor(db, scope, requestId);
  if (!found.ok) return found;
  if (!found.isOwner) return refuse(403, C.errors.notYours, { code: "not_yours" });
  return found;
}
