/**
 * The plan builder (/path/builder): a plan written by hand, one form with a row per day. A draft
 * keeps whatever is typed (within length limits); publishing needs every day complete, and the
 * server also checks each passage against the bundled Bible. Form fields are `days.N.field`.
 */
import { BUILDER_ERRORS } from "../copy/path";
import { FOCUS_AREAS } from "../focus-areas";
import { z } from "../zod";

export const BUILDER_MAX_DAYS = 30;
export const BUILDER_PASSAGE_MAX_VERSES = 30;
export const BUILDER_DAY_FIELDS = ["title", "passage", "teaching", "reflectionQuestion", "prayerPrompt", "actionStep"] as const;
export type BuilderDayField = (typeof BUILDER_DAY_FIELDS)[number];
export type BuilderDay = Record<BuilderDayField, string>;

const LIMITS: Record<BuilderDayField, { max: number; message: string }> = {
  title: { max: 80, message: BUILDER_ERRORS.dayTitle },
  passage: { max: 60, message: BUILDER_ERRORS.passage },
  teaching: { max: 3000, message: BUILDER_ERRORS.teaching },
  reflectionQuestion: { max: 300, message: BUILDER_ERRORS.question },
  prayerPrompt: { max: 500, message: BUILDER_ERRORS.prayer },
  actionStep: { max: 300, message: BUILDER_ERRORS.action },
};

const text = (field: BuilderDayField) => z.string({ error: LIMITS[field].message }).trim().max(LIMITS[field].max, { error: LIMITS[field].message });

/** A draft's day: any field may still be empty. */
const DraftDaySchema = z.object({
  title: text("title").default(""),
  passage: text("passage").default(""),
  teaching: text("teaching").default(""),
  reflectionQuestion: text("reflectionQuestion").default(""),
  prayerPrompt: text("prayerPrompt").default(""),
  actionStep: text("actionStep").default(""),
});

/** A published day: everything but the action step is written. */
const PublishedDaySchema = z.object({
  title: text("title").min(1, { error: BUILDER_ERRORS.dayTitle }),
  passage: text("passage").min(3, { error: BUILDER_ERRORS.passage }),
  teaching: text("teaching").min(20, { error: BUILDER_ERRORS.teaching }),
  reflectionQuestion: text("reflectionQuestion").min(5, { error: BUILDER_ERRORS.question }),
  prayerPrompt: text("prayerPrompt").min(5, { error: BUILDER_ERRORS.prayer }),
  actionStep: text("actionStep").default(""),
});

const planFields = {
  title: z.string({ error: BUILDER_ERRORS.title }).trim().min(3, { error: BUILDER_ERRORS.title }).max(80, { error: BUILDER_ERRORS.title }),
  description: z.string({ error: BUILDER_ERRORS.description }).trim().max(500, { error: BUILDER_ERRORS.description }).default(""),
  focusArea: z.enum(FOCUS_AREAS, { error: BUILDER_ERRORS.focusArea }),
};

export const NewBuilderPlanSchema = z.object(planFields);

export const DraftPlanSchema = z.object({
  ...planFields,
  days: z.array(DraftDaySchema).max(BUILDER_MAX_DAYS, { error: BUILDER_ERRORS.tooManyDays }),
});

export const PublishedPlanSchema = z.object({
  ...planFields,
  days: z.array(PublishedDaySchema).min(1, { error: BUILDER_ERRORS.days }).max(BUILDER_MAX_DAYS, { error: BUILDER_ERRORS.tooManyDays }),
});

export type DraftPlan = z.infer<typeof DraftPlanSchema>;

/**
 * The builder form names its fields `days.N.field`, which a form reader gathers into an object keyed
 * by N: the days are taken in order of N. More than BUILDER_MAX_DAYS days is left for the schema to refuse.
 */
export function daysInOrder(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!value || typeof value !== "object") return [];
  return Object.entries(value)
    .filter(([key]) => /^\d{1,2}$/.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, day]) => day);
}

const DraftPlanFormSchema = DraftPlanSchema.extend({ days: z.preprocess(daysInOrder, DraftPlanSchema.shape.days) });
const PublishedPlanFormSchema = PublishedPlanSchema.extend({ days: z.preprocess(daysInOrder, PublishedPlanSchema.shape.days) });
const UnknownIntentSchema = z.unknown().refine(() => false, { error: BUILDER_ERRORS.intent });

/** Remove day N (counted from 0), one submit button per day. */
export const REMOVE_DAY_INTENT = /^remove-day-(\d{1,2})$/;

/**
 * The schema the builder's form is checked with, in the browser and on the server, for the button
 * that sent it: a new plan; publish (every day complete); or a draft save (save, add or remove a day).
 */
export function builderFormSchema(intent: unknown) {
  if (intent === "create") return NewBuilderPlanSchema;
  if (intent === "publish") return PublishedPlanFormSchema;
  if (intent === "save" || intent === "add-day" || (typeof intent === "string" && REMOVE_DAY_INTENT.test(intent))) return DraftPlanFormSchema;
  return UnknownIntentSchema;
}

export const emptyBuilderDay = (): BuilderDay => ({ title: "", passage: "", teaching: "", reflectionQuestion: "", prayerPrompt: "", actionStep: "" });
