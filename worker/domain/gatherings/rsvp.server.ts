/**
 * "Going" / "Can't make it": his answer to a gathering he may see, until it is over. The host is
 * always going (he leads it), and a going answer that would take more places than the room has is
 * refused — the check and the write are one conditional statement, so two men racing for the last
 * place cannot both get it.
 */
import { sql } from "drizzle-orm";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { gatheringPhase, type RsvpResponse } from "../../../app/kernel/gatherings/rules";
import type { GatheringCardView } from "../../../app/kernel/gatherings/views";
import type { Database } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { gatheringMembers } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { findGatheringFor, type GatheringAccess } from "./access.server";
import { gatheringCard } from "./cards.server";

/** Records his answer when the room still has a place for a going one; true when it was written. */
async function recordAnswer(db: Database, access: GatheringAccess, memberId: string, response: RsvpResponse, now: Date): Promise<boolean> {
  const { gathering } = access;
  const placeLeft =
    response === "going"
      ? sql`(SELECT count(*) FROM gathering_members WHERE gathering_id = ${gathering.id} AND rsvp = 'going' AND removed_at IS NULL AND user_id <> ${memberId}) < ${gathering.capacity}`
      : sql`1`;
  const written = await insertWhere(db, gatheringMembers, [{ gathering_id: gathering.id, user_id: memberId, rsvp: response, updated_at: now }], placeLeft)
    .onConflictDoUpdate({ target: [gatheringMembers.gathering_id, gatheringMembers.user_id], set: { rsvp: response, updated_at: now } })
    .returning({ rsvp: gatheringMembers.rsvp });
  return written.length > 0;
}

export async function answerGathering(db: Database, scope: MemberScope, roomName: string, response: RsvpResponse): Promise<Outcome<{ gathering: GatheringCardView }>> {
  const found = await findGatheringFor(db, scope, roomName);
  if (!found.ok) return found;
  const { gathering } = found;
  if (gatheringPhase({ startsAt: gathering.starts_at, durationMinutes: gathering.duration_minutes, endedAt: gathering.ended_at }, scope.now) === "ended") {
    return refuse(403, C.errors.ended);
  }
  if (found.removed) return refuse(403, C.errors.removed);
  if (found.isHost) {
    if (response !== "going") return refuse(409, C.errors.hostGoing);
  } else if (!(await recordAnswer(db, found, scope.id, response, scope.now))) {
    return refuse(409, C.errors.full);
  }
  return succeed({ gathering: await gatheringCard(db, scope, found) });
}
