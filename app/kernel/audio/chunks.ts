/**
 * Long texts go to a speech server in pieces under its input limit (OpenAI: 4,096 characters per
 * request), cut at sentence boundaries so no word is split and the joined audio reads naturally.
 */
import { splitSentences } from "./sentences";

/** Pieces of `text`, each at most `limit` characters; paragraphs stay apart within a piece. */
export function chunkForSpeech(text: string, limit: number): string[] {
  if (limit < 1) throw new RangeError("The chunk limit must be at least one character.");
  const chunks: string[] = [];
  let current = "";
  const flush = () => {
    if (current) chunks.push(current);
    current = "";
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    let separator = current ? "\n\n" : "";
    for (const sentence of splitSentences(paragraph)) {
      for (const piece of sentence.length > limit ? splitLongSentence(sentence, limit) : [sentence]) {
        if (current.length + separator.length + piece.length > limit) {
          flush();
          separator = "";
        }
        current += separator + piece;
        separator = " ";
      }
    }
  }
  flush();
  return chunks;
}

/** A sentence longer than the limit (rare: a long list) is cut at the last space that fits. */
function splitLongSentence(sentence: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const space = rest.lastIndexOf(" ", limit);
    const cut = space > 0 ? space : limit;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
