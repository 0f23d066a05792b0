/**
 * Every generated text is checked before it is stored, so a model that invents a verse never
 * reaches a member: each Bible reference it cites must exist in the bundled World English Bible, and
 * scripture it quotes must match the WEB's words. The problems are written to be fed back to the
 * model, so a retry can fix them.
 */
import { and, asc, eq, gte, lte } from "drizzle-orm";
import {
  attributedCitation,
  excerpt,
  findQuotations,
  findReferences,
  leansOn,
  quotationMatches,
  unrecognisedReferences,
  type Citation,
  type VersePoint,
} from "../../app/kernel/bible/citations";
import type { Database } from "../db/client";
import { bibleVerses } from "../db/schema";
import { passageText } from "./bible.server";

export type ScriptureCheck = { ok: true } | { ok: false; problems: string[] };

export interface ScriptureCheckOptions {
  /** Check quoted scripture against the WEB (default true). */
  quotations?: boolean;
  /**
   * The text's own passage ("Ephesians 5:25-28"): a quotation with no reference beside it that
   * leans on this passage must match it word for word.
   */
  passage?: string;
}

/** A citation spanning more chapters than this is too wide to check a quotation against. */
const MAX_QUOTED_CHAPTERS = 3;

function pointQuery(db: Database, point: VersePoint) {
  const where = [eq(bibleVerses.book, point.book.id), eq(bibleVerses.chapter, point.chapter)];
  if (point.verse !== null) where.push(eq(bibleVerses.verse, point.verse));
  return db.select({ verse: bibleVerses.verse }).from(bibleVerses).where(and(...where)).limit(1);
}

function pointKey(point: VersePoint) {
  return `${point.book.id}.${point.chapter}.${point.verse ?? ""}`;
}

/** Which of the cited points (a verse, or a whole chapter) exist in the bundled text. */
async function existingPoints(db: Database, citations: Citation[]): Promise<Set<string>> {
  const points = new Map<string, VersePoint>();
  for (const { from, to } of citations) for (const point of [from, to]) points.set(pointKey(point), point);
  const keys = [...points.keys()];
  const queries = keys.map((key) => pointQuery(db, points.get(key)!));
  if (queries.length === 0) return new Set();
  const results = await db.batch(queries as [(typeof queries)[number], ...(typeof queries)[number][]]);
  return new Set(keys.filter((_, index) => results[index]!.length > 0));
}

/** The WEB text of a citation (one book; a range across two books reads both end chapters). */
async function citationText(db: Database, { from, to }: Citation): Promise<string> {
  const chapters =
    from.book.id === to.book.id
      ? [{ book: from.book.id, first: from.chapter, last: to.chapter }]
      : [
          { book: from.book.id, first: from.chapter, last: from.chapter },
          { book: to.book.id, first: to.chapter, last: to.chapter },
        ];
  const texts: string[] = [];
  for (const { book, first, last } of chapters) {
    const rows = await db
      .select({ chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
      .from(bibleVerses)
      .where(and(eq(bibleVerses.book, book), gte(bibleVerses.chapter, first), lte(bibleVerses.chapter, last)))
      .orderBy(asc(bibleVerses.chapter), asc(bibleVerses.verse));
    for (const row of rows) {
      const afterStart = book !== from.book.id || row.chapter > from.chapter || from.verse === null || row.verse >= from.verse;
      const beforeEnd = book !== to.book.id || row.chapter < to.chapter || to.verse === null || row.verse <= to.verse;
      if (afterStart && beforeEnd) texts.push(row.text);
    }
  }
  return texts.join(" ");
}

function chapterSpan({ from, to }: Citation) {
  return from.book.id === to.book.id ? to.chapter - from.chapter + 1 : 2;
}

export async function checkScripture(db: Database, text: string, options: ScriptureCheckOptions = {}): Promise<ScriptureCheck> {
  const problems: string[] = [];
  const citations = findReferences(text);

  for (const written of unrecognisedReferences(text, citations)) {
    problems.push(`"${written}" is not a book, chapter and verse of the World English Bible (66 books, no Apocrypha).`);
  }

  const existing = await existingPoints(db, citations);
  const valid = citations.filter(({ from, to }) => existing.has(pointKey(from)) && existing.has(pointKey(to)));
  for (const citation of citations) {
    if (!valid.includes(citation)) problems.push(`${citation.label} (written "${citation.written}") does not exist in the World English Bible.`);
  }

  if (options.quotations !== false) {
    const passage = options.passage ? await passageText(db, options.passage) : null;
    for (const quotation of findQuotations(text)) {
      const attributed = attributedCitation(text, quotation, citations);
      if (attributed) {
        if (!valid.includes(attributed)) continue; // already reported as missing
        if (chapterSpan(attributed) > MAX_QUOTED_CHAPTERS) {
          problems.push(`The quotation “${excerpt(quotation.text)}” is attributed to ${attributed.label}; cite the verse it comes from.`);
          continue;
        }
        const source = await citationText(db, attributed);
        if (!quotationMatches(quotation.text, source)) {
          problems.push(
            `The quotation “${excerpt(quotation.text)}” is not the World English Bible's wording of ${attributed.label}, which reads: “${excerpt(source, 400)}” Quote it exactly or paraphrase without quotation marks.`,
          );
        }
      } else if (passage && options.passage && leansOn(quotation.text, passage) && !quotationMatches(quotation.text, passage)) {
        problems.push(
          `The quotation “${excerpt(quotation.text)}” reads like ${options.passage} but is not its World English Bible wording, which is: “${excerpt(passage, 400)}” Quote it exactly or paraphrase without quotation marks.`,
        );
      }
    }
  }

  return problems.length === 0 ? { ok: true } : { ok: false, problems: [...new Set(problems)] };
}
