/** What a member can do with a plan he follows, and the plan page's form for it. */
import { PLAN_ERRORS } from "../copy/path";
import { dayNumberOf } from "../dates";
import { z } from "../zod";

export const ENROLLMENT_ACTIONS = ["start", "pause", "resume", "restart", "catch-up"] as const;
export type EnrollmentAction = (typeof ENROLLMENT_ACTIONS)[number];

/** The plan page's forms (/path/{planId}): one `intent` names the change; "complete" needs its day. */
export const PlanActionSchema = z
  .object({
    intent: z.enum([...ENROLLMENT_ACTIONS, "complete"], { error: PLAN_ERRORS.action }),
    day: z
      .string()
      .regex(/^\d{1,3}$/, { error: "The day must be a whole number, such as 1." })
      .transform(Number)
      .optional(),
    startDate: z
      .string()
      .refine((value) => dayNumberOf(value) !== null, { error: PLAN_ERRORS.startDate })
      .optional(),
  })
  .refine((value) => value.intent !== "complete" || value.day !== undefined, { error: "Choose the day to mark complete.", path: ["day"] });
