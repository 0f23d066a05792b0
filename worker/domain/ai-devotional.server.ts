/**
 * The daily devotional written by the configured model through the `openai` SDK, for the app's
 * audience, rotating its themes. What the model writes is checked before it is
 * stored: the passage must exist and its text is always read from the bundled World English Bible,
 * never taken from the model; every reference and quotation is checked (scripture-check.server.ts).
 * A rejected answer is retried with the problems fed back; after the last attempt, or at once when
 * the server is unreachable, the day gets the offline library's devotional.
 */
import { and, gte, lte, ne } from "drizzle-orm";
import { z } from "zod";
import { canonicalPassage } from "../../app/kernel/bible/citations";
import { addDays } from "../../app/kernel/dates";
import { dayNumber } from "../../app/kernel/devotional";
import { FOCUS_AREAS, type FocusArea } from "../../app/kernel/focus-areas";
import { devotionals } from "../db/schema";
import type { Env } from "../env";
import { createAi, type AiClient } from "../providers/ai";
import { passageText } from "./bible.server";
import { composeFromLibrary, devotionalImageUrl, type DevotionalComposer, type DevotionalDeps } from "./devotionals.server";
import { failureReason, generateChecked, type CheckVerdict } from "./generate-checked.server";
import { checkScripture } from "./scripture-check.server";
import { aiUsageStatement } from "./usage.server";
import { KILL_SWITCHES } from "../../app/kernel/admin/growth";
import { featureOn } from "./feature-flags.server";

/** One attempt and two retries, then the library. */
export const DEVOTIONAL_ATTEMPTS = 3;
export const PASSAGE_MAX_VERSES = 8;
const CONTENT_WORDS = { min: 250, max: 450 };

/** Consecutive days walk the eight focus areas, the same rotation as the library. */
export function focusAreaFor(date: string): FocusArea {
  const count = FOCUS_AREAS.length;
  return FOCUS_AREAS[((dayNumber(date) % count) + count) % count]!;
}

function words(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

export const AiDevotionalSchema = z.object({
  title: z.string().trim().min(3, { error: "title is missing." }).max(80, { error: "title must be at most 80 characters." }),
  passage: z.string().trim().min(3, { error: "passage is missing." }).max(60),
  theme: z.string().trim().min(3, { error: "theme is missing." }).max(60, { error: "theme must be at most 60 characters." }),
  content: z
    .string()
    .trim()
    .superRefine((content, ctx) => {
      const count = words(content);
      if (count < CONTENT_WORDS.min || count > CONTENT_WORDS.max) {
        ctx.addIssue({ code: "custom", message: `content has ${count} words; it must have ${CONTENT_WORDS.min}–${CONTENT_WORDS.max}.` });
      }
    }),
  reflection: z
    .string()
    .trim()
    .max(300, { error: "reflection must be one question of at most 300 characters." })
    .refine((text) => text.endsWith("?") && text.split("?").length === 2, { error: "reflection must be exactly one question ending with “?”." }),
  prayer: z
    .string()
    .trim()
    .min(80, { error: "prayer is too short." })
    .max(900, { error: "prayer must be at most 900 characters." })
    .refine((text) => text.endsWith("Amen."), { error: "prayer must end with “Amen.”" }),
});
export type AiDevotional = z.infer<typeof AiDevotionalSchema>;

const SYSTEM_PROMPT = `You write the daily devotional for Shepherd, an app for Christian men and fathers.
Voice: warm and direct, like an older brother in the faith talking with a man over coffee. Speak to the reader as "you". Use concrete scenes from ordinary life: the commute, the job site or the office, the kitchen table, bedtime with the kids, a hard conversation with his wife, a friend he has not called. Be honest about failure and full of grace. No clichés, no preaching down, no Markdown, no emoji.
Scripture: the app shows the passage from the World English Bible (WEB), which says "Yahweh" where many versions say "the LORD" and "assembly" where they say "church". Write references as "Book Chapter:Verse" with full book names (for example "1 Corinthians 13:4-7"). Cite only verses you are certain exist. Whenever you put scripture in quotation marks, quote the WEB word for word; otherwise paraphrase it without quotation marks.
Answer with one JSON object and nothing else.`;

function userPrompt(area: FocusArea, date: string, recentPassages: string[], problems: string[]) {
  const lines = [
    `Write the devotional for ${date}. Focus area: ${area}.`,
    `Return a JSON object with exactly these keys:`,
    `- "title": 2 to 8 words.`,
    `- "passage": one passage of 1 to ${PASSAGE_MAX_VERSES} consecutive verses inside one chapter that speaks to ${area.toLowerCase()}, written "Book C:V-W", for example "Ephesians 5:25-28".`,
    `- "theme": "${area} & " followed by one or two words, for example "${area} & Patience".`,
    `- "content": 300 to 400 words in 4 to 6 paragraphs separated by a blank line ("\\n\\n"), opening with a concrete scene, working through the passage, and ending with one specific thing to do today.`,
    `- "reflection": one question for him to answer honestly, ending with "?".`,
    `- "prayer": a first-person prayer of 40 to 90 words that ends with "Amen."`,
  ];
  if (recentPassages.length > 0) lines.push(`Do not use these passages, used on nearby days: ${recentPassages.join("; ")}.`);
  if (problems.length > 0) {
    lines.push(`Your previous answer was rejected for these reasons:`, ...problems.map((problem) => `- ${problem}`), `Write a new answer that fixes every one of them.`);
  }
  return lines.join("\n");
}

async function passagesNear({ db }: DevotionalDeps, date: string) {
  const rows = await db
    .select({ passage: devotionals.passage })
    .from(devotionals)
    .where(and(gte(devotionals.devotional_date, addDays(date, -30)), lte(devotionals.devotional_date, addDays(date, 30)), ne(devotionals.devotional_date, date)))
    .limit(60);
  return [...new Set(rows.map((row) => row.passage))];
}

/** The checks an answer must pass before it is stored: the passage is kept with the WEB's text. */
async function verify({ db }: DevotionalDeps, answer: AiDevotional): Promise<CheckVerdict<AiDevotional & { passageText: string }>> {
  const passage = canonicalPassage(answer.passage, PASSAGE_MAX_VERSES);
  if (!passage) {
    return {
      ok: false,
      problems: [`passage "${answer.passage}" must be one range of 1 to ${PASSAGE_MAX_VERSES} verses inside one chapter, written "Book C:V-W".`],
    };
  }
  const text = await passageText(db, passage);
  if (text === null) return { ok: false, problems: [`The passage ${passage} does not exist in the World English Bible.`] };
  const check = await checkScripture(db, [answer.title, answer.content, answer.reflection, answer.prayer].join("\n\n"), { passage });
  return check.ok ? { ok: true, value: { ...answer, passage, passageText: text } } : check;
}

export function composeWithAi(ai: AiClient, { attempts = DEVOTIONAL_ATTEMPTS }: { attempts?: number } = {}): DevotionalComposer {
  return async (deps, date) => {
    const area = focusAreaFor(date);
    let reason: string;
    try {
      const recent = await passagesNear(deps, date);
      const generated = await generateChecked(ai, {
        request: (problems) => ({ system: SYSTEM_PROMPT, user: userPrompt(area, date, recent, problems), schema: AiDevotionalSchema, maxTokens: 1_500 }),
        check: (answer) => verify(deps, answer),
        attempts,
        noteFailureIn: deps.db,
        // The cron writes for everyone, so the devotional's tokens belong to no user.
        recordTokens: (tokens) => aiUsageStatement(deps.db, { userId: null, featureType: "devotional", tokens }),
      });
      if (generated.ok) {
        const answer = generated.value;
        return {
          devotional_date: date,
          title: answer.title,
          passage: answer.passage,
          passage_text: answer.passageText,
          content: answer.content,
          reflection: answer.reflection,
          theme: answer.theme,
          prayer: answer.prayer,
          image_url: devotionalImageUrl(date),
          source: "ai",
          library_slug: null,
        };
      }
      reason = failureReason(generated);
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    console.warn(`AI devotional for ${date} (${ai.model}) not used, the library's is: ${reason}`);
    return composeFromLibrary(deps, date);
  };
}

/**
 * The devotional composer this deployment uses: the model when OPENAI_API_KEY is set and the AI
 * devotionals kill switch is on, else the offline library.
 */
export function devotionalComposerFor(env: Env): DevotionalComposer {
  const ai = createAi(env);
  if (!ai) return composeFromLibrary;
  const withAi = composeWithAi(ai);
  return async (deps, date) => ((await featureOn(deps, KILL_SWITCHES.aiDevotionals, null)) ? withAi(deps, date) : composeFromLibrary(deps, date));
}
