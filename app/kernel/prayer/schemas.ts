/**
 * One zod schema per Prayer form or request, shared by the pages (Conform), the Remix actions and
 * the JSON API. Messages are the copy a man sees under the field.
 */
import { PASTURE_COPY } from "../copy/pasture";
import { PRAYER_COPY as C } from "../copy/prayer";
import { NewGatheringSchema } from "../gatherings/schemas";
import { REPORT_REASONS } from "../pasture/rules";
import { ReminderTimeSchema } from "../reminders";
import { z } from "../zod";
import { PRAYER_AUDIENCES, PRAYER_CATEGORIES, PRAYER_GATHERING_AUDIENCES, PRAYER_LIMITS as L } from "./rules";

const id = z.string().min(1).max(64);

/** A checkbox: a JSON boolean, or "on" from a form (absent means unchecked). */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const text = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: empty }).max(max, { error: tooLong }));

/** An empty choice ("No category") arrives as "" from the form. */
const category = z
  .enum(["", ...PRAYER_CATEGORIES], { error: C.errors.category })
  .optional()
  .transform((value) => value || null);

const requestFields = {
  body: text(L.body.max, C.errors.bodyEmpty, C.errors.bodyTooLong),
  category,
  audience: z.enum(PRAYER_AUDIENCES, { error: C.errors.audience }).default("private"),
  /** The flock, when the audience is one; checked to be his on the server. */
  flockId: z
    .string()
    .max(64)
    .optional()
    .transform((value) => value || undefined),
  anonymous: checkbox,
  urgent: checkbox,
};

export const NewPrayerRequestSchema = z.object(requestFields);
export type NewPrayerRequest = z.infer<typeof NewPrayerRequestSchema>;

export const EditPrayerRequestSchema = z.object({ requestId: id, ...requestFields });
export type EditPrayerRequest = z.infer<typeof EditPrayerRequestSchema>;

export const PrayerRequestIdSchema = z.object({ requestId: id });

/** He marks a request answered, with an optional testimony his audience reads as a praise report. */
export const AnsweredSchema = z.object({
  requestId: id,
  testimony: z
    .string()
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(L.testimony.max, { error: C.errors.testimonyTooLong }))
    .optional()
    .transform((value) => value || null),
});

export const PrayerReportSchema = z.object({
  requestId: id,
  reason: z.enum(REPORT_REASONS, { error: PASTURE_COPY.chooseReason }),
  note: z
    .string()
    .trim()
    .max(L.reportNote.max)
    .optional()
    .transform((value) => value || undefined),
});

/** What each form on /prayer posts to /prayer/requests, named by its hidden `intent`. */
export const PRAYER_REQUEST_INTENTS = {
  create: "new",
  edit: "edit",
  delete: "delete",
  renew: "renew",
  answered: "answered",
  report: "report",
} as const;
export type PrayerRequestIntent = (typeof PRAYER_REQUEST_INTENTS)[keyof typeof PRAYER_REQUEST_INTENTS];

/** "I prayed" from any page: the request, and where to come back to (checked on the server). */
export const PrayedFormSchema = z.object({ requestId: id, redirectTo: z.string().max(2048).optional() });

/** Where he is in "Pray for all": the 1-based position in his list, read from the URL (anything else starts at 1). */
export const PrayAllStepSchema = z.object({ step: z.coerce.number().int().min(1).max(1000).catch(1) });

/** "I prayed" inside "Pray for all": the request at his position, and the position to move on from. */
export const PrayAllPrayedSchema = z.object({ requestId: id, step: z.coerce.number().int().min(1).max(1000) });
/**
 * A new prayer gathering: the gatherings' title, his local date and time and length, for one flock
 * he leads or (for an administrator) all of The Pasture. No guide, no invite link, the gatherings' room size.
 */
export const NewPrayerGatheringSchema = NewGatheringSchema.pick({ title: true, date: true, time: true, durationMinutes: true, flockId: true }).extend({
  audience: z.enum(PRAYER_GATHERING_AUDIENCES, { error: C.errors.gatheringAudience }),
});
export type NewPrayerGathering = z.infer<typeof NewPrayerGatheringSchema>;

/** His daily prayer reminder: on or off, and a quarter-hour time on his own clock. */
export const PrayerReminderSchema = z.object({ enabled: checkbox, localTime: ReminderTimeSchema });
export type PrayerReminderInput = z.infer<typeof PrayerReminderSchema>;
