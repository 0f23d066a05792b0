/**
 * What stands between a member and a new post or comment: a suspension, his first day's allowance,
 * the pace every member keeps, and the same words twice. The writers call `judgeWrite` before
 * they write and write nothing when it answers, and their insert carries its `unchanged` condition;
 * reactions and reports call `suspendedMemberRefusal`.
 * Everything is read in one D1 round trip, counted from the posts and comments themselves, so there
 * is no counter to drift from what he actually wrote.
 */
import { and, count, eq, gt, type SQL, sql } from "drizzle-orm";
import { suspensionActive } from "../../../app/kernel/admin/users";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import {
  COMMENTS_PER_HOUR,
  DUPLICATE_WINDOW_MS,
  FIRST_DAY_MAX_COMMENTS,
  FIRST_DAY_MAX_POSTS,
  FIRST_DAY_MS,
  POST_INTERVAL_SECONDS,
} from "../../../app/kernel/pasture/rules";
import type { Database } from "../../db/client";
import { postComments, posts, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, type Refusal } from "../outcome";

const HOUR_MS = 60 * 60 * 1000;

/** His suspension, as one statement a caller can batch with its own reads. */
export function suspensionQuery(db: Database, memberId: string) {
  return db
    .select({ suspended_at: profiles.suspended_at, suspended_until: profiles.suspended_until })
    .from(profiles)
    .where(eq(profiles.id, memberId));
}

/** The refusal a suspended member gets, from `suspensionQuery`'s rows: none once his suspension has ended. */
export function suspendedRefusal(rows: { suspended_at: Date | null; suspended_until: Date | null }[], now = new Date()): Refusal | null {
  return suspensionActive(rows[0], now) ? refuse(403, PASTURE_COPY.suspended, { code: "suspended" }) : null;
}

/** A suspended member reads but cannot react, report or edit: null when he may. */
export async function suspendedMemberRefusal(db: Database, member: MemberScope): Promise<Refusal | null> {
  return suspendedRefusal(await suspensionQuery(db, member.id));
}

/** Trimmed and case-folded: "Pray for him " and "pray for him" are the same words. */
const sameWords = (text: string) => text.trim().toLowerCase();

/**
 * The guard's judgement of a new post or comment: why he may not write it now (null when he may),
 * and the condition his write must carry — true only while his rows of that kind in the last day are
 * still the ones judged. Two requests read the same rows at once (a double tap on a busy server);
 * the condition lets only the first write land, and the second is then explained by `writeRefusal`.
 */
export interface WriteJudgement {
  refusal: Refusal | null;
  unchanged: SQL;
}

/**
 * Judges a new post or comment. Checked in the order a man can do something about: suspended (403),
 * his first day's allowance and the pace (429), then the same words again (409).
 */
export async function judgeWrite(
  db: Database,
  member: MemberScope,
  kind: "post" | "comment",
  body: string,
  now = new Date(),
): Promise<WriteJudgement> {
  const table = kind === "post" ? posts : postComments;
  const dayAgo = new Date(now.getTime() - FIRST_DAY_MS);
  const mine = (since: Date) => and(eq(table.author_id, member.id), gt(table.created_at, since));
  const [[standing], [counted], recent] = await db.batch([
    db
      .select({ joinedAt: user.createdAt, suspended_at: profiles.suspended_at, suspended_until: profiles.suspended_until })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, member.id)),
    db
      .select({
        lastDay: count(),
        lastHour: sql<number>`coalesce(sum(${table.created_at} > ${now.getTime() - HOUR_MS}), 0)`.mapWith(Number),
        latest: sql<number | null>`max(${table.created_at})`,
      })
      .from(table)
      .where(mine(dayAgo)),
    // At most a few rows: the pace limits keep him to a handful of writes in the window.
    db
      .select({ body: table.body })
      .from(table)
      .where(mine(new Date(now.getTime() - DUPLICATE_WINDOW_MS))),
  ]);
  const written = counted?.lastDay ?? 0;
  const unchanged = sql`(${db.select({ written: count() }).from(table).where(mine(dayAgo))}) = ${written}`;
  return { refusal: refusalFrom({ kind, body, now, standing, written, lastHour: counted?.lastHour ?? 0, latest: counted?.latest ?? null, recent }), unchanged };
}

/** Why he may not write this post or comment now, or null when he may (see `judgeWrite`). */
export async function writeRefusal(db: Database, member: MemberScope, kind: "post" | "comment", body: string, now = new Date()): Promise<Refusal | null> {
  return (await judgeWrite(db, member, kind, body, now)).refusal;
}

function refusalFrom(read: {
  kind: "post" | "comment";
  body: string;
  now: Date;
  standing: { joinedAt: Date; suspended_at: Date | null; suspended_until: Date | null } | undefined;
  written: number;
  lastHour: number;
  latest: number | null;
  recent: { body: string }[];
}): Refusal | null {
  const { kind, now, standing, written, latest } = read;
  const suspended = suspendedRefusal(standing ? [standing] : [], now);
  if (suspended) return suspended;

  const firstDay = now.getTime() - (standing?.joinedAt.getTime() ?? now.getTime()) < FIRST_DAY_MS;
  if (kind === "post") {
    if (firstDay && written >= FIRST_DAY_MAX_POSTS) return refuse(429, PASTURE_COPY.firstDayPosts(FIRST_DAY_MAX_POSTS), { code: "first_day" });
    const waitMs = latest === null ? 0 : latest + POST_INTERVAL_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) return refuse(429, PASTURE_COPY.postTooSoon(Math.ceil(waitMs / 1000)), { code: "too_soon" });
  } else {
    if (firstDay && written >= FIRST_DAY_MAX_COMMENTS) {
      return refuse(429, PASTURE_COPY.firstDayComments(FIRST_DAY_MAX_COMMENTS), { code: "first_day" });
    }
    if (read.lastHour >= COMMENTS_PER_HOUR) return refuse(429, PASTURE_COPY.commentsPerHour(COMMENTS_PER_HOUR), { code: "per_hour" });
  }

  const words = sameWords(read.body);
  if (read.recent.some((row) => sameWords(row.body) === words)) return refuse(409, PASTURE_COPY.duplicate, { code: "duplicate" });
  return null;
}
