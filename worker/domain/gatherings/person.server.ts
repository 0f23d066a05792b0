/** A member as gathering pages show him: his id, the name he goes by, and his picture. */
import { eq } from "drizzle-orm";
import type { GatheringPersonView } from "../../../app/kernel/gatherings/views";
import type { Database } from "../../db/client";
import { profiles, user } from "../../db/schema";

export async function memberPerson(db: Database, memberId: string): Promise<GatheringPersonView> {
  const row = await db
    .select({ name: user.name, displayName: profiles.display_name, avatarUrl: profiles.avatar_url })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, memberId))
    .get();
  return { id: memberId, displayName: row?.displayName || row?.name || "", avatarUrl: row?.avatarUrl ?? null };
}
