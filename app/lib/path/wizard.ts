/**
 * The plan-creation wizard (/path/create: basics → context → preferences → review): one zod schema
 * per step, composed into the request the generator is started with. The browser and the server
 * parse with the same schemas; the server answers a bad step with 400 and the first message.
 */
import { FOCUS_AREAS } from "../focus-areas";
import { WIZARD_ERRORS } from "../copy/path";
import { z } from "../zod";

export const PLAN_LENGTHS = [5, 7, 10, 14, 21] as const;
export const PLAN_MINUTES = [5, 10, 15, 20] as const;
export const PLAN_STYLES = ["reading", "reflection", "action"] as const;
export type PlanStyle = (typeof PLAN_STYLES)[number];

export const PLAN_TITLE_MIN = 3;
export const PLAN_TITLE_MAX = 80;
export const CONTEXT_MAX = 500;
export const MAX_SITUATIONS = 3;

/** Where a man might be; each leads the composer to themes (worker/content/plan-themes). */
export const SITUATIONS = [
  { id: "new-father", label: "A new father" },
  { id: "father-of-teens", label: "Raising teenagers" },
  { id: "strained-marriage", label: "A strained marriage" },
  { id: "newly-married", label: "Newly married" },
  { id: "leading-a-team", label: "Leading a team" },
  { id: "new-job", label: "A new job or role" },
  { id: "out-of-work", label: "Out of work" },
  { id: "money-pressure", label: "Money pressure" },
  { id: "grieving", label: "Grieving a loss" },
  { id: "fighting-a-habit", label: "Fighting a habit" },
  { id: "short-temper", label: "A short temper" },
  { id: "few-friends", label: "Few close friends" },
  { id: "far-from-god", label: "Feeling far from God" },
] as const;
export type SituationId = (typeof SITUATIONS)[number]["id"];
const SITUATION_IDS = SITUATIONS.map((situation) => situation.id) as [SituationId, ...SituationId[]];

export const STYLE_LABELS: Record<PlanStyle, { label: string; hint: string }> = {
  reading: { label: "Reading-heavy", hint: "Longer passages, and the chapter around them when you have time." },
  reflection: { label: "Reflection-heavy", hint: "Shorter readings, more questions and room to sit with them." },
  action: { label: "Action-oriented", hint: "A concrete step every day, for home, work and the men around you." },
};

/** Form values arrive as strings; numbers are read strictly ("7", not "7.0" or "7 days"). */
const wholeNumber = (message: string) =>
  z.preprocess((value) => (typeof value === "string" && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value), z.number({ error: message }));

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  wholeNumber(message).refine((value): value is T[number] => (values as readonly number[]).includes(value), { error: message });

export const BasicsSchema = z.object({
  title: z
    .string({ error: WIZARD_ERRORS.titleShort })
    .trim()
    .min(PLAN_TITLE_MIN, { error: WIZARD_ERRORS.titleShort })
    .max(PLAN_TITLE_MAX, { error: WIZARD_ERRORS.titleLong }),
  focusArea: z.enum(FOCUS_AREAS, { error: WIZARD_ERRORS.focusArea }),
  lengthDays: oneOf(PLAN_LENGTHS, WIZARD_ERRORS.length),
});

/** A single value or a list (a form posts one `situations` field per checked box). */
const list = (value: unknown) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]);

const contextFields = {
  situations: z.preprocess(
    list,
    z
      .array(z.enum(SITUATION_IDS, { error: WIZARD_ERRORS.situation }), { error: WIZARD_ERRORS.situation })
      .max(MAX_SITUATIONS, { error: WIZARD_ERRORS.tooManySituations })
      .transform((ids) => [...new Set(ids)]),
  ),
  context: z
    .string({ error: WIZARD_ERRORS.contextLong })
    .trim()
    .max(CONTEXT_MAX, { error: WIZARD_ERRORS.contextLong })
    .default(""),
};
/** A situation to choose, or a few words of his own: the composer needs one or the other. */
const hasContext = (value: { situations: string[]; context: string }) => value.situations.length > 0 || value.context.length >= 10;

export const ContextSchema = z.object(contextFields).refine(hasContext, { error: WIZARD_ERRORS.contextMissing, path: ["situations"] });

export const PreferencesSchema = z.object({
  minutesPerDay: oneOf(PLAN_MINUTES, WIZARD_ERRORS.minutes),
  style: z.enum(PLAN_STYLES, { error: WIZARD_ERRORS.style }),
});

export type Basics = z.infer<typeof BasicsSchema>;
export type PlanContext = z.infer<typeof ContextSchema>;
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Everything the generator needs: the three steps together (stored as plans.request). */
export const PlanRequestSchema = z
  .object({ ...BasicsSchema.shape, ...contextFields, ...PreferencesSchema.shape })
  .refine(hasContext, { error: WIZARD_ERRORS.contextMissing, path: ["situations"] });
export type PlanRequest = z.infer<typeof PlanRequestSchema>;

export const WIZARD_STEPS = ["basics", "context", "preferences", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Answers kept between steps; any step may still be missing. */
export interface WizardDraft {
  basics?: Basics;
  context?: PlanContext;
  preferences?: Preferences;
}

/** The first step without answers (review when all three are there). */
export function firstIncompleteStep(draft: WizardDraft): WizardStep {
  if (!draft.basics) return "basics";
  if (!draft.context) return "context";
  if (!draft.preferences) return "preferences";
  return "review";
}

/** The full request, or null when a step is missing. */
export function requestFromDraft(draft: WizardDraft): PlanRequest | null {
  if (!draft.basics || !draft.context || !draft.preferences) return null;
  const parsed = PlanRequestSchema.safeParse({ ...draft.basics, ...draft.context, ...draft.preferences });
  return parsed.success ? parsed.data : null;
}

export function situationLabel(id: string): string {
  return SITUATIONS.find((situation) => situation.id === id)?.label ?? id;
}

/** The first problem zod found, keyed by field, for a form to show under that field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
