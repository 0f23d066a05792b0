/**
 * A man coming into a flock, by whichever door (a code, an invitation he accepted, a request a
 * leader approved): his membership, his place in the flock plan it walks, and the invitation or
 * request that brought him settled — one set of statements for the caller's batch.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { flockInvitations, flockJoinRequests, flockMembers } from "../../db/schema";
import { newMemberEnrollment } from "./plans.server";

/** His waiting invitation and request to the flock, answered either way. */
export function settleInvitationStatements(db: Database, flockId: string, userId: string) {
  return [
    db.delete(flockInvitations).where(and(eq(flockInvitations.flock_id, flockId), eq(flockInvitations.user_id, userId))),
    db.delete(flockJoinRequests).where(and(eq(flockJoinRequests.flock_id, flockId), eq(flockJoinRequests.user_id, userId))),
  ] as const;
}

/** The first statement returns his row when he was not a member yet (empty when he already was). */
export function joinFlockStatements(db: Database, flockId: string, userId: string, now: Date) {
  return [
    db
      .insert(flockMembers)
      .values({ flock_id: flockId, user_id: userId, role: "member", joined_at: now })
      .onConflictDoNothing()
      .returning({ id: flockMembers.user_id }),
    newMemberEnrollment(db, flockId, userId),
    ...settleInvitationStatements(db, flockId, userId),
  ] as const;
}
