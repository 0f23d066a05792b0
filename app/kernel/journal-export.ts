/**
 * The journal's calendar labels and its two export formats (Markdown to read or print, JSON to keep
 * or move). Pure: the screen groups its list with the same month labels the export writes.
 * Entry dates are the member's local calendar days ("2026-11-22"), so they are formatted in UTC,
 * where an ISO date cannot shift a day.
 */
import { JOURNAL_EXPORT_COPY } from "./copy/journal";
import { localDate } from "./dates";

export const EXPORT_FORMATS = {
  markdown: { extension: "md", contentType: "text/markdown; charset=utf-8" },
  json: { extension: "json", contentType: "application/json; charset=utf-8" },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** `?format=` of /journal/export: "markdown" (or "md") and "json"; anything else is null. */
export function parseExportFormat(value: string | null): ExportFormat | null {
  const format = value?.trim().toLowerCase();
  if (format === "markdown" || format === "md") return "markdown";
  if (format === "json") return "json";
  return null;
}

/** shepherd-journal-2026-11-22.md */
export function exportFileName(format: ExportFormat, today: string): string {
  return `shepherd-journal-${today}.${EXPORT_FORMATS[format].extension}`;
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const atNoon = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

/** "2026-11" */
export const monthKeyOf = (isoDate: string) => isoDate.slice(0, 7);
/** "November 2026" */
export const monthLabel = (isoDate: string) => monthFormat.format(atNoon(isoDate));
/** "Sunday, November 22, 2026" */
export const dayLabel = (isoDate: string) => dayFormat.format(atNoon(isoDate));

export interface MonthGroup<T> {
  key: string;
  label: string;
  entries: T[];
}

/** Consecutive entries of one month together, in the order given (newest first on the screen). */
export function groupByMonth<T extends { entry_date: string }>(entries: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const entry of entries) {
    const key = monthKeyOf(entry.entry_date);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, label: monthLabel(entry.entry_date), entries: [entry] });
  }
  return groups;
}

/** What an export carries of an entry: the member's words and what they were written about. */
export interface ExportEntry {
  id: string;
  entry_date: string;
  created_at: Date | number;
  updated_at: Date | number;
  devotional_title: string | null;
  passage: string | null;
  reflection: string | null;
  content: string;
}

const iso = (value: Date | number) => new Date(value).toISOString();

/** Metadata lines are ours to format: characters Markdown would read as markup are escaped. */
export function escapeMarkdownInline(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/([\\`*_[\]<>#|])/g, "\\$1");
}

/** A quote block: every line of the text prefixed, so a blank line cannot end it early. */
const quoted = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

/** When the export was made, and the member's time zone its dates are read in. */
export interface ExportMoment {
  at: Date;
  timeZone: string;
}

/** The member's own words go in as written (they may be Markdown already); our metadata is escaped. */
export function journalToMarkdown(entries: readonly ExportEntry[], moment: ExportMoment): string {
  const lines = [`# ${JOURNAL_EXPORT_COPY.heading}`, "", JOURNAL_EXPORT_COPY.exported(dayLabel(localDate(moment.timeZone, moment.at)), entries.length)];
  if (entries.length === 0) lines.push("", JOURNAL_EXPORT_COPY.empty);
  for (const group of groupByMonth(entries)) {
    lines.push("", `## ${group.label}`);
    for (const entry of group.entries) {
      const title = entry.devotional_title ? ` — ${escapeMarkdownInline(entry.devotional_title)}` : "";
      lines.push("", `### ${dayLabel(entry.entry_date)}${title}`);
      if (entry.passage) lines.push("", `*${escapeMarkdownInline(entry.passage)}*`);
      if (entry.reflection) lines.push("", quoted(`**${JOURNAL_EXPORT_COPY.reflectLabel}** ${entry.reflection}`));
      lines.push("", entry.content.replace(/\r\n/g, "\n").trim());
    }
  }
  return `${lines.join("\n")}\n`;
}

export function journalToJson(entries: readonly ExportEntry[], moment: ExportMoment): string {
  return `${JSON.stringify(
    {
      app: "Shepherd",
      kind: "journal",
      version: 1,
      exported_at: iso(moment.at),
      entry_count: entries.length,
      entries: entries.map((entry) => ({
        id: entry.id,
        entry_date: entry.entry_date,
        created_at: iso(entry.created_at),
        updated_at: iso(entry.updated_at),
        devotional_title: entry.devotional_title,
        passage: entry.passage,
        reflection: entry.reflection,
        content: entry.content,
      })),
    },
    null,
    2,
  )}\n`;
}

export function formatJournalExport(format: ExportFormat, entries: readonly ExportEntry[], moment: ExportMoment): string {
  return format === "markdown" ? journalToMarkdown(entries, moment) : journalToJson(entries, moment);
}
