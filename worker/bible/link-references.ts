/**
 * Free text (a devotional, a whisper's verse, a journal entry's passage) cut into plain runs and
 * scripture references that link to the reader. References are found by citations.ts (the
 * OpenBible.info parser, as the scripture checks read them) and kept only when the WEB has them.
 * Called where the text is loaded (a loader or an API handler); the page renders the segments with
 * <ScriptureText> or the href with <ScriptureReference>: the parser stays on the server.
 *
 * The parser costs ~0.3–2 ms a call, so text without a digit (no chapter, so no reference) is not
 * parsed at all, and results are remembered per isolate: everyone reads the same devotional today.
 */
import { devotionalReading } from "../../app/kernel/audio/reading";
import type { Devotional } from "../../app/kernel/devotional";
import { findReferences } from "../../app/kernel/bible/citations";
import { chapterHref } from "../../app/kernel/bible/navigation";
import type { DevotionalLinks, ScriptureSegment, SentenceLinks } from "../../app/kernel/bible/scripture-links";
import { verseExists, lastVerseOf } from "../../app/kernel/bible/verse-counts";

const CACHE_LIMIT = 1_000;
const cache = new Map<string, ScriptureSegment[]>();

export function linkReferences(text: string): ScriptureSegment[] {
  if (!text) return [];
  if (!/\d/.test(text)) return [{ text }];
  const known = cache.get(text);
  if (known) return known;
  const segments = parse(text);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, segments);
  return segments;
}

function parse(text: string): ScriptureSegment[] {
  const segments: ScriptureSegment[] = [];
  let at = 0;
  for (const citation of findReferences(text)) {
    if (citation.start < at) continue; // a second passage of the same written reference ("John 3:16, 18")
    const { from, to } = citation;
    const exists =
      from.verse === null
        ? lastVerseOf(from.book.id, from.chapter) !== null
        : verseExists(from.book.id, from.chapter, from.verse);
    if (!exists) continue;
    const sameChapter = to.book.id === from.book.id && to.chapter === from.chapter;
    const end = sameChapter && from.verse !== null && to.verse !== null ? to.verse : null;
    if (citation.start > at) segments.push({ text: text.slice(at, citation.start) });
    segments.push({
      text: citation.written,
      href: chapterHref(from.book.id, from.chapter, from.verse, end),
      label: citation.label,
    });
    at = citation.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

const cites = (segments: ScriptureSegment[]) => segments.some((segment) => segment.href);

/**
 * The reader's address for a field that holds one reference (a whisper's verse, a journal entry's
 * passage): the link when the whole field is a single reference the WEB has, else null.
 */
export function referenceHref(reference: string | null | undefined): string | null {
  const segments = linkReferences(reference?.trim() ?? "");
  return segments.length === 1 && segments[0]!.href ? segments[0]!.href : null;
}

/** Blocks of the devotional card whose references become links (not the Bible text itself, nor the title). */
const LINKED_BLOCKS = /^(?:passage|content-\d+|reflection)$/;

/**
 * The devotional card's links (DevotionalCard): its reading (the same function the page uses, so
 * the sentence numbers agree) parsed sentence by sentence, and the prayer.
 */
export function devotionalLinks(
  devotional: Pick<Devotional, "id" | "title" | "passage" | "passage_text" | "content" | "reflection" | "prayer">,
): DevotionalLinks {
  const sentences: SentenceLinks = {};
  for (const block of devotionalReading(devotional).blocks) {
    if (!LINKED_BLOCKS.test(block.id)) continue;
    block.sentences.forEach((sentence, offset) => {
      const segments = linkReferences(sentence);
      if (cites(segments)) sentences[block.first + offset] = segments;
    });
  }
  const prayer = devotional.prayer ? linkReferences(devotional.prayer) : [];
  return { sentences, prayer: cites(prayer) ? prayer : null };
}
