/**
 * What becomes of his flocks when a man deletes his account: a flock he led alone is handed to the
 * brother who has walked in it longest (a co-leader first), so the others keep their flock and its
 * history; a flock with no one else in it is closed. Returned as statements for the deletion's batch.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { flockMembers, flocks } from "../../db/schema";

export function flockHandoverOnDeparture(db: Database, userId: string) {
  return [
    db
      .update(flockMembers)
      .set({ role: "leader" })
      .where(sql`(${flockMembers.flock_id}, ${flockMembers.user_id}) IN (
        SELECT mine.flock_id, (
          SELECT other.user_id FROM flock_members AS other
          WHERE other.flock_id = mine.flock_id AND other.user_id <> ${userId}
          ORDER BY CASE other.role WHEN 'co_leader' THEN 0 ELSE 1 END, other.created_at, other.user_id
          LIMIT 1
        )
        FROM flock_members AS mine
        WHERE mine.user_id = ${userId} AND mine.role = 'leader'
          AND NOT EXISTS (
            SELECT 1 FROM flock_members AS leader
            WHERE leader.flock_id = mine.flock_id AND leader.role = 'leader' AND leader.user_id <> ${userId}
          )
      )`),
    db.delete(flocks).where(
      sql`${flocks.id} IN (SELECT flock_id FROM flock_members WHERE user_id = ${userId})
        AND NOT EXISTS (SELECT 1 FROM flock_members AS other WHERE other.flock_id = ${flocks.id} AND other.user_id <> ${userId})`,
    ),
  ] as const;
}
