/**
 * A flock's reflections and their comments as the member looking sees them: newest reflections
 * first, comments oldest first, each marked with whether he may delete it (his own, or he leads).
 * Read in one batch of two statements, for the flock page's loader and the JSON API alike.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { REFLECTIONS_SHOWN, reflectionAnchor, type ReflectionSource } from "../../../app/kernel/flock/rules";
import type { FlockPersonView, FlockReflectionCommentView, FlockReflectionView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockReflectionComments, flockReflections, profiles } from "../../db/schema";
import type { FlockAccess } from "./access.server";

/**
 * The author's columns beside his row's own `author_id`: a batch returns rows as objects keyed by
 * column name, so selecting `profiles.id` beside the row's `id` would overwrite one with the other.
 */
const authorColumns = {
  author_name: profiles.display_name,
  author_username: profiles.username,
  author_avatar: profiles.avatar_url,
};

interface AuthorColumns {
  author_id: string;
  author_name: string | null;
  author_username: string | null;
  author_avatar: string | null;
}

function person(row: AuthorColumns): FlockPersonView {
  return { id: row.author_id, displayName: row.author_name ?? row.author_username ?? "", username: row.author_username, avatarUrl: row.author_avatar };
}

/** The newest reflections of the flock (or only `reflectionId`), with their authors. */
export function reflectionsQuery(db: Database, flockId: string, reflectionId?: string) {
  return db
    .select({
      id: flockReflections.id,
      body: flockReflections.body,
      source: flockReflections.source,
      source_label: flockReflections.source_label,
      created_at: flockReflections.created_at,
      author_id: flockReflections.author_id,
      ...authorColumns,
    })
    .from(flockReflections)
    .leftJoin(profiles, eq(profiles.id, flockReflections.author_id))
    .where(and(eq(flockReflections.flock_id, flockId), reflectionId ? eq(flockReflections.id, reflectionId) : undefined))
    .orderBy(desc(flockReflections.created_at), desc(flockReflections.id))
    .limit(REFLECTIONS_SHOWN);
}

/** The comments under the same reflections: selected from the same page, so both run in one batch. */
export function commentsQuery(db: Database, flockId: string, reflectionId?: string) {
  const shown = db
    .select({ id: flockReflections.id })
    .from(flockReflections)
    .where(and(eq(flockReflections.flock_id, flockId), reflectionId ? eq(flockReflections.id, reflectionId) : undefined))
    .orderBy(desc(flockReflections.created_at), desc(flockReflections.id))
    .limit(REFLECTIONS_SHOWN);
  return db
    .select({
      id: flockReflectionComments.id,
      reflection_id: flockReflectionComments.reflection_id,
      body: flockReflectionComments.body,
      created_at: flockReflectionComments.created_at,
      author_id: flockReflectionComments.author_id,
      ...authorColumns,
    })
    .from(flockReflectionComments)
    .leftJoin(profiles, eq(profiles.id, flockReflectionComments.author_id))
    .where(and(eq(flockReflectionComments.flock_id, flockId), inArray(flockReflectionComments.reflection_id, shown)))
    .orderBy(asc(flockReflectionComments.created_at), asc(flockReflectionComments.id));
}

type ReflectionRow = Awaited<ReturnType<typeof reflectionsQuery>>[number];
type CommentRow = Awaited<ReturnType<typeof commentsQuery>>[number];

export type { CommentRow };

export function commentView(row: CommentRow, access: FlockAccess): FlockReflectionCommentView {
  const mine = row.author_id === access.membership.user_id;
  return { id: row.id, author: person(row), body: row.body, createdAt: new Date(row.created_at).toISOString(), mine, canDelete: mine || access.canLead };
}

export function reflectionViews(reflections: ReflectionRow[], comments: CommentRow[], access: FlockAccess): FlockReflectionView[] {
  const under = new Map<string, FlockReflectionCommentView[]>();
  for (const row of comments) {
    const list = under.get(row.reflection_id) ?? [];
    list.push(commentView(row, access));
    under.set(row.reflection_id, list);
  }
  return reflections.map((row) => {
    const mine = row.author_id === access.membership.user_id;
    return {
      id: row.id,
      anchor: reflectionAnchor(row.id),
      author: person(row),
      body: row.body,
      source: row.source as ReflectionSource,
      sourceLabel: row.source_label,
      createdAt: new Date(row.created_at).toISOString(),
      mine,
      canDelete: mine || access.canLead,
      comments: under.get(row.id) ?? [],
    };
  });
}

/** The flock's reflections as the member in `access` sees them (one round trip). */
export async function flockReflectionsFor(db: Database, access: FlockAccess, reflectionId?: string): Promise<FlockReflectionView[]> {
  const [reflections, comments] = await db.batch([reflectionsQuery(db, access.flock.id, reflectionId), commentsQuery(db, access.flock.id, reflectionId)]);
  return reflectionViews(reflections, comments, access);
}
