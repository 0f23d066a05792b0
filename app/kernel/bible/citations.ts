/**
 * Scripture in free text (a model's devotional, a whisper): which references it cites and which
 * scripture it quotes. Pure; the server checks the results against the bundled World English Bible
 * (worker/domain/scripture-check.server.ts). References are found with the OpenBible.info parser
 * (bible-passage-reference-parser), which reads what people and models actually write:
 * "Eph 5:25–28", "1 Cor. 13:4-7", "Psalm 23", "Romans 8:28-29, 31".
 */
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { BIBLE_BOOKS, type BibleBook } from "./books";
import { formatReference, parseCanonicalReference, type VerseRange } from "./reference";

/** A point in the text: a verse, or a whole chapter when `verse` is null. */
export interface VersePoint {
  book: BibleBook;
  chapter: number;
  verse: number | null;
}

export interface Citation {
  /** The reference as written, e.g. "1 Cor. 13:4-7". */
  written: string;
  /** Offsets in the text: [start, end). */
  start: number;
  end: number;
  from: VersePoint;
  to: VersePoint;
  /** The WEB's own spelling, e.g. "1 Corinthians 13:4-7", "Psalms 23". */
  label: string;
}

const BOOKS_BY_ID = new Map(BIBLE_BOOKS.map((book) => [book.id, book]));
/** The parser's open-ended chapter end when it is told not to validate verses itself. */
const WHOLE_CHAPTER_END = 999;

/**
 * What every reader of references in this app shares (here and the search box's jump,
 * jump.server.ts): the Protestant canon, no existence checks of the parser's own (the bundled text
 * is the authority), invalid passages kept so they can be reported, a book named alone or a run of
 * book names not read as a reference, chapter or verse 0 an error.
 */
export const WEB_PARSER_OPTIONS = {
  testaments: "on",
  passage_existence_strategy: "none",
  invalid_passage_strategy: "include",
  osis_compaction_strategy: "bcv",
  sequence_combination_strategy: "separate",
  book_alone_strategy: "ignore",
  book_sequence_strategy: "ignore",
  zero_chapter_strategy: "error",
  zero_verse_strategy: "error",
} as const;

let parser: bcv_parser | null = null;

/**
 * Configured for the WEB: the 66 books of the Protestant canon (no Apocrypha), book names matched
 * case-sensitively (so "I am 40" is not Amos 40), and no existence checks of its own: chapters and
 * verses are checked against the bundled text, which is the authority (it omits a few verses that
 * other versifications have). Invalid passages are kept so they can be reported, not skipped.
 */
function referenceParser(): bcv_parser {
  parser ??= new bcv_parser(english).set_options({
    ...WEB_PARSER_OPTIONS,
    case_sensitive: "books",
    captive_end_digits_strategy: "delete",
  });
  return parser;
}

const FULL_BOOK_NAMES = new Set([...BIBLE_BOOKS.map((book) => lettersOf(book.name)), "psalm"]);

function lettersOf(text: string) {
  return text.toLowerCase().replace(/[^a-z]/g, "");
}

/**
 * A chapter written without a verse counts only under a book's full name ("Psalm 23", "Mark 5"):
 * abbreviations that are also English words ("Is 2", "Am 3") are too often just prose.
 */
function looksLikeCitation(written: string): boolean {
  if (written.includes(":") || /^\d/.test(written)) return true;
  return FULL_BOOK_NAMES.has(lettersOf(written.replace(/\d+/g, "")));
}

function parsePoint(osis: string): VersePoint | null {
  const [bookId, chapter, verse] = osis.split(".");
  const book = bookId ? BOOKS_BY_ID.get(bookId) : undefined;
  if (!book || !chapter) return null;
  return { book, chapter: Number(chapter), verse: verse ? Number(verse) : null };
}

/** "Eph.5.25-Eph.5.28" → Ephesians 5:25 to 5:28; "Ps.23.1-Ps.23.999" → the whole of Psalm 23. */
export function osisToRange(osis: string): { from: VersePoint; to: VersePoint } | null {
  const [first, second] = osis.split("-");
  const from = first ? parsePoint(first) : null;
  const to = second ? parsePoint(second) : from;
  if (!from || !to) return null;
  if (to.verse === WHOLE_CHAPTER_END) {
    const wholeFirstChapter = from.verse === 1;
    return { from: wholeFirstChapter ? { ...from, verse: null } : from, to: { ...to, verse: null } };
  }
  return { from, to };
}

function pointLabel(point: VersePoint, withBook: boolean) {
  const book = withBook ? `${point.book.name} ` : "";
  return point.verse === null ? `${book}${point.chapter}` : `${book}${point.chapter}:${point.verse}`;
}

export function citationLabel({ from, to }: { from: VersePoint; to: VersePoint }): string {
  const start = pointLabel(from, true);
  if (from.book.id === to.book.id && from.chapter === to.chapter && from.verse === to.verse) return start;
  if (from.book.id !== to.book.id) return `${start}-${pointLabel(to, true)}`;
  if (from.chapter === to.chapter && from.verse !== null && to.verse !== null) return `${start}-${to.verse}`;
  return `${start}-${pointLabel(to, false)}`;
}

/** Every Bible reference the text cites, in order of appearance. */
export function findReferences(text: string): Citation[] {
  const found = referenceParser().parse(text).osis_and_indices() as { osis: string; indices: [number, number] }[];
  const citations: Citation[] = [];
  for (const { osis, indices } of found) {
    const [start, end] = indices;
    const written = text.slice(start, end);
    if (!looksLikeCitation(written)) continue;
    for (const part of osis.split(",")) {
      const range = osisToRange(part);
      if (range) citations.push({ written, start, end, ...range, label: citationLabel(range) });
    }
  }
  return citations;
}

/** Words before "5:30" that make it a time of day, not a chapter and verse. */
const NOT_BOOKS = new Set(
  [
    "at", "by", "around", "about", "after", "before", "until", "till", "from", "to", "since", "noon",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  ],
);
const CHAPTER_AND_VERSE = /(?:\b[1-3]\s?)?\b([A-Z][A-Za-z]+)\.?\s+(\d{1,3}):(\d{1,3})\b(?!\s?[ap]\.?m\b)/g;

/**
 * "Name C:V" shapes the parser did not recognise as a reference: an invented book ("Hezekiah
 * 3:16"), an apocryphal one, or a verse 0. A model that cites one has cited something that is not
 * in the World English Bible.
 */
export function unrecognisedReferences(text: string, citations: Citation[] = findReferences(text)): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(CHAPTER_AND_VERSE)) {
    if (NOT_BOOKS.has(match[1]!.toLowerCase())) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (citations.some((citation) => citation.start < end && start < citation.end)) continue;
    unknown.push(match[0].trim());
  }
  return unknown;
}

/**
 * A model's passage in the app's canonical form ("Psalm 23:1-4" → "Psalms 23:1-4"): one range of
 * verses inside one chapter, at most `maxVerses` long. Null when it is anything else. Whether the
 * verses exist is for the bundled text to say.
 */
export function canonicalPassage(reference: string, maxVerses: number): string | null {
  let range: VerseRange | null = parseCanonicalReference(reference);
  if (!range) {
    const citations = findReferences(reference.trim());
    const only = citations.length === 1 ? citations[0]! : null;
    if (!only || only.written.length < reference.trim().length - 1) return null;
    const { from, to } = only;
    if (from.verse === null || to.verse === null || from.book.id !== to.book.id || from.chapter !== to.chapter) return null;
    range = { book: from.book, chapter: from.chapter, verseStart: from.verse, verseEnd: to.verse };
  }
  const count = range.verseEnd - range.verseStart + 1;
  if (count < 1 || count > maxVerses) return null;
  return formatReference(range);
}

export interface Quotation {
  /** The words inside the quotation marks. */
  text: string;
  /** Offsets of the quotation including its marks: [start, end). */
  start: number;
  end: number;
  words: number;
}

/** What counts as quoted scripture: six or more words inside double quotation marks, “curly” or "straight". */
export const MIN_QUOTATION_WORDS = 6;

export function wordCount(text: string): number {
  return normaliseScripture(text).split(" ").filter(Boolean).length;
}

export function findQuotations(text: string, minWords = MIN_QUOTATION_WORDS): Quotation[] {
  const quotations: Quotation[] = [];
  for (const pattern of [/“([^”]*)”/g, /"([^"]*)"/g]) {
    for (const match of text.matchAll(pattern)) {
      const inner = match[1]!;
      const words = wordCount(inner);
      if (words >= minWords) quotations.push({ text: inner, start: match.index, end: match.index + match[0].length, words });
    }
  }
  return quotations.sort((a, b) => a.start - b.start);
}

/** A gap that stays within one sentence: no line break and no sentence end. */
function sameSentence(gap: string) {
  return !/\n/.test(gap) && !/[.!?]["”’)]*\s+\S/.test(gap);
}

/** How far from a quotation its reference may stand: after it ("…” (John 3:16)), or before it. */
const AFTER_WINDOW = 60;
const BEFORE_WINDOW = 80;

/**
 * The reference a quotation is attributed to: the nearest one just after its closing mark in the
 * same sentence (“…” (Ephesians 5:25); “…,” Paul writes in Ephesians 5:25), else the nearest one
 * just before its opening mark in the same sentence (In John 3:16 Jesus says, “…”).
 */
export function attributedCitation(text: string, quotation: Quotation, citations: Citation[]): Citation | null {
  const after = citations.find((citation) => {
    if (citation.start < quotation.end) return false;
    const gap = text.slice(quotation.end, citation.start);
    return gap.length <= AFTER_WINDOW && sameSentence(gap);
  });
  if (after) return after;
  const before = [...citations].reverse().find((citation) => {
    if (citation.end > quotation.start) return false;
    const gap = text.slice(citation.end, quotation.start);
    return gap.length <= BEFORE_WINDOW && sameSentence(gap);
  });
  return before ?? null;
}

/** Lower case, apostrophes dropped, every other mark a space: "God’s Spirit—" → "gods spirit". */
export function normaliseScripture(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A quotation's pieces: an ellipsis or an [editorial insertion] may stand for omitted words. */
function quotationFragments(quotation: string): string[] {
  return quotation
    .split(/\.{3}|…|\[[^\]]*\]/)
    .map(normaliseScripture)
    .filter(Boolean);
}

/** True when the quotation is the source's wording (case and punctuation aside), pieces in order. */
export function quotationMatches(quotation: string, source: string): boolean {
  const haystack = ` ${normaliseScripture(source)} `;
  const fragments = quotationFragments(quotation);
  if (fragments.length === 0) return true;
  let from = 0;
  for (const fragment of fragments) {
    const at = haystack.indexOf(` ${fragment} `, from);
    if (at < 0) return false;
    from = at + fragment.length + 1;
  }
  return true;
}

/** Words too common to say a quotation borrows from a passage. */
const COMMON_WORDS = new Set(
  "about after also been before being came come could does doing down even every from have here into just like made make many more most much must never only other over said same shall should some such than that their them then there these they this those through unto upon very were what when where which while will with would your yours".split(" "),
);

/**
 * Whether an unattributed quotation leans on a passage: it shares a run of four words with it
 * ("…in the training and instruction of the Lord" against "…instruction of the Lord"), or most
 * of its distinctive words are the passage's. Such a quotation is meant as that passage and must
 * then match it; one that does not lean on it (a saying, a friend's words) is left alone.
 */
export function leansOn(quotation: string, source: string): boolean {
  const quoted = normaliseScripture(quotation).split(" ").filter(Boolean);
  const haystack = ` ${normaliseScripture(source)} `;
  for (let index = 0; index + 4 <= quoted.length; index++) {
    if (haystack.includes(` ${quoted.slice(index, index + 4).join(" ")} `)) return true;
  }
  const sourceWords = new Set(haystack.trim().split(" "));
  const distinctive = quoted.filter((word) => word.length >= 4 && !COMMON_WORDS.has(word));
  if (distinctive.length < 3) return false;
  return distinctive.filter((word) => sourceWords.has(word)).length / distinctive.length >= 0.6;
}

/** A quotation shortened for a message: the first words and an ellipsis. */
export function excerpt(text: string, maxChars = 90): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= maxChars ? clean : `${clean.slice(0, maxChars).replace(/\s+\S*$/, "")}…`;
}
