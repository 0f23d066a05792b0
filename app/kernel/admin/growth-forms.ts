/**
 * The growth pages' forms, parsed on the server (and shared with the browser): a feature flag, an
 * experiment, and the cancel survey. Each refusal carries the message a person can act on.
 */
import { ADMIN_AB_COPY as AB, ADMIN_FEATURES_COPY as FEATURES } from "../copy/admin";
import { CANCEL_SURVEY_COPY as SURVEY } from "../copy/subscription";
import { z } from "../zod";
import { CANCEL_DETAILS_MAX, CANCEL_REASONS, CONVERSION_EVENTS, FLAG_TYPES, type ExperimentVariant } from "./growth";

const KEY = /^[a-z][a-z0-9_]{1,47}$/;
const ALLOW_LIST_MAX = 50;

export const FlagFormSchema = z.object({
  intent: z.literal("save"),
  key: z.string().trim().regex(KEY, { error: FEATURES.errors.key }),
  description: z.string().trim().min(1, { error: FEATURES.errors.description }).max(200, { error: FEATURES.errors.description }),
  type: z.enum(FLAG_TYPES, { error: FEATURES.errors.type }),
  enabled: z.enum(["on"]).optional().transform((value) => value === "on"),
  rollout: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: FEATURES.errors.rollout })
    .transform(Number)
    .refine((value) => value <= 100, { error: FEATURES.errors.rollout }),
  allowList: z
    .string()
    .max(5_000, { error: FEATURES.errors.allowList })
    .transform((value) =>
      value
        .split(/[\s,]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((emails) => emails.length <= ALLOW_LIST_MAX, { error: FEATURES.errors.allowList }),
});
export type FlagForm = z.output<typeof FlagFormSchema>;

export const FlagToggleSchema = z.object({
  intent: z.literal("toggle"),
  key: z.string().trim().regex(KEY, { error: FEATURES.errors.unknownFlag }),
  enabled: z.enum(["on", "off"], { error: FEATURES.errors.intent }).transform((value) => value === "on"),
});

/** "control:50, shorter:50" → variants; names unique, 2 to 6 of them, weights 1–1000. */
const VariantsSchema = z
  .string()
  .max(500, { error: AB.errors.variants })
  .transform((value, context): ExperimentVariant[] => {
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const variants = parts.map((part) => /^([a-z][a-z0-9_]{0,31})\s*:\s*(\d{1,4})$/.exec(part));
    const parsed = variants.every((match) => match !== null)
      ? variants.map((match) => ({ key: match![1]!, weight: Number(match![2]) }))
      : [];
    const names = new Set(parsed.map((variant) => variant.key));
    const valid =
      parsed.length >= 2 && parsed.length <= 6 && names.size === parsed.length && parsed.every((variant) => variant.weight >= 1 && variant.weight <= 1000);
    if (!valid) {
      context.addIssue({ code: "custom", message: AB.errors.variants });
      return z.NEVER;
    }
    return parsed;
  });

export const ExperimentFormSchema = z.object({
  intent: z.literal("create"),
  key: z.string().trim().regex(KEY, { error: AB.errors.key }),
  description: z.string().trim().min(1, { error: AB.errors.description }).max(200, { error: AB.errors.description }),
  variants: VariantsSchema,
  event: z.enum(CONVERSION_EVENTS, { error: AB.errors.event }),
});
export type ExperimentForm = z.output<typeof ExperimentFormSchema>;

export const ExperimentToggleSchema = z.object({
  intent: z.literal("toggle"),
  key: z.string().trim().regex(KEY, { error: AB.errors.unknown }),
  running: z.enum(["on", "off"], { error: AB.errors.intent }).transform((value) => value === "on"),
});

export const CancelSurveySchema = z.object({
  intent: z.literal("cancel"),
  reason: z.enum(CANCEL_REASONS, { error: SURVEY.chooseReason }),
  details: z
    .string()
    .trim()
    .max(CANCEL_DETAILS_MAX, { error: SURVEY.detailsTooLong })
    .optional()
    .transform((value) => (value ? value : null)),
});
