#!/usr/bin/env node
/**
 * Writes worker/bible/data/nave-plan-passages.json: the passages the offline plan composer
 * (worker/domain/plan-composer.server.ts) reads for each theme of its template library
 * (worker/content/plan-themes/). Every passage is taken from Nave's Topical Bible (public domain):
 * it must overlap a reference Nave lists under one of the theme's topics (a single verse Nave lists
 * may be read with the verses around it), and every verse of it must exist in the bundled World
 * English Bible. The picks are curated: Nave's lists also hold genealogies, laws of purchase and
 * the like, which are not a day's reading for a man following a plan.
 *
 *   node scripts/extract-nave-plan-passages.mjs [path/to/nave-topics.json]
 *
 * The default source is the shared data folder this project was built from; the app never reads
 * it at run time (only the JSON written here, bundled with the worker).
 */
import { readFileSync, writeFileSync } from "node:fs";

const ROOT = new URL("../", import.meta.url).pathname;
const SOURCE = process.argv[2] ?? "/work/shared/data/bible/nave-topics.json";
const OUTPUT = `${ROOT}worker/bible/data/nave-plan-passages.json`;
/** A day's passage is at most this many verses (the offline composer may add a few for reading-heavy plans). */
const MAX_VERSES = 10;

/** theme key → Nave topics it draws on, and the passages picked from them (OSIS, as Nave writes them). */
const THEMES = {
  "marriage-serving-love": {
    topics: ["HUSBAND"],
    picks: ["Eph.5.25-Eph.5.33", "Col.3.19", "1Pet.3.7", "Prov.5.18-Prov.5.19", "Eccl.9.9", "Deut.24.5", "Mal.2.14-Mal.2.16"],
  },
  "marriage-one-flesh": {
    topics: ["MARRIAGE"],
    picks: ["Gen.2.18-Gen.2.24", "Matt.19.4-Matt.19.6", "Mark.10.6-Mark.10.9", "Heb.13.4", "Prov.18.22", "1Cor.7.3-1Cor.7.5"],
  },
  "marriage-peace-at-home": {
    topics: ["FAMILY", "PEACE", "STRIFE"],
    picks: ["Ps.133.1", "Prov.15.17", "Prov.17.1", "Matt.18.21-Matt.18.22", "Josh.24.15", "Prov.18.19", "Gen.50.17-Gen.50.21"],
  },
  "fatherhood-teaching": {
    topics: ["INSTRUCTION"],
    picks: ["Deut.6.6-Deut.6.9", "Deut.4.9-Deut.4.10", "Ps.78.4-Ps.78.7", "Prov.22.6", "Eph.6.4", "2Tim.3.14-2Tim.3.15"],
  },
  "fatherhood-fathers-heart": {
    topics: ["PARENTS", "CHILDREN", "PRODIGAL SON"],
    picks: ["Ps.103.13", "Mal.4.6", "Col.3.21", "Gen.18.19", "Prov.20.7", "Luke.15.20-Luke.15.24"],
  },
  "fatherhood-gift": {
    topics: ["CHILDREN"],
    picks: ["Ps.127.3-Ps.127.5", "Ps.128.3-Ps.128.4", "Mark.10.13-Mark.10.16", "Matt.18.10", "Prov.17.6", "Matt.18.3-Matt.18.4"],
  },
  "work-as-worship": {
    topics: ["INDUSTRY", "SERVANT", "DILIGENCE"],
    picks: ["Col.3.23-Col.3.24", "Eccl.9.10", "Gen.2.15", "Prov.12.11", "1Thess.4.11-1Thess.4.12", "Prov.6.6-Prov.6.8", "Prov.22.29"],
  },
  "work-integrity": {
    topics: ["INTEGRITY", "HONESTY"],
    picks: ["Prov.11.3", "Prov.10.9", "Luke.16.10", "Ps.15.1-Ps.15.5", "Prov.19.1", "Job.27.5-Job.27.6", "Prov.11.1"],
  },
  "work-bosses-and-workers": {
    topics: ["EMPLOYER", "SERVANT"],
    picks: ["Eph.6.5-Eph.6.9", "Col.4.1", "Jas.5.4", "Lev.19.13", "Deut.24.14-Deut.24.15", "Col.3.22-Col.3.25", "1Pet.2.18-1Pet.2.20"],
  },
  "prayer-learning": {
    topics: ["PRAYER"],
    picks: ["Matt.6.5-Matt.6.13", "Luke.11.1-Luke.11.4", "Luke.18.1", "1Thess.5.17", "Jas.5.16", "Phil.4.6-Phil.4.7"],
  },
  "prayer-asking": {
    topics: ["PRAYER"],
    picks: ["Luke.11.5-Luke.11.10", "Matt.7.7-Matt.7.11", "Heb.4.16", "1John.5.14-1John.5.15", "Jer.33.3", "Ps.145.18"],
  },
  "prayer-thanksgiving": {
    topics: ["THANKFULNESS", "PRAISE"],
    picks: ["Ps.100.4-Ps.100.5", "Ps.103.1-Ps.103.5", "1Thess.5.18", "Col.3.17", "Ps.34.1-Ps.34.3", "Ps.107.1"],
  },
  "bible-lasting-word": {
    topics: ["WORD OF GOD"],
    picks: ["Isa.40.8", "Ps.119.105", "2Tim.3.16-2Tim.3.17", "Heb.4.12", "Matt.4.4", "Isa.55.10-Isa.55.11"],
  },
  "bible-meditating": {
    topics: ["WORD OF GOD", "MEDITATION"],
    picks: ["Ps.1.1-Ps.1.3", "Josh.1.8", "Ps.119.97-Ps.119.99", "Ps.19.7-Ps.19.11", "Ps.119.9-Ps.119.11"],
  },
  "bible-doers": {
    topics: ["OBEDIENCE", "WORD OF GOD", "HEARERS"],
    picks: ["Jas.1.22-Jas.1.25", "Matt.7.24-Matt.7.27", "Luke.11.28", "John.14.21", "John.13.17", "1Sam.15.22"],
  },
  "brotherhood-friend": {
    topics: ["FRIENDSHIP", "FRIENDS"],
    picks: ["Prov.17.17", "Prov.18.24", "Prov.27.6", "Prov.27.9", "Prov.27.17", "Eccl.4.9-Eccl.4.12", "John.15.13-John.15.15", "1Sam.18.1-1Sam.18.3"],
  },
  "brotherhood-burdens": {
    topics: ["FELLOWSHIP", "COMMUNION", "FRATERNITY"],
    picks: ["Gal.6.1-Gal.6.2", "Heb.10.24-Heb.10.25", "Acts.2.42-Acts.2.47", "Rom.12.10", "Rom.12.15", "1Thess.5.11", "1John.1.7"],
  },
  "brotherhood-peace": {
    topics: ["FRATERNITY", "RECONCILIATION", "STRIFE", "LOVE"],
    picks: ["1John.4.20-1John.4.21", "Gen.13.8", "Matt.5.23-Matt.5.24", "Prov.18.19", "Rom.12.18", "Ps.133.1"],
  },
  "temptation-where-it-starts": {
    topics: ["TEMPTATION"],
    picks: ["Jas.1.13-Jas.1.15", "Gen.3.1-Gen.3.6", "Prov.1.10", "Matt.26.41", "Matt.4.1-Matt.4.4", "Prov.4.14-Prov.4.15"],
  },
  "temptation-way-of-escape": {
    topics: ["TEMPTATION"],
    picks: ["1Cor.10.13", "Heb.2.18", "Heb.4.15-Heb.4.16", "2Pet.2.9", "Matt.6.13", "Jas.4.7"],
  },
  "temptation-guarding-eyes": {
    topics: ["CHASTITY", "ADULTERY", "PURITY"],
    picks: ["Job.31.1", "Matt.5.27-Matt.5.28", "1Thess.4.3-1Thess.4.5", "1Cor.6.18-1Cor.6.20", "Ps.24.3-Ps.24.4", "Matt.5.8", "Phil.4.8", "2Tim.2.22"],
  },
  "leadership-shepherds": {
    topics: ["SHEPHERD", "MINISTER, CHRISTIAN"],
    picks: ["Ps.23.1-Ps.23.4", "John.10.11-John.10.14", "1Pet.5.2-1Pet.5.4", "Acts.20.28", "Ezek.34.2-Ezek.34.4", "Isa.40.11"],
  },
  "leadership-servant": {
    topics: ["HUMILITY"],
    picks: ["Mark.10.42-Mark.10.45", "John.13.12-John.13.15", "Phil.2.3-Phil.2.5", "Matt.23.11-Matt.23.12", "Luke.22.25-Luke.22.27"],
  },
  "leadership-wise-and-just": {
    topics: ["RULERS", "COUNSEL", "JUSTICE"],
    picks: ["Prov.29.2", "Prov.16.12", "Exod.18.21", "2Sam.23.3-2Sam.23.4", "Prov.11.14", "Prov.15.22", "Prov.20.28"],
  },
  anger: {
    topics: ["ANGER"],
    picks: ["Prov.15.1", "Prov.16.32", "Jas.1.19-Jas.1.20", "Eph.4.26-Eph.4.27", "Eph.4.31-Eph.4.32", "Ps.37.8", "Prov.14.29", "Eccl.7.9", "Prov.19.11"],
  },
  anxiety: {
    topics: ["CARE", "PEACE"],
    picks: ["Matt.6.25-Matt.6.34", "Phil.4.6-Phil.4.7", "1Pet.5.7", "Ps.55.22", "Isa.26.3", "John.14.27", "Ps.4.8", "Luke.10.41-Luke.10.42"],
  },
  money: {
    topics: ["COVETOUSNESS", "RICHES", "CONTENTMENT", "BORROWING"],
    picks: ["Heb.13.5", "1Tim.6.6-1Tim.6.10", "Prov.30.8-Prov.30.9", "Luke.12.15", "Matt.6.19-Matt.6.21", "Prov.22.7", "Eccl.5.10", "Phil.4.11-Phil.4.13"],
  },
  grief: {
    topics: ["BEREAVEMENT", "AFFLICTIONS AND ADVERSITIES", "SORROW"],
    picks: ["Ps.147.3", "Matt.5.4", "John.11.33-John.11.35", "1Thess.4.13-1Thess.4.14", "Rev.21.4", "2Cor.1.3-2Cor.1.4", "Ps.30.5"],
  },
  forgiveness: {
    topics: ["FORGIVENESS", "RECONCILIATION"],
    picks: ["Matt.6.14-Matt.6.15", "Col.3.13", "Eph.4.32", "Matt.18.21-Matt.18.22", "Luke.17.3-Luke.17.4", "Matt.5.23-Matt.5.24", "Mark.11.25"],
  },
  humility: {
    topics: ["HUMILITY", "PRIDE"],
    picks: ["Prov.16.18", "Jas.4.6", "Jas.4.10", "1Pet.5.5-1Pet.5.6", "Prov.11.2", "Prov.22.4", "Prov.29.23"],
  },
  "self-control": {
    topics: ["SELF-DENIAL", "TEMPERANCE", "TEMPTATION"],
    picks: ["1Cor.9.25-1Cor.9.27", "Rom.6.12-Rom.6.14", "Titus.2.11-Titus.2.12", "Gal.5.16", "Rom.13.14", "Luke.9.23", "2Pet.1.5-2Pet.1.6"],
  },
  weariness: {
    topics: ["REST", "SLEEP", "WAITING"],
    picks: ["Matt.11.28-Matt.11.30", "Ps.127.2", "Isa.40.29-Isa.40.31", "Mark.6.31", "Heb.4.9-Heb.4.10"],
  },
  speech: {
    topics: ["SPEAKING", "TONGUE"],
    picks: ["Jas.3.5-Jas.3.10", "Prov.18.21", "Eph.4.29", "Prov.12.18", "Col.4.6", "Ps.141.3", "Prov.21.23"],
  },
  doubt: {
    topics: ["FAITH", "ASSURANCE"],
    picks: ["Mark.9.23-Mark.9.24", "Heb.11.1", "Heb.11.6", "Jas.1.5-Jas.1.6", "John.20.27-John.20.29", "Ps.42.5", "Ps.42.11"],
  },
  perseverance: {
    topics: ["PERSEVERANCE", "AFFLICTIONS AND ADVERSITIES"],
    picks: ["Jas.1.2-Jas.1.4", "Rom.5.3-Rom.5.5", "2Cor.4.16-2Cor.4.18", "Gal.6.9", "Heb.12.1-Heb.12.3", "1Pet.5.10", "Rom.8.28"],
  },
  patience: {
    topics: ["PATIENCE", "LONGSUFFERING", "MEEKNESS"],
    picks: ["Eccl.7.8-Eccl.7.9", "Col.3.12-Col.3.13", "Jas.5.7-Jas.5.8", "Ps.37.7", "Rom.12.12", "Prov.14.29", "Gal.5.22-Gal.5.23"],
  },
  "grace-after-failure": {
    topics: ["REPENTANCE", "PENITENT"],
    picks: ["1John.1.9", "Ps.32.5", "Ps.51.10-Ps.51.12", "Prov.28.13", "Luke.15.20-Luke.15.24", "Ps.34.18"],
  },
  courage: {
    topics: ["COURAGE", "FAITH"],
    picks: ["Josh.1.9", "1Cor.16.13", "2Tim.1.7", "Deut.31.6", "Ps.27.1", "Isa.41.10"],
  },
};

const naves = JSON.parse(readFileSync(SOURCE, "utf8"));
const books = JSON.parse(readFileSync(`${ROOT}worker/bible/data/web-books.json`, "utf8"));
const bookName = new Map(books.map((book) => [book.id, book.name]));
const verses = new Set();
for (const line of readFileSync(`${ROOT}worker/bible/data/web-verses.jsonl`, "utf8").split("\n")) {
  if (!line) continue;
  const [book, chapter, verse] = JSON.parse(line);
  verses.add(`${book}.${chapter}.${verse}`);
}

function point(osis) {
  const [book, chapter, verse] = osis.split(".");
  return { book, chapter: Number(chapter), verse: verse === undefined ? null : Number(verse) };
}
function range(osis) {
  const [first, last] = osis.split("-");
  const from = point(first);
  return { from, to: last ? point(last) : from };
}
const position = (p, end) => p.chapter * 1000 + (p.verse ?? (end ? 999 : 0));
function overlaps(a, b) {
  if (a.from.book !== b.from.book || a.to.book !== b.to.book) return false;
  return position(a.from, false) <= position(b.to, true) && position(b.from, false) <= position(a.to, true);
}

const problems = [];
const output = {};
for (const [theme, { topics, picks }] of Object.entries(THEMES)) {
  output[theme] = [];
  for (const pick of picks) {
    const wanted = range(pick);
    const { from, to } = wanted;
    if (from.book !== to.book || from.chapter !== to.chapter || from.verse === null || to.verse === null) {
      problems.push(`${theme}: ${pick} must be verses inside one chapter`);
      continue;
    }
    const count = to.verse - from.verse + 1;
    if (count < 1 || count > MAX_VERSES) problems.push(`${theme}: ${pick} has ${count} verses (1–${MAX_VERSES})`);
    for (let verse = from.verse; verse <= to.verse; verse++) {
      if (!verses.has(`${from.book}.${from.chapter}.${verse}`)) problems.push(`${theme}: ${from.book} ${from.chapter}:${verse} is not in the WEB`);
    }
    let source = null;
    for (const topic of topics) {
      const entries = naves[topic];
      if (!entries) {
        problems.push(`${theme}: Nave's has no topic ${topic}`);
        continue;
      }
      const entry = entries.find((candidate) => (candidate.refs ?? []).some((ref) => overlaps(wanted, range(ref))));
      if (entry) {
        source = { topic, label: entry.label.trim() };
        break;
      }
    }
    if (!source) {
      problems.push(`${theme}: ${pick} is not listed under ${topics.join(", ")} in Nave's`);
      continue;
    }
    const name = bookName.get(from.book);
    const passage = `${name} ${from.chapter}:${from.verse}${to.verse > from.verse ? `-${to.verse}` : ""}`;
    output[theme].push({ passage, ...source });
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
// One passage a line: small to bundle, easy to review in a diff.
const lines = Object.entries(output).map(
  ([theme, list]) => `  ${JSON.stringify(theme)}: [\n${list.map((item) => `    ${JSON.stringify(item)}`).join(",\n")}\n  ]`,
);
writeFileSync(OUTPUT, `{\n${lines.join(",\n")}\n}\n`);
const total = Object.values(output).reduce((sum, list) => sum + list.length, 0);
console.log(`Wrote ${total} passages for ${Object.keys(output).length} themes to ${OUTPUT}`);
