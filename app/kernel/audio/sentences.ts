/**
 * Sentence splitting for the read-along and for speech chunks. A devotional is
 * full of things that look like sentence ends and are not: "Mr. Hale", "Eph. 5:25", "C. S. Lewis",
 * "$3.50". Line breaks always end a sentence; the text of each sentence is kept as written.
 */

/** Abbreviations that never end a sentence (titles and the like), lower case without the dot. */
const ALWAYS_ABBREVIATED = new Set([
  "mr", "mrs", "ms", "messrs", "dr", "st", "jr", "sr", "prof", "fr", "rev", "gen", "gov", "capt", "lt",
  "col", "sgt", "mt", "cf", "vs", "viz", "approx", "ca",
]);

/**
 * Abbreviations that end nothing when a number follows ("Eph. 5:25", "v. 7", "ch. 3", "Jan. 6"),
 * but may be a name or a word ending a sentence otherwise ("I met Dan. He…").
 */
const ABBREVIATED_BEFORE_NUMBER = new Set([
  // Bible books, as devotionals cite them
  "gen", "ex", "exod", "lev", "num", "deut", "josh", "judg", "sam", "kgs", "chr", "neh", "esth", "ps", "psa",
  "prov", "eccl", "eccles", "isa", "jer", "lam", "ezek", "dan", "hos", "obad", "mic", "nah", "hab", "zeph",
  "hag", "zech", "mal", "matt", "mk", "lk", "jn", "rom", "cor", "gal", "eph", "phil", "col", "thess", "tim",
  "tit", "philem", "heb", "jas", "pet", "rev",
  // references and dates
  "v", "vv", "ch", "chap", "no", "vol", "pp", "p", "fig", "jan", "feb", "apr", "jun", "jul", "aug", "sep",
  "sept", "oct", "nov", "dec",
]);

/** A run of terminators with any closing quotes or brackets after it. */
const TERMINATOR = /[.!?…]+["'”’)\]]*/g;

/** Splits text into sentences, trimmed, in order; empty input gives none. */
export function splitSentences(text: string): string[] {
  return text.split(/\n+/).flatMap(splitLine);
}

function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(TERMINATOR)) {
    const end = match.index + match[0].length;
    if (!endsSentence(line, match.index, match[0], end)) continue;
    const sentence = line.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

function endsSentence(line: string, at: number, terminator: string, end: number): boolean {
  if (end >= line.length) return true;
  // "3.50", "5:25.Then" or "e.g.x": a sentence end is followed by a space.
  if (!/\s/.test(line[end]!)) return false;
  const next = /\S/.exec(line.slice(end))?.[0] ?? "";
  // "etc. and so on": a lower-case word carries the sentence on.
  if (/\p{Ll}/u.test(next)) return false;
  if (!terminator.startsWith(".") || terminator.startsWith("..")) return true;
  const word = precedingWord(line, at);
  if (/^\p{Lu}$/u.test(word)) return false; // an initial: "C. S. Lewis"
  const lower = word.toLowerCase();
  // "e.g." and "i.e." run on; "6 a.m. He rose" and "the U.S. Then" end where a capital follows.
  if (lower === "e.g" || lower === "i.e") return false;
  if (ALWAYS_ABBREVIATED.has(lower)) return false;
  if (ABBREVIATED_BEFORE_NUMBER.has(lower) && /\d/.test(next)) return false;
  return true;
}

/** The word just before a terminator, without opening quotes or brackets. */
function precedingWord(line: string, at: number): string {
  const before = line.slice(0, at);
  const word = before.slice(before.search(/\S*$/));
  return word.replace(/^["'“‘(\[]+/, "");
}
