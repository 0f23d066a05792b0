/**
 * Flock factories shared by the worker tests and the demo seed, so a seeded flock is built exactly
 * the way the tests build theirs: the same columns the domain writes.
 */
import { INVITE_TTL_MS, type FlockRole, type JoinMode, type PostingMode, type ReflectionSource } from "../../app/kernel/flock/rules";
import type { Database } from "../db/client";
import { flockInvites, flockMembers, flockReflections, flocks } from "../db/schema";
import { newFlockInviteCode } from "../domain/flock/codes";

export interface SeedFlock {
  name?: string;
  description?: string;
  postingMode?: PostingMode;
  joinMode?: JoinMode;
  /** The leader; every other member is added with seedFlockMember. */
  leaderId: string;
  createdAt?: Date;
}

/** A flock led by `leaderId`; returns its row. */
export async function seedFlock(db: Database, seed: SeedFlock) {
  const id = crypto.randomUUID();
  const at = seed.createdAt ?? new Date();
  const [row] = await db.batch([
    db
      .insert(flocks)
      .values({
        id,
        name: seed.name ?? "Iron Men",
        description: seed.description ?? "",
        posting_mode: seed.postingMode ?? "everyone",
        join_mode: seed.joinMode ?? "invite",
        created_by: seed.leaderId,
        created_at: at,
      })
      .returning(),
    db.insert(flockMembers).values({ flock_id: id, user_id: seed.leaderId, role: "leader", joined_at: at }),
  ]);
  return row[0]!;
}

export async function seedFlockMember(
  db: Database,
  m: { flockId: string; userId: string; role?: FlockRole; accountability?: boolean; joinedAt?: Date },
) {
  await db.insert(flockMembers).values({
    flock_id: m.flockId,
    user_id: m.userId,
    role: m.role ?? "member",
    accountability: m.accountability ?? false,
    joined_at: m.joinedAt ?? new Date(),
  });
}

/** A live invite code for the flock (seven days from `at`). */
export async function seedFlockInvite(db: Database, m: { flockId: string; createdBy: string; at?: Date }) {
  const at = m.at ?? new Date();
  const [row] = await db
    .insert(flockInvites)
    .values({ flock_id: m.flockId, code: newFlockInviteCode(), created_by: m.createdBy, expires_at: new Date(at.getTime() + INVITE_TTL_MS), created_at: at })
    .returning();
  return row!;
}

export async function seedReflection(
  db: Database,
  r: { flockId: string; authorId: string; body: string; at?: Date; source?: ReflectionSource; sourceLabel?: string },
) {
  const [row] = await db
    .insert(flockReflections)
    .values({
      flock_id: r.flockId,
      author_id: r.authorId,
      body: r.body,
      source: r.source ?? "written",
      source_label: r.sourceLabel ?? null,
      created_at: r.at ?? new Date(),
    })
    .returning();
  return row!;
}
