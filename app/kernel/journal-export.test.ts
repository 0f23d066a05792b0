import { describe, expect, it } from "vitest";
import {
  dayLabel,
  escapeMarkdownInline,
  exportFileName,
  formatJournalExport,
  groupByMonth,
  journalToJson,
  journalToMarkdown,
  monthLabel,
  parseExportFormat,
  type ExportEntry,
} from "./journal-export";

const entry = (overrides: Partial<ExportEntry> & Pick<ExportEntry, "id" | "entry_date">): ExportEntry => ({
  created_at: new Date(`${overrides.entry_date}T15:00:00Z`),
  updated_at: new Date(`${overrides.entry_date}T15:00:00Z`),
  devotional_title: null,
  passage: null,
  reflection: null,
  content: "A quiet morning with the Lord.",
  ...overrides,
});

const newestFirst: ExportEntry[] = [
  entry({
    id: "c",
    entry_date: "2026-12-01",
    devotional_title: "Love as Christ Loved",
    passage: "Ephesians 5:25",
    reflection: "Where can you lay down\nyour preference today?",
    content: "Let Sarah choose the restaurant.\n\nSmall, but it is a start.",
  }),
  entry({ id: "b", entry_date: "2026-11-30", content: "A free entry, no devotional." }),
  entry({ id: "a", entry_date: "2026-11-01", devotional_title: "Iron_Sharpens *Iron*", passage: "Proverbs 27:17" }),
];

const moment = { at: new Date("2026-12-02T03:00:00Z"), timeZone: "America/Chicago" };

describe("calendar labels", () => {
  it("reads an ISO date as the calendar day it names, whatever the host's zone", () => {
    expect(monthLabel("2026-11-01")).toBe("November 2026");
    expect(dayLabel("2026-11-01")).toBe("Sunday, November 1, 2026");
    expect(dayLabel("2026-12-31")).toBe("Thursday, December 31, 2026");
  });

  it("groups consecutive entries by month, keeping their order", () => {
    const groups = groupByMonth(newestFirst);
    expect(groups.map((group) => [group.key, group.label, group.entries.map((item) => item.id)])).toEqual([
      ["2026-12", "December 2026", ["c"]],
      ["2026-11", "November 2026", ["b", "a"]],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});

describe("export format and file name", () => {
  it.each([
    ["markdown", "markdown"],
    ["md", "markdown"],
    [" JSON ", "json"],
    ["csv", null],
    ["", null],
    [null, null],
  ] as const)("?format=%s → %s", (value, format) => {
    expect(parseExportFormat(value)).toBe(format);
  });

  it("names the download after the day", () => {
    expect(exportFileName("markdown", "2026-12-01")).toBe("shepherd-journal-2026-12-01.md");
    expect(exportFileName("json", "2026-12-01")).toBe("shepherd-journal-2026-12-01.json");
  });
});

describe("Markdown", () => {
  it("writes months, days, titles, passages, the reflection and the words as written", () => {
    expect(journalToMarkdown(newestFirst, moment)).toBe(
      [
        "# Shepherd journal",
        "",
        "Exported Tuesday, December 1, 2026 · 3 entries",
        "",
        "## December 2026",
        "",
        "### Tuesday, December 1, 2026 — Love as Christ Loved",
        "",
        "*Ephesians 5:25*",
        "",
        "> **Reflect on this:** Where can you lay down",
        "> your preference today?",
        "",
        "Let Sarah choose the restaurant.",
        "",
        "Small, but it is a start.",
        "",
        "## November 2026",
        "",
        "### Monday, November 30, 2026",
        "",
        "A free entry, no devotional.",
        "",
        "### Sunday, November 1, 2026 — Iron\\_Sharpens \\*Iron\\*",
        "",
        "*Proverbs 27:17*",
        "",
        "A quiet morning with the Lord.",
        "",
      ].join("\n"),
    );
  });

  it("says so when there is nothing to export", () => {
    expect(journalToMarkdown([], moment)).toBe("# Shepherd journal\n\nExported Tuesday, December 1, 2026 · 0 entries\n\nNo entries yet.\n");
  });

  it("escapes markup in metadata and folds its line breaks", () => {
    expect(escapeMarkdownInline("  A # [link](x) <b>|\n`x`\\ ")).toBe("A \\# \\[link\\](x) \\<b\\>\\| \\`x\\`\\\\");
  });
});

describe("JSON", () => {
  it("keeps every entry's words, dates and context, and nothing else", () => {
    const parsed = JSON.parse(journalToJson(newestFirst, moment));
    expect(parsed).toMatchObject({ app: "Shepherd", kind: "journal", version: 1, exported_at: "2026-12-02T03:00:00.000Z", entry_count: 3 });
    expect(parsed.entries.map((item: { id: string }) => item.id)).toEqual(["c", "b", "a"]);
    expect(parsed.entries[0]).toEqual({
      id: "c",
      entry_date: "2026-12-01",
      created_at: "2026-12-01T15:00:00.000Z",
      updated_at: "2026-12-01T15:00:00.000Z",
      devotional_title: "Love as Christ Loved",
      passage: "Ephesians 5:25",
      reflection: "Where can you lay down\nyour preference today?",
      content: "Let Sarah choose the restaurant.\n\nSmall, but it is a start.",
    });
  });

  it("accepts epoch milliseconds as well as dates", () => {
    const parsed = JSON.parse(journalToJson([entry({ id: "x", entry_date: "2026-01-05", created_at: 0, updated_at: 1000 })], moment));
    expect(parsed.entries[0]).toMatchObject({ created_at: "1970-01-01T00:00:00.000Z", updated_at: "1970-01-01T00:00:01.000Z" });
  });

  it("is chosen by format", () => {
    expect(formatJournalExport("json", [], moment)).toBe(journalToJson([], moment));
    expect(formatJournalExport("markdown", [], moment)).toBe(journalToMarkdown([], moment));
  });
});
