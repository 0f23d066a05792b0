/**
 * What a person types into The Word's search, made safe for SQLite FTS5: every word and every
 * "quoted phrase" becomes a quoted FTS5 string (so no operator, column filter or stray quote in the
 * input can change the query's meaning or break its syntax), and all of them must match.
 */
import { BIBLE_BOOKS } from "./books";

export const SEARCH_PAGE_SIZE = 20;
/** The last page anyone may ask for (1,000 results); beyond it is a 400, not a slow query. */
export const MAX_SEARCH_PAGE = 50;
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 12;

export type SearchScope = "all" | "OT" | "NT" | (string & {});

const BOOK_IDS = new Set(BIBLE_BOOKS.map((book) => book.id));

/** "all", "OT", "NT" or a book's OSIS id; null for anything else. An empty value means "all". */
export function parseScope(value: string | null | undefined): SearchScope | null {
  if (value === null || value === undefined || value === "" || value === "all") return "all";
  if (value === "OT" || value === "NT" || BOOK_IDS.has(value)) return value;
  return null;
}

export interface FtsQuery {
  /** The FTS5 MATCH expression: quoted terms, implicitly ANDed. */
  match: string;
  /** The words and phrases as typed (normalised), for display. */
  terms: string[];
  /**
   * Several plain words typed together ("loved the world"): verses holding them as a phrase rank
   * first. Lower case; null for a single word or when the person quoted phrases himself.
   */
  phrase: string | null;
}

/** Letters, digits and in-word apostrophes; everything else separates words, as FTS5's tokenizer does. */
function cleanTerm(term: string): string {
  return term
    .normalize("NFKC")
    .replace(/[‘’`]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .replace(/(^|\s)'+|'+(?=\s|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

const quoted = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Null when nothing searchable is left (only punctuation, or empty). */
export function buildFtsQuery(input: string): FtsQuery | null {
  const terms: string[] = [];
  let quotedPhrase = false;
  const text = input.replace(/[“”]/g, '"');
  for (const match of text.matchAll(/"([^"]*)"|([^\s"]+)/g)) {
    const term = cleanTerm(match[1] ?? match[2] ?? "");
    if (!term) continue;
    if (match[1] !== undefined && term.includes(" ")) quotedPhrase = true;
    terms.push(...(match[1] !== undefined ? [term] : term.split(" ")));
  }
  const kept = terms.slice(0, MAX_QUERY_TERMS);
  if (kept.length === 0) return null;
  const plainWords = !quotedPhrase && kept.length > 1;
  return {
    match: kept.map(quoted).join(" "),
    terms: kept,
    phrase: plainWords ? kept.join(" ").toLowerCase() : null,
  };
}

export interface MarkedSegment {
  text: string;
  match: boolean;
}

/** FTS5's highlight() output uses these marks around each match; the reader renders them as <mark>. */
export const MATCH_OPEN = "\u0002";
export const MATCH_CLOSE = "\u0003";

export function splitMarked(text: string): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let match = false;
  for (const piece of text.split(/([\u0002\u0003])/)) {
    if (piece === MATCH_OPEN) match = true;
    else if (piece === MATCH_CLOSE) match = false;
    else if (piece) {
      const last = segments[segments.length - 1];
      if (last && last.match === match) last.text += piece;
      else segments.push({ text: piece, match });
    }
  }
  return segments;
}
