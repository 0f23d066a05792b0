/**
 * /insights (docs/decisions/016-insights.md): a period's numbers and the 365-day streak
 * calendar from the member's own rows, the narrative insight written on request (the model when
 * configured, through the gate as "insight"; otherwise composed offline and not counted), and the
 * archive. Every query carries `user_id` of the session's member.
 */
import { and, desc, eq, gte, lte } from "drizzle-orm";
import { localDate } from "../../app/kernel/dates";
import {
  aggregatePeriod,
  compactCalendar,
  rhythmWindowStart,
  streakCalendar,
  type CompactCalendar,
  type InsightStats,
  type MemberRows,
} from "../../app/kernel/insights";
import { composeOfflineNarrative } from "../../app/kernel/insights-narrative";
import { pagePeriod, type InsightPeriod, type PeriodRange } from "../../app/kernel/insights-period";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { dailyCheckins, devotionalProgress, encouragementWhispers, insights, journalEntries, planDayProgress } from "../db/schema";
import type { AiClient } from "../providers/ai";
import { composeInsightWithAi } from "./ai-insight.server";
import { recordAiTokens, reserveFeatureUse } from "./gate.server";
import { encodeCursor, excerptOf, isPlausibleId, olderThan, type PageCursor } from "./journal-archive.server";
import type { MemberScope } from "./member-scope.server";
import { streakDayQueries } from "./progress.server";

export const INSIGHT_ARCHIVE_PAGE_SIZE = 20;
const ARCHIVE_EXCERPT = 160;

export interface StoredInsight {
  id: string;
  period: InsightPeriod;
  period_start: string;
  period_end: string;
  narrative: string;
  stats: InsightStats;
  source: "ai" | "offline";
  /** His local date of writing. */
  written: string;
}

export interface ArchiveItem extends Omit<StoredInsight, "narrative" | "stats"> {
  excerpt: string;
}

/* ─────────── reads ─────────── */

/** The rows a period's numbers come from, in one batch: days start … through (journal: the rhythm's weeks too). */
function periodQueries(db: Database, userId: string, range: PeriodRange, through: string) {
  const journalFrom = [range.start, rhythmWindowStart(through)].sort()[0]!;
  return [
    db
      .select({ date: devotionalProgress.progress_date, completed: devotionalProgress.completed, connection: devotionalProgress.spiritual_connection })
      .from(devotionalProgress)
      .where(and(eq(devotionalProgress.user_id, userId), gte(devotionalProgress.progress_date, range.start), lte(devotionalProgress.progress_date, through))),
    db
      .select({ date: dailyCheckins.check_in_date, mood: dailyCheckins.mood, focusAreas: dailyCheckins.focus_areas })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.user_id, userId), gte(dailyCheckins.check_in_date, range.start), lte(dailyCheckins.check_in_date, through))),
    db
      .select({ date: journalEntries.entry_date })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), gte(journalEntries.entry_date, journalFrom), lte(journalEntries.entry_date, through))),
    db
      .select({ date: encouragementWhispers.whisper_date })
      .from(encouragementWhispers)
      .where(and(eq(encouragementWhispers.user_id, userId), gte(encouragementWhispers.whisper_date, range.start), lte(encouragementWhispers.whisper_date, through))),
    db
      .select({ date: planDayProgress.completed_on })
      .from(planDayProgress)
      .where(and(eq(planDayProgress.user_id, userId), gte(planDayProgress.completed_on, range.start), lte(planDayProgress.completed_on, through))),
  ] as const;
}

type PeriodResults = readonly [
  { date: string; completed: boolean; connection: number }[],
  { date: string; mood: MemberRows["checkIns"][number]["mood"]; focusAreas: string[] }[],
  { date: string }[],
  { date: string }[],
  { date: string }[],
];

const dates = (rows: { date: string }[]) => rows.map((row) => row.date);

function rowsOf([progress, checkIns, journal, whispers, plans]: PeriodResults): MemberRows {
  return { progress, checkIns, journalDates: dates(journal), whisperDates: dates(whispers), planDates: dates(plans) };
}

const throughOf = (range: PeriodRange, today: string) => (range.end < today ? range.end : today);

/** A period's numbers, counted through `today` (the member's local date). */
export async function periodStats(db: Database, userId: string, range: PeriodRange, today: string): Promise<InsightStats> {
  const results = await db.batch(periodQueries(db, userId, range, throughOf(range, today)));
  return aggregatePeriod(range, today, rowsOf(results));
}

const insightColumns = {
  id: insights.id,
  period: insights.period,
  period_start: insights.period_start,
  period_end: insights.period_end,
  narrative: insights.narrative,
  stats: insights.stats,
  source: insights.source,
  created_at: insights.created_at,
};

type InsightRow = { [K in keyof typeof insightColumns]: (typeof insights.$inferSelect)[K] };

function storedFrom(row: InsightRow, timeZone: string): StoredInsight {
  const { created_at: createdAt, stats, ...rest } = row;
  return { ...rest, stats: stats as unknown as InsightStats, written: localDate(timeZone, createdAt) };
}

function archiveQuery(db: Database, userId: string, before: PageCursor | null, limit: number) {
  return db
    .select(insightColumns)
    .from(insights)
    .where(and(eq(insights.user_id, userId), before ? olderThan(insights.created_at, insights.id, before) : undefined))
    .orderBy(desc(insights.created_at), desc(insights.id))
    .limit(limit + 1);
}

function archivePage(rows: InsightRow[], timeZone: string, limit: number) {
  const page = rows.slice(0, limit);
  return {
    items: page.map((row): ArchiveItem => {
      const { narrative, stats: _stats, ...rest } = storedFrom(row, timeZone);
      return { ...rest, excerpt: excerptOf(narrative, "", ARCHIVE_EXCERPT) };
    }),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export interface InsightsPage {
  today: string;
  range: PeriodRange;
  stats: InsightStats;
  calendar: CompactCalendar;
  /** The stored insight of the period shown, if he has written one. */
  insight: StoredInsight | null;
  archive: { items: ArchiveItem[]; nextCursor: string | null };
}

/** Everything /insights shows, in one D1 round trip after the profile. */
export async function loadInsightsPage(
  db: Database,
  { id: userId, timeZone, today }: MemberScope,
  query: { period: string | null; start: string | null; before: PageCursor | null },
): Promise<InsightsPage> {
  const range = pagePeriod(query.period, query.start, today);
  const [progress, checkIns, journal, whispers, plans, completedDays, checkInDays, planDays, stored, archive] = await db.batch([
    ...periodQueries(db, userId, range, throughOf(range, today)),
    ...streakDayQueries(db, userId, today),
    db.select(insightColumns).from(insights).where(ownPeriod(userId, range)).limit(1),
    archiveQuery(db, userId, query.before, INSIGHT_ARCHIVE_PAGE_SIZE),
  ]);
  // A completed plan day counts as a completed devotional day (docs/decisions/014-the-path.md).
  const calendar = streakCalendar([...completedDays, ...planDays].map(({ day }) => day), checkInDays.map(({ day }) => day), today);
  return {
    today,
    range,
    stats: aggregatePeriod(range, today, rowsOf([progress, checkIns, journal, whispers, plans])),
    calendar: compactCalendar(calendar),
    insight: stored[0] ? storedFrom(stored[0], timeZone) : null,
    archive: archivePage(archive, timeZone, INSIGHT_ARCHIVE_PAGE_SIZE),
  };
}

/** One of this member's insights, or null (another man's is not found either). */
export async function getInsight(db: Database, { id: userId, timeZone }: MemberScope, id: string): Promise<StoredInsight | null> {
  if (!isPlausibleId(id)) return null;
  const row = await db.select(insightColumns).from(insights).where(and(eq(insights.id, id), eq(insights.user_id, userId))).get();
  if (!row) return null;
  return storedFrom(row, timeZone);
}

/* ─────────── writes ─────────── */

const ownPeriod = (userId: string, range: PeriodRange) =>
  and(eq(insights.user_id, userId), eq(insights.period, range.period), eq(insights.period_start, range.start));

interface InsightValues {
  userId: string;
  stats: InsightStats;
  narrative: string;
  source: "ai" | "offline";
  now: Date;
}

function insertInsight(db: Database, { userId, stats, narrative, source, now }: InsightValues) {
  return db.insert(insights).values({
    user_id: userId,
    period: stats.period,
    period_start: stats.start,
    period_end: stats.end,
    narrative,
    stats: stats as unknown as Record<string, unknown>,
    source,
    created_at: now,
  });
}

/** Writing the same period again replaces its insight (one per member, period and start). */
export async function storeInsight(db: Database, values: InsightValues): Promise<InsightRow> {
  const { narrative, stats, source, now } = values;
  return insertInsight(db, values)
    .onConflictDoUpdate({
      target: [insights.user_id, insights.period, insights.period_start],
      set: { narrative, stats: stats as unknown as Record<string, unknown>, source, period_end: stats.end, created_at: now },
    })
    .returning(insightColumns)
    .get();
}

/** The stored insight of a period, writing the offline one first when there is none (the Monday email). */
export async function ensureOfflineInsight(db: Database, userId: string, range: PeriodRange, today: string, now = new Date()): Promise<InsightRow> {
  const [existing] = await db.select(insightColumns).from(insights).where(ownPeriod(userId, range)).limit(1);
  if (existing) return existing;
  const stats = await periodStats(db, userId, range, today);
  const [, rows] = await db.batch([
    insertInsight(db, { userId, stats, narrative: composeOfflineNarrative(stats), source: "offline", now }).onConflictDoNothing(),
    db.select(insightColumns).from(insights).where(ownPeriod(userId, range)).limit(1),
  ]);
  return rows[0]!;
}

export type GenerateInsightResult = { kind: "stored"; insight: StoredInsight } | { kind: "denied"; reason: string };

/**
 * "Write my weekly/monthly insight" for a period that has begun (checked by the caller). With a
 * model, one insight generation is reserved at the gate before the model is asked, and given back
 * when the model's narrative is not the one stored: the offline narrative is free, as the library's
 * devotionals and whispers are.
 */
export async function generateInsight(
  app: Pick<AppContext, "db" | "requestId">,
  member: MemberScope,
  range: PeriodRange,
  { ai }: { ai: AiClient | null },
): Promise<GenerateInsightResult> {
  const { id: userId, timeZone, today, now } = member;
  const stats = await periodStats(app.db, userId, range, today);
  if (!ai) {
    const row = await storeInsight(app.db, { userId, stats, narrative: composeOfflineNarrative(stats), source: "offline", now });
    return { kind: "stored", insight: storedFrom(row, timeZone) };
  }
  const reservation = await reserveFeatureUse(app, member, "insight");
  if (!reservation.allowed) return { kind: "denied", reason: reservation.reason };
  const draft = await composeInsightWithAi(ai, app.db, stats);
  await recordAiTokens(app, member, "insight", draft.tokens);
  try {
    const row = await storeInsight(app.db, { userId, stats, narrative: draft.narrative, source: draft.source, now });
    if (draft.source === "offline") await reservation.refund();
    return { kind: "stored", insight: storedFrom(row, timeZone) };
  } catch (error) {
    await reservation.refund();
    throw error;
  }
}
