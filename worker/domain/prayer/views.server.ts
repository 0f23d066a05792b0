/**
 * Prayer requests as the pages and the API show them: one query reads each request with its
 * author's name and face, its flock's name, how often it has been prayed for and whether he has
 * prayed for it today; `requestView` then decides the value for the member looking. An anonymous
 * request's author never leaves the server for anyone but the author.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { PRAYER_AUDIENCE_LABELS, PRAYER_CATEGORY_LABELS, PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import { isExpired } from "../../../app/kernel/prayer/rules";
import type { PrayerRequestView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { flocks, prayerMarks, prayerRequests, profiles } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";

type Scope = Pick<MemberScope, "id" | "now" | "today">;

export function requestRowsQuery(db: Database, scope: Scope, where: SQL | undefined) {
  return db
    .select({
      request: prayerRequests,
      authorName: profiles.display_name,
      authorUsername: profiles.username,
      authorAvatar: profiles.avatar_url,
      flockName: flocks.name,
      prayedCount: sql<number>`(SELECT count(*) FROM ${prayerMarks} WHERE ${prayerMarks.request_id} = ${prayerRequests.id})`.mapWith(Number),
      prayedByMeToday: sql<number>`EXISTS (SELECT 1 FROM ${prayerMarks} WHERE ${prayerMarks.request_id} = ${prayerRequests.id} AND ${prayerMarks.user_id} = ${scope.id} AND ${prayerMarks.local_date} = ${scope.today})`.mapWith(Boolean),
    })
    .from(prayerRequests)
    .leftJoin(profiles, eq(profiles.id, prayerRequests.user_id))
    .leftJoin(flocks, eq(flocks.id, prayerRequests.flock_id))
    .where(where);
}

export type PrayerRequestViewRow = Awaited<ReturnType<typeof requestRowsQuery>>[number];

export function requestView(row: PrayerRequestViewRow, scope: Scope): PrayerRequestView {
  const r = row.request;
  const isMine = r.user_id === scope.id;
  const showAuthor = isMine || !r.anonymous;
  return {
    id: r.id,
    body: r.body,
    category: r.category,
    categoryLabel: r.category ? PRAYER_CATEGORY_LABELS[r.category] : null,
    audience: r.audience,
    audienceLabel: r.audience === "flock" && row.flockName ? row.flockName : PRAYER_AUDIENCE_LABELS[r.audience],
    flock: r.flock_id && row.flockName ? { id: r.flock_id, name: row.flockName } : null,
    anonymous: r.anonymous,
    author: showAuthor
      ? { id: r.user_id, displayName: row.authorName ?? row.authorUsername ?? C.anonymousAuthor, avatarUrl: row.authorAvatar ?? null }
      : null,
    isMine,
    urgent: r.urgent,
    prayedCount: row.prayedCount,
    prayedByMeToday: row.prayedByMeToday,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at?.toISOString() ?? null,
    expired: isExpired({ audience: r.audience, expiresAt: r.expires_at }, scope.now),
    answeredAt: r.answered_at?.toISOString() ?? null,
    testimony: r.testimony,
    hidden: isMine && r.hidden_at !== null,
  };
}

/** The views of the requests `where` selects (within what he may see: pass `visibleTo` or narrower). */
export async function requestViews(db: Database, scope: Scope, where: SQL | undefined): Promise<PrayerRequestView[]> {
  return (await requestRowsQuery(db, scope, where)).map((row) => requestView(row, scope));
}
