/**
 * Verses a reader has selected: how they read as a reference ("John 3:16-18, 20") and as copied
 * text. Client-safe and dependency-free; the highlight colours live here so the schema, the API and
 * the reader share one list.
 */

export const HIGHLIGHT_COLORS = ["yellow", "green", "blue", "pink"] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export function isHighlightColor(value: unknown): value is HighlightColor {
  return HIGHLIGHT_COLORS.includes(value as HighlightColor);
}

/** Sorted, without duplicates. */
export function sortedVerses(verses: Iterable<number>): number[] {
  return [...new Set(verses)].sort((a, b) => a - b);
}

/** Consecutive runs: [16, 17, 18, 20] → [[16, 18], [20, 20]]. */
export function verseRuns(verses: Iterable<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (const verse of sortedVerses(verses)) {
    const last = runs[runs.length - 1];
    if (last && verse === last[1] + 1) last[1] = verse;
    else runs.push([verse, verse]);
  }
  return runs;
}

/** "16-18, 20" */
export function versesLabel(verses: Iterable<number>): string {
  return verseRuns(verses)
    .map(([start, end]) => (end > start ? `${start}-${end}` : `${start}`))
    .join(", ");
}

/** "John 3:16-18, 20"; "John 3" when nothing is selected. */
export function selectionReference(bookName: string, chapter: number, verses: Iterable<number>): string {
  const label = versesLabel(verses);
  return label ? `${bookName} ${chapter}:${label}` : `${bookName} ${chapter}`;
}

/**
 * The text a reader copies: the verses (a gap between runs marked with an ellipsis), then the
 * reference and the translation, as people paste scripture into a message.
 */
export function copyText(bookName: string, chapter: number, verses: { verse: number; text: string }[]): string {
  const sorted = [...verses].sort((a, b) => a.verse - b.verse);
  const parts: string[] = [];
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    if (previous && item.verse !== previous.verse + 1) parts.push("…");
    parts.push(item.text);
  });
  const reference = selectionReference(
    bookName,
    chapter,
    sorted.map((item) => item.verse)
  );
  return `“${parts.join(" ")}”\n— ${reference} (WEB)`;
}

/** "John 3:16-18" for a range (a note's verses, an image's). */
export function rangeReference(bookName: string, chapter: number, start: number, end: number): string {
  return `${bookName} ${chapter}:${start}${end > start ? `-${end}` : ""}`;
}
