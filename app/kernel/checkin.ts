/** Request schemas for the daily walk: the slider's progress, the detailed check-in, encouragements. */
import { CONNECTION } from "./connection";
import { FOCUS_AREAS } from "./focus-areas";
import { z } from "./zod";

const connectionValue = (field: string) => {
  const message = `${field} must be a whole number from ${CONNECTION.MIN} to ${CONNECTION.MAX}.`;
  return z.number({ error: message }).int({ error: message }).min(CONNECTION.MIN, { error: message }).max(CONNECTION.MAX, { error: message });
};

export const DevotionalIdSchema = z
  .string({ error: "devotional_id is required." })
  .trim()
  .min(1, { error: "devotional_id is required." })
  .max(64, { error: "devotional_id must be 64 characters or less." });

/** POST /api/checkins: one per user per local day. */
export const CheckInSchema = z.object({
  connection: connectionValue("connection"),
  focus_areas: z
    .array(z.enum(FOCUS_AREAS, { error: `Each focus area must be one of: ${FOCUS_AREAS.join(", ")}.` }), {
      error: "focus_areas must be a list.",
    })
    .max(FOCUS_AREAS.length, { error: `Choose at most ${FOCUS_AREAS.length} focus areas.` })
    .transform((areas) => [...new Set(areas)])
    .default([]),
  notes: z
    .string({ error: "notes must be text." })
    .trim()
    .max(1000, { error: "Notes must be 1000 characters or less." })
    .nullish()
    .transform((notes) => notes || null),
});
export type CheckInInput = z.infer<typeof CheckInSchema>;

/** POST /api/progress: the slider's value for today's devotional. */
export const ProgressSchema = z.object({
  devotional_id: DevotionalIdSchema,
  spiritual_connection: connectionValue("spiritual_connection").optional(),
  /** Only `true` means anything: completion cannot be undone. */
  completed: z.boolean({ error: "completed must be true or false." }).optional(),
});
export type ProgressInput = z.infer<typeof ProgressSchema>;

export const CompleteSchema = z.object({ devotional_id: DevotionalIdSchema });

export const ENCOURAGEMENT_TRIGGERS = ["victory", "daily_checkin", "struggle"] as const;
export type EncouragementTrigger = (typeof ENCOURAGEMENT_TRIGGERS)[number];
export const CONTEXT_DATA_MAX_BYTES = 2048;

/** POST /api/generate-encouragement. */
export const EncouragementSchema = z.object({
  triggerType: z.enum(ENCOURAGEMENT_TRIGGERS, { error: 'triggerType must be "victory", "daily_checkin" or "struggle".' }),
  contextData: z
    .record(z.string(), z.unknown(), { error: "contextData must be an object." })
    .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= CONTEXT_DATA_MAX_BYTES, {
      error: "contextData must be 2 KB or less.",
    })
    .default({}),
});
export type EncouragementInput = z.infer<typeof EncouragementSchema>;

/**
 * The Today page's forms. Each posts one `intent` to the page's action, which parses the form with
 * the same schema and answers with the action's outcome.
 */
export const TodayIntentSchema = z.enum(["connection", "complete", "checkin", "journal"]);
export type TodayIntent = z.infer<typeof TodayIntentSchema>;

export const ConnectionFormSchema = z.object({
  intent: z.literal("connection"),
  devotional_id: DevotionalIdSchema,
  spiritual_connection: connectionValue("spiritual_connection"),
});

export const CompleteFormSchema = CompleteSchema.extend({ intent: z.literal("complete") });

export const CheckInFormSchema = CheckInSchema.extend({ intent: z.literal("checkin") });

/**
 * What the Today page's action answers: the action's success (the completion with its streak, for
 * the toast), or the forms' one failure shape — every message under its field ("" for the whole
 * form) — with a heading when the refusal has one (a limit reached).
 */
export type TodayActionAnswer =
  | { intent: "connection" | "checkin"; ok: true }
  | { intent: "journal"; ok: true; entryId: string; content: string }
  | { intent: "complete"; ok: true; alreadyComplete: boolean; streak: number }
  | TodayActionFailure;

export interface TodayActionFailure {
  status?: "error" | "success";
  error?: Record<string, string[] | null> | null;
  title?: string | null;
}
