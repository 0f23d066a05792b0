/**
 * What "Listen" reads on a chapter of the reader: the chapter's name, its titles ("A Psalm by
 * David.") and its verses, without verse numbers — each verse one unit of the read-along, so the
 * verse being read is the one marked (a verse is the reader's unit; poetry lines cut sentences). The
 * page builds it from the chapter it shows, and the server from the same chapter read from D1
 * (worker/domain/audio.server.ts), so the text the speech server reads, the timing map and the marks
 * cannot drift — and a client cannot put other words into a chapter's audio.
 */
import { chapterLabel } from "../bible/navigation";
import type { BibleBook } from "../bible/books";
import type { Reading, ReadingBlock } from "./reading";
import { chapterCacheKey } from "./stream-audio";

export interface ChapterText {
  book: BibleBook;
  chapter: number;
  verses: readonly { verse: number; text: string }[];
  /** Titles, each before the verse it stands over. */
  headings: readonly { verse: number; text: string }[];
}

export const chapterTitleBlock = "title";
export const headingBlock = (verse: number) => `heading-${verse}`;
export const verseBlock = (verse: number) => `verse-${verse}`;

export function chapterReading({ book, chapter, verses, headings }: ChapterText): Reading {
  // One title per verse at most, as the reader shows them.
  const titles = new Map(headings.map((heading) => [heading.verse, heading.text]));
  const parts: [string, string][] = [[chapterTitleBlock, chapterLabel(book, chapter)]];
  for (const { verse, text } of verses) {
    const title = titles.get(verse);
    if (title) parts.push([headingBlock(verse), title]);
    parts.push([verseBlock(verse), text]);
  }
  const blocks: ReadingBlock[] = [];
  const sentences: string[] = [];
  for (const [id, raw] of parts) {
    const text = raw.trim();
    if (!text) continue;
    blocks.push({ id, first: sentences.length, sentences: [text] });
    sentences.push(text);
  }
  return { cacheKey: chapterCacheKey(book.id, chapter), blocks, sentences, text: sentences.join("\n\n") };
}
