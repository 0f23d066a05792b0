/**
 * The devotional engine: one devotional per calendar date, ever. The cron prepares the
 * coming days; a member's request creates the day's devotional on demand if the cron has not run.
 * Creation is an INSERT … ON CONFLICT (devotional_date) DO NOTHING followed by a read, so any number
 * of concurrent requests end with the same single row.
 */
import { eq } from "drizzle-orm";
import { addDays, localDate } from "../../app/kernel/dates";
import { devotionalImageUrl, fallbackIndexFor, libraryIndexFor, type Devotional } from "../../app/kernel/devotional";
import { builtInFallbackDevotionals, libraryDevotionals } from "../content/devotionals";
import { FALLBACK_PASSAGE_TEXT } from "../content/devotionals/fallback-text";
import type { Database } from "../db/client";
import { devotionals } from "../db/schema";
import type { Env } from "../env";
import { passageText } from "./bible.server";
import { rememberDevotional } from "./devotional-cache.server";

export type NewDevotional = typeof devotionals.$inferInsert;

export interface DevotionalDeps {
  db: Database;
  env: Env;
}

/** Writes a devotional for a date: the offline library by default, an AI composer when configured. */
export type DevotionalComposer = (deps: DevotionalDeps, date: string) => Promise<NewDevotional>;

export { devotionalImageUrl };

function toDevotional(row: typeof devotionals.$inferSelect): Devotional {
  return {
    id: row.id,
    devotional_date: row.devotional_date,
    title: row.title,
    passage: row.passage,
    passage_text: row.passage_text,
    content: row.content,
    reflection: row.reflection,
    theme: row.theme,
    prayer: row.prayer,
    image_url: row.image_url,
    created_at: row.created_at.getTime(),
  };
}

export async function devotionalByDate(db: Database, date: string): Promise<Devotional | null> {
  const row = await db.select().from(devotionals).where(eq(devotionals.devotional_date, date)).get();
  return row ? toDevotional(row) : null;
}

/** The embedded default: the original library, walked day by day (no repeat within 40 days). */
export const composeFromLibrary: DevotionalComposer = async ({ db }, date) => {
  const entry = libraryDevotionals[libraryIndexFor(date, libraryDevotionals.length)]!;
  const text = await passageText(db, entry.passage);
  if (text === null) throw new Error(`The library passage ${entry.passage} is missing from the bundled Bible.`);
  return {
    devotional_date: date,
    title: entry.title,
    passage: entry.passage,
    passage_text: text,
    content: entry.content,
    reflection: entry.reflection,
    theme: entry.theme,
    prayer: entry.prayer,
    image_url: devotionalImageUrl(date),
    source: "library",
    library_slug: entry.slug,
  };
};

export async function ensureDevotional(
  deps: DevotionalDeps,
  date: string,
  compose: DevotionalComposer = composeFromLibrary
): Promise<Devotional> {
  const existing = await devotionalByDate(deps.db, date);
  if (existing) return rememberDevotional(existing);
  const values = await compose(deps, date);
  await deps.db.insert(devotionals).values(values).onConflictDoNothing({ target: devotionals.devotional_date });
  const created = await devotionalByDate(deps.db, date);
  if (!created) throw new Error(`The devotional for ${date} could not be stored.`);
  return rememberDevotional(created);
}


/** generate-daily-devotional {timezone}: the devotional of the member's local date. */
export function devotionalForToday(
  deps: DevotionalDeps,
  timeZone: string,
  now = new Date(),
  compose: DevotionalComposer = composeFromLibrary
) {
  return ensureDevotional(deps, localDate(timeZone, now), compose);
}

/** The cron prepares yesterday through two days ahead (in UTC), covering every time zone's "today". */
export async function prepareComingDevotionals(
  deps: DevotionalDeps,
  now = new Date(),
  compose: DevotionalComposer = composeFromLibrary
) {
  const today = localDate("UTC", now);
  for (const offset of [-1, 0, 1, 2]) await ensureDevotional(deps, addDays(today, offset), compose);
}

/**
 * One of the three built-in devotionals (day of year modulo 3), for visitors and for when
 * loading fails. It needs nothing from the database.
 */
export function fallbackDevotional(date: string): Devotional {
  const entry = builtInFallbackDevotionals[fallbackIndexFor(date)]!;
  return {
    // The date keeps each day's backup its own progress row (the three fallbacks recur).
    id: `fallback-${date}-${entry.slug}`,
    devotional_date: date,
    title: entry.title,
    passage: entry.passage,
    passage_text: FALLBACK_PASSAGE_TEXT[entry.passage] ?? "",
    content: entry.content,
    reflection: entry.reflection,
    theme: entry.theme,
    prayer: entry.prayer,
    image_url: devotionalImageUrl(date),
    created_at: Date.parse(`${date}T00:00:00Z`),
  };
}
