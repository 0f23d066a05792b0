/**
 * @mentions inside a flock: only the flock's own members can be mentioned or suggested. A mention
 * of anyone else (a man of another flock, a removed member, a stranger) notifies nobody.
 */
import { and, asc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import { reflectionHref } from "../../../app/kernel/flock/rules";
import type { MentionSuggestion } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { flockMembers, profiles } from "../../db/schema";
import { mentionStatements, type NotificationDeps } from "../notifications.server";
import { MENTION_SUGGESTIONS } from "../pasture/mentions.server";
import type { FlockAccess } from "./access.server";

/** The ids of the flock's members, as a subquery. */
export const membersOf = (db: Database, flockId: string) =>
  db.select({ id: flockMembers.user_id }).from(flockMembers).where(eq(flockMembers.flock_id, flockId));

/** The statements that notify the flock's members a text mentions (see `mentionStatements`), leading to the reflection. */
export function flockMentionStatements(deps: NotificationDeps, access: FlockAccess, text: string, at: { reflectionId: string; sourceId: string }) {
  return mentionStatements(deps, {
    mentionerId: access.membership.user_id,
    text,
    type: "mention_reflection",
    link: reflectionHref(access.flock.id, at.reflectionId),
    sourceId: at.sourceId,
    among: membersOf(deps.db, access.flock.id),
  });
}

/** "%"/"_" typed by the member are letters to find, not LIKE wildcards. */
const prefixPattern = (query: string) => `${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The flock's members (never himself) whose name, a word of it, or username starts with what he typed. */
export async function flockMentionSuggestions(db: Database, access: FlockAccess, query: string): Promise<MentionSuggestion[]> {
  const pattern = prefixPattern(query);
  const rows = await db
    .select({ id: profiles.id, displayName: profiles.display_name, username: profiles.username, avatarUrl: profiles.avatar_url })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, membersOf(db, access.flock.id)),
        ne(profiles.id, access.membership.user_id),
        sql`${profiles.username} is not null`,
        or(
          like(sql`lower(${profiles.username})`, sql`${pattern} escape '\\'`),
          like(sql`lower(${profiles.display_name})`, sql`${pattern} escape '\\'`),
          like(sql`lower(${profiles.display_name})`, sql`${`% ${pattern}`} escape '\\'`),
        ),
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.display_name}, ${profiles.username}))`))
    .limit(MENTION_SUGGESTIONS);
  return rows.map((row) => ({ id: row.id, displayName: row.displayName ?? row.username!, username: row.username!, avatarUrl: row.avatarUrl }));
}
