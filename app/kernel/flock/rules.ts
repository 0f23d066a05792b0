/**
 * My Flock's numbers and fixed values, in one place: the server enforces them and the pages show
 * them. A flock is a small group that reads, reflects and prays together; nothing of it is ever
 * seen from outside it.
 */

export const FLOCK_LIMITS = {
  name: { min: 2, max: 60 },
  description: { max: 400 },
  reflection: { max: 2000 },
  comment: { max: 1000 },
  nudge: { max: 140 },
} as const;

/** Who may share into the flock: every member, or its leaders only (an announcements flock). */
export const POSTING_MODES = ["everyone", "leaders"] as const;
export type PostingMode = (typeof POSTING_MODES)[number];

/** How a man gets in: by invite link or code only, or also by asking from a leader's profile. */
export const JOIN_MODES = ["invite", "invite_or_request"] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

export const FLOCK_ROLES = ["leader", "co_leader", "member"] as const;
export type FlockRole = (typeof FLOCK_ROLES)[number];
/** Leaders and co-leaders lead: they invite, answer requests, and start flock plans. */
export const leads = (role: FlockRole) => role === "leader" || role === "co_leader";

/** An invite link and its short code stop working after seven days (and at once when revoked). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Short codes are read aloud and typed on phones: no 0/O or 1/I to confuse. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

/** Where a shared reflection came from: his journal, Today's "Gather Your Thoughts", a plan day, or written here. */
export const REFLECTION_SOURCES = ["journal", "today", "plan_day", "written"] as const;
export type ReflectionSource = (typeof REFLECTION_SOURCES)[number];

/** A brother may nudge another at most once a day (his own day). */
export const NUDGES_PER_BROTHER_PER_DAY = 1;
export const DEFAULT_NUDGE = "Praying for you today, brother";

export const flockHref = (flockId: string) => `/flock/${flockId}`;
export const reflectionAnchor = (reflectionId: string) => `reflection-${reflectionId}`;
export const reflectionHref = (flockId: string, reflectionId: string) => `${flockHref(flockId)}#${reflectionAnchor(reflectionId)}`;
export const flockJoinHref = (code: string) => `/flock/join/${code}`;

/** What a member may report inside a flock: a reflection or a comment under one. */
export const FLOCK_REPORTABLE = ["reflection", "comment"] as const;
export type FlockReportable = (typeof FLOCK_REPORTABLE)[number];
/** How a flock item is named in the admins' report queue (beside The Pasture's "post" and "comment"). */
export const FLOCK_REPORT_KINDS = { reflection: "flock_reflection", comment: "flock_comment" } as const;
export const FLOCK_REPORT_NOTE_MAX = 500;
/** A flock page shows its newest reflections, this many, with all their comments. */
export const REFLECTIONS_SHOWN = 50;

/**
 * A flock plan: what the flock walks together — a catalogue plan, a leader's own study plan, or a
 * library series — from a start date. One at a time per flock; a leader ends it to start another.
 */
export const FLOCK_PLAN_KINDS = ["catalogue", "own", "series"] as const;
export type FlockPlanKind = (typeof FLOCK_PLAN_KINDS)[number];
/** Every member is enrolled when it starts (and on joining); he may decline, and join it again. */
export const FLOCK_PLAN_ENROLLMENT_STATUSES = ["enrolled", "declined"] as const;
export type FlockPlanEnrollmentStatus = (typeof FLOCK_PLAN_ENROLLMENT_STATUSES)[number];
/** A flock plan starts on the leader's today or later, up to a year ahead. */
export const FLOCK_PLAN_START_MAX_DAYS_AHEAD = 365;
export const FLOCK_PLAN_COMMENT_MAX = 500;
