/**
 * Search over all 31,095 verses with SQLite FTS5 (table bible_fts, migration 0006): every word and
 * phrase must match; bm25 ranks, and verses holding several typed words as a phrase come first
 * ("loved the world" → John 3:16). Matches come back marked; filters by testament or book, with
 * counts for each, in one D1 round trip. A query that is a reference jumps instead.
 */
import { BIBLE_BOOKS } from "../../app/kernel/bible/books";
import { referenceJump, type ReferenceJump } from "../bible/jump";
import { chapterHref } from "../../app/kernel/bible/navigation";
import {
  buildFtsQuery,
  MATCH_CLOSE,
  MATCH_OPEN,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  parseScope,
  SEARCH_PAGE_SIZE,
  splitMarked,
  type MarkedSegment,
  type SearchScope,
} from "../../app/kernel/bible/search-query";
import type { Database } from "../db/client";
import { refuse, succeed, type Outcome } from "./outcome";

export interface SearchRequest {
  q: string;
  scope: SearchScope;
  page: number;
}

/** Reads ?q=&scope=&page= as typed into a URL: anything off is a refusal a person can act on (400). */
export function parseSearchParams(params: URLSearchParams): Outcome<{ value: SearchRequest }> {
  const q = (params.get("q") ?? "").trim();
  if (q.length > MAX_QUERY_LENGTH) {
    return refuse(400, `Search with at most ${MAX_QUERY_LENGTH} characters.`, { field: "q" });
  }
  const scope = parseScope(params.get("scope"));
  if (scope === null) {
    return refuse(400, "scope must be all, OT, NT or a book's OSIS id, such as John.", { field: "scope" });
  }
  const rawPage = params.get("page") ?? "1";
  const page = /^\d{1,9}$/.test(rawPage) ? Number(rawPage) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_SEARCH_PAGE) {
    return refuse(400, `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}.`, { field: "page" });
  }
  return succeed({ value: { q, scope, page } });
}

export interface SearchHit {
  book: string;
  bookName: string;
  chapter: number;
  verse: number;
  reference: string;
  href: string;
  /** The verse's text with each matched word marked. */
  segments: MarkedSegment[];
}

export interface ScopeCounts {
  all: number;
  OT: number;
  NT: number;
  /** Books with at least one match, in canon order. */
  books: { book: string; name: string; count: number }[];
}

export interface SearchResults {
  kind: "results";
  q: string;
  terms: string[];
  scope: SearchScope;
  page: number;
  pageSize: number;
  /** Matches within the scope. */
  total: number;
  pageCount: number;
  counts: ScopeCounts;
  results: SearchHit[];
}

/** What a search found: results, a reference to jump to, or nothing typed — or why it was refused. */
export type SearchOutcome = Outcome<SearchResults | { kind: "jump"; jump: ReferenceJump } | { kind: "empty" }>;

const BOOKS_BY_ID = new Map(BIBLE_BOOKS.map((book, index) => [book.id, { ...book, order: index + 1 }]));

/** A SQL condition on the index's unindexed columns, and its bound value. */
function scopeFilter(scope: SearchScope): [string, string[]] {
  if (scope === "all") return ["", []];
  if (scope === "OT" || scope === "NT") return [" AND testament = ?", [scope]];
  return [" AND book = ?", [scope]];
}

function countsFrom(rows: { book: string; count: number }[]): ScopeCounts {
  const counts: ScopeCounts = { all: 0, OT: 0, NT: 0, books: [] };
  for (const row of rows) {
    const book = BOOKS_BY_ID.get(row.book);
    if (!book) continue;
    counts.all += row.count;
    counts[book.testament] += row.count;
    counts.books.push({ book: book.id, name: book.name, count: row.count });
  }
  counts.books.sort((a, b) => BOOKS_BY_ID.get(a.book)!.order - BOOKS_BY_ID.get(b.book)!.order);
  return counts;
}

function scopeTotal(counts: ScopeCounts, scope: SearchScope): number {
  if (scope === "all" || scope === "OT" || scope === "NT") return counts[scope as "all" | "OT" | "NT"];
  return counts.books.find((entry) => entry.book === scope)?.count ?? 0;
}

export async function searchBible(db: Database, request: SearchRequest): Promise<SearchOutcome> {
  if (!request.q) return succeed({ kind: "empty" as const });
  const jump = referenceJump(request.q);
  if (jump) return succeed({ kind: "jump" as const, jump });
  const query = buildFtsQuery(request.q);
  if (!query) return refuse(400, "Type a word, a phrase or a reference to search for.", { field: "q" });

  const offset = (request.page - 1) * SEARCH_PAGE_SIZE;
  const [filter, filterValues] = scopeFilter(request.scope);
  // Several typed words found together as a phrase rank first; then bm25, then canon order.
  const phraseFirst = query.phrase ? "(instr(replace(lower(text), '’', ''''), ?) > 0) DESC, " : "";
  const d1 = db.$client;
  const [page, perBook] = await d1.batch<Record<string, unknown>>([
    d1
      .prepare(
        `SELECT book, chapter, verse, highlight(bible_fts, 0, ?, ?) AS marked FROM bible_fts
         WHERE bible_fts MATCH ?${filter}
         ORDER BY ${phraseFirst}rank, book_order, chapter, verse LIMIT ? OFFSET ?`
      )
      .bind(
        MATCH_OPEN,
        MATCH_CLOSE,
        query.match,
        ...filterValues,
        ...(query.phrase ? [query.phrase] : []),
        SEARCH_PAGE_SIZE,
        offset
      ),
    d1.prepare("SELECT book, count(*) AS count FROM bible_fts WHERE bible_fts MATCH ? GROUP BY book").bind(query.match),
  ]);
  const rows = page!.results as { book: string; chapter: number; verse: number; marked: string }[];
  const countRows = perBook!.results as { book: string; count: number }[];
  const counts = countsFrom(countRows);
  const total = scopeTotal(counts, request.scope);
  const pageCount = Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE);
  if (request.page > 1 && request.page > pageCount) {
    return refuse(404, `There is no page ${request.page}: this search has ${pageCount} page${pageCount === 1 ? "" : "s"}.`, { field: "page" });
  }
  return succeed<SearchResults>({
    kind: "results",
    q: request.q,
    terms: query.terms,
    scope: request.scope,
    page: request.page,
    pageSize: SEARCH_PAGE_SIZE,
    total,
    pageCount,
    counts,
    results: rows.map((row) => {
      const book = BOOKS_BY_ID.get(row.book)!;
      return {
        book: row.book,
        bookName: book.name,
        chapter: Number(row.chapter),
        verse: Number(row.verse),
        reference: `${book.name} ${row.chapter}:${row.verse}`,
        href: chapterHref(row.book, Number(row.chapter), Number(row.verse)),
        segments: splitMarked(row.marked),
      };
    }),
  });
}
