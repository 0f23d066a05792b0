/**
 * Hosting a study series (Premium, the gate's `series_creation`): a draft is its host's alone;
 * saving rewrites its sessions in one atomic batch; publishing checks every passage against the
 * bundled Bible and shows the series in the library to every member (audience "pasture").
 * Every read and write carries `host_id` from the session; another man's draft is not found.
 */
import { and, asc, count, desc, eq, exists } from "drizzle-orm";
import { SERIES_ERRORS } from "../../../app/kernel/copy/series";
import { SERIES_PASSAGE_MAX_VERSES } from "../../../app/kernel/series/rules";
import type { HostedSeriesInput } from "../../../app/kernel/series/schemas";
import type { SeriesDraftListItem } from "../../../app/kernel/series/views";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
import { seriesSessions, studySeries } from "../../db/schema";
import { checkFeatureAccess } from "../gate.server";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "../outcome";
import { checkedPassages } from "../passage-check.server";
import { isHostedId } from "./visible.server";

type HostContext = Pick<AppContext, "db" | "requestId">;

/** D1 allows 100 bound parameters a statement: 8 sessions of 9 columns, and the draft check's 3. */
const SESSIONS_PER_INSERT = 8;

/** Hosting is Premium: the gate's refusal for anyone else, or null. */
export async function hostingRefusal(app: HostContext, member: MemberScope): Promise<Refusal | null> {
  const access = await checkFeatureAccess(app, member, "series_creation");
  return access.allowed ? null : refuse(403, access.reason);
}

const ownDraft = (userId: string, seriesId: string) => and(eq(studySeries.id, seriesId), eq(studySeries.host_id, userId), eq(studySeries.status, "draft"));

export async function listDrafts(db: Database, userId: string): Promise<SeriesDraftListItem[]> {
  return db
    .select({ id: studySeries.id, title: studySeries.title, sessionCount: count(seriesSessions.id) })
    .from(studySeries)
    .leftJoin(seriesSessions, eq(seriesSessions.series_id, studySeries.id))
    .where(and(eq(studySeries.host_id, userId), eq(studySeries.status, "draft")))
    .groupBy(studySeries.id)
    .orderBy(desc(studySeries.updated_at));
}

/** His draft with its sessions, or null (not his, not a draft, or no such series). */
export async function loadDraft(db: Database, userId: string, seriesId: string): Promise<(HostedSeriesInput & { id: string }) | null> {
  if (!isHostedId(seriesId)) return null;
  const [rows, sessions] = await db.batch([
    db.select().from(studySeries).where(ownDraft(userId, seriesId)).limit(1),
    db.select().from(seriesSessions).where(eq(seriesSessions.series_id, seriesId)).orderBy(asc(seriesSessions.session_number)),
  ]);
  const series = rows[0];
  if (!series) return null;
  return {
    id: series.id,
    title: series.title,
    description: series.description,
    focusArea: series.focus_area as HostedSeriesInput["focusArea"],
    sessions: sessions.map((row) => ({
      title: row.title,
      passage: row.passage,
      teaching: row.teaching,
      questions: row.questions,
      prayer: row.prayer,
      atHome: row.at_home ?? "",
    })),
  };
}

const passageRules = { maxVerses: SERIES_PASSAGE_MAX_VERSES, field: (index: number) => `sessions.${index}.passage`, messages: SERIES_ERRORS };
const passagesOf = (sessions: HostedSeriesInput["sessions"]) => sessions.map((session) => session.passage);

/** A series' sessions as rows, numbered from 1, with their passages as checked; in chunks D1 can bind. */
function sessionRowChunks(seriesId: string, sessions: HostedSeriesInput["sessions"], passages: string[]) {
  const rows = sessions.map((session, index) => ({
    series_id: seriesId,
    session_number: index + 1,
    title: session.title,
    passage: passages[index]!,
    teaching: session.teaching,
    questions: session.questions,
    prayer: session.prayer,
    at_home: session.atHome || null,
  }));
  const chunks = [];
  for (let start = 0; start < rows.length; start += SESSIONS_PER_INSERT) chunks.push(rows.slice(start, start + SESSIONS_PER_INSERT));
  return chunks;
}

export async function createDraft(
  app: HostContext,
  member: MemberScope,
  input: Pick<HostedSeriesInput, "title" | "description" | "focusArea">,
): Promise<Outcome<{ seriesId: string }>> {
  const denied = await hostingRefusal(app, member);
  if (denied) return denied;
  const [row] = await app.db
    .insert(studySeries)
    .values({ host_id: member.id, title: input.title, description: input.description, focus_area: input.focusArea })
    .returning({ id: studySeries.id });
  return succeed({ seriesId: row!.id });
}

/**
 * Saves his draft (sessions rewritten in one batch); with `publish`, the series goes into the
 * library for every member. Another man's series, or one no longer a draft, is not found.
 */
export async function saveDraft(
  app: HostContext,
  member: MemberScope,
  seriesId: string,
  input: HostedSeriesInput,
  { publish }: { publish: boolean },
): Promise<Outcome<{ seriesId: string }>> {
  const denied = await hostingRefusal(app, member);
  if (denied) return denied;
  const { db } = app;
  if (!isHostedId(seriesId)) return refuse(404, SERIES_ERRORS.notFound);
  const current = await db.select({ id: studySeries.id }).from(studySeries).where(ownDraft(member.id, seriesId)).get();
  if (!current) return refuse(404, SERIES_ERRORS.notFound);
  const checked = publish ? await checkedPassages(db, passagesOf(input.sessions), passageRules) : succeed({ passages: passagesOf(input.sessions) });
  if (!checked.ok) return checked;
  // Every write depends on the series still being his draft when the batch runs: his other tab may
  // have published it since the read above, and then nothing of this save may land.
  const stillDraft = exists(db.select({ id: studySeries.id }).from(studySeries).where(ownDraft(member.id, seriesId)));
  const inserts = sessionRowChunks(seriesId, input.sessions, checked.passages).map((rows) => insertWhere(db, seriesSessions, rows, stillDraft));
  const results = await db.batch([
    db.delete(seriesSessions).where(and(eq(seriesSessions.series_id, seriesId), stillDraft)),
    ...inserts,
    db
      .update(studySeries)
      .set({
        title: input.title,
        description: input.description,
        focus_area: input.focusArea,
        status: publish ? "published" : "draft",
        published_at: publish ? member.now : null,
        updated_at: member.now,
      })
      .where(ownDraft(member.id, seriesId))
      .returning({ id: studySeries.id }),
  ]);
  if ((results.at(-1) as { id: string }[]).length === 0) return refuse(409, SERIES_ERRORS.notDraft);
  return succeed({ seriesId });
}

/** The JSON API's one call: a whole series, kept as a draft or published at once, written in one batch. */
export async function hostSeries(
  app: HostContext,
  member: MemberScope,
  input: HostedSeriesInput & { publish: boolean },
): Promise<Outcome<{ seriesId: string; status: "draft" | "published" }>> {
  const denied = await hostingRefusal(app, member);
  if (denied) return denied;
  const { db } = app;
  const checked = input.publish ? await checkedPassages(db, passagesOf(input.sessions), passageRules) : succeed({ passages: passagesOf(input.sessions) });
  if (!checked.ok) return checked;
  const seriesId = crypto.randomUUID();
  const status = input.publish ? "published" : "draft";
  await db.batch([
    db.insert(studySeries).values({
      id: seriesId,
      host_id: member.id,
      title: input.title,
      description: input.description,
      focus_area: input.focusArea,
      status,
      published_at: input.publish ? member.now : null,
    }),
    ...sessionRowChunks(seriesId, input.sessions, checked.passages).map((rows) => db.insert(seriesSessions).values(rows)),
  ]);
  return succeed({ seriesId, status });
}
