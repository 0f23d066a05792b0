/**
 * The Word's figures against its goals, from the bench's own run:
 * - a chapter page's throughput ÷ the health route's (goal ≥ 0.35), for every reader page in TARGETS;
 * - search p95 over 200 varied queries (goal ≤ 30 ms locally; timing-word-search.mjs);
 * - the Bible adds nothing to first-load JS: a /word page's JS beside the shell's, and none of the
 *   files it loads holds Bible text (its own chapter's verses and a sample across all 66 books) or
 *   the reference parser. The chapter travels in the HTML and loader data only.
 * Informative, like the rest of the bench: a miss is printed, not an exit code.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SEARCH_P95_GOAL_MS, wordSearch } from "./timing-word-search.mjs";

export const CHAPTER_RATIO_GOAL = 0.35;

const VERSES_FILE = fileURLToPath(new URL("../../worker/bible/data/web-verses.jsonl", import.meta.url));
/** A marker is a verse's first characters, plain ASCII so it reads the same in any bundle. */
const MARKER_LENGTH = 32;
const SAMPLE_EVERY = 97;
/** A name only the reference parser (bible-passage-reference-parser) has: an option it reads. */
const PARSER_MARKER = "passage_existence_strategy";

const isReaderPage = (target) => /^\/word(\/[^/?]+\/\d+)?$/.test(target.path);
const chapterOf = (path) => /^\/word\/([^/?]+)\/(\d+)/.exec(path)?.slice(1) ?? ["John", "1"];

/** Bible-text markers: every verse of the chapters the pages show, and every 97th verse of the Bible. */
function bibleMarkers(chapters) {
  const wanted = new Set(chapters.map(([book, chapter]) => `${book} ${chapter}`));
  const markers = new Set();
  readFileSync(VERSES_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .forEach((line, index) => {
      const [book, chapter, , text] = JSON.parse(line);
      if (index % SAMPLE_EVERY !== 0 && !wanted.has(`${book} ${chapter}`)) return;
      const start = text.slice(0, MARKER_LENGTH);
      if (start.length === MARKER_LENGTH && /^[A-Za-z ,;:.!?-]+$/.test(start)) markers.add(start);
    });
  return [...markers];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass) => (pass ? "PASS" : "MISS");

/**
 * Rows of [goal, figure, verdict] and notes. `measured`: target → autocannon result; `weights`:
 * [{ target, weight }] from measureFirstLoad; `shellTarget`: the name of the shell page.
 */
export function wordGoals({ targets, measured, baseRps, weights, shellTarget }) {
  const rows = [];
  const notes = [];
  const pages = targets.filter(isReaderPage);

  for (const target of pages) {
    const ratio = baseRps > 0 ? measured.get(target).requests.average / baseRps : 0;
    rows.push([`chapter page ÷ health ≥ ${CHAPTER_RATIO_GOAL}: ${target.name}`, ratio.toFixed(2), verdict(ratio >= CHAPTER_RATIO_GOAL)]);
  }

  const search = wordSearch.result;
  rows.push([
    `search p95 ≤ ${SEARCH_P95_GOAL_MS} ms (${search?.queries ?? 200} varied queries)`,
    search ? `${search.p95.toFixed(1)} ms` : "not measured",
    search ? verdict(search.p95 <= SEARCH_P95_GOAL_MS) : "—",
  ]);

  const shell = weights.find(({ target }) => target.name === shellTarget)?.weight;
  const markers = bibleMarkers(pages.map((target) => chapterOf(target.path)));
  for (const target of pages) {
    const weight = weights.find((entry) => entry.target === target)?.weight;
    if (!weight || !shell) continue;
    const shellUrls = new Set(shell.scripts.map((script) => new URL(script.url).pathname));
    const own = weight.scripts.filter((script) => !shellUrls.has(new URL(script.url).pathname));
    const bible = weight.scripts.filter((script) => markers.some((marker) => script.text.includes(marker)));
    const parser = weight.scripts.filter((script) => script.text.includes(PARSER_MARKER));
    const clean = bible.length === 0 && parser.length === 0;
    rows.push([
      `no Bible data in first-load JS: ${target.name}`,
      `${kb(weight.jsBytes)} = shell ${kb(shell.jsBytes)} ${weight.jsBytes >= shell.jsBytes ? "+" : "−"} ${kb(
        Math.abs(weight.jsBytes - shell.jsBytes)
      )}; Bible text in ${bible.length} of ${weight.scripts.length} files, parser in ${parser.length}`,
      clean ? "PASS" : "FAIL",
    ]);
    notes.push(
      `${target.name}: JS beyond the shell's: ${
        own.map((script) => `${new URL(script.url).pathname.replace(/^\/assets\//, "")} ${kb(script.gzip)}`).join(", ") || "none"
      }`
    );
    for (const script of [...bible, ...parser]) notes.push(`${target.name}: ${new URL(script.url).pathname} holds Bible data`);
  }
  notes.push(`Bible-text markers checked in every file: ${markers.length} verse openings (${MARKER_LENGTH} characters) and the parser's "${PARSER_MARKER}".`);
  return { rows, notes };
}
