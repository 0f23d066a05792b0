/**
 * The one membership rule every My Flock door uses (pages, actions, the API, mention suggestions):
 * a flock is visible only to its members. For anyone else — a visitor, a man of another flock, a
 * member who left or was removed — it answers exactly like a flock that does not exist.
 */
import { and, eq } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import { type FlockRole, leads } from "../../../app/kernel/flock/rules";
import type { Database } from "../../db/client";
import { flockMembers, flocks } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";

export type FlockRow = typeof flocks.$inferSelect;
export type FlockMemberRow = typeof flockMembers.$inferSelect;

export interface FlockAccess {
  flock: FlockRow;
  membership: FlockMemberRow;
  role: FlockRole;
  /** Leader or co-leader. */
  canLead: boolean;
  /** Whether he may share a reflection: everyone may, unless only leaders share. */
  canShare: boolean;
}

export const flockNotFound = () => refuse(404, C.errors.notFound, { code: "not_found" });

/** The flock and his membership of it, as a statement a page can batch with its own reads. */
export function flockAccessQuery(db: Database, scope: Pick<MemberScope, "id">, flockId: string) {
  return db
    .select({ flock: flocks, membership: flockMembers })
    .from(flocks)
    .innerJoin(flockMembers, and(eq(flockMembers.flock_id, flocks.id), eq(flockMembers.user_id, scope.id)))
    .where(eq(flocks.id, flockId))
    .limit(1);
}

/** The flock `flockId` as its member `scope` sees it, or the one "not found" refusal. */
export async function findFlockFor(db: Database, scope: Pick<MemberScope, "id">, flockId: string): Promise<Outcome<FlockAccess>> {
  return flockAccessFrom(await flockAccessQuery(db, scope, flockId));
}

/** What `flockAccessQuery` read, as his access: none at all answers like a flock that does not exist. */
export function flockAccessFrom([row]: { flock: FlockRow; membership: FlockMemberRow }[]): Outcome<FlockAccess> {
  if (!row) return flockNotFound();
  const canLead = leads(row.membership.role);
  return succeed({
    flock: row.flock,
    membership: row.membership,
    role: row.membership.role,
    canLead,
    canShare: canLead || row.flock.posting_mode === "everyone",
  });
}

/** Whether `memberId` belongs to the flock (for mentions, nudges and invitations naming another man). */
export async function isFlockMember(db: Database, flockId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: flockMembers.user_id })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, memberId)))
    .limit(1);
  return Boolean(row);
}
