import { stableHash } from "../../app/kernel/hash";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import { devotionalArtSvg } from "./devotional-art";

/**
 * A shareable square image of a verse: the devotional artwork (devotional-art.ts — sky, sun, three
 * hills in a focus area's colours) under a soft shade, the verse set in the app's serif, its
 * reference and the translation below. Deterministic per reference, so it caches forever. SVG;
 * the browser draws it onto a canvas when someone wants a PNG.
 */

export const VERSE_IMAGE_SIZE = 1080;

const TEXT_WIDTH = 880;
const TEXT_HEIGHT = 640;
const FONT_SIZES = [64, 58, 52, 48, 44, 40, 36, 33, 30, 27];
/** Average advance of Georgia's glyphs, as a share of the font size (a little generous). */
const CHAR_WIDTH = 0.5;
const LINE_HEIGHT = 1.38;

/** Greedy word wrap to at most `maxChars` per line (a longer word stands alone). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size whose wrapped lines fit the text box. */
export function layoutVerse(text: string): { fontSize: number; lines: string[] } {
  for (const fontSize of FONT_SIZES) {
    const lines = wrapWords(text, Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH)));
    if (lines.length * fontSize * LINE_HEIGHT <= TEXT_HEIGHT) return { fontSize, lines };
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1]!;
  return { fontSize, lines: wrapWords(text, Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH))) };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" }[char]!));

/** The artwork's palette follows a focus area: the one given, else one picked by the reference. */
export function verseArtSvg({ text, reference, focus }: { text: string; reference: string; focus?: string }): string {
  const theme = focus ?? FOCUS_AREAS[stableHash(reference) % FOCUS_AREAS.length]!;
  const art = devotionalArtSvg(theme, reference).replace(
    /^<svg [^>]*>/,
    `<svg x="0" y="0" width="${VERSE_IMAGE_SIZE}" height="${VERSE_IMAGE_SIZE}" viewBox="0 0 512 512" aria-hidden="true">`
  );
  const { fontSize, lines } = layoutVerse(`“${text}”`);
  const lineHeight = fontSize * LINE_HEIGHT;
  const blockHeight = lines.length * lineHeight + 90;
  const top = (VERSE_IMAGE_SIZE - blockHeight) / 2 + fontSize * 0.8;
  const center = VERSE_IMAGE_SIZE / 2;
  const verseLines = lines
    .map((line, index) => `<tspan x="${center}" y="${Math.round(top + index * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const referenceY = Math.round(top + (lines.length - 1) * lineHeight + 90);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VERSE_IMAGE_SIZE} ${VERSE_IMAGE_SIZE}" width="${VERSE_IMAGE_SIZE}" height="${VERSE_IMAGE_SIZE}" role="img" aria-label="${escapeXml(
      `${reference}: ${text}`
    )}">`,
    `<title>${escapeXml(reference)}</title>`,
    art,
    `<rect width="${VERSE_IMAGE_SIZE}" height="${VERSE_IMAGE_SIZE}" fill="#10161a" opacity="0.52"/>`,
    `<g font-family="Georgia, Cambria, 'Times New Roman', serif" text-anchor="middle" fill="#fffaf0">`,
    `<text font-size="${fontSize}">${verseLines}</text>`,
    `<text x="${center}" y="${referenceY}" font-size="36" font-weight="bold" fill="#fde7b0" letter-spacing="1">${escapeXml(
      reference
    )}</text>`,
    `<text x="${center}" y="1030" font-size="22" opacity="0.85" font-family="system-ui, sans-serif">World English Bible · Shepherd</text>`,
    `</g>`,
    `</svg>`,
  ].join("");
}
