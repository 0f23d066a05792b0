/**
 * The Today screen's loader data: the devotional, progress, journal, whisper and
 * streak. Everything a member's Today needs is read in two D1 round trips: the profile (for his
 * time zone; the root loader asks for the same memoised read) and ONE batch holding the day's
 * devotional, his progress, check-ins, journal titles, newest unread whisper, streak days and the
 * study series he follows.
 *
 * The devotional is handed back as a promise the page streams behind a skeleton. It is already
 * settled when the stored row was in the batch; only a day the cron has not prepared pays for
 * composing (ensureDevotional), and any failure resolves to a built-in fallback with `backup`.
 */
import { and, desc, eq, getTableColumns, gte, inArray, lte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { devotionalLinks, referenceHref } from "../bible/link-references";
import type { DevotionalLinks } from "../../app/kernel/bible/scripture-links";
import { addDays, localDate } from "../../app/kernel/dates";
import { streakWindowStart } from "../../app/kernel/streak";
import type { Devotional } from "../../app/kernel/devotional";
import type { NextSessionView } from "../../app/kernel/series/views";
import type { AppContext, Providers } from "../context";
import type { Database } from "../db/client";
import { preparedBatch } from "../db/prepared-batch";
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

/** Where a request's values go in the member's reads (bound by `todayReadValues`). */
const READ_SLOTS = ["userId", "today", "weekStart", "streakStart", "since"] as const;
type ReadSlots = { readonly [name in (typeof READ_SLOTS)[number]]: Placeholder<name> };

/**
 * The member's reads for one local day, for one batch (a single D1 round trip). `todaysDevotional`
 * picks the progress row of the day's devotional whatever day it was begun.
 */
function memberReads(db: Database, { userId, today, weekStart, streakStart, since }: ReadSlots, todaysDevotional: SQL) {
  return [
    // The week's progress, plus the row for today's stored devotional whatever day it was begun.
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
          eq(devotionalProgress.user_id, userId),
          or(and(gte(devotionalProgress.progress_date, weekStart), lte(devotionalProgress.progress_date, today)), todaysDevotional),
        ),
      )
      .orderBy(desc(devotionalProgress.updated_at)),
    // The streak's days: completed devotionals, check-ins and plan days (the week card reads them too).
    ...streakDaysBetween(db, userId, streakStart, today),
    db
      .select({ mood: dailyCheckins.mood, focus_areas: dailyCheckins.focus_areas, notes: dailyCheckins.notes })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.user_id, userId), eq(dailyCheckins.check_in_date, today)))
      .limit(1),
    db
      .selectDistinct({ title: journalEntries.devotional_title })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_date, today))),
    db
      .select({
        id: encouragementWhispers.id,
        message: encouragementWhispers.message,
        verse: encouragementWhispers.verse,
      })
      .from(encouragementWhispers)
      .where(and(eq(encouragementWhispers.user_id, userId), eq(encouragementWhispers.read, false)))
      .orderBy(desc(encouragementWhispers.created_at))
      .limit(1),
    ...followedSeriesQueries(db, userId),
    db
      .select({ joined_at: gatheringAttendance.joined_at })
      .from(gatheringAttendance)
      .where(and(eq(gatheringAttendance.user_id, userId), gte(gatheringAttendance.joined_at, sql.param(since, gatheringAttendance.joined_at)))),
  ] as const;
}

/** The batch when this isolate holds the day's devotional: its id is bound. */
const readsWithDevotionalKnown = preparedBatch([...READ_SLOTS, "devotionalId"], (db, slots) =>
  memberReads(db, slots, eq(devotionalProgress.devotional_id, slots.devotionalId)),
);

/** The batch when it does not: D1 finds the day's devotional by date, and reads the stored row too. */
const readsWithStoredDevotional = preparedBatch(READ_SLOTS, (db, slots) => {
  const todaysId = db.select({ id: devotionals.id }).from(devotionals).where(eq(devotionals.devotional_date, slots.today));
  return [storedDevotionalRead(db, slots.today), ...memberReads(db, slots, inArray(devotionalProgress.devotional_id, todaysId))] as const;
});

/** The member reads' values for his local day. */
function todayReadValues(userId: string, today: string, now: Date) {
  return {
    userId,
    today,
    weekStart: addDays(today, -(WALK_DAYS - 1)),
    streakStart: streakWindowStart(today),
    // Gatherings he joined this week: a day more than the card's week covers any time zone's days.
    since: new Date(now.getTime() - (WALK_DAYS + 1) * 86_400_000),
  };
}

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

/**
 * A member's Today: the first-render data, and the devotional as a promise that never rejects.
 * Two D1 round trips when the day's devotional exists (the usual case: the cron prepares it).
 */
export async function todayData(
  app: Pick<AppContext, "db" | "env" | "requestId"> & { providers: Pick<Providers, "devotional"> },
  { id: userId, today, timeZone, now }: MemberScope,
): Promise<{ member: TodayMember; devotional: Promise<TodayDevotional> }> {
  const { db, env } = app;
  const cached = cachedDevotional(today);
  const values = todayReadValues(userId, today, now);
  const { rows, stored } = await (cached
    ? readsWithDevotionalKnown(db, { ...values, devotionalId: cached.id }).then((rows) => ({ rows, stored: null }))
    : readsWithStoredDevotional(db, values).then(([stored, ...rows]) => ({ rows, stored })));
  const [progress, completedDays, checkInDays, planDayRows, checkIns, journalTitles, whispers, follows, followedSessions, gatherings] = rows;

  const checkedIn = new Set(checkInDays.map((row) => row.day));
  const planDays = new Set(planDayRows.map((row) => row.day));
  const gatheredDays = new Set(gatherings.map((row) => localDate(timeZone, row.joined_at)));
  const checkIn = checkIns[0] ?? null;
  const member: TodayMember = {
    today,
    streak: streakFromRows([completedDays, checkInDays, planDayRows], today),
    whisper: whispers[0] ? { ...whispers[0], verse_href: referenceHref(whispers[0].verse) } : null,
    checkIn: checkIn && { mood: checkIn.mood, focus_areas: checkIn.focus_areas, notes: checkIn.notes },
    week: walkWeek(today, progress, checkedIn, planDays, gatheredDays),
    series: sessionsDueThisWeek(userId, today, follows, followedSessions),
  };

  const found = cached ?? (stored?.[0] ? rememberDevotional({ ...stored[0], created_at: stored[0].created_at.getTime() }) : null);
  const titles = new Set(journalTitles.map((row) => row.title));
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
