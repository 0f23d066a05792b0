/**
 * Poetry set as lines. The bundled text keeps no line breaks (whitespace was normalised), so the
 * reader sets the poetic books' verses as lines at their clause boundaries — after ; : . ! ? always,
 * after a comma when the line is already long enough to stand. A presentation only: copying,
 * searching and images use the verse's text unchanged (docs/decisions/012-the-word.md).
 */

/** Chapters set as poetry: Job's dialogues, Psalms, Proverbs, Song of Solomon, Lamentations. */
const POETRY: Record<string, [first: number, last: number]> = {
  Job: [3, 41],
  Ps: [1, 150],
  Prov: [1, 31],
  Song: [1, 8],
  Lam: [1, 5],
};

export function isPoetry(bookId: string, chapter: number): boolean {
  const range = POETRY[bookId];
  return range !== undefined && chapter >= range[0] && chapter <= range[1];
}

/** A comma ends a line only when the line so far and what follows are each at least this long. */
const MIN_LINE_AT_COMMA = 26;
const MIN_REST_AT_COMMA = 14;
/** A piece shorter than this joins the line before it ("Selah." stays on its own only if long enough). */
const MIN_PIECE = 8;

export function poetryLines(text: string): string[] {
  const pieces = text.trim().split(/(?<=[,;:.!?][’”)»]*)\s+/);
  const lines: string[] = [];
  let current = "";
  pieces.forEach((piece, index) => {
    current = current ? `${current} ${piece}` : piece;
    const rest = pieces.slice(index + 1).join(" ");
    if (!rest) return;
    const strong = /[;:.!?][’”)»]*$/.test(piece);
    const comma = /,[’”)»]*$/.test(piece);
    if (
      (strong && current.length >= MIN_PIECE) ||
      (comma && current.length >= MIN_LINE_AT_COMMA && rest.length >= MIN_REST_AT_COMMA)
    ) {
      lines.push(current);
      current = "";
    }
  });
  if (current) {
    if (current.length < MIN_PIECE && lines.length > 0) lines[lines.length - 1] += ` ${current}`;
    else lines.push(current);
  }
  return lines;
}
