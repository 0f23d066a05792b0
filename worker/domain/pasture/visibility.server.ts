/**
 * Who sees what in The Pasture, as SQL conditions every read and write shares: a member never
 * sees the posts and comments of a member he blocked, and an item hidden for review is seen only
 * by its author. Blocks are read inline (a NOT EXISTS on member_blocks), so applying them costs no
 * round trip of its own.
 */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { memberBlocks } from "../../db/schema";

/** True when `blocker` has blocked `blocked` (either may be a column or a member's id). */
export function hasBlocked(blocker: SQLiteColumn | string, blocked: SQLiteColumn | string): SQL {
  return sql`exists (select 1 from ${memberBlocks} where ${memberBlocks.blocker_id} = ${blocker} and ${memberBlocks.blocked_id} = ${blocked})`;
}

/** An item (post or comment) the viewer may see: not by a member he blocked, not hidden unless his. */
export function visibleTo(viewerId: string, item: { author_id: SQLiteColumn; hidden_at: SQLiteColumn }): SQL {
  return and(or(isNull(item.hidden_at), eq(item.author_id, viewerId)), sql`not ${hasBlocked(viewerId, item.author_id)}`)!;
}
