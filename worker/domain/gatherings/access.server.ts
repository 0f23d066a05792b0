/**
 * Who may see a gathering, in one function every gathering door uses (lists, the pre-join, the
 * room's token, chat, host actions). A gathering nobody may see answers exactly like one that does
 * not exist, so an invite-only room's name reveals nothing.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { GATHERINGS_COPY } from "../../../app/kernel/copy/gatherings";
import type { Database } from "../../db/client";
import { flockMembers, gatheringMembers, gatherings } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";

export type GatheringRow = typeof gatherings.$inferSelect;
export type GatheringMemberRow = typeof gatheringMembers.$inferSelect;

export interface GatheringAccess {
  gathering: GatheringRow;
  /** His row in gathering_members (RSVP, invited, co-host, removed), when he has one. */
  standing: GatheringMemberRow | null;
  isHost: boolean;
  /** Host or co-host: may mute, remove and end. */
  canModerate: boolean;
  /** The host removed him: he still sees the gathering but never gets into its room again. */
  removed: boolean;
}

/**
 * Whether a member may see a gathering: its host always; for "pasture" every member; for
 * "invite" whoever opened its invite link (his row says `invited`); for "flock" the flock's
 * members as they are now (a man who leaves or is removed stops seeing it).
 */
export function maySee(gathering: GatheringRow, standing: GatheringMemberRow | null, memberId: string, inFlock: boolean): boolean {
  if (gathering.host_id === memberId) return true;
  switch (gathering.audience) {
    case "pasture":
      return true;
    case "invite":
      return standing?.invited === true;
    case "flock":
      return inFlock;
  }
}

/** The gathering `where` selects as `scope`'s member may see it, or the one "not found" refusal. */
async function findVisibleGathering(db: Database, scope: Pick<MemberScope, "id">, where: SQL): Promise<Outcome<GatheringAccess>> {
  const rows = await db
    .select({ gathering: gatherings, standing: gatheringMembers, flockMember: flockMembers.user_id })
    .from(gatherings)
    .leftJoin(gatheringMembers, and(eq(gatheringMembers.gathering_id, gatherings.id), eq(gatheringMembers.user_id, scope.id)))
    .leftJoin(flockMembers, and(eq(flockMembers.flock_id, gatherings.flock_id), eq(flockMembers.user_id, scope.id)))
    .where(where)
    .limit(1);
  const row = rows[0];
  if (!row || !maySee(row.gathering, row.standing, scope.id, row.flockMember !== null)) return refuse(404, GATHERINGS_COPY.errors.notFound, { code: "not_found" });
  const isHost = row.gathering.host_id === scope.id;
  return succeed({
    gathering: row.gathering,
    standing: row.standing,
    isHost,
    canModerate: isHost || (row.standing?.role === "cohost" && !row.standing.removed_at),
    removed: Boolean(row.standing?.removed_at),
  });
}

/** The gathering named `roomName` as `scope`'s member may see it, or the one "not found" refusal. */
export const findGatheringFor = (db: Database, scope: Pick<MemberScope, "id">, roomName: string) =>
  findVisibleGathering(db, scope, eq(gatherings.room_name, roomName));

/** The prayer gathering with this id as `scope`'s member may see it; a study gathering's id is "not found" here. */
export const findPrayerGatheringFor = (db: Database, scope: Pick<MemberScope, "id">, gatheringId: string) =>
  findVisibleGathering(db, scope, and(eq(gatherings.id, gatheringId), eq(gatherings.kind, "prayer"))!);
