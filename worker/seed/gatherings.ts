/**
 * Gathering rows at chosen times, for the demo seed and the tests: planning through the domain
 * checks that the start is still ahead, so a gathering already live (or long over) is written here
 * directly, in the same columns the domain writes.
 */
import { GATHERING_AUDIENCES, type GatheringKind, type GatheringRole, type RsvpResponse } from "../../app/kernel/gatherings/rules";
import type { DiscussionGuideView } from "../../app/kernel/gatherings/views";
import type { Database } from "../db/client";
import { gatheringMembers, gatherings } from "../db/schema";
import { newInviteCode, newRoomName } from "../domain/gatherings/names";

export interface SeedGathering {
  hostId: string;
  /** Default "study"; a prayer gathering is "prayer". */
  kind?: GatheringKind;
  /** Default "Iron Sharpens Iron". */
  title?: string;
  description?: string;
  startsAt: Date;
  durationMinutes?: number;
  audience?: (typeof GATHERING_AUDIENCES)[number];
  flockId?: string;
  capacity?: number;
  guide?: DiscussionGuideView;
  endedAt?: Date;
}

/** Writes a gathering; returns its row. */
export async function seedGathering(db: Database, g: SeedGathering) {
  const audience = g.audience ?? "pasture";
  const [row] = await db
    .insert(gatherings)
    .values({
      room_name: newRoomName(),
      host_id: g.hostId,
      kind: g.kind ?? "study",
      title: g.title ?? "Iron Sharpens Iron",
      description: g.description ?? "",
      starts_at: g.startsAt,
      duration_minutes: g.durationMinutes ?? 60,
      audience,
      flock_id: g.flockId ?? null,
      invite_code: audience === "invite" ? newInviteCode() : null,
      capacity: g.capacity ?? 12,
      guide: g.guide ?? null,
      ended_at: g.endedAt ?? null,
    })
    .returning();
  return row;
}

export interface SeedGatheringMember {
  gatheringId: string;
  userId: string;
  rsvp?: RsvpResponse;
  role?: GatheringRole;
  invited?: boolean;
  removedAt?: Date;
}

/** A member's standing in a gathering (RSVP, invite, co-host, removal). */
export async function seedGatheringMember(db: Database, m: SeedGatheringMember) {
  await db.insert(gatheringMembers).values({
    gathering_id: m.gatheringId,
    user_id: m.userId,
    rsvp: m.rsvp ?? null,
    role: m.role ?? "guest",
    invited: m.invited ?? false,
    removed_at: m.removedAt ?? null,
  });
}
