/**
 * The moderation queue's rules, shared by /admin/reports and its actions: which reported items it
 * holds (The Pasture's posts and comments, a flock's reflections and comments sent on to the
 * administrators, prayer requests), the 24-hour target a report should be reviewed within, and
 * one schema per form.
 */
import { FLOCK_REPORT_KINDS } from "../flock/rules";
import { REPORTABLE_KINDS } from "../pasture/rules";
import { PRAYER_REPORT_KIND } from "../prayer/rules";
import { ADMIN_USERS_COPY, REPORTS_COPY } from "../copy/admin";
import { z } from "../zod";
import { AUDIT_REASON, type AuditAction } from "./rules";
import { SUSPENSION_DAYS } from "./users";

export const MODERATION_KINDS = [...REPORTABLE_KINDS, FLOCK_REPORT_KINDS.reflection, FLOCK_REPORT_KINDS.comment, PRAYER_REPORT_KIND] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** One item in the queue as the page shows it. */
export interface ModerationItemView {
  kind: ModerationKind;
  id: string;
  body: string;
  authorId: string;
  /** His name even when he asked to stay anonymous: the administrator reviewing it may see it. */
  author: string;
  anonymous: boolean;
  hidden: boolean;
  reasons: string[];
  reporters: number;
  age: string;
  overdue: boolean;
}

/** A report should be reviewed within a day of the first one; older ones are marked overdue. */
export const REVIEW_TARGET_MS = 24 * 60 * 60 * 1000;
export const REPORTS_PAGE_SIZE = 20;

/** How long the oldest report has waited, and whether it is past the target. */
export function reportAge(firstReportedAt: number, now: number): { label: string; overdue: boolean } {
  const hours = Math.max(0, Math.floor((now - firstReportedAt) / 3_600_000));
  const label = hours < 1 ? "under 1 h" : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d ${hours % 24} h`;
  return { label, overdue: now - firstReportedAt > REVIEW_TARGET_MS };
}

/** The audit log's moderation actions: the queue's moderation log shows these. */
export const MODERATION_ACTIONS = ["report_restored", "report_removed", "author_warned", "member_suspended"] as const satisfies readonly AuditAction[];

export const MODERATION_INTENTS = { restore: "restore", remove: "remove", warn: "warn", suspend: "suspend" } as const;

const item = { kind: z.enum(MODERATION_KINDS, { error: "That is not a kind of item the queue holds." }), id: z.string().min(1).max(64) };
const reason = (required: boolean) => {
  const text = z
    .string()
    .trim()
    .min(AUDIT_REASON.min, { error: `Write at least ${AUDIT_REASON.min} characters.` })
    .max(AUDIT_REASON.max, { error: `Keep it under ${AUDIT_REASON.max} characters.` });
  return required
    ? z.string({ error: REPORTS_COPY.warningEmpty }).pipe(text)
    : z
        .string()
        .optional()
        .transform((value) => value?.trim() || undefined)
        .pipe(text.optional());
};

/** A suspension of the author, for one of the lengths a member's page offers. */
const suspensionDays = z
  .string({ error: ADMIN_USERS_COPY.actions.invalidLength })
  .transform(Number)
  .refine((days) => (SUSPENSION_DAYS as readonly number[]).includes(days), { error: ADMIN_USERS_COPY.actions.invalidLength });

/**
 * Restore and remove take an optional note for the log; a warning's text is what the author reads;
 * a suspension's reason is what he reads when sign-in is refused.
 */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(MODERATION_INTENTS.restore), ...item, reason: reason(false) }),
  z.object({ intent: z.literal(MODERATION_INTENTS.remove), ...item, reason: reason(false) }),
  z.object({ intent: z.literal(MODERATION_INTENTS.warn), ...item, reason: reason(true) }),
  z.object({ intent: z.literal(MODERATION_INTENTS.suspend), ...item, reason: reason(true), days: suspensionDays }),
]);
export type ModerationInput = z.output<typeof ModerationSchema>;

export const ReportsQuerySchema = z.object({
  page: z.coerce.number({ error: "That page number is not one we have." }).int().min(1).max(10_000).default(1),
});
