/**
 * What "Listen" reads and the read-along highlights: the devotional card's text
 * in the order it is shown — title, passage and its reference, the paragraphs, "Reflect on this:"
 * and the reflection — cut into sentences numbered across the whole card. The same list makes the
 * text sent to the speech server, the timing map, and the marks in the card, so they cannot drift.
 */
import { DEVOTIONAL_COPY } from "../copy/today";
import type { Devotional } from "../devotional";
import { splitSentences } from "./sentences";

export interface ReadingBlock {
  /** Which part of the card: "title", "passage-text", "passage", "content-0"…, "reflect-label", "reflection". */
  id: string;
  /** Index of this block's first sentence in the whole reading. */
  first: number;
  sentences: string[];
}

/** What Listen reads (a devotional card, a chapter of the Bible), in units the read-along marks. */
export interface Reading {
  /** stream-audio's cacheKey for it ("daily-devotional-{id}", or "bible-{book}-{chapter}" for a chapter). */
  cacheKey: string;
  blocks: ReadingBlock[];
  /** Every unit (a sentence; a verse in a chapter) in reading order. */
  sentences: string[];
  /** The text the speech server reads: a block per paragraph. */
  text: string;
}

/** A devotional's cacheKey: "daily-devotional-{id}". */
export const cacheKeyFor = (devotionalId: string) => `daily-devotional-${devotionalId}`;

/** Paragraphs of a devotional's text (blank lines separate them). */
export function devotionalParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

type ReadDevotional = Pick<Devotional, "id" | "title" | "passage" | "passage_text" | "content" | "reflection">;

/**
 * Readings already cut, by every text they are cut from: the day's devotional is the same for every
 * member, and one Today asks for its reading several times (its links, its card, its player), so
 * each is cut once per isolate. A few entries cover every date members' todays fall on; a
 * devotional whose text changes is a new key, never a stale reading. Callers only read the result.
 */
const cutReadings = new Map<string, Reading>();
const CUT_READINGS_KEPT = 8;

export function devotionalReading(devotional: ReadDevotional): Reading {
  const key = JSON.stringify([devotional.id, devotional.title, devotional.passage, devotional.passage_text, devotional.content, devotional.reflection]);
  const known = cutReadings.get(key);
  if (known) return known;
  const reading = cutReading(devotional);
  if (cutReadings.size >= CUT_READINGS_KEPT) cutReadings.delete(cutReadings.keys().next().value!);
  cutReadings.set(key, reading);
  return reading;
}

function cutReading(devotional: ReadDevotional): Reading {
  const parts: [string, string][] = [
    ["title", devotional.title],
    ["passage-text", devotional.passage_text],
    ["passage", devotional.passage],
    ...devotionalParagraphs(devotional.content).map((paragraph, index): [string, string] => [`content-${index}`, paragraph]),
    ["reflect-label", DEVOTIONAL_COPY.reflectLabel],
    ["reflection", devotional.reflection],
  ];
  const blocks: ReadingBlock[] = [];
  const sentences: string[] = [];
  for (const [id, text] of parts) {
    const own = splitSentences(text);
    if (own.length === 0) continue;
    blocks.push({ id, first: sentences.length, sentences: own });
    sentences.push(...own);
  }
  return {
    cacheKey: cacheKeyFor(devotional.id),
    blocks,
    sentences,
    text: blocks.map((block) => block.sentences.join(" ")).join("\n\n"),
  };
}
