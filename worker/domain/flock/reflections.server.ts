/**
 * Sharing a reflection with one of his flocks, and deleting one. He shares only the text he
 * submits, whatever it came from; the reflection and the notifications of the brothers it mentions
 * are one batch. Deleting takes its comments, their notifications and reports with it: its author
 * may delete it, and so may the flock's leaders.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { FLOCK_COPY } from "../../../app/kernel/copy/flock";
import { FLOCK_REPORT_KINDS, type ReflectionSource } from "../../../app/kernel/flock/rules";
import type { FlockReflectionView } from "../../../app/kernel/flock/views";
import { contentReports, flockReflectionComments, flockReflections } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announceRemoved, removeSourceStatements, type NotificationDeps } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { mentionLimitRefusal } from "../pasture/mentions.server";
import { findFlockFor } from "./access.server";
import { flockMentionStatements } from "./reflection-mentions.server";
import { sourceLabelFor } from "./reflection-sources.server";
import { flockReflectionsFor } from "./reflection-views.server";

const C = FLOCK_COPY;

export interface NewReflection {
  body: string;
  source: ReflectionSource;
  sourceId?: string;
}

/** Every reflection of the flock he may see (he must be one of its members). */
export async function listReflections(deps: NotificationDeps, member: MemberScope, flockId: string): Promise<Outcome<{ reflections: FlockReflectionView[] }>> {
  const access = await findFlockFor(deps.db, member, flockId);
  if (!access.ok) return access;
  return succeed({ reflections: await flockReflectionsFor(deps.db, access) });
}

export async function shareReflection(
  deps: NotificationDeps,
  member: MemberScope,
  flockId: string,
  input: NewReflection,
): Promise<Outcome<{ reflection: FlockReflectionView }>> {
  const access = await findFlockFor(deps.db, member, flockId);
  if (!access.ok) return access;
  if (!access.canShare) return refuse(403, C.errors.leadersOnly);
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const source = await sourceLabelFor(deps.db, member.id, input.source, input.sourceId);
  if (!source.ok) return source;

  const id = crypto.randomUUID();
  const insert = deps.db.insert(flockReflections).values({
    id,
    flock_id: flockId,
    author_id: member.id,
    body: input.body,
    source: input.source,
    source_id: source.sourceId,
    source_label: source.label,
    created_at: member.now,
  });
  const mention = flockMentionStatements(deps, access, input.body, { reflectionId: id, sourceId: id });
  if (mention) {
    const [, , written, unread] = await deps.db.batch([insert, ...mention.statements]);
    await mention.announceFrom(written, unread);
  } else {
    await insert;
  }
  const [reflection] = await flockReflectionsFor(deps.db, access, id);
  return reflection ? succeed({ reflection }) : refuse(404, C.reflections.reflectionNotFound);
}

/**
 * The statements that delete a flock's reflection with its comments, their reports and every
 * notification they caused (mentions, reports to leaders), for the caller's batch once it decided
 * the reflection may go; the first answers whom to tell (`announceRemoved`).
 */
export function reflectionRemovalStatements(db: NotificationDeps["db"], flockId: string, reflectionId: string) {
  const commentIds = db.select({ id: flockReflectionComments.id }).from(flockReflectionComments).where(eq(flockReflectionComments.reflection_id, reflectionId));
  const sources = sql`(select ${reflectionId} union select ${flockReflectionComments.id} from ${flockReflectionComments} where ${flockReflectionComments.reflection_id} = ${reflectionId})`;
  const [countsAfter, removeNotifications] = removeSourceStatements(db, sources);
  return [
    countsAfter,
    removeNotifications,
    db
      .delete(contentReports)
      .where(
        or(
          and(eq(contentReports.item_kind, FLOCK_REPORT_KINDS.reflection), eq(contentReports.item_id, reflectionId)),
          and(eq(contentReports.item_kind, FLOCK_REPORT_KINDS.comment), inArray(contentReports.item_id, commentIds)),
        ),
      ),
    db.delete(flockReflectionComments).where(eq(flockReflectionComments.reflection_id, reflectionId)),
    db.delete(flockReflections).where(and(eq(flockReflections.id, reflectionId), eq(flockReflections.flock_id, flockId))),
  ] as const;
}

export async function deleteReflection(deps: NotificationDeps, member: MemberScope, flockId: string, reflectionId: string): Promise<Outcome<{ deleted: true }>> {
  const { db } = deps;
  const access = await findFlockFor(db, member, flockId);
  if (!access.ok) return access;
  const row = await db
    .select({ author_id: flockReflections.author_id })
    .from(flockReflections)
    .where(and(eq(flockReflections.id, reflectionId), eq(flockReflections.flock_id, flockId)))
    .get();
  if (!row) return refuse(404, C.reflections.reflectionNotFound);
  if (row.author_id !== member.id && !access.canLead) return refuse(403, C.reflections.notYours);

  const [counts] = await db.batch(reflectionRemovalStatements(db, flockId, reflectionId));
  await announceRemoved(deps.env, counts);
  return succeed({ deleted: true as const });
}
