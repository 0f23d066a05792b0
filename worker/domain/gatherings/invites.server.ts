/**
 * An invite-only gathering's link (?invite=…): opening it with the right code records that he was
 * invited, so the gathering is his to see, answer and join from then on. A wrong code, or a room
 * that is not invite-only, is the same "not valid" answer, so a link reveals nothing it should not.
 */
import { and, eq } from "drizzle-orm";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import type { Database } from "../../db/client";
import { gatheringMembers, gatherings } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, type Outcome } from "../outcome";
import { findGatheringFor, type GatheringAccess } from "./access.server";

/** Records him as invited (once; opening the link again changes nothing) and answers the gathering as he may now see it. */
export async function acceptInvite(db: Database, scope: Pick<MemberScope, "id" | "now">, roomName: string, code: string): Promise<Outcome<GatheringAccess>> {
  const gathering = await db
    .select({ id: gatherings.id })
    .from(gatherings)
    .where(and(eq(gatherings.room_name, roomName), eq(gatherings.audience, "invite"), eq(gatherings.invite_code, code)))
    .get();
  if (!gathering) return refuse(404, C.errors.badInvite, { code: "bad_invite" });
  await db
    .insert(gatheringMembers)
    .values({ gathering_id: gathering.id, user_id: scope.id, invited: true, updated_at: scope.now })
    .onConflictDoUpdate({
      target: [gatheringMembers.gathering_id, gatheringMembers.user_id],
      set: { invited: true },
    });
  return findGatheringFor(db, scope, roomName);
}
