/**
 * "Bible search": wall time of GET /api/word/search for 200 varied queries (single words, common
 * and rare; several words; quoted phrases; testament and book filters; later pages; references that
 * jump), sequentially on loopback after a few warm-ups. The list is fixed, so runs compare.
 * Goal: p95 ≤ 30 ms locally; the figure is kept for the Word's goal table (word-goals.mjs).
 */
import { formatMs, median, percentile } from "./lib/stats.mjs";

export const SEARCH_P95_GOAL_MS = 30;

const WORDS = [
  "love",
  "faith",
  "grace",
  "shepherd",
  "father",
  "son",
  "wife",
  "husband",
  "work",
  "pray",
  "prayer",
  "temptation",
  "strength",
  "courage",
  "peace",
  "joy",
  "mercy",
  "truth",
  "light",
  "darkness",
  "wisdom",
  "fear",
  "trust",
  "hope",
  "sin",
  "forgive",
  "heart",
  "spirit",
  "kingdom",
  "covenant",
  "righteousness",
  "iron",
  "sword",
  "bread",
  "water",
  "sheep",
  "lion",
  "mountain",
  "sea",
  "children",
  "brother",
  "servant",
  "king",
  "priest",
  "temple",
  "law",
  "glory",
  "praise",
  "the",
  "and",
  "Yahweh",
  "Jesus",
  "Jerusalem",
];
const PHRASES = [
  "loved the world",
  "iron sharpens",
  "be strong and courageous",
  "the Lord is my shepherd",
  "love one another",
  "fear not",
  "train up a child",
  "husbands love your wives",
  "fruit of the Spirit",
  "all things work together",
  "renew your mind",
  "the good shepherd",
  "walk by faith",
  "bread of life",
  "light of the world",
];
const SCOPES = ["all", "all", "all", "OT", "NT", "Ps", "Prov", "John", "Rom", "Eph"];
const REFERENCES = [
  "eph 5:25",
  "1 cor 13",
  "jn 3 16",
  "Psalm 23",
  "ps119:105",
  "prov 27:17",
  "rom 8:28",
  "phil 4.13",
  "josh 1:9",
  "matt 5-7",
];

/** 200 queries: words, word pairs, phrases (plain and quoted), scopes, pages, references. */
export function searchQueries() {
  const queries = [];
  for (let index = 0; queries.length < 200; index++) {
    const word = WORDS[index % WORDS.length];
    const other = WORDS[(index * 7 + 3) % WORDS.length];
    const phrase = PHRASES[index % PHRASES.length];
    const scope = SCOPES[index % SCOPES.length];
    const kind = index % 6;
    const q = [word, `${word} ${other}`, phrase, `"${phrase}"`, REFERENCES[index % REFERENCES.length], word][kind];
    const page = kind === 5 ? 2 : 1;
    queries.push({ q, scope: kind === 4 ? "all" : scope, page });
  }
  return queries;
}

const WARMUPS = 5;

export const wordSearch = {
  name: "Bible search",
  /** { p95, queries } once run. */
  result: null,
  async run({ url }) {
    const queries = searchQueries();
    const fetchOne = async ({ q, scope, page }) => {
      const params = new URLSearchParams({ q, scope, page: String(page) });
      const started = performance.now();
      const response = await fetch(`${url}/api/word/search?${params}`);
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      // 404: a later page past a short result list; anything else off is a failure.
      if (response.status !== 200 && response.status !== 404)
        throw new Error(`search "${q}" (${scope}, page ${page}) answered ${response.status}`);
      return elapsed;
    };
    for (const query of queries.slice(0, WARMUPS)) await fetchOne(query);
    const samples = [];
    for (const query of queries) samples.push(await fetchOne(query));
    const p95 = percentile(samples, 95);
    wordSearch.result = { p95, queries: samples.length };
    return [
      { label: `search median (${samples.length} varied queries, sequential)`, value: formatMs(median(samples)) },
      {
        label: `search p95 (${samples.length} varied queries, sequential; goal ≤ ${SEARCH_P95_GOAL_MS} ms)`,
        value: `${formatMs(p95)} ${p95 <= SEARCH_P95_GOAL_MS ? "PASS" : "MISS"}`,
      },
      { label: "search slowest", value: formatMs(Math.max(...samples)) },
    ];
  },
};
