/**
 * The study series library (/pasture/library): the library's own series and the hosted series
 * published to all members, filtered by focus area; and one series with its sessions, each
 * passage's WEB text read from the bundled Bible, and his follow.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FocusArea } from "../../../app/kernel/focus-areas";
import { sessionDue } from "../../../app/kernel/series/schedule";
import type { SeriesCardView, SeriesPageView, SeriesSessionView } from "../../../app/kernel/series/views";
import { referenceHref } from "../../bible/link-references";
import { librarySeries } from "../../content/series";
import type { Database } from "../../db/client";
import { profiles, seriesFollows, seriesSessions, studySeries, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { versesOf } from "../plan-composer.server";
import { isHostedId, libraryEntry, seriesCover, seriesHref, visibleTo } from "./visible.server";

const hostName = sql<string>`coalesce(${profiles.display_name}, ${user.name})`;
const sessionCount = sql<number>`(select count(*) from ${seriesSessions} where ${seriesSessions.series_id} = ${studySeries.id})`;

/** The library's series, then hosted ones newest first; `focus` keeps one focus area. One D1 round trip. */
export async function listSeries(db: Database, member: MemberScope, focus?: FocusArea): Promise<SeriesCardView[]> {
  const published = and(eq(studySeries.status, "published"), eq(studySeries.audience, "pasture"), focus ? eq(studySeries.focus_area, focus) : undefined);
  const [hosted, follows] = await db.batch([
    db
      .select({ id: studySeries.id, title: studySeries.title, description: studySeries.description, focus_area: studySeries.focus_area, host: hostName, sessions: sessionCount })
      .from(studySeries)
      .innerJoin(user, eq(user.id, studySeries.host_id))
      .leftJoin(profiles, eq(profiles.id, studySeries.host_id))
      .where(published)
      .orderBy(desc(studySeries.published_at)),
    db.select({ id: seriesFollows.series_id }).from(seriesFollows).where(eq(seriesFollows.user_id, member.id)),
  ]);
  const following = new Set(follows.map((row) => row.id));
  const card = (id: string, fields: Omit<SeriesCardView, "id" | "href" | "cover" | "following">): SeriesCardView => ({
    id,
    href: seriesHref(id),
    cover: seriesCover(fields.focusArea, id),
    following: following.has(id),
    ...fields,
  });
  return [
    ...librarySeries
      .filter((series) => !focus || series.focusArea === focus)
      .map((series) =>
        card(series.slug, { title: series.title, subtitle: series.subtitle, focusArea: series.focusArea, sessionCount: series.sessions.length, hostName: null }),
      ),
    ...hosted.map((row) =>
      card(row.id, {
        title: row.title,
        subtitle: firstLine(row.description),
        focusArea: row.focus_area as FocusArea,
        sessionCount: row.sessions,
        hostName: row.host,
      }),
    ),
  ];
}

/** A card's one line from a hosted series' description: its first sentence, or its start. */
function firstLine(description: string): string {
  const sentence = /^[^.!?\n]*[.!?]?/.exec(description.trim())?.[0] ?? "";
  return sentence.length > 140 ? `${sentence.slice(0, 139)}…` : sentence;
}

/** A session as written, before its passage is read and its teaching split into paragraphs. */
type SourceSession = Omit<SeriesSessionView, "verses" | "passageHref" | "teaching"> & { teaching: string };

interface SeriesSource {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  focusArea: FocusArea;
  status: "published" | "draft";
  hostName: string | null;
  canEdit: boolean;
  sessions: SourceSession[];
}

async function hostedSource(db: Database, member: MemberScope, seriesId: string): Promise<{ source: SeriesSource; startDate: string | null } | null> {
  const [rows, sessions, follows] = await db.batch([
    db
      .select({ series: studySeries, host: hostName })
      .from(studySeries)
      .innerJoin(user, eq(user.id, studySeries.host_id))
      .leftJoin(profiles, eq(profiles.id, studySeries.host_id))
      .where(and(eq(studySeries.id, seriesId), visibleTo(member.id)))
      .limit(1),
    db.select().from(seriesSessions).where(eq(seriesSessions.series_id, seriesId)).orderBy(asc(seriesSessions.session_number)),
    followQuery(db, member.id, seriesId),
  ]);
  const row = rows[0];
  if (!row) return null;
  const { series } = row;
  return {
    startDate: follows[0]?.start_date ?? null,
    source: {
      id: series.id,
      title: series.title,
      subtitle: firstLine(series.description),
      description: series.description,
      focusArea: series.focus_area as FocusArea,
      status: series.status,
      hostName: row.host,
      canEdit: series.host_id === member.id && series.status === "draft",
      sessions: sessions.map((session) => ({
        number: session.session_number,
        title: session.title,
        passage: session.passage,
        teaching: session.teaching,
        questions: session.questions,
        prayer: session.prayer,
        atHome: session.at_home,
      })),
    },
  };
}

const followQuery = (db: Database, userId: string, seriesId: string) =>
  db
    .select({ start_date: seriesFollows.start_date })
    .from(seriesFollows)
    .where(and(eq(seriesFollows.user_id, userId), eq(seriesFollows.series_id, seriesId)))
    .limit(1);

/**
 * One series as he may see it, with every session's passage text, or null (no such series, or
 * another man's draft). Two D1 round trips: the series and his follow, then the passages.
 */
export async function seriesPage(db: Database, member: MemberScope, seriesId: string): Promise<SeriesPageView | null> {
  const found = await seriesSource(db, member, seriesId);
  if (!found) return null;
  const { source, startDate } = found;
  const { sessions, ...series } = source;
  const texts = sessions.length > 0 ? await versesOf(db, sessions.map((session) => session.passage)) : new Map<string, { verse: number; text: string }[]>();
  return {
    ...series,
    href: seriesHref(series.id),
    cover: seriesCover(series.focusArea, series.id),
    sessionCount: sessions.length,
    following: startDate !== null,
    follow: startDate === null ? null : { startDate, dueSession: sessionDue(startDate, member.today, sessions.length) },
    sessions: sessions.map((session) => ({
      ...session,
      passageHref: referenceHref(session.passage),
      verses: texts.get(session.passage) ?? [],
      teaching: session.teaching.split(/\n{2,}/).filter(Boolean),
    })),
  };
}

async function seriesSource(db: Database, member: MemberScope, seriesId: string): Promise<{ source: SeriesSource; startDate: string | null } | null> {
  const library = libraryEntry(seriesId);
  if (!library) return isHostedId(seriesId) ? hostedSource(db, member, seriesId) : null;
  const follows = await followQuery(db, member.id, seriesId);
  return {
    startDate: follows[0]?.start_date ?? null,
    source: {
      id: library.slug,
      title: library.title,
      subtitle: library.subtitle,
      description: library.description,
      focusArea: library.focusArea,
      status: "published",
      hostName: null,
      canEdit: false,
      sessions: library.sessions.map((session, index) => ({ number: index + 1, ...session, atHome: session.atHome ?? null })),
    },
  };
}
