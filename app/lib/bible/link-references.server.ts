/**
 * Free text (a devotional, a plan day, a whisper) cut into plain runs and scripture references that
 * link to the reader. References are found by citations.ts (the OpenBible.info parser, as the
 * scripture checks read them) and kept only when the WEB has them. Call it where the text is
 * loaded (a loader or an API handler) and render the segments with <ScriptureText>: the parser
 * stays on the server.
 */
import { findReferences } from "./citations";
import { chapterHref } from "./navigation";
import { verseExists, lastVerseOf } from "./verse-counts";
import type { ScriptureSegment } from "./reference-href";

export function linkReferences(text: string): ScriptureSegment[] {
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
