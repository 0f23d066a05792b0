/**
 * The verse of the day on /word: a curated list of well-known verses, eight for each of the app's
 * focus areas, walked by day number so every verse comes round once in 64 days and consecutive days
 * rotate the focus areas. Deterministic by date: everyone whose local date is the same reads the
 * same verse. References are canonical (reference.ts); the text comes from the bundled WEB.
 */
import { dayNumberOf } from "../dates";
import type { FocusArea } from "../focus-areas";

export const VERSES_BY_FOCUS: Record<FocusArea, readonly string[]> = {
  Marriage: [
    "Ephesians 5:25",
    "Genesis 2:24",
    "1 Corinthians 13:4-5",
    "Proverbs 18:22",
    "Colossians 3:19",
    "1 Peter 3:7",
    "Ecclesiastes 4:12",
    "Song of Solomon 8:7",
  ],
  Fatherhood: [
    "Ephesians 6:4",
    "Proverbs 22:6",
    "Psalms 127:3",
    "Deuteronomy 6:6-7",
    "Psalms 103:13",
    "Joshua 24:15",
    "Proverbs 20:7",
    "3 John 1:4",
  ],
  Work: [
    "Colossians 3:23",
    "Proverbs 16:3",
    "Ecclesiastes 9:10",
    "Proverbs 14:23",
    "Psalms 90:17",
    "1 Corinthians 15:58",
    "Proverbs 22:29",
    "Galatians 6:9",
  ],
  "Prayer Life": [
    "Philippians 4:6-7",
    "1 Thessalonians 5:16-18",
    "Matthew 6:6",
    "James 5:16",
    "Jeremiah 33:3",
    "Matthew 7:7",
    "Psalms 145:18",
    "Romans 8:26",
  ],
  "Bible Study": [
    "Psalms 119:105",
    "2 Timothy 3:16-17",
    "Joshua 1:8",
    "Hebrews 4:12",
    "Psalms 1:1-2",
    "James 1:22",
    "2 Timothy 2:15",
    "Romans 15:4",
  ],
  Brotherhood: [
    "Proverbs 27:17",
    "Ecclesiastes 4:9-10",
    "Hebrews 10:24-25",
    "Galatians 6:2",
    "Proverbs 17:17",
    "John 15:13",
    "Romans 12:10",
    "1 Thessalonians 5:11",
  ],
  Temptation: [
    "1 Corinthians 10:13",
    "James 1:12",
    "James 4:7",
    "Psalms 119:9",
    "Matthew 26:41",
    "Hebrews 4:15",
    "2 Timothy 2:22",
    "Galatians 5:16",
  ],
  Leadership: [
    "Joshua 1:9",
    "Micah 6:8",
    "Mark 10:45",
    "1 Timothy 4:12",
    "Proverbs 3:5-6",
    "1 Corinthians 16:13-14",
    "Philippians 2:3-4",
    "Isaiah 41:10",
  ],
};

export interface CuratedVerse {
  reference: string;
  focus: FocusArea;
}

/** Interleaved: Marriage, Fatherhood, …, Leadership, then each area's second verse, and so on. */
export const VERSES_OF_THE_DAY: readonly CuratedVerse[] = (() => {
  const areas = Object.entries(VERSES_BY_FOCUS) as [FocusArea, readonly string[]][];
  const longest = Math.max(...areas.map(([, verses]) => verses.length));
  const list: CuratedVerse[] = [];
  for (let index = 0; index < longest; index++) {
    for (const [focus, verses] of areas) if (verses[index]) list.push({ reference: verses[index]!, focus });
  }
  return list;
})();

/** The verse for an ISO date ("2026-11-22"); throws on anything that is not a calendar date. */
export function verseOfTheDayFor(date: string): CuratedVerse {
  const day = dayNumberOf(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  const count = VERSES_OF_THE_DAY.length;
  return VERSES_OF_THE_DAY[((day % count) + count) % count]!;
}
