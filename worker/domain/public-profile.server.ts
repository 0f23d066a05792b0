/**
 * A member's public face (/profile/{userId}): only the columns meant to be seen by other members
 * are ever selected — never the time zone, the intentions typed at onboarding, or any journal,
 * check-in, prayer or whisper. Someone who has not finished onboarding has no public face yet.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

export interface PublicProfile {
  id: string;
  displayName: string | null;
  username: string | null;
  avatarUrl: string | null;
  /** The focus areas he chose, in their fixed order (never free text). */
  focusAreas: string[];
  memberSince: Date;
}

export async function getPublicProfile(db: Database, userId: string): Promise<PublicProfile | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return null;
  const row = await db
    .select({
      id: profiles.id,
      displayName: profiles.display_name,
      username: profiles.username,
      avatarUrl: profiles.avatar_url,
      focus: profiles.focus,
      memberSince: profiles.created_at,
    })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNotNull(profiles.onboarding_completed_at)))
    .get();
  if (!row) return null;
  const { focus, ...rest } = row;
  return { ...rest, focusAreas: FOCUS_AREAS.filter((area) => focus.includes(area)) };
}
