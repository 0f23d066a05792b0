/**
 * The day's devotional is the same row for every member whose today is that date, so an isolate
 * keeps the rows it has read, keyed by date, and a member's Today asks D1 only for what is his
 * (docs/decisions/070-shared-devotional-cache-and-page-batches.md).
 *
 * Every writer of a devotional in this isolate updates or forgets its entry (composing on demand and
 * the cron through `ensureDevotional`, a member's or an administrator's painting). A change another
 * isolate made is seen here once the entry is `DEVOTIONAL_CACHE_TTL_MS` old: entries are never
 * served past that age, whatever happened.
 *
 * The store lives on globalThis: the hono side and the Remix server build each carry their own copy
 * of this module, and a painting saved through one must reach the Today rendered by the other.
 */
import type { Devotional } from "../../app/kernel/devotional";

/** How long a devotional read here may be served without asking D1 again. */
export const DEVOTIONAL_CACHE_TTL_MS = 60_000;

type Entry = { devotional: Devotional; readAt: number };

const STORE_KEY = Symbol.for("shepherd.devotionals-by-date");
const holder = globalThis as { [STORE_KEY]?: Map<string, Entry> };
const byDate = (holder[STORE_KEY] ??= new Map<string, Entry>());

/** The devotional of `date` as this isolate last read it, while that read is fresh enough. */
export function cachedDevotional(date: string, now = Date.now()): Devotional | null {
  const entry = byDate.get(date);
  if (!entry) return null;
  if (now - entry.readAt < DEVOTIONAL_CACHE_TTL_MS) return entry.devotional;
  byDate.delete(date);
  return null;
}

/** Keeps a row just read from (or written to) D1, and hands it back; stale entries of other dates go at the same time. */
export function rememberDevotional(devotional: Devotional, now = Date.now()): Devotional {
  for (const [date, entry] of byDate) if (now - entry.readAt >= DEVOTIONAL_CACHE_TTL_MS) byDate.delete(date);
  byDate.set(devotional.devotional_date, { devotional, readAt: now });
  return devotional;
}

/** A writer changed the devotional of `date`: the next reader in this isolate asks D1. */
export function forgetDevotional(date: string): void {
  byDate.delete(date);
}
