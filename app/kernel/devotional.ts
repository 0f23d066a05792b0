import { dayNumberOf } from "./dates";

/** The devotional as the Today screen receives it, and which library entry a day gets. */

export interface Devotional {
  id: string;
  devotional_date: string;
  title: string;
  passage: string;
  passage_text: string;
  content: string;
  reflection: string;
  theme: string;
  prayer: string | null;
  image_url: string | null;
  created_at: number;
}

/** The embedded default artwork of a date: a deterministic SVG the worker draws (worker/domain/devotional-art.ts). */
export function devotionalImageUrl(date: string) {
  return `/images/devotionals/${date}.svg`;
}

/**
 * True once an image provider has painted this devotional's artwork (docs/decisions/019): its
 * image_url then names the stored file instead of the day's default SVG. One image per devotional.
 */
export function hasGeneratedArtwork(devotional: Pick<Devotional, "devotional_date" | "image_url">): boolean {
  return devotional.image_url !== null && devotional.image_url !== devotionalImageUrl(devotional.devotional_date);
}

/** Whole days from 1970-01-01 to an ISO date, independent of any time zone. */
export function dayNumber(isoDate: string): number {
  const days = dayNumberOf(isoDate);
  if (days === null) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return days;
}

/** Day of the year, 1-based (1 January is 1). */
export function dayOfYear(isoDate: string): number {
  return dayNumber(isoDate) - dayNumber(`${isoDate.slice(0, 4)}-01-01`) + 1;
}

/** Library rotation: consecutive days walk the list, so nothing repeats within its length. */
export function libraryIndexFor(isoDate: string, librarySize: number): number {
  return ((dayNumber(isoDate) % librarySize) + librarySize) % librarySize;
}

/** One of the three built-in fallbacks, chosen by day of year modulo 3. */
export function fallbackIndexFor(isoDate: string): number {
  return dayOfYear(isoDate) % 3;
}
