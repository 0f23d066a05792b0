/**
 * Gathering factories shared by the worker tests and the demo seed, so a seeded gathering is built
 * exactly the way the tests build theirs.
 */
import { DURATION_MINUTES, CAPACITY, type GatheringAudience, type GatheringRole, type RsvpResponse } from "../../app/kernel/gatherings/rules";
import type { Database } from "../db/client";
import { gatheringMembers, gatherings } from "../db/schema";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** "g-" and ten random lowercase letters or digits (ROOM_NAME_PATTERN). */
export function newRoomName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `g-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** A 32-character URL-safe secret for an invite-only link (INVITE_CODE_PATTERN). */
export function newInviteCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export interface GatheringSeed {
  hostId: string;
  title?: string;
  description?: string;
  startsAt?: Date;
  durationMinutes?: number;
  audience?: GatheringAudience;
  flockId?: string | null;
  capacity?: number;
  endedAt?: Date | null;
  roomName?: string;
}

export async function seedGathering(db: Database, seed: GatheringSeed) {
  const audience = seed.audience ?? "pasture";
  const [row] = await db
    .insert(gatherings)
    .values({
      room_name: seed.roomName ?? newRoomName(),
      host_id: seed.hostId,
      title: seed.title ?? "Iron Sharpens Iron",
      description: seed.description ?? "",
      starts_at: seed.startsAt ?? new Date(Date.now() + 60 * 60_000),
      duration_minutes: seed.durationMinutes ?? DURATION_MINUTES.default,
      audience,
      flock_id: seed.flockId ?? null,
      invite_code: audience === "invite" ? newInviteCode() : null,
      capacity: seed.capacity ?? CAPACITY.default,
      ended_at: seed.endedAt ?? null,
    })
    .returning();
  return row!;
}

export interface GatheringMemberSeed {
  gatheringId: string;
  userId: string;
  rsvp?: RsvpResponse | null;
  role?: GatheringRole;
  invited?: boolean;
  removedAt?: Date | null;
}

export async function seedGatheringMember(db: Database, seed: GatheringMemberSeed) {
  const [row] = await db
    .insert(gatheringMembers)
    .values({
      gathering_id: seed.gatheringId,
      user_id: seed.userId,
      rsvp: seed.rsvp ?? null,
      role: seed.role ?? "guest",
      invited: seed.invited ?? false,
      removed_at: seed.removedAt ?? null,
    })
    .returning();
  return row!;
}
