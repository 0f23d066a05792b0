/**
 * The Today screen's loader data: the devotional, progress, journal, whisper and streak. A member's
 * reads — his progress, check-ins, journal titles, newest unread whisper, streak days, the study
 * series he follows and the gatherings he joined — are one batch over the days any time zone could
 * call today, and normally travel in his session's own batch: with the day's devotional held by the
 * isolate, a signed-in Today makes one D1 round trip in all.
 *
 * The devotional is handed back as a promise the page streams behind a skeleton. It is already
 * settled when the stored row was in the batch; only a day the cron has not prepared pays for
 * composing (ensureDevotional), and any failure resolves to a built-in fallback with `backup`.
 */
import { and, desc, eq, getTableColumns, gte, inArray, lte, or, type Placeholder, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { devotionalLinks, referenceHref } from "../bible/link-references";
import type { DevotionalLinks } from "../../app/kernel/bible/scripture-links";
import { addDays, datesInAnyTimeZone, localDate } from "../../app/kernel/dates";
import { streakWindowStart } from "../../app/kernel/streak";
import type { Devotional } from "../../app/kernel/devotional";
import type { NextSessionView } from "../../app/kernel/series/views";
import type { AppContext, Providers } from "../context";
import type { Database } from "../db/client";
import type { MemberKey } from "../db/member-key";
import { preparedBatch } from "../db/prepared-batch";
import type { ReadsWithSession } from "../auth/reads-with-session";
import { dailyCheckins, devotionalProgress, devotionals, encouragementWhispers, gatheringAttendance, journalEntries } from "../db/schema";
import { cachedDevotional, rememberDevotional } from "./devotional-cache.server";
import { fallbackDevotional } from "./devotionals.server";
import type { MemberScope } from "./member-scope.server";
import { streakDaysBetween, streakFromRows } from "./progress.server";
import { followedSeriesQueries, sessionsDueThisWeek } from "./series/follows.server";

/** The "Daily Walk with God" card shows this many local days, today last. */
export const WALK_DAYS = 7;

export interface WalkDay {
  date: string;
  completed: boolean;
  checkedIn: boolean;
  /** The day's spiritual connection (0-100), or null when he did not move the slider that day. */
  connection: number | null;
  /** He was in a gathering's room that day (LiveKit's attendance), gathered with his brothers. */
  gathered: boolean;
}

export interface TodayWhisper {
  id: string;
  message: string;
  verse: string | null;
  /** The verse in the reader (parsed on the server), or null. */
  verse_href: string | null;
}

export interface TodayCheckIn {
  mood: string;
  focus_areas: string[];
  notes: string | null;
}

/** Member data the page needs at its first render (outside the streamed devotional). */
export interface TodayMember {
  today: string;
  streak: number;
  whisper: TodayWhisper | null;
  checkIn: TodayCheckIn | null;
  /** The last WALK_DAYS local days, oldest first; the last one is today. */
  week: WalkDay[];
  /** This week's session of each study series he follows. */
  series: NextSessionView[];
}

/** What the streamed part of the page renders: the devotional and this member's state on it. */
export interface TodayDevotional {
  devotional: Devotional;
  /** Its scripture references as links to the reader. */
  links: DevotionalLinks;
  /** True when loading failed and a built-in fallback is shown ("Using a backup devotional."). */
  backup: boolean;
  progress: { completed: boolean; spiritual_connection: number } | null;
  /** A journal entry with this devotional's title was written today. */
  journalSaved: boolean;
}

/** Columns of the Devotional type (the table's, without its bookkeeping). */
const { source: _source, library_slug: _slug, ...devotionalColumns } = getTableColumns(devotionals);

/** The day's stored devotional, for a batch when this isolate does not hold it (devotional-cache.server.ts). */
const storedDevotionalRead = (db: Database, today: Placeholder) =>
  db.select(devotionalColumns).from(devotionals).where(eq(devotionals.devotional_date, today)).limit(1);

/** Where an instant's values go in the member's reads (bound from `readWindow`). */
const WINDOW_SLOTS = ["earliestDay", "latestDay", "weekStart", "streakStart", "since"] as const;
type WindowSlot = (typeof WINDOW_SLOTS)[number];
type WindowSlots = { readonly [name in WindowSlot]: Placeholder<name> };

/**
 * The days a member's Today may need at an instant, whatever his time zone: his today lies between
 * the earliest and the latest date some zone is in, so the reads run from the earliest zone's week
 * and streak start to the latest zone's date, and his own day's rows are picked once his zone is
 * known (`todayFromRows`). Nothing of him is needed but his id — so the reads can travel in his
 * session's batch, before his profile is read.
 */
function readWindow(now: Date): { readonly [name in WindowSlot]: string | Date } {
  const { earliest, latest } = datesInAnyTimeZone(now);
  return {
    earliestDay: earliest,
    latestDay: latest,
    weekStart: addDays(earliest, -(WALK_DAYS - 1)),
    streakStart: streakWindowStart(earliest),
    // Gatherings he joined this week: a day more than the card's week covers any time zone's days.
    since: new Date(now.getTime() - (WALK_DAYS + 1) * 86_400_000),
  };
}

/** The member's reads over the window, for one batch (a single D1 round trip). */
function memberReads(db: Database, member: MemberKey, { earliestDay, latestDay, weekStart, streakStart, since }: WindowSlots) {
  const windowsDevotionals = db
    .select({ id: devotionals.id })
    .from(devotionals)
    .where(and(gte(devotionals.devotional_date, earliestDay), lte(devotionals.devotional_date, latestDay)));
  return [
    // The weeks' progress, plus the rows of the window's devotionals whatever day each was begun.
    db
      .select({
        devotional_id: devotionalProgress.devotional_id,
        progress_date: devotionalProgress.progress_date,
        completed: devotionalProgress.completed,
        spiritual_connection: devotionalProgress.spiritual_connection,
        updated_at: devotionalProgress.updated_at,
      })
      .from(devotionalProgress)
      .where(
        and(
          eq(devotionalProgress.user_id, member),
          or(
            and(gte(devotionalProgress.progress_date, weekStart), lte(devotionalProgress.progress_date, latestDay)),
            inArray(devotionalProgress.devotional_id, windowsDevotionals),
          ),
        ),
      )
      .orderBy(desc(devotionalProgress.updated_at)),
    // The streak's days: completed devotionals, check-ins and plan days (the week card reads them too).
    ...streakDaysBetween(db, member, streakStart, latestDay),
    db
      .select({ date: dailyCheckins.check_in_date, mood: dailyCheckins.mood, focus_areas: dailyCheckins.focus_areas, notes: dailyCheckins.notes })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.user_id, member), gte(dailyCheckins.check_in_date, earliestDay), lte(dailyCheckins.check_in_date, latestDay))),
    db
      .selectDistinct({ date: journalEntries.entry_date, title: journalEntries.devotional_title })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, member), gte(journalEntries.entry_date, earliestDay), lte(journalEntries.entry_date, latestDay))),
    db
      .select({
        id: encouragementWhispers.id,
        message: encouragementWhispers.message,
        verse: encouragementWhispers.verse,
      })
      .from(encouragementWhispers)
      .where(and(eq(encouragementWhispers.user_id, member), eq(encouragementWhispers.read, false)))
      .orderBy(desc(encouragementWhispers.created_at))
      .limit(1),
    ...followedSeriesQueries(db, member),
    db
      .select({ joined_at: gatheringAttendance.joined_at })
      .from(gatheringAttendance)
      .where(and(eq(gatheringAttendance.user_id, member), gte(gatheringAttendance.joined_at, sql.param(since, gatheringAttendance.joined_at)))),
  ] as const;
}

type MemberRows = BatchResponse<ReturnType<typeof memberReads>>;

/** His reads alone, when this isolate holds the day's devotional. */
const memberReadsAlone = preparedBatch(["userId", ...WINDOW_SLOTS], (db, { userId, ...window }) => memberReads(db, userId, window));

/** His reads and the day's stored devotional, when it does not. */
const memberReadsAndStoredDevotional = preparedBatch(["userId", "today", ...WINDOW_SLOTS], (db, { userId, today, ...window }) => [
  storedDevotionalRead(db, today),
  ...memberReads(db, userId, window),
]);

/**
 * Today's reads in the session lookup's batch (worker/auth/reads-with-session.ts): a signed-in Today
 * then costs one D1 round trip in all while this isolate holds the day's devotional, and its
 * devotional is read while the page streams when it does not.
 */
export const todaysReadsWithSession: ReadsWithSession<WindowSlot, ReturnType<typeof memberReads>> = {
  page: "today",
  slots: WINDOW_SLOTS,
  statements: memberReads,
  values: readWindow,
};

type ProgressRow = { devotional_id: string; progress_date: string; completed: boolean; spiritual_connection: number };

function walkWeek(today: string, progress: ProgressRow[], checkInDays: Set<string>, planDays: Set<string>, gatheredDays: Set<string>): WalkDay[] {
  return Array.from({ length: WALK_DAYS }, (_, index) => {
    const date = addDays(today, index - (WALK_DAYS - 1));
    // Rows arrive newest first, so the first row of a day carries its latest connection.
    const rows = progress.filter((row) => row.progress_date === date);
    return {
      date,
      completed: rows.some((row) => row.completed) || planDays.has(date),
      checkedIn: checkInDays.has(date),
      connection: rows[0]?.spiritual_connection ?? null,
      gathered: gatheredDays.has(date),
    };
  });
}

type TodayContext = Pick<AppContext, "db" | "env" | "requestId"> & { providers: Pick<Providers, "devotional"> } & Partial<Pick<AppContext, "readWithSession">>;

/**
 * His rows for the window: those his session's batch brought for this very instant, else one batch
 * of their own — with the day's stored devotional when this isolate does not hold it.
 */
async function memberRowsFor(app: TodayContext, { id: userId, today, now }: MemberScope, cached: Devotional | null) {
  const ridden = app.readWithSession?.(todaysReadsWithSession);
  if (ridden && ridden.at.getTime() === now.getTime()) return { rows: ridden.rows, stored: null };
  const window = readWindow(now);
  if (cached) return { rows: await memberReadsAlone(app.db, { userId, ...window }), stored: null };
  const [stored, ...rows] = await memberReadsAndStoredDevotional(app.db, { userId, today, ...window });
  return { rows: rows as MemberRows, stored: stored[0] ?? null };
}

/**
 * A member's Today: the first-render data, and the devotional as a promise that never rejects.
 * One D1 round trip in all when his reads came with his session and this isolate holds the day's
 * devotional; otherwise one more, for his reads (and the stored devotional) or, while the page
 * streams, for the devotional.
 */
export async function todayData(app: TodayContext, scope: MemberScope): Promise<{ member: TodayMember; devotional: Promise<TodayDevotional> }> {
  const { db, env } = app;
  const { id: userId, today, timeZone } = scope;
  const cached = cachedDevotional(today);
  const { rows, stored } = await memberRowsFor(app, scope, cached);
  const [progress, completedDays, checkInDays, planDayRows, checkIns, journalTitles, whispers, follows, followedSessions, gatherings] = rows;

  const checkedIn = new Set(checkInDays.map((row) => row.day));
  const planDays = new Set(planDayRows.map((row) => row.day));
  const gatheredDays = new Set(gatherings.map((row) => localDate(timeZone, row.joined_at)));
  const checkIn = checkIns.find((row) => row.date === today) ?? null;
  const member: TodayMember = {
    today,
    streak: streakFromRows([completedDays, checkInDays, planDayRows], today),
    whisper: whispers[0] ? { ...whispers[0], verse_href: referenceHref(whispers[0].verse) } : null,
    checkIn: checkIn && { mood: checkIn.mood, focus_areas: checkIn.focus_areas, notes: checkIn.notes },
    week: walkWeek(today, progress, checkedIn, planDays, gatheredDays),
    series: sessionsDueThisWeek(userId, today, follows, followedSessions),
  };

  const found = cached ?? (stored ? rememberDevotional({ ...stored, created_at: stored.created_at.getTime() }) : null);
  const titles = new Set(journalTitles.filter((row) => row.date === today).map((row) => row.title));
  const devotional = app.providers
    .devotional({ db, env }, today, found)
    .then((loaded) => ({ devotional: loaded, backup: false }))
    .catch((error: unknown) => {
      console.error(`[${app.requestId}] today's devotional could not be loaded; showing a backup`, error);
      return { devotional: fallbackDevotional(today), backup: true };
    })
    .then(({ devotional: shown, backup }): TodayDevotional => {
      const row = progress.find((candidate) => candidate.devotional_id === shown.id);
      return {
        devotional: shown,
        links: devotionalLinks(shown),
        backup,
        progress: row ? { completed: row.completed, spiritual_connection: row.spiritual_connection } : null,
        journalSaved: titles.has(shown.title),
      };
    });
  return { member, devotional };
}

/** Visitors read the built-in devotional of the UTC day; nothing of theirs is stored. */
export function visitorDevotional(now = new Date()): { devotional: Devotional; links: DevotionalLinks } {
  const devotional = fallbackDevotional(localDate("UTC", now));
  return { devotional, links: devotionalLinks(devotional) };
}
