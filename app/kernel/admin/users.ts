/**
 * The admin users pages' rules, client-safe: the member list's query (validated on the server, kept
 * in the URL), the actions on a member's page with their one form schema, and when a suspension is
 * in force.
 */
import { ADMIN_USERS_COPY as COPY } from "../copy/admin";
import { z } from "../zod";
import { AUDIT_REASON } from "./rules";

export const MEMBER_SORTS = ["joined", "name", "email"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBERS_PAGE_SIZE = 25;
/** The longest search the list takes; an empty one lists everyone. */
export const MEMBER_SEARCH_MAX = 100;

/** /admin/users?q=&sort=&dir=&page= — anything else is a 400, never a guess. */
export const MemberListQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(MEMBER_SEARCH_MAX, COPY.list.searchTooLong).default(""),
    sort: z.enum(MEMBER_SORTS, { error: COPY.list.badQuery }).default("joined"),
    dir: z.enum(["asc", "desc"], { error: COPY.list.badQuery }).default("desc"),
    page: z
      .string()
      .regex(/^\d{1,5}$/, COPY.list.badQuery)
      .transform(Number)
      .pipe(z.number().int().min(1, COPY.list.badQuery))
      .default(1),
  },
  { error: COPY.list.badQuery },
);
export type MemberListQuery = z.output<typeof MemberListQuerySchema>;

/** The lengths an administrator picks from, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90, 365] as const;

/**
 * In force from `suspended_at` until `suspended_until`; a suspension recorded without an end (before
 * lengths existed) lasts until it is lifted.
 */
export function suspensionActive(
  standing: { suspended_at: Date | null; suspended_until: Date | null } | null | undefined,
  now = new Date(),
): boolean {
  if (!standing?.suspended_at) return false;
  return standing.suspended_until === null || standing.suspended_until.getTime() > now.getTime();
}

const Reason = z
  .string(COPY.actions.reasonRequired)
  .trim()
  .min(AUDIT_REASON.min, COPY.actions.reasonRequired)
  .max(AUDIT_REASON.max, COPY.actions.reasonTooLong);
const OptionalReason = z
  .string()
  .trim()
  .max(AUDIT_REASON.max, COPY.actions.reasonTooLong)
  .optional()
  .transform((value) => value || null);
const GrantDays = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const days = Number(value);
    if (!/^\d{1,3}$/.test(value) || days < 1 || days > 365) {
      context.addIssue({ code: "custom", message: COPY.actions.invalidGrantDays });
      return z.NEVER;
    }
    return days;
  });
const SuspensionDays = z
  .string(COPY.actions.invalidLength)
  .transform(Number)
  .refine((days) => (SUSPENSION_DAYS as readonly number[]).includes(days), COPY.actions.invalidLength);

/** Every action on a member's page, by its `intent`: one schema for the forms and the action. */
export const MemberActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("grant-premium"), kind: z.enum(["comp", "trial"], { error: COPY.actions.invalidKind }), days: GrantDays, reason: OptionalReason }),
    z.object({ intent: z.literal("revoke-premium"), reason: Reason }),
    z.object({ intent: z.literal("suspend"), days: SuspensionDays, reason: Reason }),
    z.object({ intent: z.literal("lift-suspension"), reason: Reason }),
    z.object({ intent: z.literal("make-admin"), reason: Reason }),
    z.object({ intent: z.literal("remove-admin"), reason: Reason }),
    z.object({ intent: z.literal("send-password-reset"), reason: OptionalReason }),
    z.object({ intent: z.literal("delete-account"), reason: Reason, confirm: z.literal("on", { error: COPY.actions.confirmDelete }) }),
  ],
  { error: COPY.actions.unknownIntent },
);
export type MemberAction = z.output<typeof MemberActionSchema>;
export type MemberIntent = MemberAction["intent"];

/** When a suspension ends, in the member's own time zone, as he reads it when sign-in is refused. */
export function formatSuspensionEnd(until: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone }).format(until);
}
