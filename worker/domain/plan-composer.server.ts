/**
 * The offline plan composer, used without a model: days composed from Nave's Topical Bible passages
 * for the chosen focus area and the context's keywords, with teaching and questions from an
 * original template library. The outline is pure and deterministic for a plan id: themes from the
 * focus area, then the man's situations and the words he wrote, then related areas; each theme day
 * brings the passage it was written for (from worker/bible/data/nave-plan-passages.json). A day's
 * text adds that passage's World English Bible wording, read from D1, never typed here.
 */
import { parseCanonicalReference, type VerseRange } from "../../app/kernel/bible/reference";
import type { FocusArea } from "../../app/kernel/focus-areas";
import { stableHash } from "../../app/kernel/hash";
import type { PlanRequest, PlanStyle } from "../../app/kernel/path/wizard";
import navePassages from "../bible/data/nave-plan-passages.json";
import {
  closingNote,
  FOCUS_THEMES,
  FOLLOW_UP_QUESTIONS,
  GENERAL_THEMES,
  KEYWORD_THEMES,
  openingNote,
  planDescription,
  planThemes,
  RELATED_AREAS,
  SITUATIONS_LIBRARY,
  STYLE_NOTES,
} from "../content/plan-themes";
import type { PlanTheme, PlanThemeDay } from "../content/types";
import type { Database } from "../db/client";
import { versesQuery } from "./bible.server";

/** Where an outline day comes from: a theme day of the library, or (AI outlines) the model. */
export interface OutlineDay {
  day: number;
  title: string;
  passage: string;
  theme: { key: string; variant: number } | null;
}

export interface PlanOutline {
  description: string;
  days: OutlineDay[];
}

/** A written day, in the shape of a plan_days row. */
export interface ComposedDay {
  day_number: number;
  title: string;
  passage: string;
  teaching: string;
  reflection_question: string;
  prayer_prompt: string;
  action_step: string | null;
  /** "library" (this composer) or "ai" (the model). Kept in the generator's own storage only. */
  source: "library" | "ai";
}

/** The brief a plan is written from (the wizard's answers; plans.request). */
export type PlanBrief = PlanRequest;

const THEMES = new Map<string, PlanTheme>(planThemes.map((theme) => [theme.key, theme]));
/** Every passage Nave's lists for a theme, with the topic and heading it is listed under. */
export const NAVE_PLAN_PASSAGES: Record<string, { passage: string; topic: string; label: string }[]> = navePassages;

function themeDay(key: string, variant: number): PlanThemeDay {
  const theme = THEMES.get(key);
  if (!theme) throw new Error(`No plan theme "${key}"`);
  return theme.days[variant]!;
}

/** Themes the man's own words call for, in the order the patterns are listed. */
export function keywordThemes(text: string): string[] {
  if (!text.trim()) return [];
  return KEYWORD_THEMES.filter(({ pattern }) => pattern.test(text)).flatMap(({ themes }) => themes);
}

const unique = (keys: string[], exclude: Set<string>) => {
  const out: string[] = [];
  for (const key of keys) {
    if (exclude.has(key) || out.includes(key)) continue;
    out.push(key);
  }
  return out;
};

/** Each theme's days in turn: the first day of every theme, then the second of each, then the third. */
function roundRobin(keys: string[]): { key: string; variant: number }[] {
  const out: { key: string; variant: number }[] = [];
  for (let variant = 0; variant < 3; variant++) for (const key of keys) out.push({ key, variant });
  return out;
}

function rotate<T>(items: T[], by: number): T[] {
  if (items.length === 0) return items;
  const start = by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

function overlaps(a: VerseRange, b: VerseRange) {
  return a.book.id === b.book.id && a.chapter === b.chapter && a.verseStart <= b.verseEnd && b.verseStart <= a.verseEnd;
}

/**
 * The order themes are drawn on: the focus area's own (the starting one varies by plan), the man's
 * season (situations first, then his words), then related areas and the themes for any plan.
 */
export function themeGroups(brief: Pick<PlanBrief, "focusArea" | "situations" | "context">, seed: number) {
  const focus = rotate([...FOCUS_THEMES[brief.focusArea]], seed);
  const used = new Set(focus);
  const season = unique(
    [...brief.situations.flatMap((id) => SITUATIONS_LIBRARY[id].themes), ...keywordThemes(brief.context)],
    used,
  );
  for (const key of season) used.add(key);
  const related = unique(
    [...RELATED_AREAS[brief.focusArea].flatMap((area: FocusArea) => FOCUS_THEMES[area]), ...GENERAL_THEMES],
    used,
  );
  return { focus, season, related };
}

/**
 * Every library day this plan could use, in the order it would use them: focus and season
 * alternate (focus first), then the related themes. A theme day whose passage overlaps one already
 * chosen is passed over.
 */
function libraryDayOrder(brief: PlanBrief, planId: string) {
  const { focus, season, related } = themeGroups(brief, stableHash(planId));
  const primary = roundRobin(focus);
  const secondary = roundRobin(season);
  const filler = roundRobin(related);
  const chosen: { key: string; variant: number; range: VerseRange }[] = [];
  const take = (queue: { key: string; variant: number }[]) => {
    while (queue.length > 0) {
      const next = queue.shift()!;
      const range = parseCanonicalReference(themeDay(next.key, next.variant).passage);
      if (!range || chosen.some((other) => overlaps(other.range, range))) continue;
      chosen.push({ ...next, range });
      return true;
    }
    return false;
  };
  for (;;) {
    const seasonTurn = chosen.length % 2 === 1;
    if (!((seasonTurn && take(secondary)) || take(primary) || take(secondary) || take(filler))) return chosen;
  }
}

function outlineDay({ key, variant }: { key: string; variant: number }, index: number): OutlineDay {
  const day = themeDay(key, variant);
  return { day: index + 1, title: day.title, passage: day.passage, theme: { key, variant } };
}

/** The plan's outline: its description and one library day per day of the plan. */
export function composeOutline(brief: PlanBrief, planId: string): PlanOutline {
  const order = libraryDayOrder(brief, planId);
  if (order.length < brief.lengthDays) throw new Error(`The plan library cannot fill ${brief.lengthDays} days for ${brief.focusArea}`);
  const forWhom = brief.situations[0] ? SITUATIONS_LIBRARY[brief.situations[0]].forWhom : null;
  return {
    description: planDescription(brief.focusArea, brief.lengthDays, forWhom),
    days: order.slice(0, brief.lengthDays).map(outlineDay),
  };
}

const WORD_LIMIT_FOR_QUOTE = 40;

/** The first verse of a passage that reads well on its own: a whole sentence, no speech marks. */
export function quotableVerse(verses: { verse: number; text: string }[]): string | null {
  const candidate = verses.find(
    ({ text }) => /^[A-Z‘]/.test(text) && !/[“”]/.test(text) && text.split(/\s+/).length <= WORD_LIMIT_FOR_QUOTE,
  );
  return candidate?.text ?? null;
}

const PASSAGE_LEADS: readonly ((reference: string, verse: string) => string)[] = [
  (reference, verse) => `Read ${reference} slowly, twice. Stay with this line: “${verse}”`,
  (reference, verse) => `Today's passage is ${reference}. Before anything else, let this sink in: “${verse}”`,
  (reference, verse) => `Start with ${reference}. One line carries the weight of it: “${verse}”`,
];

const PLAIN_LEADS: readonly ((reference: string) => string)[] = [
  (reference) => `Read ${reference} slowly, twice, before you read on.`,
  (reference) => `Start with ${reference}. Read it aloud if you can, and let it sink in.`,
  (reference) => `Read ${reference} twice: once to hear it, and once to let it read you.`,
];

function chapterOf(passage: string) {
  const range = parseCanonicalReference(passage);
  return range ? `${range.book.name} ${range.chapter}` : passage;
}

/** Which situation's note goes on which day: the first day of a theme that situation called for. */
function situationNotes(brief: PlanBrief, outline: PlanOutline): Map<number, string> {
  const notes = new Map<number, string>();
  for (const id of brief.situations) {
    const { themes, note } = SITUATIONS_LIBRARY[id];
    const day = outline.days.find((candidate) => candidate.theme && themes.includes(candidate.theme.key) && !notes.has(candidate.day));
    if (day) notes.set(day.day, note);
  }
  return notes;
}

interface DayContext {
  brief: PlanBrief;
  lengthDays: number;
  verses: { verse: number; text: string }[];
  situationNote: string | undefined;
}

/** One library day: the passage line, the theme's teaching, his situation, his style, the arc. */
export function writeLibraryDay(outlineDay: OutlineDay, themed: PlanThemeDay, context: DayContext): ComposedDay {
  const { brief, lengthDays, verses } = context;
  const n = outlineDay.day;
  const paragraphs: string[] = [];
  if (n === 1) paragraphs.push(openingNote(brief.title, lengthDays, brief.minutesPerDay));
  // A one-verse passage is shown in full above the teaching: quoting it again would only repeat it.
  const range = parseCanonicalReference(themed.passage);
  const verse = range && range.verseEnd > range.verseStart ? quotableVerse(verses) : null;
  paragraphs.push(
    verse
      ? PASSAGE_LEADS[(n - 1) % PASSAGE_LEADS.length]!(themed.passage, verse)
      : PLAIN_LEADS[(n - 1) % PLAIN_LEADS.length]!(themed.passage),
  );
  paragraphs.push(themed.teaching);
  if (brief.minutesPerDay >= 10 && context.situationNote) paragraphs.push(context.situationNote);
  if (brief.minutesPerDay >= 10) {
    const notes = STYLE_NOTES[brief.style as PlanStyle];
    paragraphs.push(notes[(n - 1) % notes.length]!(chapterOf(themed.passage)));
  }
  if (n === lengthDays && lengthDays > 1) paragraphs.push(closingNote(brief.title, lengthDays));
  const question =
    brief.style === "reflection"
      ? `${themed.question}\n${FOLLOW_UP_QUESTIONS[(n - 1) % FOLLOW_UP_QUESTIONS.length]}`
      : themed.question;
  return {
    day_number: n,
    title: themed.title,
    passage: themed.passage,
    teaching: paragraphs.join("\n\n"),
    reflection_question: question,
    prayer_prompt: themed.prayer,
    action_step: themed.action,
    source: "library",
  };
}

/** The World English Bible text of each passage, in one D1 round trip. */
export async function versesOf(db: Database, passages: string[]): Promise<Map<string, { verse: number; text: string }[]>> {
  const ranges = passages.map((passage) => [passage, parseCanonicalReference(passage)] as const);
  const queries = ranges.filter(([, range]) => range !== null).map(([, range]) => versesQuery(db, range!));
  const texts = new Map<string, { verse: number; text: string }[]>();
  if (queries.length === 0) return texts;
  const results = await db.batch(queries as [(typeof queries)[number], ...(typeof queries)[number][]]);
  let index = 0;
  for (const [passage, range] of ranges) if (range) texts.set(passage, results[index++]!);
  return texts;
}

/**
 * Library days for the given day numbers of an outline. A day the model outlined (no theme) gets
 * the first library day whose passage the plan does not use yet, so a model's outline with a
 * failed day still becomes a whole plan.
 */
export async function composeLibraryDays(
  db: Database,
  input: { brief: PlanBrief; planId: string; outline: PlanOutline; dayNumbers: number[]; usedPassages?: string[] },
): Promise<ComposedDay[]> {
  const { brief, outline } = input;
  const lengthDays = outline.days.length;
  const used = (input.usedPassages ?? outline.days.map((day) => day.passage))
    .map((passage) => parseCanonicalReference(passage))
    .filter((range): range is VerseRange => range !== null);
  let spare: OutlineDay[] | null = null;
  const planned = input.dayNumbers.map((number) => {
    const day = outline.days.find((candidate) => candidate.day === number);
    if (!day) throw new Error(`Day ${number} is not in the outline`);
    if (day.theme) return { day, themed: themeDay(day.theme.key, day.theme.variant) };
    // A day the model planned: the next library day whose passage is not in the plan yet.
    spare ??= libraryDayOrder(brief, input.planId).map(outlineDay);
    const substitute = spare.find((candidate) => {
      const range = parseCanonicalReference(candidate.passage);
      return range !== null && !used.some((other) => overlaps(other, range));
    });
    if (!substitute?.theme) throw new Error(`No library day is left for day ${number}`);
    used.push(parseCanonicalReference(substitute.passage)!);
    return { day: { ...substitute, day: number }, themed: themeDay(substitute.theme.key, substitute.theme.variant) };
  });
  const texts = await versesOf(
    db,
    planned.map(({ themed }) => themed.passage),
  );
  const notes = situationNotes(brief, outline);
  return planned.map(({ day, themed }) =>
    writeLibraryDay(day, themed, { brief, lengthDays, verses: texts.get(themed.passage) ?? [], situationNote: notes.get(day.day) }),
  );
}
