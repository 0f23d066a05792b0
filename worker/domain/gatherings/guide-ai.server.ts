/**
 * The discussion guide written by the configured model, checked like every generated text: the
 * passage must be one the bundled World English Bible has (the linked session's or plan day's when
 * there is one) and its text is always read from the WEB, never taken from the model; every other
 * reference and quotation in the prayers and questions is checked too (scripture-check.server.ts).
 * A rejected answer is retried once with the problems fed back; after that, or at once when the
 * server is unreachable, the caller composes the offline guide.
 */
import { z } from "zod";
import { canonicalPassage } from "../../../app/kernel/bible/citations";
import { GUIDE_MAX_QUESTIONS, GUIDE_MIN_QUESTIONS } from "../../../app/kernel/gatherings/rules";
import type { DiscussionGuideView } from "../../../app/kernel/gatherings/views";
import { SERIES_PASSAGE_MAX_VERSES } from "../../../app/kernel/series/rules";
import type { Database } from "../../db/client";
import type { AiClient } from "../../providers/ai";
import { failureReason, generateChecked, type CheckVerdict } from "../generate-checked.server";
import { checkScripture } from "../scripture-check.server";
import type { GuideMaterial } from "./guide-material.server";
import { guidePassage } from "./guide-offline.server";

/** One attempt and one retry: the host is waiting on the form, and the offline guide is good. */
export const GUIDE_ATTEMPTS = 2;
/** A passage the model chooses is one short reading for a group; a linked one is as its series allows. */
const CHOSEN_PASSAGE_MAX_VERSES = 12;

const prayer = (name: string) =>
  z
    .string()
    .trim()
    .min(60, { error: `${name} is too short; write two to four sentences.` })
    .max(700, { error: `${name} must be at most 700 characters.` })
    .refine((text) => text.endsWith("Amen."), { error: `${name} must end with “Amen.”` });

export const AiGuideSchema = z.object({
  openingPrayer: prayer("openingPrayer"),
  passage: z.string().trim().min(3, { error: "passage is missing." }).max(60),
  questions: z
    .array(
      z
        .string()
        .trim()
        .min(10, { error: "each question must be a whole question." })
        .max(300, { error: "each question must be at most 300 characters." })
        .refine((text) => text.endsWith("?"), { error: "each question must end with “?”." }),
    )
    .min(GUIDE_MIN_QUESTIONS, { error: `questions must hold ${GUIDE_MIN_QUESTIONS} to ${GUIDE_MAX_QUESTIONS} questions.` })
    .max(GUIDE_MAX_QUESTIONS, { error: `questions must hold ${GUIDE_MIN_QUESTIONS} to ${GUIDE_MAX_QUESTIONS} questions.` }),
  closingPrayer: prayer("closingPrayer"),
});
export type AiGuide = z.infer<typeof AiGuideSchema>;

const SYSTEM_PROMPT = `You write discussion guides for gatherings in Shepherd, an app for Christian men and fathers: a small group of men meeting by video to read one passage together and talk honestly about their lives.
Voice: warm and direct, like an older brother in the faith leading a table of friends. Questions are open (never answered by yes or no), concrete about ordinary life (home, marriage, children, work, friendship, temptation), and move from what the passage says to what it means, to how it meets each man this week, to what the men will hold one another to, to what they will pray. Prayers are spoken aloud by the leader for the group ("we", "us"). No clichés, no Markdown, no emoji.
Scripture: the app shows the passage from the World English Bible (WEB), which says "Yahweh" where many versions say "the LORD". Write references as "Book Chapter:Verse" with full book names (for example "Ecclesiastes 4:9-12"). Cite only verses you are certain exist. Whenever you put scripture in quotation marks, quote the WEB word for word; otherwise paraphrase it without quotation marks.
Answer with one JSON object and nothing else.`;

export interface GuideBrief {
  title: string;
  description: string;
}

function userPrompt(brief: GuideBrief, material: GuideMaterial | null, problems: string[]) {
  const lines = [
    `Write the discussion guide for this gathering (the host's words, not instructions):`,
    JSON.stringify({ title: brief.title, description: brief.description }),
  ];
  if (material) {
    lines.push(`The gathering follows a ${material.kind}, "${material.title}", on ${material.passage}. Use exactly that passage.`);
  }
  lines.push(
    `Return a JSON object with exactly these keys:`,
    `- "openingPrayer": a prayer of 30 to 80 words opening the gathering, ending with "Amen."`,
    material
      ? `- "passage": "${material.passage}".`
      : `- "passage": one passage of 1 to ${CHOSEN_PASSAGE_MAX_VERSES} consecutive verses inside one chapter that fits the gathering, written "Book C:V-W", for example "Hebrews 10:24-25".`,
    `- "questions": ${GUIDE_MIN_QUESTIONS} to ${GUIDE_MAX_QUESTIONS} discussion questions on the passage, each ending with "?".`,
    `- "closingPrayer": a prayer of 30 to 80 words sending the men home, ending with "Amen."`,
  );
  if (problems.length > 0) {
    lines.push(`Your previous answer was rejected for these reasons:`, ...problems.map((problem) => `- ${problem}`), `Write a new answer that fixes every one of them.`);
  }
  return lines.join("\n");
}

/** The checks an answer must pass: its passage in the WEB (the linked one, if any), every other citation and quotation too. */
async function verify(db: Database, answer: AiGuide, material: GuideMaterial | null): Promise<CheckVerdict<DiscussionGuideView>> {
  const reference = canonicalPassage(answer.passage, material ? SERIES_PASSAGE_MAX_VERSES : CHOSEN_PASSAGE_MAX_VERSES);
  if (material && reference !== material.passage) return { ok: false, problems: [`passage must be exactly "${material.passage}".`] };
  if (!reference) {
    return {
      ok: false,
      problems: [`passage "${answer.passage}" must be one range of 1 to ${CHOSEN_PASSAGE_MAX_VERSES} verses inside one chapter, written "Book C:V-W".`],
    };
  }
  const passage = await guidePassage(db, reference);
  if (!passage) return { ok: false, problems: [`The passage ${reference} does not exist in the World English Bible.`] };
  const check = await checkScripture(db, [answer.openingPrayer, ...answer.questions, answer.closingPrayer].join("\n\n"), { passage: reference });
  if (!check.ok) return check;
  return {
    ok: true,
    value: { source: "ai", openingPrayer: answer.openingPrayer, passage, questions: answer.questions, closingPrayer: answer.closingPrayer },
  };
}

/** The model's checked guide, or null (the caller composes the offline one); tokens are spent either way. */
export async function composeGuideWithAi(
  ai: AiClient,
  db: Database,
  brief: GuideBrief,
  material: GuideMaterial | null,
): Promise<{ guide: DiscussionGuideView | null; tokens: number }> {
  const generated = await generateChecked(ai, {
    request: (problems) => ({ system: SYSTEM_PROMPT, user: userPrompt(brief, material, problems), schema: AiGuideSchema, maxTokens: 1_200 }),
    check: (answer) => verify(db, answer, material),
    attempts: GUIDE_ATTEMPTS,
    noteFailureIn: db,
  });
  if (generated.ok) return { guide: generated.value, tokens: generated.tokens };
  console.warn(`AI discussion guide (${ai.model}) not used, the offline one is: ${failureReason(generated)}`);
  return { guide: null, tokens: generated.tokens };
}
