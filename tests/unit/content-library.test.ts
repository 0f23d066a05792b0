/**
 * The offline content library is the product when no AI key is set, so it is held to its contract:
 * every reference exists in the bundled World English Bible, every quotation matches it, and the
 * lengths and rotation hold.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { builtInFallbackDevotionals, libraryDevotionals } from "../../worker/content/devotionals";
import { FALLBACK_PASSAGE_TEXT } from "../../worker/content/devotionals/fallback-text";
import { libraryWhispers } from "../../worker/content/whispers";
import { catalogPlans } from "../../worker/content/plans";
import { librarySeries } from "../../worker/content/series";
import { FOCUS_THEMES, GENERAL_THEMES, KEYWORD_THEMES, planThemes, SITUATIONS_LIBRARY } from "../../worker/content/plan-themes";
import { NAVE_PLAN_PASSAGES } from "../../worker/domain/plan-composer.server";
import { SITUATIONS } from "../../app/kernel/path/wizard";

const verses = new Map<string, string>();
for (const line of readFileSync(new URL("../../worker/bible/data/web-verses.jsonl", import.meta.url), "utf8").split("\n")) {
  if (!line) continue;
  const [book, chapter, verse, text] = JSON.parse(line) as [string, number, number, string];
  verses.set(`${book}.${chapter}.${verse}`, text);
}

function passageText(reference: string): string | null {
  const range = parseCanonicalReference(reference);
  if (!range) return null;
  const parts: string[] = [];
  for (let verse = range.verseStart; verse <= range.verseEnd; verse++) {
    const text = verses.get(`${range.book.id}.${range.chapter}.${verse}`);
    if (text === undefined) return null;
    parts.push(text);
  }
  return parts.join(" ");
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9’' ]+/g, " ").replace(/\s+/g, " ").trim();

/** Quoted runs of six or more words must appear in the cited passage. */
function quotationsNotInPassage(content: string, passage: string): string[] {
  const quoted = [...content.matchAll(/“([^”]+)”/g)].map((match) => match[1]!).filter((quote) => words(quote) >= 6);
  const source = normalise(passage);
  return quoted.filter((quote) => !source.includes(normalise(quote)));
}

describe("devotional library", () => {
  const all = [...libraryDevotionals, ...builtInFallbackDevotionals];

  it("has 40 devotionals, five per focus area, rotating through the areas day by day", () => {
    expect(libraryDevotionals).toHaveLength(40);
    for (const area of FOCUS_AREAS) expect(libraryDevotionals.filter((d) => d.focusArea === area)).toHaveLength(5);
    expect(libraryDevotionals.slice(0, 8).map((d) => d.focusArea)).toEqual([...FOCUS_AREAS]);
  });

  it("has the three built-in fallbacks in order", () => {
    expect(builtInFallbackDevotionals.map((d) => [d.passage, d.theme])).toEqual([
      ["Ephesians 5:25", "Marriage & Leadership"],
      ["Proverbs 27:17", "Brotherhood & Growth"],
      ["Joshua 24:15", "Family Leadership"],
    ]);
  });

  it("keeps each fallback's passage text identical to the bundled Bible", () => {
    for (const fallback of builtInFallbackDevotionals) {
      expect(FALLBACK_PASSAGE_TEXT[fallback.passage]).toBe(passageText(fallback.passage));
    }
  });

  it("never repeats a slug or a passage", () => {
    expect(new Set(all.map((d) => d.slug)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.passage)).size).toBe(all.length);
  });

  it.each(all.map((d) => [d.slug, d] as const))("%s is complete and true to the text", (_slug, devotional) => {
    const passage = passageText(devotional.passage);
    expect(passage, `${devotional.passage} must exist in the WEB`).not.toBeNull();
    expect(words(devotional.content)).toBeGreaterThanOrEqual(250);
    expect(words(devotional.content)).toBeLessThanOrEqual(450);
    expect(devotional.reflection.trim().endsWith("?")).toBe(true);
    expect(devotional.prayer.trim().endsWith("Amen.")).toBe(true);
    expect(quotationsNotInPassage(devotional.content, passage!)).toEqual([]);
  });
});

describe("whisper library", () => {
  it("has at least 15 whispers per trigger, each with a real verse", () => {
    for (const trigger of ["victory", "daily_checkin", "struggle"] as const) {
      expect(libraryWhispers.filter((w) => w.triggerType === trigger).length).toBeGreaterThanOrEqual(15);
    }
    for (const whisper of libraryWhispers) {
      expect(passageText(whisper.verse), `${whisper.slug}: ${whisper.verse}`).not.toBeNull();
      expect(words(whisper.message)).toBeGreaterThanOrEqual(25);
      expect(words(whisper.message)).toBeLessThanOrEqual(70);
    }
    expect(new Set(libraryWhispers.map((w) => w.slug)).size).toBe(libraryWhispers.length);
  });
});

describe("catalogue plans (The Path)", () => {
  it("has eight plans, one per focus area in their fixed order, 5 to 21 days each", () => {
    expect(catalogPlans.map((plan) => plan.focusArea)).toEqual([...FOCUS_AREAS]);
    expect(new Set(catalogPlans.map((plan) => plan.slug)).size).toBe(catalogPlans.length);
    for (const plan of catalogPlans) {
      expect(plan.days.length, plan.slug).toBeGreaterThanOrEqual(5);
      expect(plan.days.length, plan.slug).toBeLessThanOrEqual(21);
      expect(plan.days.map((day) => day.day)).toEqual(plan.days.map((_, index) => index + 1));
      expect(plan.description.length).toBeGreaterThan(80);
      // Slugs are the plans' ids in D1 and in /path/{planId}.
      expect(plan.slug).toMatch(/^[a-z0-9-]{1,64}$/);
    }
  });

  it.each(catalogPlans.flatMap((plan) => plan.days.map((day) => [`${plan.slug} day ${day.day}`, day] as const)))(
    "%s is complete and true to the text",
    (_name, day) => {
      const passage = passageText(day.passage);
      expect(passage, `${day.passage} must exist in the WEB`).not.toBeNull();
      expect(words(day.teaching)).toBeGreaterThanOrEqual(120);
      expect(words(day.teaching)).toBeLessThanOrEqual(220);
      expect(day.reflectionQuestion.trim().endsWith("?")).toBe(true);
      expect(day.prayerPrompt.length).toBeGreaterThan(20);
      expect(day.actionStep.length).toBeGreaterThan(20);
      expect(quotationsNotInPassage(day.teaching, passage!)).toEqual([]);
    },
  );
});

describe("the offline plan composer's template library", () => {
  const themeDays = planThemes.flatMap((theme) => theme.days.map((day, variant) => ({ key: theme.key, variant, day })));

  it("has a Nave's passage list for every theme and a theme for every list", () => {
    expect(new Set(planThemes.map((theme) => theme.key))).toEqual(new Set(Object.keys(NAVE_PLAN_PASSAGES)));
    expect(new Set(planThemes.map((theme) => theme.key)).size).toBe(planThemes.length);
  });

  it("names only themes that exist, for every focus area, situation and keyword", () => {
    const keys = new Set(planThemes.map((theme) => theme.key));
    const named = [
      ...Object.values(FOCUS_THEMES).flat(),
      ...GENERAL_THEMES,
      ...Object.values(SITUATIONS_LIBRARY).flatMap((situation) => situation.themes),
      ...KEYWORD_THEMES.flatMap((entry) => entry.themes),
    ];
    expect(named.filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(FOCUS_THEMES)).toEqual([...FOCUS_AREAS]);
    expect(Object.keys(SITUATIONS_LIBRARY).sort()).toEqual(SITUATIONS.map((situation) => situation.id).sort());
  });

  it.each(Object.entries(NAVE_PLAN_PASSAGES))("%s: every Nave's passage exists in the WEB", (_key, passages) => {
    expect(passages.length).toBeGreaterThanOrEqual(5);
    for (const { passage, topic, label } of passages) {
      expect(passageText(passage), passage).not.toBeNull();
      expect(topic).toMatch(/^[A-Z]/);
      expect(label.length).toBeGreaterThan(0);
    }
  });

  it.each(themeDays.map(({ key, variant, day }) => [`${key} #${variant + 1}`, key, day] as const))(
    "%s is written for one of its theme's passages, quotes and cites nothing",
    (_name, key, day) => {
      expect(NAVE_PLAN_PASSAGES[key]!.map((entry) => entry.passage)).toContain(day.passage);
      expect(words(day.teaching)).toBeGreaterThanOrEqual(50);
      expect(words(day.teaching)).toBeLessThanOrEqual(120);
      const text = [day.title, day.teaching, day.question, day.prayer, day.action].join(" ");
      expect(text).not.toMatch(/[“”"]/);
      expect(text).not.toMatch(/\d+:\d+/);
      expect(day.question.trim().endsWith("?")).toBe(true);
    },
  );

  it("never gives two theme days overlapping passages, so any mix of themes fills a plan", () => {
    const ranges = themeDays.map(({ key, day }) => ({ key, passage: day.passage, range: parseCanonicalReference(day.passage)! }));
    const clashes = [];
    for (const [index, a] of ranges.entries()) {
      for (const b of ranges.slice(index + 1)) {
        const overlap =
          a.range.book.id === b.range.book.id &&
          a.range.chapter === b.range.chapter &&
          a.range.verseStart <= b.range.verseEnd &&
          b.range.verseStart <= a.range.verseEnd;
        if (overlap) clashes.push(`${a.key} ${a.passage} / ${b.key} ${b.passage}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("study series library", () => {
  // The series a group of men can walk through together, one per focus area a men's group is
  // most likely to gather around; Prayer Life and Bible Study are served by the plans instead.
  const SERIES_AREAS = ["Marriage", "Fatherhood", "Work", "Brotherhood", "Temptation", "Leadership"] as const;
  const sessions = librarySeries.flatMap((series) =>
    series.sessions.map((session, index) => ({ name: `${series.slug} session ${index + 1}`, session })),
  );

  it("has a series for each of its focus areas, in the fixed focus-area order, 4 to 6 sessions each", () => {
    expect(librarySeries.length).toBeGreaterThanOrEqual(6);
    for (const area of SERIES_AREAS) expect(librarySeries.filter((series) => series.focusArea === area).length, area).toBeGreaterThanOrEqual(1);
    const order = librarySeries.map((series) => FOCUS_AREAS.indexOf(series.focusArea));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const series of librarySeries) {
      expect(series.sessions.length, series.slug).toBeGreaterThanOrEqual(4);
      expect(series.sessions.length, series.slug).toBeLessThanOrEqual(6);
    }
  });

  it("never repeats a slug, and its slugs are kebab-case", () => {
    expect(new Set(librarySeries.map((series) => series.slug)).size).toBe(librarySeries.length);
    for (const series of librarySeries) expect(series.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("never gives two sessions overlapping passages", () => {
    const ranges = sessions.map(({ name, session }) => ({ name, passage: session.passage, range: parseCanonicalReference(session.passage)! }));
    const clashes = [];
    for (const [index, a] of ranges.entries()) {
      for (const b of ranges.slice(index + 1)) {
        const overlap =
          a.range.book.id === b.range.book.id &&
          a.range.chapter === b.range.chapter &&
          a.range.verseStart <= b.range.verseEnd &&
          b.range.verseStart <= a.range.verseEnd;
        if (overlap) clashes.push(`${a.name} ${a.passage} / ${b.name} ${b.passage}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(librarySeries.map((series) => [series.slug, series] as const))("%s has a card that says where it goes", (_slug, series) => {
    expect(series.title.length).toBeGreaterThan(0);
    expect(series.subtitle.length).toBeGreaterThan(0);
    expect(words(series.description)).toBeGreaterThanOrEqual(60);
    expect(words(series.description)).toBeLessThanOrEqual(120);
    // A description may only quote what the series itself will read.
    const allPassages = series.sessions.map((session) => passageText(session.passage) ?? "").join(" ");
    expect(quotationsNotInPassage(series.description, allPassages)).toEqual([]);
  });

  it.each(sessions.map(({ name, session }) => [name, session] as const))("%s is complete and true to the text", (_name, session) => {
    const range = parseCanonicalReference(session.passage);
    expect(range, `${session.passage} must be "Book C:V-W"`).not.toBeNull();
    const length = range!.verseEnd - range!.verseStart + 1;
    expect(length).toBeGreaterThanOrEqual(3);
    expect(length).toBeLessThanOrEqual(20);
    const passage = passageText(session.passage);
    expect(passage, `${session.passage} must exist in the WEB`).not.toBeNull();

    expect(session.title.length).toBeGreaterThan(0);
    expect(words(session.teaching)).toBeGreaterThanOrEqual(180);
    expect(words(session.teaching)).toBeLessThanOrEqual(350);
    expect(session.teaching).not.toMatch(/[*_#`]|^\s*[-•]/m);
    expect(session.teaching.split("\n\n").every((paragraph) => paragraph.trim().length > 0 && !paragraph.includes("\n"))).toBe(true);

    expect(session.questions.length).toBeGreaterThanOrEqual(4);
    expect(session.questions.length).toBeLessThanOrEqual(6);
    for (const question of session.questions) expect(question.trim().endsWith("?"), question).toBe(true);

    expect(words(session.prayer)).toBeGreaterThanOrEqual(40);
    expect(words(session.prayer)).toBeLessThanOrEqual(90);
    expect(session.prayer.trim().endsWith("Amen.")).toBe(true);
    expect(session.prayer).toMatch(/\b(we|us|our)\b/i);
    // The group prays it together; a lone "I" or "my" means it was written for one man.
    expect(session.prayer).not.toMatch(/\b(I|me|my)\b/);

    if (session.atHome !== undefined) {
      expect(words(session.atHome)).toBeGreaterThanOrEqual(12);
      expect(words(session.atHome)).toBeLessThanOrEqual(40);
    }

    const everything = [session.teaching, ...session.questions, session.prayer, session.atHome ?? ""].join("\n\n");
    expect(quotationsNotInPassage(everything, passage!)).toEqual([]);
  });
});
