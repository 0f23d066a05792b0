/**
 * Private blocks. A block is one row (blocker, blocked) and nothing else: nobody is told, nothing is
 * deleted, and the feed, mentions and comments read it when they run — so unblocking restores
 * everything at once. Blocking is idempotent, as is unblocking, so a double tap changes nothing.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import type { Database } from "../../db/client";
import { memberBlocks, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";

export interface BlockedMember {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

/** The name the app shows for a member: his display name, else the name he signed up with. */
const shownName = sql<string>`coalesce(${profiles.display_name}, ${user.name})`;

function memberQuery(db: Database, memberId: string) {
  return db.select({ displayName: shownName }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, memberId));
}

/** Blocks `blockedId` for the member: never himself (400), only a member who exists (404). */
export async function blockMember(db: Database, member: MemberScope, blockedId: string, now = new Date()): Promise<Outcome<{ message: string }>> {
  if (blockedId === member.id) return refuse(400, PASTURE_COPY.cannotBlockSelf);
  const [[found]] = await db.batch([
    memberQuery(db, blockedId),
    // Selected from the user table, so an unknown id inserts nothing rather than failing the batch.
    db
      .insert(memberBlocks)
      .select(
        db
          .select({ blocker_id: sql`${member.id}`.as("blocker_id"), blocked_id: user.id, created_at: sql`${now.getTime()}`.as("created_at") })
          .from(user)
          .where(eq(user.id, blockedId)),
      )
      .onConflictDoNothing(),
  ]);
  if (!found) return refuse(404, PASTURE_COPY.memberNotFound);
  return succeed({ message: PASTURE_COPY.blocked(found.displayName) });
}

/** Lifts the member's block of `blockedId` (a block he never made is already lifted). */
export async function unblockMember(db: Database, member: MemberScope, blockedId: string): Promise<Outcome<{ message: string }>> {
  const [[found]] = await db.batch([
    memberQuery(db, blockedId),
    db.delete(memberBlocks).where(and(eq(memberBlocks.blocker_id, member.id), eq(memberBlocks.blocked_id, blockedId))),
  ]);
  if (!found) return refuse(404, PASTURE_COPY.memberNotFound);
  return succeed({ message: PASTURE_COPY.unblocked(found.displayName) });
}

/** Whom the member has blocked, by name, for Settings → Blocked members. */
export function listBlockedMembers(db: Database, member: MemberScope): Promise<BlockedMember[]> {
  return db
    .select({ id: user.id, displayName: shownName, avatarUrl: profiles.avatar_url })
    .from(memberBlocks)
    .innerJoin(user, eq(user.id, memberBlocks.blocked_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(memberBlocks.blocker_id, member.id))
    .orderBy(asc(sql`lower(${shownName})`));
}
