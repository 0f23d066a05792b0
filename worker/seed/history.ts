/**
 * A few weeks of a man's daily walk — completions, connection levels, check-ins, journal entries and
 * whispers — written the way the Today screen writes them. Shared by the demo seed and the tests.
 */
import { addDays, localDate } from "../../app/kernel/dates";
import { moodFor } from "../../app/kernel/connection";
import { libraryWhispers } from "../content/whispers";
import { dailyCheckins, devotionalProgress, encouragementWhispers, journalEntries } from "../db/schema";
import type { Devotional } from "../../app/kernel/devotional";
import { ensureDevotional, type DevotionalDeps } from "../domain/devotionals.server";

const JOURNAL_SAMPLES = [
  "I snapped at Ben over the dishes tonight. Went back and told him I was wrong. He hugged me like it was nothing. It wasn't nothing to me.",
  "Prayed in the truck before walking into the office. First time in a long while I didn't walk in already tired.",
  "Sarah and I finally talked about the budget without it becoming a fight. I listened more than I talked. That helped.",
  "Called Marcus back. We've been circling the same struggle for months. Saying it out loud to another man took the weight off.",
  "Read the passage twice. The part about not provoking our children stayed with me all day. I want my kids to feel safe with me.",
  "Hard day. Didn't feel close to God at all. Wrote this anyway because showing up counts for something.",
  "Took the long way home so I could pray for each of the kids by name. I want to keep doing that.",
  "Turned the phone off at nine. The evening felt longer, in a good way.",
];

export interface WalkHistoryOptions {
  userId: string;
  timeZone: string;
  /** How many days back to write, not counting today (today is left for the member to do). */
  days: number;
  /** The most recent days walked without a gap (the streak the member wakes up to). */
  streakDays: number;
  now?: Date;
  /**
   * Where a day's devotional comes from (default: ensureDevotional). A seed of many members passes
   * one that remembers each day's, instead of asking the database again for every member.
   */
  devotionalFor?: (date: string) => Promise<Devotional>;
}

export async function seedWalkHistory(deps: DevotionalDeps, options: WalkHistoryOptions) {
  const now = options.now ?? new Date();
  const today = localDate(options.timeZone, now);
  const devotionalFor = options.devotionalFor ?? ((date: string) => ensureDevotional(deps, date));
  const progress: (typeof devotionalProgress.$inferInsert)[] = [];
  const checkIns: (typeof dailyCheckins.$inferInsert)[] = [];
  const journal: (typeof journalEntries.$inferInsert)[] = [];
  for (let back = options.days; back >= 1; back--) {
    const date = addDays(today, -back);
    const inStreak = back <= options.streakDays;
    // Before the streak the walk is uneven; the day just before it is the gap that started it.
    const walked = inStreak || (back !== options.streakDays + 1 && back % 4 !== 0);
    if (!walked) continue;
    const devotional = await devotionalFor(date);
    const connection = 35 + ((back * 37) % 60);
    const at = new Date(Date.parse(`${date}T12:00:00Z`));
    progress.push({
      user_id: options.userId,
      devotional_id: devotional.id,
      progress_date: date,
      completed: true,
      completed_at: at,
      spiritual_connection: connection,
      created_at: at,
    });
    if (back % 3 !== 1) {
      checkIns.push({
        user_id: options.userId,
        check_in_date: date,
        mood: moodFor(connection),
        focus_areas: back % 2 === 0 ? ["Fatherhood", "Prayer Life"] : ["Marriage"],
        notes: null,
        created_at: at,
      });
    }
    if (back % 3 === 0) {
      journal.push({
        user_id: options.userId,
        devotional_title: devotional.title,
        passage: devotional.passage,
        reflection: devotional.reflection,
        devotional_content: devotional.content,
        content: JOURNAL_SAMPLES[(back / 3) % JOURNAL_SAMPLES.length]!,
        entry_date: date,
        created_at: new Date(at.getTime() + 60 * 60 * 1000),
      });
    }
  }
  const whispers = libraryWhispers
    .filter((whisper) => whisper.triggerType === "victory")
    .slice(0, 4)
    .map((whisper, index) => ({
      user_id: options.userId,
      message: whisper.message,
      trigger_type: whisper.triggerType,
      verse: whisper.verse,
      whisper_date: addDays(today, -(index * 5 + 1)),
      read: index > 0,
      created_at: new Date(now.getTime() - (index * 5 + 1) * 24 * 60 * 60 * 1000),
    }));
  const { db } = deps;
  // D1 allows 100 bound parameters a statement: insert in small chunks, all in one atomic batch.
  const chunks = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, index) => rows.slice(index * size, index * size + size));
  const statements = [
    ...chunks(progress, 8).map((rows) => db.insert(devotionalProgress).values(rows)),
    ...chunks(checkIns, 10).map((rows) => db.insert(dailyCheckins).values(rows)),
    ...chunks(journal, 8).map((rows) => db.insert(journalEntries).values(rows)),
    ...chunks(whispers, 10).map((rows) => db.insert(encouragementWhispers).values(rows)),
  ];
  if (statements.length > 0) await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return { completions: progress.length, checkIns: checkIns.length, journalEntries: journal.length, whispers: whispers.length };
}
