/**
 * A study plan written by the configured model, its scripture references checked against the
 * bundled Bible (an invalid day is written again). Two
 * kinds of call: the outline (description, a title and passage per day) and one call per day. Each
 * answer is checked — passages exist in the World English Bible, quotations match it — and a
 * rejected answer is retried with the problems fed back (three attempts, as for devotionals, decision
 * 010). After the last rejected attempt the outline or that day comes from the library instead.
 * An unreachable server (timeout, 429, 5xx) is not retried here: the error goes up to the
 * PlanGenerator, which waits and tries the step again, then gives the rest of the plan to the library.
 */
import { z } from "zod";
import { canonicalPassage, wordCount } from "../../app/kernel/bible/citations";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import { situationLabel, STYLE_LABELS } from "../../app/kernel/path/wizard";
import type { Database } from "../db/client";
import type { AiClient } from "../providers/ai";
import { passageText } from "./bible.server";
import { generateChecked, type CheckVerdict } from "./generate-checked.server";
import { refuse, succeed, type Outcome } from "./outcome";
import type { ComposedDay, OutlineDay, PlanBrief, PlanOutline } from "./plan-composer.server";
import { checkScripture } from "./scripture-check.server";

export const PLAN_AI_ATTEMPTS = 3;
export const PLAN_PASSAGE_MAX_VERSES = 10;

/** Teaching length by the minutes a day he chose. */
export const TEACHING_WORDS: Record<number, { min: number; max: number }> = {
  5: { min: 90, max: 180 },
  10: { min: 150, max: 260 },
  15: { min: 220, max: 340 },
  20: { min: 280, max: 420 },
};

const SYSTEM_PROMPT = `You write daily study plans for Shepherd, an app for Christian men and fathers.
Voice: warm and direct, like an older brother in the faith. Speak to the reader as "you". Use concrete scenes from ordinary life: the commute, the job site or the office, the kitchen table, bedtime with the kids, a hard conversation with his wife, a friend he has not called. Honest about failure, full of grace. No clichés, no Markdown, no emoji.
Scripture: the app shows each passage from the World English Bible (WEB), which says "Yahweh" where many versions say "the LORD". Write references as "Book Chapter:Verse" with full book names (for example "1 Corinthians 13:4-7"). Cite only verses you are certain exist. Whenever you put scripture in quotation marks, quote the WEB word for word; otherwise paraphrase it without quotation marks.
Answer with one JSON object and nothing else.`;

const OutlineSchema = z.object({
  description: z.string().trim().min(20, { error: "description is too short." }).max(400, { error: "description must be at most 400 characters." }),
  days: z
    .array(
      z.object({
        day: z.number().int(),
        title: z.string().trim().min(2, { error: "a day's title is missing." }).max(80, { error: "a day's title must be at most 80 characters." }),
        passage: z.string().trim().min(3).max(60),
      }),
    )
    .min(1),
});

const DaySchema = z.object({
  teaching: z.string().trim().min(1, { error: "teaching is missing." }),
  reflectionQuestion: z
    .string()
    .trim()
    .max(300, { error: "reflectionQuestion must be one question of at most 300 characters." })
    .refine((text) => text.endsWith("?"), { error: "reflectionQuestion must end with “?”." }),
  prayerPrompt: z.string().trim().min(20, { error: "prayerPrompt is too short." }).max(500, { error: "prayerPrompt must be at most 500 characters." }),
  actionStep: z.string().trim().min(10, { error: "actionStep is too short." }).max(300, { error: "actionStep must be at most 300 characters." }),
});
type AiDay = z.infer<typeof DaySchema>;

function briefLines(brief: PlanBrief) {
  const lines = [
    `Plan title: ${brief.title}`,
    `Focus area: ${brief.focusArea} (one of ${FOCUS_AREAS.join(", ")}).`,
    `Length: ${brief.lengthDays} days, about ${brief.minutesPerDay} minutes a day.`,
    `Style: ${STYLE_LABELS[brief.style].label} — ${STYLE_LABELS[brief.style].hint}`,
  ];
  if (brief.situations.length > 0) lines.push(`His situation: ${brief.situations.map(situationLabel).join("; ")}.`);
  if (brief.context) lines.push(`In his own words: ${brief.context}`);
  return lines;
}

const withProblems = (lines: string[], problems: string[]) =>
  problems.length === 0
    ? lines
    : [...lines, "Your previous answer was rejected for these reasons:", ...problems.map((problem) => `- ${problem}`), "Write a new answer that fixes every one of them."];

function outlinePrompt(brief: PlanBrief, problems: string[]) {
  return withProblems(
    [
      ...briefLines(brief),
      `Return a JSON object with exactly these keys:`,
      `- "description": one or two sentences saying who the plan is for and what it will do.`,
      `- "days": an array of exactly ${brief.lengthDays} objects, one per day in order, each {"day": n, "title": 2 to 6 words, "passage": 1 to ${PLAN_PASSAGE_MAX_VERSES} consecutive verses inside one chapter, written "Book C:V-W"}.`,
      `The days should build on each other. Never use the same passage twice.`,
    ],
    problems,
  ).join("\n");
}

function dayPrompt(brief: PlanBrief, outline: PlanOutline, day: OutlineDay, text: string, problems: string[]) {
  const words = TEACHING_WORDS[brief.minutesPerDay]!;
  const neighbours = outline.days.map((other) => `Day ${other.day}: ${other.title} (${other.passage})`).join("; ");
  return withProblems(
    [
      ...briefLines(brief),
      `The plan's days: ${neighbours}.`,
      `Write day ${day.day} of ${outline.days.length}: "${day.title}", on ${day.passage}, which in the WEB reads: “${text}”`,
      `Return a JSON object with exactly these keys:`,
      `- "teaching": ${words.min} to ${words.max} words in short paragraphs separated by a blank line ("\\n\\n"), working through the passage for his situation.`,
      `- "reflectionQuestion": one question for him to answer honestly, ending with "?".`,
      `- "prayerPrompt": one or two sentences telling him what to pray about today (not a written prayer).`,
      `- "actionStep": one concrete thing to do today, for example "Tonight, ask your son what made him laugh today."`,
    ],
    problems,
  ).join("\n");
}

async function verifyOutline(db: Database, brief: PlanBrief, answer: z.infer<typeof OutlineSchema>): Promise<CheckVerdict<PlanOutline>> {
  const problems: string[] = [];
  if (answer.days.length !== brief.lengthDays) problems.push(`days must have exactly ${brief.lengthDays} entries (it had ${answer.days.length}).`);
  const days: OutlineDay[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of answer.days.entries()) {
    if (entry.day !== index + 1) problems.push(`days[${index}].day must be ${index + 1}.`);
    const passage = canonicalPassage(entry.passage, PLAN_PASSAGE_MAX_VERSES);
    if (!passage) {
      problems.push(`Day ${index + 1}: passage "${entry.passage}" must be 1 to ${PLAN_PASSAGE_MAX_VERSES} verses inside one chapter, written "Book C:V-W".`);
      continue;
    }
    if (seen.has(passage)) problems.push(`Day ${index + 1}: ${passage} is used twice; choose another passage.`);
    seen.add(passage);
    days.push({ day: index + 1, title: entry.title, passage, theme: null });
  }
  if (problems.length === 0) {
    const texts = await Promise.all(days.map((day) => passageText(db, day.passage)));
    texts.forEach((text, index) => {
      if (text === null) problems.push(`Day ${index + 1}: ${days[index]!.passage} does not exist in the World English Bible.`);
    });
  }
  const check = problems.length === 0 ? await checkScripture(db, answer.description) : ({ ok: true } as const);
  if (!check.ok) problems.push(...check.problems);
  return problems.length === 0 ? { ok: true, value: { description: answer.description, days } } : { ok: false, problems };
}

async function verifyDay(db: Database, brief: PlanBrief, day: OutlineDay, answer: AiDay): Promise<CheckVerdict<AiDay>> {
  const words = TEACHING_WORDS[brief.minutesPerDay]!;
  const count = wordCount(answer.teaching);
  const problems: string[] = [];
  if (count < words.min || count > words.max) problems.push(`teaching has ${count} words; it must have ${words.min}–${words.max}.`);
  const check = await checkScripture(db, [answer.teaching, answer.reflectionQuestion, answer.prayerPrompt, answer.actionStep].join("\n\n"), {
    passage: day.passage,
  });
  if (!check.ok) problems.push(...check.problems);
  return problems.length === 0 ? { ok: true, value: answer } : { ok: false, problems };
}

export interface AiResult<T> {
  /** null: every attempt was rejected; the caller uses the library. */
  value: T | null;
  tokens: number;
  problems: string[];
}

/**
 * What a step of the model's writing came to: its result, or — when the server could not be
 * reached (timeout, 429, 5xx) — a 503 refusal worth trying again later, with the tokens that
 * rejected answers spent before it went away.
 */
export type AiOutcome<T> = Outcome<AiResult<T>> & { tokens: number };

/** Up to PLAN_AI_ATTEMPTS answers, each checked; an unreachable server is a refusal, not a throw. */
async function attempt<T, A>(
  ai: AiClient,
  request: (problems: string[]) => { user: string; schema: z.ZodType<A>; maxTokens: number },
  check: (answer: A) => Promise<CheckVerdict<T>>,
): Promise<AiOutcome<T>> {
  const generated = await generateChecked(ai, {
    request: (problems) => ({ system: SYSTEM_PROMPT, ...request(problems) }),
    check,
    attempts: PLAN_AI_ATTEMPTS,
  });
  if (generated.ok) return succeed({ value: generated.value, tokens: generated.tokens, problems: [] });
  if (generated.reason === "rejected") return succeed({ value: null, tokens: generated.tokens, problems: generated.problems });
  if (generated.reason === "unavailable") {
    const reason = generated.error;
    return { ...refuse(503, reason instanceof Error ? reason.message : String(reason), { code: "ai-unavailable" }), tokens: generated.tokens };
  }
  throw generated.error;
}

/** The model's outline, or null (with the last problems) after three rejected answers. */
export function writeOutlineWithAi(ai: AiClient, db: Database, brief: PlanBrief): Promise<AiOutcome<PlanOutline>> {
  return attempt(
    ai,
    (problems) => ({ user: outlinePrompt(brief, problems), schema: OutlineSchema, maxTokens: 400 + brief.lengthDays * 60 }),
    (answer) => verifyOutline(db, brief, answer),
  );
}

/** One day by the model, or null after three rejected answers. */
export async function writeDayWithAi(
  ai: AiClient,
  db: Database,
  input: { brief: PlanBrief; outline: PlanOutline; day: OutlineDay },
): Promise<AiOutcome<ComposedDay>> {
  const { brief, outline, day } = input;
  const text = (await passageText(db, day.passage)) ?? "";
  const result = await attempt(
    ai,
    (problems) => ({ user: dayPrompt(brief, outline, day, text, problems), schema: DaySchema, maxTokens: 1_400 }),
    (answer) => verifyDay(db, brief, day, answer),
  );
  if (!result.ok) return result;
  return {
    ...result,
    value: result.value && {
      day_number: day.day,
      title: day.title,
      passage: day.passage,
      teaching: result.value.teaching,
      reflection_question: result.value.reflectionQuestion,
      prayer_prompt: result.value.prayerPrompt,
      action_step: result.value.actionStep,
      source: "ai",
    },
  };
}

