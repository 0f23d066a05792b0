/**
 * Prayer factories shared by the worker tests and the demo seed, so a seeded request is built
 * exactly the way the domain writes one (its expiry from its audience and when it was shared).
 */
import { expiryFrom, type PrayerAudience, type PrayerCategory } from "../../app/kernel/prayer/rules";
import type { Database } from "../db/client";
import { prayerMarks, prayerRequests } from "../db/schema";

export interface SeedPrayerRequest {
  userId: string;
  body?: string;
  category?: PrayerCategory | null;
  audience?: PrayerAudience;
  flockId?: string;
  anonymous?: boolean;
  urgent?: boolean;
  createdAt?: Date;
  answeredAt?: Date;
  testimony?: string;
  hiddenAt?: Date;
}

/** A request as he would have written it at `createdAt` (default now); returns its row. */
export async function seedPrayerRequest(db: Database, seed: SeedPrayerRequest) {
  const at = seed.createdAt ?? new Date();
  const audience = seed.audience ?? "private";
  const [row] = await db
    .insert(prayerRequests)
    .values({
      user_id: seed.userId,
      body: seed.body ?? "Pray for my father's surgery on Friday.",
      category: seed.category ?? null,
      audience,
      flock_id: audience === "flock" ? (seed.flockId ?? null) : null,
      anonymous: seed.anonymous ?? false,
      urgent: seed.urgent ?? false,
      expires_at: expiryFrom(audience, at),
      answered_at: seed.answeredAt ?? null,
      testimony: seed.testimony ?? null,
      hidden_at: seed.hiddenAt ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning();
  return row!;
}

/** "I prayed" by `userId` on his `localDate`, written directly (no notification). */
export async function seedPrayerMark(db: Database, mark: { requestId: string; userId: string; localDate: string; createdAt?: Date }) {
  await db.insert(prayerMarks).values({ request_id: mark.requestId, user_id: mark.userId, local_date: mark.localDate, created_at: mark.createdAt ?? new Date() });
}
