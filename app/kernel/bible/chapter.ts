/**
 * What the reader shows of a chapter and of the verse of the day: the shapes the server reads from
 * D1 and the reader's components draw, declared once for both.
 */
import type { BibleBook } from "./books";
import type { HighlightColor } from "./selection";
import type { CuratedVerse } from "./verse-of-the-day";

export interface ChapterVerse {
  verse: number;
  text: string;
}

export interface ChapterHeading {
  /** The verse the title stands before. */
  verse: number;
  text: string;
}

export interface ChapterNote {
  id: string;
  verse_start: number;
  verse_end: number;
  note: string;
  updated_at: number;
}

export interface PersonalChapter {
  /** Verse number → colour. */
  highlights: Record<number, HighlightColor>;
  bookmarks: number[];
  notes: ChapterNote[];
}

export interface Chapter {
  book: BibleBook;
  chapter: number;
  verses: ChapterVerse[];
  headings: ChapterHeading[];
  /** Null for a visitor. */
  personal: PersonalChapter | null;
}

export interface VerseOfTheDay extends CuratedVerse {
  date: string;
  book: string;
  chapter: number;
  verseStart: number;
  verseEnd: number;
  text: string;
}
