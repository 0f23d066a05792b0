/**
 * The Today screen's loader data (spec §2 Today screen, §4 Devotional load / Journal / Whisper /
 * Streak). Everything a member's Today needs is read in two D1 round trips: the profile (for his
 * time zone; the root loader asks for the same memoised read) and ONE batch holding the day's
 * devotional, his progress, check-ins, journal titles, newest unread whisper and streak days.
 *
 * The devotional is handed back as a promise the page streams behind a skeleton. It is already
 * settled when the stored row was in the batch; only a day the cron has not prepared pays for
 * composing (ensureDevotional), and any failure resolves to a built-in fallback with `backup`.
 */
import { and, desc, eq, getTableColumns, gte, inArray, lte, or } from "drizzle-orm";
import { devotionalLinks, referenceHref } from "../../app/lib/bible/link-references.server";
import type { DevotionalLinks } from "../../app/lib/bible/scripture-links";
import { addDays, localDate } from "../../app/lib/dates";
import type { Devotional } from "../../app/lib/devotional";
import { computeStreak, streakWindowStart } from "../../app/lib/streak";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { dailyCheckins, devotionalProgress, devotionals, encouragementWhispers, journalEntries } from "../db/schema";
import { testRoutesEnabled } from "../dev-switches";
import { devotionalComposerFor } from "./ai-devotional.server";
import { ensureDevotional, fallbackDevotional } from "./devotionals.server";
import type { MemberScope } from "./member-scope.server";
import { planDayStreakQuery } from "./progress.server";

/** The "Daily Walk with God" card shows this many local days, today last. */
export const WALK_DAYS = 7;

export interface WalkDay {
  date: string;
  completed: boolean;
  checkedIn: boolean;
  /** The day's spiritual connection (0-100), or null when he did not move the slider that day. */
  connection: number | null;
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
}

/** What the streamed part of the page renders: the devotional and this member's state on it. */
export interface TodayDevotional {
  devotional: Devotional;
  /** Its scripture references as links to the reader. */
  links: DevotionalLinks;
  /** True when loading failed and a built-in fallback is shown ("Using a backup devotional."). */
  backup: boolean;
  progress: { completed: boolean; spiritual_connection: number } | null;
  /** A journal entry with this devotional's title was written today (spec §4 Journal). */
  journalSaved: boolean;
}

/** Columns of the Devotional type (the table's, without its bookkeeping). */
const { source: _source, library_slug: _slug, ...devotionalColumns } = getTableColumns(devotionals);

/** The member's reads for one local day, as one `db.batch` (a single D1 round trip). */
function memberReads(db: Database, userId: string, today: string) {
  const weekStart = addDays(today, -(WALK_DAYS - 1));
  const streakStart = streakWindowStart(today);
  const todaysDevotionalId = db
    .select({ id: devotionals.id })
    .from(devotionals)
    .where(eq(devotionals.devotional_date, today));
  return [
    db.select(devotionalColumns).from(devotionals).where(eq(devotionals.devotional_date, today)).limit(1),
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
          or(
            and(gte(devotionalProgress.progress_date, weekStart), lte(devotionalProgress.progress_date, today)),
            inArray(devotionalProgress.devotional_id, todaysDevotionalId)
          )
        )
      )
      .orderBy(desc(devotionalProgress.updated_at)),
    db
      .selectDistinct({ day: devotionalProgress.progress_date })
      .from(devotionalProgress)
      .where(
        and(
          eq(devotionalProgress.user_id, userId),
          eq(devotionalProgress.completed, true),
          gte(devotionalProgress.progress_date, streakStart),
          lte(devotionalProgress.progress_date, today)
        )
      ),
    db
      .select({ day: dailyCheckins.check_in_date })
      .from(dailyCheckins)
      .where(
        and(
          eq(dailyCheckins.user_id, userId),
          gte(dailyCheckins.check_in_date, streakStart),
          lte(dailyCheckins.check_in_date, today)
        )
      ),
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
    // A completed plan day counts as a completed day (docs/decisions/014-the-path.md).
    planDayStreakQuery(db, userId, streakStart, today),
  ] as const;
}

type ProgressRow = { devotional_id: string; progress_date: string; completed: boolean; spiritual_connection: number };

function walkWeek(today: string, progress: ProgressRow[], checkInDays: Set<string>, planDays: Set<string>): WalkDay[] {
  return Array.from({ length: WALK_DAYS }, (_, index) => {
    const date = addDays(today, index - (WALK_DAYS - 1));
    // Rows arrive newest first, so the first row of a day carries its latest connection.
    const rows = progress.filter((row) => row.progress_date === date);
    return {
      date,
      completed: rows.some((row) => row.completed) || planDays.has(date),
      checkedIn: checkInDays.has(date),
      connection: rows[0]?.spiritual_connection ?? null,
    };
  });
}

export interface TodayDataOptions {
  /** The e2e failure journey only (see `devotionalFailureRequested`): the devotional load fails. */
  failDevotional?: boolean;
  /** The e2e skeleton journey only (see `devotionalDelayRequested`): the devotional arrives this much later. */
  delayDevotionalMs?: number;
}

/**
 * A member's Today: the first-render data, and the devotional as a promise that never rejects.
 * Two D1 round trips when the day's devotional exists (the usual case: the cron prepares it).
 */
export async function todayData(
  app: Pick<AppContext, "db" | "env" | "requestId">,
  { id: userId, today }: MemberScope,
  { failDevotional = false, delayDevotionalMs = 0 }: TodayDataOptions = {}
): Promise<{ member: TodayMember; devotional: Promise<TodayDevotional> }> {
  const { db, env } = app;
  const [stored, progress, completedDays, checkInDays, checkIns, journalTitles, whispers, planDayRows] = await db.batch(
    memberReads(db, userId, today)
  );

  const checkedIn = new Set(checkInDays.map((row) => row.day));
  const planDays = new Set(planDayRows.map((row) => row.day));
  const checkIn = checkIns[0] ?? null;
  const member: TodayMember = {
    today,
    streak: computeStreak([...completedDays.map((row) => row.day), ...checkedIn, ...planDays], today),
    whisper: whispers[0] ? { ...whispers[0], verse_href: referenceHref(whispers[0].verse) } : null,
    checkIn: checkIn && { mood: checkIn.mood, focus_areas: checkIn.focus_areas, notes: checkIn.notes },
    week: walkWeek(today, progress, checkedIn, planDays),
  };

  const load = (): Promise<Devotional> => {
    if (failDevotional) return Promise.reject(new Error("Simulated devotional failure (X-Test-Fail: devotional)"));
    if (stored[0]) return Promise.resolve({ ...stored[0], created_at: stored[0].created_at.getTime() });
    return ensureDevotional({ db, env }, today, devotionalComposerFor(env));
  };
  const titles = new Set(journalTitles.map((row) => row.title));
  const loaded = delayDevotionalMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayDevotionalMs)).then(load) : load();
  const devotional = loaded
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

type TestSwitch = Parameters<typeof testRoutesEnabled>[0];

/**
 * Test hook for the e2e failure journey: with the test routes on (worker/dev-switches.ts: the e2e
 * server only, never a deployment) a request carrying `X-Test-Fail: devotional` gets a failing
 * devotional load.
 */
export function devotionalFailureRequested(env: TestSwitch, request: Request): boolean {
  return request.headers.get("X-Test-Fail") === "devotional" && testRoutesEnabled(env, request.url);
}

/** How long the skeleton journey holds the devotional back: long enough to see, short for a test. */
export const TEST_DEVOTIONAL_DELAY_MS = 1_500;

/**
 * Test hook for the e2e skeleton journey: with the test routes on, a request carrying
 * `X-Test-Slow: devotional` gets its devotional TEST_DEVOTIONAL_DELAY_MS late, so the page's
 * skeleton is on screen first, whatever the machine's speed. 0 everywhere else.
 */
export function devotionalDelayRequested(env: TestSwitch, request: Request): number {
  return request.headers.get("X-Test-Slow") === "devotional" && testRoutesEnabled(env, request.url) ? TEST_DEVOTIONAL_DELAY_MS : 0;
}
