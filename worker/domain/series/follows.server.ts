/**
 * Following a study series: one row per member per series, started on his local today; session N
 * is his in the Nth week from it (app/kernel/series/schedule.ts). Today reads his follows in its
 * own batch (`followedSeriesQueries`) and shows each series' session for this week.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { SERIES_ERRORS } from "../../../app/kernel/copy/series";
import type { FOLLOW_INTENTS } from "../../../app/kernel/series/rules";
import { sessionDue } from "../../../app/kernel/series/schedule";
import type { NextSessionView } from "../../../app/kernel/series/views";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import type { MemberKey } from "../../db/member-key";
import { seriesFollows, seriesSessions, studySeries } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { isHostedId, libraryEntry, seriesHref, visibleTo } from "./visible.server";

async function seriesExistsFor(db: Database, userId: string, seriesId: string): Promise<boolean> {
  if (libraryEntry(seriesId)) return true;
  if (!isHostedId(seriesId)) return false;
  const row = await db
    .select({ id: studySeries.id })
    .from(studySeries)
    .where(and(eq(studySeries.id, seriesId), visibleTo(userId)))
    .get();
  return Boolean(row);
}

/**
 * Follow (idempotent: a second follow keeps his first start date) or stop following. A series he
 * cannot see is not found; stopping a follow he does not have changes nothing.
 */
export async function followSeries(
  app: Pick<AppContext, "db">,
  member: MemberScope,
  seriesId: string,
  intent: (typeof FOLLOW_INTENTS)[number],
): Promise<Outcome<{ following: boolean }>> {
  const { db } = app;
  if (intent === "unfollow") {
    await db.delete(seriesFollows).where(and(eq(seriesFollows.user_id, member.id), eq(seriesFollows.series_id, seriesId)));
    return succeed({ following: false });
  }
  if (!(await seriesExistsFor(db, member.id, seriesId))) return refuse(404, SERIES_ERRORS.notFound);
  await db.insert(seriesFollows).values({ user_id: member.id, series_id: seriesId, start_date: member.today }).onConflictDoNothing();
  return succeed({ following: true });
}

/** His follows and the hosted sessions they need, as statements for the caller's batch. */
export function followedSeriesQueries(db: Database, userId: MemberKey) {
  const followed = db.select({ id: seriesFollows.series_id }).from(seriesFollows).where(eq(seriesFollows.user_id, userId));
  return [
    db
      .select({
        series_id: seriesFollows.series_id,
        start_date: seriesFollows.start_date,
        title: studySeries.title,
        status: studySeries.status,
        audience: studySeries.audience,
        host_id: studySeries.host_id,
      })
      .from(seriesFollows)
      .leftJoin(studySeries, eq(studySeries.id, seriesFollows.series_id))
      .where(eq(seriesFollows.user_id, userId))
      .orderBy(asc(seriesFollows.created_at)),
    db
      .select({ series_id: seriesSessions.series_id, number: seriesSessions.session_number, title: seriesSessions.title, passage: seriesSessions.passage })
      .from(seriesSessions)
      .where(inArray(seriesSessions.series_id, followed))
      .orderBy(asc(seriesSessions.series_id), asc(seriesSessions.session_number)),
  ] as const;
}

type FollowRow = Awaited<ReturnType<typeof followedSeriesQueries>[0]>[number];
type SessionRow = Awaited<ReturnType<typeof followedSeriesQueries>[1]>[number];

/** This week's session of each series he follows (none for a series he has finished or can no longer see). */
export function sessionsDueThisWeek(userId: string, today: string, follows: FollowRow[], hostedSessions: SessionRow[]): NextSessionView[] {
  const due: NextSessionView[] = [];
  for (const follow of follows) {
    const library = libraryEntry(follow.series_id);
    const visibleHosted = follow.title !== null && ((follow.status === "published" && follow.audience === "pasture") || follow.host_id === userId);
    if (!library && !visibleHosted) continue;
    const sessions = library
      ? library.sessions.map((session, index) => ({ number: index + 1, title: session.title, passage: session.passage }))
      : hostedSessions.filter((session) => session.series_id === follow.series_id);
    const number = sessionDue(follow.start_date, today, sessions.length);
    const session = number === null ? undefined : sessions[number - 1];
    if (!session) continue;
    due.push({
      seriesId: follow.series_id,
      seriesTitle: library?.title ?? follow.title!,
      number: session.number,
      sessionCount: sessions.length,
      title: session.title,
      passage: session.passage,
      href: `${seriesHref(follow.series_id)}#session-${session.number}`,
    });
  }
  return due;
}
