/**
 * @mentions in The Pasture: at most MAX_MENTIONS different members in one post or comment, and
 * the suggestion list the composer offers while he types "@…".
 */
import { and, asc, like, ne, or, type SQL, sql } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { parseMentions } from "../../../app/kernel/notifications";
import { MAX_MENTIONS } from "../../../app/kernel/pasture/rules";
import type { MentionSuggestion } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { refuse, type Refusal } from "../outcome";
import { hasBlocked } from "./visibility.server";

/** A refusal when the text names more members than a post or comment may mention, else null. */
export function mentionLimitRefusal(text: string): Refusal | null {
  return parseMentions(text).length > MAX_MENTIONS ? refuse(400, PASTURE_COPY.tooManyMentions(MAX_MENTIONS), { field: "body" }) : null;
}

export const MENTION_SUGGESTIONS = 8;

/** "%"/"_" typed by the member are letters to find, not LIKE wildcards. */
const prefixPattern = (query: string) => `${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Members whose display name (or a word of it) or username starts with what he typed, never
 * himself, and only those `among` allows (the place's own rule: blocks, or one flock's members).
 */
export async function suggestMembers(db: Database, memberId: string, query: string, among: SQL): Promise<MentionSuggestion[]> {
  const pattern = prefixPattern(query);
  const rows = await db
    .select({ id: profiles.id, displayName: profiles.display_name, username: profiles.username, avatarUrl: profiles.avatar_url })
    .from(profiles)
    .where(
      and(
        ne(profiles.id, memberId),
        sql`${profiles.username} is not null`,
        or(
          like(sql`lower(${profiles.username})`, sql`${pattern} escape '\\'`),
          like(sql`lower(${profiles.display_name})`, sql`${pattern} escape '\\'`),
          like(sql`lower(${profiles.display_name})`, sql`${`% ${pattern}`} escape '\\'`),
        ),
        among,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.display_name}, ${profiles.username}))`))
    .limit(MENTION_SUGGESTIONS);
  return rows.map((row) => ({ id: row.id, displayName: row.displayName ?? row.username!, username: row.username!, avatarUrl: row.avatarUrl }));
}

/** The Pasture's suggestions: anyone but a man in a block with him either way (neither may mention the other). */
export function mentionSuggestions(db: Database, memberId: string, query: string): Promise<MentionSuggestion[]> {
  return suggestMembers(db, memberId, query, sql`not ${hasBlocked(memberId, profiles.id)} and not ${hasBlocked(profiles.id, memberId)}`);
}
