/** Reading the bundled World English Bible from D1. */
import { and, asc, between, eq } from "drizzle-orm";
import { parseCanonicalReference, type VerseRange } from "../../app/kernel/bible/reference";
import type { Database } from "../db/client";
import { bibleVerses } from "../db/schema";

export function versesQuery(db: Database, range: VerseRange) {
  return db
    .select({ verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(
      and(
        eq(bibleVerses.book, range.book.id),
        eq(bibleVerses.chapter, range.chapter),
        between(bibleVerses.verse, range.verseStart, range.verseEnd),
      ),
    )
    .orderBy(asc(bibleVerses.verse));
}

/** The text of a canonical reference ("Ephesians 5:25-28"), or null when any verse is missing. */
export async function passageText(db: Database, reference: string): Promise<string | null> {
  const range = parseCanonicalReference(reference);
  if (!range) return null;
  const rows = await versesQuery(db, range);
  if (rows.length !== range.verseEnd - range.verseStart + 1) return null;
  return rows.map((row) => row.text).join(" ");
}
