/**
 * The journal archive behind /journal (all of a member's entries): list and search, read, edit,
 * delete, a free entry and the export. Every query carries `user_id = ?` of the session's user;
 * edits and deletes are `WHERE id = ? AND user_id = ? RETURNING`, so another man's id is simply
 * "not found" (D1 has no row-level security).
 */
import { and, count, desc, eq, gt, lt, or } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ExportEntry } from "../../app/kernel/journal-export";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { journalEntries } from "../db/schema";
import { saveTodayJournalEntry, type JournalEntry } from "./journal.server";
import type { MemberScope } from "./member-scope.server";
import { readAllPages } from "./paging.server";

export const JOURNAL_PAGE_SIZE = 30;
/** Longest search the box accepts; longer text is cut (it could not match a useful excerpt anyway). */
export const JOURNAL_SEARCH_MAX = 100;
export const EXCERPT_LENGTH = 240;
/** Ids are UUIDs; anything else cannot be an entry (or a whisper) and is not worth a query. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isPlausibleId = (id: string | undefined): id is string => typeof id === "string" && ID_PATTERN.test(id);

/* ─────────── keyset pages: newest first, by (created_at, id) ─────────── */

export interface PageCursor {
  createdAt: number;
  id: string;
}

export const encodeCursor = (row: { created_at: Date; id: string }) => `${row.created_at.getTime()}_${row.id}`;

/** A cursor from `?before=`; anything malformed is the first page. */
export function parseCursor(value: string | null): PageCursor | null {
  const match = /^(\d{1,15})_([A-Za-z0-9_-]{1,64})$/.exec(value ?? "");
  return match ? { createdAt: Number(match[1]), id: match[2] } : null;
}

/** Rows strictly older than the cursor, in (created_at DESC, id DESC) order. */
export function olderThan(createdAt: AnySQLiteColumn, id: AnySQLiteColumn, cursor: PageCursor) {
  const at = new Date(cursor.createdAt);
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, cursor.id)));
}

/** Rows strictly newer than the cursor, in (created_at ASC, id ASC) order. */
export function newerThan(createdAt: AnySQLiteColumn, id: AnySQLiteColumn, cursor: PageCursor) {
  const at = new Date(cursor.createdAt);
  return or(gt(createdAt, at), and(eq(createdAt, at), gt(id, cursor.id)));
}

/** The cursor just past a row. */
export const cursorOf = (row: { created_at: Date | number; id: string }): PageCursor => ({ createdAt: new Date(row.created_at).getTime(), id: row.id });

/* ─────────── search ─────────── */

export function normalizeSearch(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, JOURNAL_SEARCH_MAX);
}

/** Case-insensitive substring search over the words, the title and the passage. */
const containsAny = (query: string) =>
  or(containsText(journalEntries.content, query), containsText(journalEntries.devotional_title, query), containsText(journalEntries.passage, query));

/** The part of an entry shown in the list: its start, or the words around the first match. */
export function excerptOf(content: string, query = "", length = EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, " ").trim();
  if (text.length <= length) return text;
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0 || at + query.length <= length - 20) return `${text.slice(0, length).trimEnd()}…`;
  const start = Math.max(0, at - 60);
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/* ─────────── reads ─────────── */

const listColumns = {
  id: journalEntries.id,
  entry_date: journalEntries.entry_date,
  created_at: journalEntries.created_at,
  devotional_title: journalEntries.devotional_title,
  passage: journalEntries.passage,
  content: journalEntries.content,
};

export interface JournalListItem {
  id: string;
  entry_date: string;
  devotional_title: string | null;
  passage: string | null;
  excerpt: string;
}

export interface JournalPage {
  entries: JournalListItem[];
  /** Entries matching the search (all entries without one). */
  total: number;
  /** `?before=` of the next, older page; null on the last. */
  nextCursor: string | null;
}

/** One page of a member's entries, newest first, with the total, in one D1 round trip. */
export async function listJournalEntries(
  db: Database,
  userId: string,
  { query = "", before = null, limit = JOURNAL_PAGE_SIZE }: { query?: string; before?: PageCursor | null; limit?: number } = {},
): Promise<JournalPage> {
  const matching = and(eq(journalEntries.user_id, userId), query ? containsAny(query) : undefined);
  const [rows, totals] = await db.batch([
    db
      .select(listColumns)
      .from(journalEntries)
      .where(and(matching, before ? olderThan(journalEntries.created_at, journalEntries.id, before) : undefined))
      .orderBy(desc(journalEntries.created_at), desc(journalEntries.id))
      .limit(limit + 1),
    db.select({ total: count() }).from(journalEntries).where(matching),
  ]);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(({ content, created_at: _createdAt, ...row }) => ({ ...row, excerpt: excerptOf(content, query) })),
    total: totals[0]?.total ?? 0,
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export type JournalEntryDetail = Pick<
  JournalEntry,
  "id" | "entry_date" | "created_at" | "updated_at" | "devotional_title" | "passage" | "reflection" | "devotional_content" | "content"
>;

const detailColumns = {
  id: journalEntries.id,
  entry_date: journalEntries.entry_date,
  created_at: journalEntries.created_at,
  updated_at: journalEntries.updated_at,
  devotional_title: journalEntries.devotional_title,
  passage: journalEntries.passage,
  reflection: journalEntries.reflection,
  devotional_content: journalEntries.devotional_content,
  content: journalEntries.content,
};

const ownEntry = (userId: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.user_id, userId));

/** One of this member's entries, or null (another man's entry is not found either). */
export async function getJournalEntry(db: Database, userId: string, id: string): Promise<JournalEntryDetail | null> {
  if (!isPlausibleId(id)) return null;
  return (await db.select(detailColumns).from(journalEntries).where(ownEntry(userId, id)).get()) ?? null;
}

/* ─────────── writes ─────────── */

/**
 * A free entry, not tied to a devotional: still a journal entry, so it passes the same gate and is
 * counted the same way as one written on Today (refused with the gate's limit when it says no).
 */
export function writeFreeJournalEntry(app: Pick<AppContext, "db" | "requestId">, member: MemberScope, content: string) {
  return saveTodayJournalEntry(app, member, { content });
}

/** New words for an entry (already validated). An edit is not a new entry: nothing is counted. */
export async function updateJournalEntry(db: Database, userId: string, id: string, content: string): Promise<JournalEntryDetail | null> {
  if (!isPlausibleId(id)) return null;
  const [row] = await db
    .update(journalEntries)
    .set({ content, updated_at: new Date() })
    .where(ownEntry(userId, id))
    .returning(detailColumns);
  return row ?? null;
}

/** False when the id is not one of this member's entries (a 404). */
export async function deleteJournalEntry(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const deleted = await db.delete(journalEntries).where(ownEntry(userId, id)).returning({ id: journalEntries.id });
  return deleted.length > 0;
}

/**
 * Every entry for the download, newest first, read in pages. The devotional's own text is left
 * out: it is Shepherd's, not the member's, and would multiply the file's size.
 */
export async function exportJournalEntries(db: Database, userId: string): Promise<ExportEntry[]> {
  const { devotional_content: _devotionalText, ...exportColumns } = detailColumns;
  return readAllPages((after, limit) =>
    db
      .select(exportColumns)
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), after ? olderThan(journalEntries.created_at, journalEntries.id, cursorOf(after)) : undefined))
      .orderBy(desc(journalEntries.created_at), desc(journalEntries.id))
      .limit(limit),
  );
}
