/**
 * The search box's reference jump: "eph 5:25", "1 cor 13", "Psalm 23", "jn 3 16", "ps119:105" go
 * straight to the passage. Read with the OpenBible.info parser (bible-passage-reference-parser),
 * case-insensitively — people type in lower case — and checked against the WEB's own chapters and
 * verses. Server-only: the parser is ~43 KB gzip and has no place in a browser bundle.
 */
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { osisToRange, WEB_PARSER_OPTIONS } from "../../app/kernel/bible/citations";
import { chapterHref } from "../../app/kernel/bible/navigation";
import { lastVerseOf } from "../../app/kernel/bible/verse-counts";

export type ReferenceJump =
  /** A passage that exists: go there. */
  | { kind: "passage"; href: string; label: string }
  /** Written as a reference, but the WEB has no such chapter or verse: say so. */
  | { kind: "missing"; label: string; message: string };

let parser: bcv_parser | null = null;

function jumpParser(): bcv_parser {
  // Case-insensitive (the default): people type "eph 5:25". A book alone is a word people search
  // for ("job", "acts", "numbers"), not a jump — WEB_PARSER_OPTIONS ignores it.
  parser ??= new bcv_parser(english).set_options(WEB_PARSER_OPTIONS);
  return parser;
}

/**
 * The passage a query names when the whole query is a reference (punctuation and "and" aside);
 * null when it is words to search for ("eph 5:25 husbands" searches).
 */
export function referenceJump(query: string): ReferenceJump | null {
  const text = query.trim();
  if (!text || text.length > 80) return null;
  const found = jumpParser().parse(text).osis_and_indices() as { osis: string; indices: [number, number] }[];
  if (found.length === 0) return null;
  let rest = text;
  for (const { indices } of [...found].sort((a, b) => b.indices[0] - a.indices[0])) {
    rest = rest.slice(0, indices[0]) + rest.slice(indices[1]);
  }
  if (rest.replace(/\band\b/gi, "").replace(/[\s,;.:()\-–—]/g, "") !== "") return null;

  const range = osisToRange(found[0]!.osis.split(",")[0]!);
  if (!range) return null;
  const { from, to } = range;
  const label = `${from.book.name} ${from.chapter}${from.verse ? `:${from.verse}` : ""}`;
  const last = lastVerseOf(from.book.id, from.chapter);
  if (last === null) {
    return {
      kind: "missing",
      label,
      message: `${from.book.name} has ${from.book.chapters} chapter${from.book.chapters === 1 ? "" : "s"}.`,
    };
  }
  if (from.verse !== null && from.verse > last) {
    return { kind: "missing", label, message: `${from.book.name} ${from.chapter} has ${last} verses.` };
  }
  const sameChapter = to.book.id === from.book.id && to.chapter === from.chapter;
  const end = sameChapter && to.verse !== null && from.verse !== null ? Math.min(to.verse, last) : null;
  return {
    kind: "passage",
    href: chapterHref(from.book.id, from.chapter, from.verse, end),
    label: end && end > from.verse! ? `${label}-${end}` : label,
  };
}
