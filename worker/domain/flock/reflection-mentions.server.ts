/**
 * @mentions inside a flock: only the flock's own members can be mentioned or suggested. A mention
 * of anyone else (a man of another flock, a removed member, a stranger) notifies nobody.
 */
import { eq, inArray } from "drizzle-orm";
import { reflectionHref } from "../../../app/kernel/flock/rules";
import type { MentionSuggestion } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { flockMembers, profiles } from "../../db/schema";
import { mentionStatements, type NotificationDeps } from "../notifications.server";
import { suggestMembers } from "../pasture/mentions.server";
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

/** The flock's members (never himself) whose name, a word of it, or username starts with what he typed. */
export function flockMentionSuggestions(db: Database, access: FlockAccess, query: string): Promise<MentionSuggestion[]> {
  return suggestMembers(db, access.membership.user_id, query, inArray(profiles.id, membersOf(db, access.flock.id)));
}
