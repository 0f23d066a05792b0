/**
 * One zod schema per My Flock form or request, shared by the pages (Conform), the Remix actions
 * and the JSON API. Messages are the copy a man sees under the field.
 */
import { FLOCK_COPY as C } from "../copy/flock";
import { z } from "../zod";
import { REPORT_REASONS } from "../pasture/rules";
import {
  FLOCK_LIMITS as L,
  FLOCK_PLAN_COMMENT_MAX,
  FLOCK_PLAN_ENROLLMENT_STATUSES,
  FLOCK_PLAN_KINDS,
  FLOCK_REPORT_NOTE_MAX,
  FLOCK_REPORTABLE,
  INVITE_CODE_PATTERN,
  JOIN_MODES,
  POSTING_MODES,
  REFLECTION_SOURCES,
} from "./rules";

const bodyText = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: empty }).max(max, { error: tooLong }));

const id = z.string().min(1).max(64);

export const NewFlockSchema = z.object({
  name: z.string({ error: C.errors.name }).trim().min(L.name.min, { error: C.errors.name }).max(L.name.max, { error: C.errors.name }),
  description: z.string().trim().max(L.description.max, { error: C.errors.description }).default(""),
  postingMode: z.enum(POSTING_MODES, { error: C.errors.postingMode }).default("everyone"),
  joinMode: z.enum(JOIN_MODES, { error: C.errors.joinMode }).default("invite"),
});
export type NewFlock = z.infer<typeof NewFlockSchema>;

export const FlockIdSchema = z.object({ flockId: id });

/** "Join with a code": upper-cased and stripped of spaces and dashes as he may type it. */
export const JoinCodeSchema = z.object({
  code: z
    .string({ error: C.errors.code })
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(INVITE_CODE_PATTERN, { error: C.errors.code })),
});

export const MemberIdSchema = z.object({ memberId: id });

export const NewReflectionSchema = z.object({
  body: bodyText(L.reflection.max, C.errors.reflectionEmpty, C.errors.reflectionTooLong),
  source: z.enum(REFLECTION_SOURCES).default("written"),
  /** The journal entry, devotional date or plan day it came from (checked to be his on the server). */
  sourceId: z.string().max(64).optional(),
});

export const NewReflectionCommentSchema = z.object({
  reflectionId: id,
  body: bodyText(L.comment.max, C.errors.commentEmpty, C.errors.commentTooLong),
});

/** His own accountability switch: a JSON boolean, or "true"/"false" from the page's buttons. */
export const AccountabilitySchema = z.object({
  optIn: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], { error: C.errors.optIn }),
});

export const NudgeSchema = z.object({
  memberId: id,
  message: z.string().trim().max(L.nudge.max, { error: C.errors.nudgeTooLong }).optional(),
});

/** Membership forms and requests (invitations, join requests, roles, the flock page's intents). */
export const InvitationAnswerSchema = z.object({
  flockId: id,
  answer: z.enum(["accept", "decline"], { error: C.errors.answer }),
});

export const JoinRequestAnswerSchema = z.object({
  memberId: id,
  answer: z.enum(["approve", "decline"], { error: C.errors.answer }),
});

/** A leader makes a member a co-leader or a co-leader a member; leadership itself is handed over. */
export const RoleChangeSchema = z.object({
  memberId: id,
  role: z.enum(["co_leader", "member"], { error: C.errors.role }),
});

export const KnownMemberQuerySchema = z.object({
  q: z.string({ error: C.errors.search }).trim().max(60, { error: C.errors.search }).default(""),
});

/** The forms of a flock's page, each posting its intent to the page's one action. */
export const FLOCK_PAGE_INTENTS = {
  makeInvite: "make-invite",
  revokeInvite: "revoke-invite",
  inviteMember: "invite-member",
  answerRequest: "answer-request",
  setRole: "set-role",
  removeMember: "remove-member",
  handOver: "hand-over",
  leave: "leave",
  close: "close",
} as const;
export type FlockPageIntent = (typeof FLOCK_PAGE_INTENTS)[keyof typeof FLOCK_PAGE_INTENTS];

/** The JSON API's path parameters and bodies for membership. */
export const FlockMemberParamsSchema = z.object({ flockId: id, memberId: id });
export const InvitationAnswerBodySchema = InvitationAnswerSchema.pick({ answer: true });
export const JoinRequestAnswerBodySchema = JoinRequestAnswerSchema.pick({ answer: true });
export const RoleBodySchema = RoleChangeSchema.pick({ role: true });

/** A flock page form with no field but its intent (make or withdraw the invite, leave, close). */
export const FlockIntentSchema = z.object({ intent: z.string().max(40) });

/** /flock's forms: answering an invitation, and "Join with a code". */
export const FLOCK_LIST_INTENTS = { answer: "answer-invitation", code: "join-code" } as const;

/** "Ask to join" on a leader's public profile. */
export const ASK_TO_JOIN_INTENT = "ask-to-join";

/** What he typed after "@" in a flock's composer: suggestions come from that flock's members only. */
export const FlockMentionQuerySchema = z.object({ q: z.string().trim().max(30).default("") });

/**
 * A report inside a flock goes to its leaders; `tellAdmins` (his "Also tell the administrators")
 * also puts it in the admins' queue. The reasons are The Pasture's.
 */
export const FlockReportSchema = z.object({
  kind: z.enum(FLOCK_REPORTABLE),
  id,
  reason: z.enum(REPORT_REASONS, { error: C.reports.chooseReason }),
  note: z
    .string()
    .trim()
    .max(FLOCK_REPORT_NOTE_MAX, { error: C.reports.noteTooLong })
    .optional()
    .transform((value) => value || undefined),
  tellAdmins: z.union([z.boolean(), z.literal("on")]).optional().transform((value) => value === true || value === "on"),
});

/** The forms of the flock page's "Walking together" section (posted to /flock/{flockId}/walk). */
export const FLOCK_WALK_INTENTS = { accountability: "accountability", nudge: "nudge" } as const;

const P = C.plan.errors;

/** A leader starts a flock plan: which kind, the plan's id or series' slug/id, and day 1's date. */
export const StartFlockPlanSchema = z.object({
  kind: z.enum(FLOCK_PLAN_KINDS, { error: P.kind }),
  ref: z.string({ error: P.ref }).trim().min(1, { error: P.ref }).max(64, { error: P.ref }),
  startDate: z.string({ error: P.startDate }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: P.startDate }),
});
export type StartFlockPlan = z.infer<typeof StartFlockPlanSchema>;

/** A member declines the flock plan, or joins it again. */
export const FlockPlanEnrollmentSchema = z.object({
  status: z.enum(FLOCK_PLAN_ENROLLMENT_STATUSES, { error: P.notEnrolled }),
});

/** A day of the flock plan (a day thread's address); longer than any plan or series could be. */
const planDay = z.coerce.number({ error: P.day }).int({ error: P.day }).min(1, { error: P.day }).max(400, { error: P.day });
export const FlockPlanDaySchema = z.object({ day: planDay });

export const FlockPlanCommentSchema = z.object({
  day: planDay,
  body: bodyText(FLOCK_PLAN_COMMENT_MAX, P.commentEmpty, P.commentTooLong),
});

/**
 * The flock page's flock-plan forms, posted to /flock/{flockId}/plan with an `intent`. Starting
 * picks one option, "kind:ref" (a plan or series grouped by kind), and a start date.
 */
export const FlockPlanFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("start"),
    choice: z
      .string({ error: P.ref })
      .transform((value) => ({ kind: value.slice(0, value.indexOf(":")), ref: value.slice(value.indexOf(":") + 1) }))
      .pipe(StartFlockPlanSchema.pick({ kind: true, ref: true })),
    startDate: StartFlockPlanSchema.shape.startDate,
  }),
  z.object({ intent: z.literal("end") }),
  FlockPlanEnrollmentSchema.extend({ intent: z.literal("enrollment") }),
  FlockPlanCommentSchema.extend({ intent: z.literal("comment") }),
]);
