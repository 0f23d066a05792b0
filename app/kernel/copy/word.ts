/**
 * Copy for The Word (/word): the app's own strings, kept in one place so pages and tests use the
 * same words.
 */
import type { HighlightColor } from "../bible/selection";
import { groupedCount } from "../numbers";

const WORD_TRANSLATION = "World English Bible";

export const WORD = {
  title: "The Word",
  translation: WORD_TRANSLATION,
  translationShort: "WEB",
  /** A chapter page's search-result summary. */
  chapterDescription: (chapter: string) => `Read ${chapter} in the ${WORD_TRANSLATION}: listen to it, highlight it and keep notes.`,
  sectionsLabel: "The Word",
  read: "Read",
  search: "Search",
  saved: "Highlights & notes",
} as const;

export const READER_COPY = {
  pickerButton: (label: string) => `${label}, choose a book and chapter`,
  previous: "Previous chapter",
  next: "Next chapter",
  settings: "Text and theme",
  verseButton: (verse: number) => `Verse ${verse}`,
  chapterNav: "Chapters",
  continueReading: "Continue reading",
  noteFor: (reference: string) => `Note on ${reference}`,
  bookmarked: "Bookmarked",
  editNote: "Edit note",
  deleteNote: "Delete note",
  notesHeading: "Your notes",
} as const;

export const PICKER_COPY = {
  title: "Go to a passage",
  books: "Books",
  oldTestament: "Old Testament",
  newTestament: "New Testament",
  chapters: (book: string) => `Chapters of ${book}`,
  chapterLabel: (book: string, chapter: number) => `${book} ${chapter}`,
  back: "Back to books",
  close: "Close",
  hint: "Arrow keys move, Enter chooses, letters jump to a book.",
  chapterHint: "Arrow keys move, Enter opens, digits jump to a chapter.",
} as const;

/** The reader's "Text and theme" dialog; its choices are the app-wide ones (APPEARANCE_COPY). */
export const SETTINGS_COPY = {
  title: "Text and theme",
  close: "Done",
} as const;

export const COLOR_NAMES: Record<HighlightColor, string> = {
  yellow: "Yellow",
  green: "Green",
  blue: "Blue",
  pink: "Pink",
};

export const SELECTION_COPY = {
  toolbar: (reference: string) => `Selected: ${reference}`,
  highlight: (color: string) => `Highlight ${color}`,
  removeHighlight: "Remove highlight",
  bookmark: "Bookmark",
  removeBookmark: "Remove bookmark",
  note: "Note",
  copy: "Copy",
  share: "Share",
  image: "Image",
  clear: "Clear selection",
  copied: "Copied with its reference",
  copyFailed: "Couldn't copy. Select the text and copy it instead.",
  linkCopied: "Link copied",
  highlighted: "Highlighted",
  highlightRemoved: "Highlight removed",
  bookmarkAdded: "Bookmarked",
  bookmarkRemoved: "Bookmark removed",
  signInTitle: "Sign in to keep highlights, bookmarks and notes",
  signIn: "Sign in to highlight",
  failed: "That didn't save. Please try again.",
} as const;

export const NOTE_COPY = {
  titleNew: (reference: string) => `Note on ${reference}`,
  titleEdit: (reference: string) => `Edit note on ${reference}`,
  label: "Your note",
  save: "Save note",
  cancel: "Cancel",
  saved: "Note saved",
  deleted: "Note deleted",
  confirmDelete: "Delete this note?",
} as const;

export const IMAGE_COPY = {
  title: (reference: string) => `Image of ${reference}`,
  alt: (reference: string) => `${reference} over artwork`,
  downloadPng: "Download PNG",
  downloadSvg: "Download SVG",
  share: "Share image",
  close: "Close",
  tooLong: "Select fewer verses for an image.",
  shareFailed: "Couldn't share the image. Download it instead.",
} as const;

export const VERSE_OF_THE_DAY_COPY = {
  heading: "Verse of the day",
  read: "Read in context",
  image: "Make an image",
} as const;

export const SEARCH_COPY = {
  title: "Search the Bible",
  label: "Words, a phrase or a reference",
  placeholder: 'iron sharpens, "loved the world", eph 5:25',
  submit: "Search",
  scope: "Search in",
  all: "Whole Bible",
  oldTestament: "Old Testament",
  newTestament: "New Testament",
  results: (total: number, q: string) => `${groupedCount(total)} verse${total === 1 ? "" : "s"} for “${q}”`,
  none: (q: string) => `No verses found for “${q}”. Try fewer words or another spelling.`,
  hint: "Every word must appear. Put words in quotes to find an exact phrase; type a reference such as 1 Cor 13 to go straight there.",
  pages: "Search result pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  missing: (label: string, message: string) => `There is no ${label}. ${message}`,
} as const;

export const SAVED_COPY = {
  title: "Highlights & notes",
  signIn: "Sign in to see your highlights, bookmarks and notes.",
  highlights: "Highlights",
  bookmarks: "Bookmarks",
  notes: "Notes",
  allColors: "All colours",
  filterLabel: "Show highlights in",
  noHighlights: "No highlights yet. Select a verse in the reader and choose a colour.",
  noHighlightsIn: (color: string) => `No ${color.toLowerCase()} highlights.`,
  noBookmarks: "No bookmarks yet.",
  noNotes: "No notes yet. Select verses in the reader and choose Note.",
  noNotesFor: (q: string) => `No notes mention “${q}”.`,
  searchNotes: "Search your notes",
  searchSubmit: "Search notes",
  private: "Only you can see these.",
} as const;

export const WORD_ERRORS = {
  signIn: "Please sign in to keep highlights, bookmarks and notes.",
  noteNotFound: "That note doesn't exist, or it isn't yours.",
  noteEmpty: "Write a note.",
  noteTooLong: (max: number) => `A note can be at most ${max} characters.`,
  unknownIntent: "That action isn't available here.",
  unknownBook: "There is no such book in the Bible.",
  unknownChapter: (book: string, chapters: number) => `${book} has ${chapters} chapter${chapters === 1 ? "" : "s"}.`,
} as const;
