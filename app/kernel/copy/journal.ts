/**
 * Copy for /journal and /journal/{id}. The validation and save messages are Today's
 * (JOURNAL_COPY in ./today.ts); these are the screen's own words.
 */
import { DEVOTIONAL_COPY } from "./today";

export const JOURNAL_PAGE = {
  title: "Journal",
  subtitle: "Every reflection you've written. Only you can read them.",
  count: (count: number) => (count === 1 ? "1 entry" : `${count} entries`),
  write: "Write an entry",
  writeIntro: "Not tied to a devotional: whatever is on your heart today.",
  field: "Your entry",
  hint: "At least 10 characters. Only you can read it.",
  counter: (length: number, max: number) => `${length}/${max}`,
  save: "Save entry",
  saving: "Saving…",
  searchLabel: "Search your journal",
  searchPlaceholder: "Words, a title or a passage",
  search: "Search",
  clearSearch: "Clear search",
  results: (count: number, query: string) =>
    count === 1 ? `1 entry matches “${query}”` : `${count} entries match “${query}”`,
  noResults: (query: string) => `No entries match “${query}”.`,
  empty: "Your journal is empty. Write what stirred in you after a devotional, or start a free entry.",
  freeEntry: "Free entry",
  showOlder: "Show older entries",
  newest: "Back to the newest entries",
  loadingOlder: "Loading older entries…",
  exportTitle: "Export",
  exportText: "Download every entry, to keep or to print.",
  exportMarkdown: "Markdown (.md)",
  exportJson: "JSON (.json)",
  whispersLink: "Shepherd's Whispers you received",
} as const;

export const JOURNAL_ENTRY_COPY = {
  back: "Back to journal",
  freeEntryTitle: "Free entry",
  written: (when: string) => `Written ${when}`,
  devotionalText: "The devotional",
  edit: "Edit",
  editTitle: "Edit entry",
  save: "Save changes",
  saving: "Saving…",
  cancel: "Cancel",
  delete: "Delete",
  deleteTitle: "Delete this entry?",
  deleteText: "It will be gone for good. This can't be undone.",
  confirmDelete: "Delete entry",
  keep: "Keep it",
  deleting: "Deleting…",
  updatedTitle: "Entry updated",
  deletedTitle: "Entry deleted",
  notFound: "That entry was not found.",
  unknownAction: "That action isn't available here.",
} as const;

export const JOURNAL_EXPORT_COPY = {
  heading: "Shepherd journal",
  exported: (date: string, count: number) =>
    `Exported ${date} · ${count === 1 ? "1 entry" : `${count} entries`}`,
  empty: "No entries yet.",
  reflectLabel: DEVOTIONAL_COPY.reflectLabel,
  badFormat: "Choose Markdown (format=markdown) or JSON (format=json) to export your journal.",
} as const;
