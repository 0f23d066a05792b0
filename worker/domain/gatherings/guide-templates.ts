/**
 * The offline guide's choices, pure and deterministic: which prayers and question templates a
 * gathering gets, and (with nothing linked) which passage. Every choice is a hash of the title, so
 * the same gathering gets the same guide each time it is composed, and tests can rely on it.
 */
import { GUIDE_MAX_QUESTIONS, GUIDE_MIN_QUESTIONS } from "../../../app/kernel/gatherings/rules";
import { stableHash } from "../../../app/kernel/hash";
import { BROTHERHOOD_PASSAGES, CLOSING_PRAYERS, OPENING_PRAYERS, QUESTION_TEMPLATES, type QuestionKind } from "../../content/gathering-guides";
import { keywordThemes, NAVE_PLAN_PASSAGES } from "../plan-composer.server";

/** How many questions a guide composed from templates asks: the five movements, one each. */
const COMPOSED_QUESTIONS = 5;

const normalise = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

/** One of `items`, the same for the same title and purpose, and independent across purposes. */
function choose<T>(items: readonly T[], purpose: string, title: string): T {
  return items[stableHash(`${purpose}|${normalise(title)}`) % items.length]!;
}

const question = (kind: QuestionKind, title: string, reference: string) => choose(QUESTION_TEMPLATES[kind], kind, title)(reference);

/**
 * The guide's questions: the linked material's own when it has at least four (six at most);
 * otherwise an observation question on the passage, then his material's, then the later movements
 * (meaning, application, accountability, prayer) for the places left, five in all.
 */
export function guideQuestions(title: string, reference: string, own: readonly string[] = []): string[] {
  const written = own.map((text) => text.trim()).filter(Boolean);
  if (written.length >= GUIDE_MIN_QUESTIONS) return written.slice(0, GUIDE_MAX_QUESTIONS);
  const later: QuestionKind[] = ["meaning", "application", "accountability", "prayer"];
  const fill = later.slice(written.length - (COMPOSED_QUESTIONS - 1));
  return [question("observation", title, reference), ...written, ...fill.map((kind) => question(kind, title, reference))];
}

export interface GuideChoices {
  openingPrayer: string;
  closingPrayer: string;
  questions: string[];
}

/** The library's prayers and questions for a gathering with this title, on this passage. */
export function guideChoices(title: string, reference: string, own: readonly string[] = []): GuideChoices {
  return {
    openingPrayer: choose(OPENING_PRAYERS, "opening", title),
    closingPrayer: choose(CLOSING_PRAYERS, "closing", title),
    questions: guideQuestions(title, reference, own),
  };
}

/**
 * The passage for a gathering linked to nothing: one Nave's Topical Bible lists under the first
 * topic its title and description name, or else one of the brotherhood passages.
 */
export function topicPassage(title: string, description: string): string {
  const theme = keywordThemes(`${title}\n${description}`).find((key) => (NAVE_PLAN_PASSAGES[key]?.length ?? 0) > 0);
  const candidates = theme ? NAVE_PLAN_PASSAGES[theme]!.map((entry) => entry.passage) : BROTHERHOOD_PASSAGES;
  return choose(candidates, "passage", title);
}
