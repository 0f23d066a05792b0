/**
 * The plan-creation wizard (/path/create: basics → context → preferences → review): one zod schema
 * per step, composed into the request the generator is started with. The browser and the server
 * parse with the same schemas; the server answers a bad step with 400 and the first message.
 */
import { FOCUS_AREAS } from "../focus-areas";
import { WIZARD_ERRORS } from "../copy/path";
import { z } from "../zod";
import {
  CONTEXT_MAX,
  MAX_SITUATIONS,
  PLAN_LENGTHS,
  PLAN_MINUTES,
  PLAN_STYLES,
  PLAN_TITLE_MAX,
  PLAN_TITLE_MIN,
  SITUATIONS,
  type SituationId,
} from "./wizard-options";

export * from "./wizard-options";

const SITUATION_IDS = SITUATIONS.map((situation) => situation.id) as [SituationId, ...SituationId[]];

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

/** The review step's form: only its Generate button. */
export const GeneratePlanSchema = z.object({ intent: z.literal("generate", { error: WIZARD_ERRORS.incomplete }) });

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
