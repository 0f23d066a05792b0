/**
 * The one visibility rule for a gathering, which every gathering door uses: its host always sees
 * it; a Pasture gathering is open to every member; an invite-only one to those who came in by its
 * link (a gathering_members row with invited); a flock gathering, until flocks exist, only to its
 * host. A gathering he may not see is answered exactly like one that does not exist (404).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { gatheringMembers, gatherings } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";

export type GatheringRow = typeof gatherings.$inferSelect;
export type GatheringMemberRow = typeof gatheringMembers.$inferSelect;

export interface GatheringAccess {
  gathering: GatheringRow;
  /** His own row (RSVP, role, invite, removal), or null when he has none. */
  membership: GatheringMemberRow | null;
  isHost: boolean;
  /** Host or co-host: may mute, remove and end for everyone, and reads attendance. */
  canModerate: boolean;
  /** The host removed him: he sees the gathering but never gets into its room again. */
  removed: boolean;
}

function maySee(gathering: GatheringRow, membership: GatheringMemberRow | null, memberId: string): boolean {
  if (gathering.host_id === memberId) return true;
  if (gathering.audience === "pasture") return true;
  if (gathering.audience === "invite") return membership?.invited === true;
  return false;
}

export async function findGatheringFor(db: Database, scope: Pick<MemberScope, "id">, roomName: string): Promise<GatheringAccess | null> {
  const [row] = await db
    .select({ gathering: gatherings, membership: gatheringMembers })
    .from(gatherings)
    .leftJoin(gatheringMembers, and(eq(gatheringMembers.gathering_id, gatherings.id), eq(gatheringMembers.user_id, scope.id)))
    .where(eq(gatherings.room_name, roomName))
    .limit(1);
  if (!row || !maySee(row.gathering, row.membership, scope.id)) return null;
  const isHost = row.gathering.host_id === scope.id;
  const removed = !isHost && row.membership?.removed_at != null;
  return {
    gathering: row.gathering,
    membership: row.membership,
    isHost,
    canModerate: isHost || (row.membership?.role === "cohost" && !removed),
    removed,
  };
}
