/**
 * The offline library for gathering discussion guides: opening and closing prayers, questions by
 * kind, and brotherhood passages. The composer (worker/domain/gatherings/guide-templates.ts)
 * chooses among them by a hash of the gathering's title, so the same gathering gets the same guide.
 */
export { BROTHERHOOD_PASSAGES } from "./passages";
export { CLOSING_PRAYERS, OPENING_PRAYERS } from "./prayers";
export { QUESTION_KINDS, QUESTION_TEMPLATES, type QuestionKind } from "./questions";
