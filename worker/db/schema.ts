/**
 * The whole data model in one drizzle schema. SQL names are the product's snake_case field
 * names; app tables keep those names as their TypeScript keys too, so a row is already in the
 * shape the API returns. better-auth's tables keep the camelCase keys its adapter expects.
 *
 * Instants are integer milliseconds (UTC); a user's calendar days are ISO dates ("2026-11-22")
 * computed in that user's time zone (see app/kernel/dates.ts).
 */
import { sql } from "drizzle-orm";
import {
  check,
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  sqliteView,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { HIGHLIGHT_COLORS } from "../../app/kernel/bible/selection";
import { REACTIONS, REPORT_REASONS, REPORTABLE_KINDS, SHARE_KINDS } from "../../app/kernel/pasture/rules";
import { SERIES_AUDIENCES, SERIES_STATUSES } from "../../app/kernel/series/rules";
import { GATHERING_AUDIENCES, GATHERING_KINDS, GATHERING_ROLES, RSVP_RESPONSES } from "../../app/kernel/gatherings/rules";
import { PRAYER_AUDIENCES, PRAYER_CATEGORIES, PRAYER_REPORT_KIND } from "../../app/kernel/prayer/rules";
import { AUDIT_ACTIONS } from "../../app/kernel/admin/rules";
import { SUPPORT_STATUSES } from "../../app/kernel/support";
import { CRON_JOBS, CRON_OUTCOMES, PROVIDERS } from "../../app/kernel/admin/ops";
import { CANCEL_REASONS, CONVERSION_EVENTS, FLAG_TYPES, type ExperimentVariant } from "../../app/kernel/admin/growth";
import type { DiscussionGuideView } from "../../app/kernel/gatherings/views";
import { FLOCK_PLAN_ENROLLMENT_STATUSES, FLOCK_PLAN_KINDS, FLOCK_REPORT_KINDS, FLOCK_ROLES, JOIN_MODES, POSTING_MODES, REFLECTION_SOURCES } from "../../app/kernel/flock/rules";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdateFn(() => new Date());

/* ───────────────────────────── better-auth ───────────────────────────── */

export const user = sqliteTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
  image: text("image"),
  role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
  twoFactorEnabled: integer("two_factor_enabled", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
},
  // The dashboard counts today's new members by it.
  (t) => [index("user_created_at_idx").on(t.createdAt)],
);

export const session = sqliteTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = sqliteTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: integer("access_token_expires_at", { mode: "timestamp_ms" }),
    refreshTokenExpiresAt: integer("refresh_token_expires_at", { mode: "timestamp_ms" }),
    scope: text("scope"),
    password: text("password"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = sqliteTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const twoFactor = sqliteTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: integer("verified", { mode: "boolean" }).notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/** better-auth's database-backed rate limiter (memory would reset per isolate). */
export const rateLimit = sqliteTable(
  "rate_limit",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull().unique(),
    count: integer("count").notNull(),
    lastRequest: integer("last_request").notNull(),
  },
  (t) => [index("rate_limit_last_request_idx").on(t.lastRequest)],
);

/** The app's own fixed-window counters (worker/domain/rate-limit.server.ts), one row per key. */
export const rateCounters = sqliteTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    window_ends_at: integer("window_ends_at").notNull(),
  },
  (t) => [index("rate_counters_window_ends_idx").on(t.window_ends_at)],
);

/**
 * Sign-in attempts per account (worker/auth/sign-in-lockout.server.ts), keyed by a hash of the
 * normalised e-mail whether or not an account has it. A row lives one window and is then pruned.
 */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: integer("window_started_at").notNull(),
  },
  (t) => [index("sign_in_failures_window_idx").on(t.windowStartedAt)],
);

/* ───────────────────────────── people ───────────────────────────── */

export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    display_name: text("display_name"),
    username: text("username"),
    avatar_url: text("avatar_url"),
    focus: text("focus", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    current_topics: text("current_topics", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** IANA time zone; every "today" of this user is computed in it. */
    time_zone: text("time_zone").notNull().default("UTC"),
    /** When he last changed zone after onboarding: one change per 24 hours. */
    time_zone_changed_at: integer("time_zone_changed_at", { mode: "timestamp_ms" }),
    /** His today when he last changed zone: his today never goes back before it (memberLocalDate). */
    today_not_before: text("today_not_before"),
    onboarding_completed_at: integer("onboarding_completed_at", { mode: "timestamp_ms" }),
    /** Set by an administrator: a suspended member reads but cannot post, comment, react or report. */
    suspended_at: integer("suspended_at", { mode: "timestamp_ms" }),
    /** When his suspension ends on its own (null: until lifted); he reads it, and the reason, when sign-in is refused. */
    suspended_until: integer("suspended_until", { mode: "timestamp_ms" }),
    suspension_reason: text("suspension_reason"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_username_unique").on(sql`lower(${t.username})`)],
);

export const NOTIFICATION_TYPES = [
  "mention_post",
  "mention_comment",
  "mention_reflection",
  "other",
] as const;

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mentioner_id: text("mentioner_id").references(() => user.id, { onDelete: "set null" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    content: text("content").notNull(),
    /** Where a notification of type "other" leads; mentions route by type. */
    link: text("link"),
    /** The post, comment or reflection a mention came from: deleting it removes its notifications. */
    source_id: text("source_id"),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index("notifications_user_id_created_idx").on(t.user_id, t.created_at),
    index("notifications_source_id_idx").on(t.source_id),
  ],
);

/* ───────────────────────────── subscriptions and usage ───────────────────────────── */

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    plan_type: text("plan_type").notNull(),
    status: text("status").notNull(),
    trial_end: integer("trial_end", { mode: "timestamp_ms" }),
    current_period_end: integer("current_period_end", { mode: "timestamp_ms" }),
    /** "stripe" or "admin" (granted by an administrator when billing is off). */
    provider: text("provider").notNull().default("admin"),
    provider_customer_id: text("provider_customer_id"),
    provider_subscription_id: text("provider_subscription_id"),
    /** When Stripe created the last event applied to this row: an older event arriving late is ignored. */
    provider_event_at: integer("provider_event_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_user_id_unique").on(t.user_id),
    index("subscriptions_provider_subscription_idx").on(t.provider_subscription_id),
    index("subscriptions_status_idx").on(t.status),
  ],
);

export const userSubscriptionView = sqliteView("user_subscription_view").as((qb) =>
  qb
    .select({
      user_id: subscriptions.user_id,
      plan_type: subscriptions.plan_type,
      status: subscriptions.status,
      trial_end: subscriptions.trial_end,
      current_period_end: subscriptions.current_period_end,
    })
    .from(subscriptions),
);

export const monthlyUsageLimits = sqliteTable(
  "monthly_usage_limits",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** First day of the month in the user's time zone, e.g. "2026-11-01". */
    month: text("month").notNull(),
    devotional_generations: integer("devotional_generations").notNull().default(0),
    gathering_content_generations: integer("gathering_content_generations").notNull().default(0),
    insight_generations: integer("insight_generations").notNull().default(0),
    audio_generations: integer("audio_generations").notNull().default(0),
    journal_entries: integer("journal_entries").notNull().default(0),
    image_generations: integer("image_generations").notNull().default(0),
    total_tokens_used: integer("total_tokens_used").notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("monthly_usage_limits_user_month_unique").on(t.user_id, t.month),
    index("monthly_usage_limits_user_id_idx").on(t.user_id),
  ],
);

export const aiUsage = sqliteTable(
  "ai_usage",
  {
    id: id(),
    user_id: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    feature_type: text("feature_type").notNull(),
    tokens_used: integer("tokens_used").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("ai_usage_user_id_idx").on(t.user_id), index("ai_usage_created_idx").on(t.created_at)],
);

/* ───────────────────────────── the daily walk ───────────────────────────── */

export const devotionals = sqliteTable("devotionals", {
  id: id(),
  /** The calendar date this devotional belongs to; one devotional per date, ever. */
  devotional_date: text("devotional_date").notNull().unique(),
  title: text("title").notNull(),
  passage: text("passage").notNull(),
  content: text("content").notNull(),
  reflection: text("reflection").notNull(),
  theme: text("theme").notNull(),
  prayer: text("prayer"),
  /** The passage's World English Bible text, copied from bible_verses when the devotional is made. */
  passage_text: text("passage_text").notNull().default(""),
  image_url: text("image_url"),
  /** "library" (the offline library), "ai" (generated by the configured model). */
  source: text("source").notNull().default("library"),
  library_slug: text("library_slug"),
  created_at: createdAt(),
});

export const devotionalProgress = sqliteTable(
  "devotional_progress",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The devotional's date or id. */
    devotional_id: text("devotional_id").notNull(),
    /** The user's local calendar day this progress belongs to (streaks read it). */
    progress_date: text("progress_date").notNull(),
    completed: integer("completed", { mode: "boolean" }).notNull().default(false),
    completed_at: integer("completed_at", { mode: "timestamp_ms" }),
    spiritual_connection: integer("spiritual_connection").notNull().default(50),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("devotional_progress_user_devotional_unique").on(t.user_id, t.devotional_id),
    index("devotional_progress_user_date_idx").on(t.user_id, t.progress_date),
    index("devotional_progress_completed_at_idx").on(t.completed_at),
  ],
);

export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    devotional_title: text("devotional_title"),
    content: text("content").notNull(),
    passage: text("passage"),
    reflection: text("reflection"),
    devotional_content: text("devotional_content"),
    devotional_progress_id: text("devotional_progress_id").references(
      () => devotionalProgress.id,
      { onDelete: "set null" },
    ),
    /** The user's local calendar day of writing ("created today" is a local-day question). */
    entry_date: text("entry_date").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("journal_entries_user_created_idx").on(t.user_id, t.created_at)],
);

export const MOODS = ["struggling", "neutral", "good", "great"] as const;

export const dailyCheckins = sqliteTable(
  "daily_checkins",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    check_in_date: text("check_in_date").notNull(),
    mood: text("mood", { enum: MOODS }).notNull(),
    /** The connection (0–100) the check-in was saved with; null on check-ins saved before it was kept. */
    connection: integer("connection"),
    focus_areas: text("focus_areas", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    notes: text("notes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("daily_checkins_user_date_unique").on(t.user_id, t.check_in_date),
    index("daily_checkins_user_id_idx").on(t.user_id),
    index("daily_checkins_created_at_idx").on(t.created_at),
  ],
);

export const ENCOURAGEMENT_TRIGGERS = ["victory", "daily_checkin", "struggle"] as const;

export const encouragementWhispers = sqliteTable(
  "encouragement_whispers",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    trigger_type: text("trigger_type", { enum: ENCOURAGEMENT_TRIGGERS }),
    /** The reference the whisper carries, e.g. "Isaiah 41:10". */
    verse: text("verse"),
    /** Local day it was written for: at most one pending whisper per trigger per day. */
    whisper_date: text("whisper_date").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index("encouragement_whispers_user_created_idx").on(t.user_id, t.created_at)],
);

/* ───────────────────────────── plans ───────────────────────────── */

export const PLAN_STATUSES = ["draft", "generating", "ready", "failed"] as const;

export const plans = sqliteTable(
  "plans",
  {
    id: id(),
    /** Null for catalogue plans anyone can start. */
    user_id: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    focus_area: text("focus_area").notNull(),
    length_days: integer("length_days").notNull(),
    status: text("status", { enum: PLAN_STATUSES }).notNull().default("draft"),
    /** "catalogue", "generated" or "custom". */
    source: text("source").notNull(),
    /** The wizard's answers (context and preferences), kept to regenerate a day. */
    request: text("request", { mode: "json" }).$type<Record<string, unknown>>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("plans_user_id_idx").on(t.user_id)],
);

export const planDays = sqliteTable(
  "plan_days",
  {
    id: id(),
    plan_id: text("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    day_number: integer("day_number").notNull(),
    title: text("title").notNull(),
    passage: text("passage").notNull(),
    teaching: text("teaching").notNull(),
    reflection_question: text("reflection_question").notNull(),
    prayer_prompt: text("prayer_prompt").notNull(),
    action_step: text("action_step"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("plan_days_plan_day_unique").on(t.plan_id, t.day_number)],
);

export const PLAN_ENROLLMENT_STATUSES = ["active", "paused", "completed"] as const;

/** A member following a plan (catalogue or his own): one row per member per plan. */
export const planEnrollments = sqliteTable(
  "plan_enrollments",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    plan_id: text("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    /** The member's local date of day 1; "catch me up", pause/resume and restart move it. */
    start_date: text("start_date").notNull(),
    status: text("status", { enum: PLAN_ENROLLMENT_STATUSES }).notNull().default("active"),
    /** The member's local date the plan was paused on (null unless paused). */
    paused_on: text("paused_on"),
    completed_at: integer("completed_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("plan_enrollments_user_plan_unique").on(t.user_id, t.plan_id),
    index("plan_enrollments_user_id_idx").on(t.user_id),
  ],
);

/** A plan day the member marked complete; its local date counts toward his streak. */
export const planDayProgress = sqliteTable(
  "plan_day_progress",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    plan_id: text("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "cascade" }),
    day_number: integer("day_number").notNull(),
    /** The member's local calendar day of the completion (streaks read it). */
    completed_on: text("completed_on").notNull(),
    completed_at: integer("completed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("plan_day_progress_user_plan_day_unique").on(t.user_id, t.plan_id, t.day_number),
    index("plan_day_progress_user_completed_idx").on(t.user_id, t.completed_on),
  ],
);

/* ───────────────────────────── insights ───────────────────────────── */

export const INSIGHT_PERIODS = ["week", "month"] as const;

/** A stored insight over one week or month of the member's own data (/insights archive). */
export const insights = sqliteTable(
  "insights",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    period: text("period", { enum: INSIGHT_PERIODS }).notNull(),
    /** First and last local dates of the period (inclusive). */
    period_start: text("period_start").notNull(),
    period_end: text("period_end").notNull(),
    /** The narrative shown to the member: written by the AI provider or composed from the numbers. */
    narrative: text("narrative").notNull(),
    /** The numbers the narrative was built from, as shown on /insights. */
    stats: text("stats", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    source: text("source", { enum: ["ai", "offline"] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("insights_user_period_unique").on(t.user_id, t.period, t.period_start),
    index("insights_user_created_idx").on(t.user_id, t.created_at),
  ],
);

/* ───────────────────────────── operations ───────────────────────────── */

/** Local development's mail when no mail provider is configured (worker/providers/email.ts); admins can read it. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    /** What the email is for, e.g. "welcome", "password_reset", "reminder". */
    kind: text("kind").notNull(),
    /**
     * "stored" (local development's outbox), "pending" (the mail provider failed it for a passing
     * reason; the reminder cron hands it over again, its id as the Idempotency-Key), "sent" (handed
     * over on a retry) or "failed" (refused, or still pending after a day).
     */
    status: text("status").notNull().default("stored"),
    created_at: createdAt(),
  },
  (t) => [index("email_outbox_user_id_idx").on(t.user_id), index("email_outbox_created_idx").on(t.created_at)],
);

export const ACTIVITY_TYPES = ["page_view", "custom"] as const;

export const userActivity = sqliteTable(
  "user_activity",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    action_type: text("action_type", { enum: ACTIVITY_TYPES }).notNull(),
    page_route: text("page_route").notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  // (created_at, user_id) covers counting the members active in a period without reading the rows.
  (t) => [index("user_activity_user_created_idx").on(t.user_id, t.created_at), index("user_activity_created_user_idx").on(t.created_at, t.user_id)],
);

/**
 * The UTC days each member was active on: one row a member a day, written in the same batch as his
 * page view (worker/domain/activity.server.ts). Each row also holds the day he was last active
 * before it, kept by a trigger (migration 0019) whatever order days arrive in, so the admin
 * dashboard counts the members active today, and those new to the last 7 and 30 days, from one
 * range of (day, previous_day) without looking each member up.
 */
export const memberActiveDays = sqliteTable(
  "member_active_days",
  {
    /** The UTC calendar day, YYYY-MM-DD. */
    day: text("day").notNull(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The last day before this one he was active on; null when none is kept. Written by triggers only. */
    previous_day: text("previous_day"),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.user_id] }),
    index("member_active_days_user_day_idx").on(t.user_id, t.day),
    index("member_active_days_day_previous_idx").on(t.day, t.previous_day),
  ],
);

/** Render errors reported by the browser's error boundary, for admins to read. */
export const clientErrors = sqliteTable(
  "client_errors",
  {
    id: id(),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    stack: text("stack"),
    component_stack: text("component_stack"),
    url: text("url"),
    user_agent: text("user_agent"),
    request_id: text("request_id"),
    created_at: createdAt(),
  },
  (t) => [index("client_errors_created_idx").on(t.created_at), index("client_errors_user_id_idx").on(t.user_id)],
);

/* ───────────────────────────── membership settings ───────────────────────────── */

/**
 * The free tier's monthly limits: the one source the gate and the usage warning both read
 * (docs/decisions/007-free-limits.md). Seeded with the access-check set; admins may edit it.
 */
export const freeLimits = sqliteTable("free_limits", {
  counter: text("counter").primaryKey(),
  monthly_limit: integer("monthly_limit").notNull(),
  updated_at: updatedAt(),
});

/** Stripe webhook events already applied: a redelivered event changes nothing the second time. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created_at: createdAt(),
});

/* ───────────────────────────── the Bible (World English Bible, public domain) ───────────────────────────── */

/** Loaded by migration 0004 from worker/bible/data (scripts/generate-bible-migration.mjs). */
export const bibleVerses = sqliteTable(
  "bible_verses",
  {
    /** OSIS book id, e.g. "John", "1Cor". */
    book: text("book").notNull(),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.book, t.chapter, t.verse] })],
);

/** Canonical titles, mostly psalm superscriptions ("A Psalm by David."). */
export const bibleHeadings = sqliteTable(
  "bible_headings",
  {
    book: text("book").notNull(),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.book, t.chapter, t.verse] })],
);

/* ───────────────────────────── The Word: a reader's own layer (private to its owner) ───────────────────────────── */

/** One colour per verse per reader; highlighting a highlighted verse changes its colour. */
export const bibleHighlights = sqliteTable(
  "bible_highlights",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    book: text("book").notNull(),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    color: text("color", { enum: HIGHLIGHT_COLORS }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("bible_highlights_user_verse_unique").on(t.user_id, t.book, t.chapter, t.verse),
    index("bible_highlights_user_created_idx").on(t.user_id, t.created_at),
  ],
);

export const bibleBookmarks = sqliteTable(
  "bible_bookmarks",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    book: text("book").notNull(),
    chapter: integer("chapter").notNull(),
    verse: integer("verse").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("bible_bookmarks_user_verse_unique").on(t.user_id, t.book, t.chapter, t.verse),
    index("bible_bookmarks_user_created_idx").on(t.user_id, t.created_at),
  ],
);

export const bibleNotes = sqliteTable(
  "bible_notes",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    book: text("book").notNull(),
    chapter: integer("chapter").notNull(),
    verse_start: integer("verse_start").notNull(),
    verse_end: integer("verse_end").notNull(),
    note: text("note").notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("bible_notes_user_chapter_idx").on(t.user_id, t.book, t.chapter),
    index("bible_notes_user_updated_idx").on(t.user_id, t.updated_at),
    check("bible_notes_note_length", sql`length(${t.note}) BETWEEN 1 AND 2000`),
    check("bible_notes_verse_order", sql`${t.verse_end} >= ${t.verse_start}`),
  ],
);

/** Where /word opens for this reader: the chapter he last opened. */
export const readingPositions = sqliteTable("reading_positions", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  book: text("book").notNull(),
  chapter: integer("chapter").notNull(),
  updated_at: updatedAt(),
});

/* ───────────────────────────── daily reminders ───────────────────────────── */

/** One row per member who has saved reminder settings (worker/domain/reminders.server.ts). */
export const reminderSettings = sqliteTable("reminder_settings", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  /** Local wall-clock time "HH:MM" (15-minute steps) in the member's profile time zone. */
  local_time: text("local_time").notNull().default("07:00"),
  channel_push: integer("channel_push", { mode: "boolean" }).notNull().default(false),
  channel_email: integer("channel_email", { mode: "boolean" }).notNull().default(true),
  /** The member's local date of the last reminder claimed by the cron: at most one per local day. */
  last_sent_date: text("last_sent_date"),
  updated_at: updatedAt(),
});

/** A browser's Web Push subscription; the endpoint is the device's capability URL. */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.user_id)],
);

/** Optional emails a member chose (account and security emails are always sent). */
export const emailPreferences = sqliteTable("email_preferences", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** A short weekly summary of his walk (the week's insight), sent on his Monday morning. */
  weekly_summary: integer("weekly_summary", { mode: "boolean" }).notNull().default(false),
  /** The member's local date (a Monday) of the last weekly summary sent: at most one per week. */
  weekly_summary_last_sent: text("weekly_summary_last_sent"),
  updated_at: updatedAt(),
});

/* ───────────────────────────── The Pasture ───────────────────────────── */

/**
 * A post in The Pasture. Deleting is for everyone (the row goes, its comments, reactions and
 * reports with it). `hidden_at` is set when enough members reported it or an admin did; the
 * author still sees it, marked hidden.
 */
export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The canonical reference the server parsed ("John 15:12-13"), linked into the reader. */
    scripture_ref: text("scripture_ref"),
    share_kind: text("share_kind", { enum: SHARE_KINDS }),
    /** The devotional or plan day shared, and the line shown for it ("I read …"), fixed at posting. */
    share_id: text("share_id"),
    share_label: text("share_label"),
    /** R2 key of the post's image, built by the server. */
    image_key: text("image_key"),
    /** The author wrote of suicide or self-harm: shown to admins for follow-up. */
    crisis_flagged_at: integer("crisis_flagged_at", { mode: "timestamp_ms" }),
    hidden_at: integer("hidden_at", { mode: "timestamp_ms" }),
    edited_at: integer("edited_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [
    index("posts_created_idx").on(t.created_at, t.id),
    index("posts_author_created_idx").on(t.author_id, t.created_at),
  ],
);

/** A comment on a post: one level deep, newest last. */
export const postComments = sqliteTable(
  "post_comments",
  {
    id: id(),
    post_id: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    crisis_flagged_at: integer("crisis_flagged_at", { mode: "timestamp_ms" }),
    hidden_at: integer("hidden_at", { mode: "timestamp_ms" }),
    edited_at: integer("edited_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [
    index("post_comments_post_created_idx").on(t.post_id, t.created_at),
    index("post_comments_author_created_idx").on(t.author_id, t.created_at),
  ],
);

/** "Amen" and "Praying": one of each per member per post. */
export const postReactions = sqliteTable(
  "post_reactions",
  {
    post_id: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: REACTIONS }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id, t.reaction] })],
);

/** A member's report of a post or comment: once per member per item. */
export const contentReports = sqliteTable(
  "content_reports",
  {
    id: id(),
    item_kind: text("item_kind", { enum: [...REPORTABLE_KINDS, ...Object.values(FLOCK_REPORT_KINDS), PRAYER_REPORT_KIND] }).notNull(),
    item_id: text("item_id").notNull(),
    reporter_id: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    /** The flock a reflection, comment or prayer request reported to the admins belongs to; closing the flock removes its reports. */
    flock_id: text("flock_id").references((): AnySQLiteColumn => flocks.id, { onDelete: "cascade" }),
    /** Set when an administrator restored or removed the item. */
    resolved_at: integer("resolved_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("content_reports_item_reporter_unique").on(t.item_kind, t.item_id, t.reporter_id),
    index("content_reports_open_idx").on(t.resolved_at, t.created_at),
  ],
);

/** A private block: the blocker stops seeing the blocked member, who cannot mention or comment on him. */
export const memberBlocks = sqliteTable(
  "member_blocks",
  {
    blocker_id: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blocked_id: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blocker_id, t.blocked_id] }), index("member_blocks_blocked_idx").on(t.blocked_id)],
);

/* ───────────────────────────── study series ───────────────────────────── */

/**
 * A study series a member hosts (Premium). The library's own series live in code
 * (worker/content/series); only series written by members are rows. `audience` says who may see
 * a published series: today always all members ("pasture"); one of his flocks comes with flocks.
 */
export const studySeries = sqliteTable(
  "study_series",
  {
    id: id(),
    host_id: text("host_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    focus_area: text("focus_area").notNull(),
    status: text("status", { enum: SERIES_STATUSES }).notNull().default("draft"),
    audience: text("audience", { enum: SERIES_AUDIENCES }).notNull().default("pasture"),
    published_at: integer("published_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("study_series_host_idx").on(t.host_id), index("study_series_status_published_idx").on(t.status, t.published_at)],
);

/** One meeting of a hosted series, numbered from 1 in the order they are met. */
export const seriesSessions = sqliteTable(
  "series_sessions",
  {
    id: id(),
    series_id: text("series_id")
      .notNull()
      .references(() => studySeries.id, { onDelete: "cascade" }),
    session_number: integer("session_number").notNull(),
    title: text("title").notNull(),
    passage: text("passage").notNull(),
    teaching: text("teaching").notNull(),
    questions: text("questions", { mode: "json" }).$type<string[]>().notNull(),
    prayer: text("prayer").notNull(),
    at_home: text("at_home"),
  },
  (t) => [uniqueIndex("series_sessions_series_number_unique").on(t.series_id, t.session_number)],
);

/**
 * A member following a series, library (its slug) or hosted (its id): one row per member per
 * series. `start_date` is his local date of following; session N is his in week N from it.
 */
export const seriesFollows = sqliteTable(
  "series_follows",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    series_id: text("series_id").notNull(),
    start_date: text("start_date").notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.series_id] })],
);

/* ───────────────────────────── gatherings ───────────────────────────── */

/**
 * A live video gathering a Premium member leads. `room_name` is both the URL's {roomName} and the
 * LiveKit room's name. `flock_id` names the flock when the audience is one; `invite_code` is the
 * secret an invite-only link carries. The guide is written when the gathering is planned.
 */
export const gatherings = sqliteTable(
  "gatherings",
  {
    id: id(),
    room_name: text("room_name").notNull(),
    host_id: text("host_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: GATHERING_KINDS }).notNull().default("study"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    starts_at: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    duration_minutes: integer("duration_minutes").notNull(),
    audience: text("audience", { enum: GATHERING_AUDIENCES }).notNull(),
    flock_id: text("flock_id"),
    invite_code: text("invite_code"),
    capacity: integer("capacity").notNull(),
    series_id: text("series_id"),
    session_number: integer("session_number"),
    plan_day_id: text("plan_day_id"),
    guide: text("guide", { mode: "json" }).$type<DiscussionGuideView>(),
    ended_at: integer("ended_at", { mode: "timestamp_ms" }),
    reminded_at: integer("reminded_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("gatherings_room_name_unique").on(t.room_name),
    index("gatherings_starts_at_idx").on(t.starts_at),
    index("gatherings_host_idx").on(t.host_id),
  ],
);

/**
 * A member's standing in one gathering besides its host: his RSVP, whether he came in by the invite
 * link, whether he co-hosts, and whether the host removed him (then no token is ever issued to him
 * for it again).
 */
export const gatheringMembers = sqliteTable(
  "gathering_members",
  {
    gathering_id: text("gathering_id")
      .notNull()
      .references(() => gatherings.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rsvp: text("rsvp", { enum: RSVP_RESPONSES }),
    role: text("role", { enum: GATHERING_ROLES }).notNull().default("guest"),
    invited: integer("invited", { mode: "boolean" }).notNull().default(false),
    removed_at: integer("removed_at", { mode: "timestamp_ms" }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.gathering_id, t.user_id] }), index("gathering_members_user_idx").on(t.user_id)],
);

/**
 * One stretch of a member in the room, from LiveKit's participant_joined to participant_left
 * (keyed by LiveKit's participant sid, which is new on every connection).
 */
export const gatheringAttendance = sqliteTable(
  "gathering_attendance",
  {
    gathering_id: text("gathering_id")
      .notNull()
      .references(() => gatherings.id, { onDelete: "cascade" }),
    participant_sid: text("participant_sid").notNull(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    joined_at: integer("joined_at", { mode: "timestamp_ms" }).notNull(),
    left_at: integer("left_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.gathering_id, t.participant_sid] }), index("gathering_attendance_user_idx").on(t.user_id)],
);

/** The room's chat, kept so the host can read it afterwards. */
export const gatheringChat = sqliteTable(
  "gathering_chat",
  {
    id: id(),
    gathering_id: text("gathering_id")
      .notNull()
      .references(() => gatherings.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("gathering_chat_gathering_created_idx").on(t.gathering_id, t.created_at)],
);

/** LiveKit webhook event ids already handled: a redelivered event changes nothing. */
export const livekitWebhookEvents = sqliteTable("livekit_webhook_events", {
  id: text("id").primaryKey(),
  created_at: createdAt(),
});

/* ───────────────────────────── My Flock ───────────────────────────── */

/** A small group that reads, reflects and prays together. Closing one deletes everything of it (cascade). */
export const flocks = sqliteTable("flocks", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  posting_mode: text("posting_mode", { enum: POSTING_MODES }).notNull().default("everyone"),
  join_mode: text("join_mode", { enum: JOIN_MODES }).notNull().default("invite"),
  created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * A man in a flock. Removing or leaving deletes the row, so a removed man is simply not a member.
 * `accountability` is his choice, per flock, to show his streak and whether he walked today.
 */
export const flockMembers = sqliteTable(
  "flock_members",
  {
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: FLOCK_ROLES }).notNull().default("member"),
    accountability: integer("accountability", { mode: "boolean" }).notNull().default(false),
    joined_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flock_id, t.user_id] }), index("flock_members_user_idx").on(t.user_id)],
);

/** A flock's invite link and short code: one live at a time, seven days, revocable, regenerable. */
export const flockInvites = sqliteTable(
  "flock_invites",
  {
    id: id(),
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
    expires_at: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revoked_at: integer("revoked_at", { mode: "timestamp_ms" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("flock_invites_code_unique").on(t.code), index("flock_invites_flock_idx").on(t.flock_id)],
);

/** A leader chose a man he knows (from The Pasture) to invite; he accepts or declines on /flock. */
export const flockInvitations = sqliteTable(
  "flock_invitations",
  {
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    invited_by: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flock_id, t.user_id] }), index("flock_invitations_user_idx").on(t.user_id)],
);

/** A man asking to join a flock that allows requests; a leader approves or declines. */
export const flockJoinRequests = sqliteTable(
  "flock_join_requests",
  {
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flock_id, t.user_id] }), index("flock_join_requests_user_idx").on(t.user_id, t.created_at)],
);

/** A reflection a member chose to share with one flock: the text he chose, never his journal as a whole. */
export const flockReflections = sqliteTable(
  "flock_reflections",
  {
    id: id(),
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    source: text("source", { enum: REFLECTION_SOURCES }).notNull().default("written"),
    source_id: text("source_id"),
    source_label: text("source_label"),
    created_at: createdAt(),
  },
  (t) => [index("flock_reflections_flock_created_idx").on(t.flock_id, t.created_at)],
);

export const flockReflectionComments = sqliteTable(
  "flock_reflection_comments",
  {
    id: id(),
    reflection_id: text("reflection_id")
      .notNull()
      .references(() => flockReflections.id, { onDelete: "cascade" }),
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("flock_reflection_comments_reflection_idx").on(t.reflection_id, t.created_at)],
);

/** "Praying for you today, brother": at most one from a brother to a brother per day (the sender's day). */
export const flockNudges = sqliteTable(
  "flock_nudges",
  {
    id: id(),
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    from_id: text("from_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    to_id: text("to_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    message: text("message").notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("flock_nudges_once_a_day").on(t.from_id, t.to_id, t.day)],
);

/**
 * What a flock walks together: a catalogue plan or a leader's own plan (`plan_id`), or a library
 * series (`series_id`: a library slug or a hosted series' id), from `start_date` (day 1, counted in
 * each member's own calendar). One per flock (the unique index); ending it deletes it and its threads.
 */
export const flockPlans = sqliteTable(
  "flock_plans",
  {
    id: id(),
    flock_id: text("flock_id")
      .notNull()
      .references(() => flocks.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FLOCK_PLAN_KINDS }).notNull(),
    plan_id: text("plan_id").references(() => plans.id, { onDelete: "cascade" }),
    series_id: text("series_id"),
    start_date: text("start_date").notNull(),
    started_by: text("started_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("flock_plans_one_per_flock").on(t.flock_id), index("flock_plans_plan_idx").on(t.plan_id)],
);

/** A member's place in the flock plan: enrolled when it starts or when he joins; he may decline. */
export const flockPlanEnrollments = sqliteTable(
  "flock_plan_enrollments",
  {
    flock_plan_id: text("flock_plan_id")
      .notNull()
      .references(() => flockPlans.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: FLOCK_PLAN_ENROLLMENT_STATUSES }).notNull().default("enrolled"),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.flock_plan_id, t.user_id] }), index("flock_plan_enrollments_user_idx").on(t.user_id)],
);

/** A short comment in the thread of one day of the flock plan (members only). */
export const flockPlanDayComments = sqliteTable(
  "flock_plan_day_comments",
  {
    id: id(),
    flock_plan_id: text("flock_plan_id")
      .notNull()
      .references(() => flockPlans.id, { onDelete: "cascade" }),
    day_number: integer("day_number").notNull(),
    author_id: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("flock_plan_day_comments_day_idx").on(t.flock_plan_id, t.day_number, t.created_at)],
);

/* ───────────────────────────── prayer ───────────────────────────── */

/**
 * A prayer request. `audience` says who sees it: only him, the members of `flock_id`, or every
 * member. A shared request leaves others' lists at `expires_at` unless he renews it. `anonymous`
 * keeps his name out of every answer to anyone but him (and an administrator reviewing a report).
 * `hidden_at` is set when a report takes a Pasture-wide request out of view pending review.
 * `prayed_count` is how many `prayer_marks` it has, kept by the database's own triggers on that table
 * (migration 0017) so that no write, a cascade included, can leave it behind; the praying list sorts by it.
 */
export const prayerRequests = sqliteTable(
  "prayer_requests",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    category: text("category", { enum: PRAYER_CATEGORIES }),
    audience: text("audience", { enum: PRAYER_AUDIENCES }).notNull().default("private"),
    flock_id: text("flock_id").references(() => flocks.id, { onDelete: "cascade" }),
    anonymous: integer("anonymous", { mode: "boolean" }).notNull().default(false),
    urgent: integer("urgent", { mode: "boolean" }).notNull().default(false),
    expires_at: integer("expires_at", { mode: "timestamp_ms" }),
    answered_at: integer("answered_at", { mode: "timestamp_ms" }),
    testimony: text("testimony"),
    hidden_at: integer("hidden_at", { mode: "timestamp_ms" }),
    prayed_count: integer("prayed_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("prayer_requests_user_idx").on(t.user_id, t.created_at),
    // The Pasture's open requests in the lists' own order (urgent first, least prayed-for, oldest), read from the index
    // alone: a list's first page walks it from the top and stops at its limit, skipping the expired, instead of sorting
    // every current request (22,170 of them on the scale data: 7.3 → 1.1 ms). Its answered ones are found by the same
    // index's answered_at range, newest first. No (audience, expires_at) index beside it: SQLite would take that one for
    // the praise reports and read every current request.
    index("prayer_requests_listed_idx").on(
      t.audience,
      t.answered_at,
      sql`${t.urgent} desc`,
      t.prayed_count,
      t.created_at,
      t.expires_at,
      t.hidden_at,
      t.user_id,
      t.id,
    ),
    index("prayer_requests_flock_idx").on(t.flock_id, t.answered_at, t.expires_at),
  ],
);

/**
 * "I prayed": one row per member per request per his local day, so a second tap that day (or two
 * taps at once) counts once. Praying through a request in a prayer gathering writes the same row.
 */
export const prayerMarks = sqliteTable(
  "prayer_marks",
  {
    request_id: text("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    local_date: text("local_date").notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.request_id, t.user_id, t.local_date] }), index("prayer_marks_user_idx").on(t.user_id, t.local_date)],
);

/** His optional daily prayer reminder, sent by the reminder cron on the channels of his reminder settings. */
export const prayerReminders = sqliteTable("prayer_reminders", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  /** Local wall-clock time "HH:MM" (15-minute steps) in his profile time zone. */
  local_time: text("local_time").notNull().default("21:00"),
  /** His local date of the last prayer reminder claimed by the cron: at most one per local day. */
  last_sent_date: text("last_sent_date"),
  updated_at: updatedAt(),
});

/** Each request a prayer gathering prayed through, and how many were there when it was prayed. */
export const prayerGatheringPrayed = sqliteTable(
  "prayer_gathering_prayed",
  {
    gathering_id: text("gathering_id")
      .notNull()
      .references(() => gatherings.id, { onDelete: "cascade" }),
    request_id: text("request_id")
      .notNull()
      .references(() => prayerRequests.id, { onDelete: "cascade" }),
    present_count: integer("present_count").notNull(),
    prayed_at: integer("prayed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gathering_id, t.request_id] })],
);

/** Who was present on a prayer gathering's live page, for its summary afterwards. */
export const prayerGatheringPresence = sqliteTable(
  "prayer_gathering_presence",
  {
    gathering_id: text("gathering_id")
      .notNull()
      .references(() => gatherings.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    first_seen_at: integer("first_seen_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gathering_id, t.user_id] })],
);

/* ───────────────────────────── admin ───────────────────────────── */

/**
 * Every administrator action: who did what, to whom, when and why. `actor_id` and `target_user_id`
 * are kept as plain text (no foreign key) so the record outlives a deleted account — the log is the
 * ministry's memory of what was done. `details` holds the action's own facts (a grant's days, a
 * flag's new state).
 */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: id(),
    actor_id: text("actor_id").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    target_user_id: text("target_user_id"),
    reason: text("reason"),
    details: text("details", { mode: "json" }).$type<Record<string, string | number | boolean | null>>(),
    created_at: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.created_at), index("admin_audit_log_target_idx").on(t.target_user_id, t.created_at)],
);

/**
 * A member's message to support, written from Settings: its subject, the page he was on (if he
 * named it) and where it stands — open (waiting for an administrator), waiting (answered, waiting
 * for him) or closed. His tickets go with his account.
 */
export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    page: text("page"),
    status: text("status", { enum: SUPPORT_STATUSES }).notNull().default("open"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("support_tickets_status_updated_idx").on(t.status, t.updated_at), index("support_tickets_user_idx").on(t.user_id, t.created_at)],
);

/**
 * One message in a ticket's thread: the member's own, or an administrator's reply (`from_admin`).
 * A reply keeps its text when the administrator's account goes (`author_id` set null).
 */
export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: id(),
    ticket_id: text("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    from_admin: integer("from_admin", { mode: "boolean" }).notNull().default(false),
    body: text("body").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticket_id, t.created_at)],
);
/** One row per run of a cron job (worker/scheduled.ts): when it started and ended, and how. */
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: id(),
    name: text("name", { enum: CRON_JOBS }).notNull(),
    started_at: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    finished_at: integer("finished_at", { mode: "timestamp_ms" }).notNull(),
    outcome: text("outcome", { enum: CRON_OUTCOMES }).notNull(),
    error: text("error"),
  },
  (t) => [index("cron_runs_name_started_idx").on(t.name, t.started_at)],
);

/**
 * One finished UTC day's numbers for the admin dashboard, written once by the housekeeping cron
 * (worker/domain/admin/daily-rollups.server.ts, docs/decisions/072-admin-daily-rollups.md). The 6- and
 * 29-day counts are the distinct members active in the days ending this one: with the members
 * first seen the next day they make that day's 7- and 30-day windows.
 */
export const adminDailyRollups = sqliteTable("admin_daily_rollups", {
  /** The UTC calendar day, YYYY-MM-DD. */
  day: text("day").primaryKey(),
  active_members: integer("active_members").notNull(),
  active_members_6_days: integer("active_members_6_days").notNull(),
  active_members_29_days: integer("active_members_29_days").notNull(),
  new_members: integer("new_members").notNull(),
  devotionals_completed: integer("devotionals_completed").notNull(),
  checkins: integer("checkins").notNull(),
  rolled_at: integer("rolled_at", { mode: "timestamp_ms" }).notNull(),
});

/** Requests the worker answered with its generic failure: what went wrong, where, and the request id to find the log. */
export const serverErrors = sqliteTable(
  "server_errors",
  {
    id: id(),
    message: text("message").notNull(),
    path: text("path"),
    request_id: text("request_id"),
    created_at: createdAt(),
  },
  (t) => [index("server_errors_created_idx").on(t.created_at)],
);

/** Each provider's latest failure (one row per provider, overwritten): the health page's "last error". */
export const providerErrors = sqliteTable("provider_errors", {
  provider: text("provider", { enum: PROVIDERS }).primaryKey(),
  message: text("message").notNull(),
  at: integer("at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Feature flags, read once per request. A kill switch turns a whole feature off for everyone; a
 * release or experiment flag reaches its allow-list and a stable share (`rollout_percent`) of members.
 */
export const featureFlags = sqliteTable(
  "feature_flags",
  {
    key: text("key").primaryKey(),
    description: text("description").notNull(),
    type: text("type", { enum: FLAG_TYPES }).notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    rollout_percent: integer("rollout_percent").notNull().default(100),
    /** Member ids who always get the flag while it is on. */
    allow_list: text("allow_list", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check("feature_flags_rollout_check", sql`${t.rollout_percent} BETWEEN 0 AND 100`)],
);

/** Why a member cancelled Premium: one row per answer to the cancel survey on /subscription. */
export const cancelSurveyAnswers = sqliteTable(
  "cancel_survey_answers",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: CANCEL_REASONS }).notNull(),
    details: text("details"),
    created_at: createdAt(),
  },
  (t) => [index("cancel_survey_answers_created_idx").on(t.created_at), index("cancel_survey_answers_user_idx").on(t.user_id, t.created_at)],
);

/** A/B experiments: weighted variants, and the tracked activity that counts as converting. */
export const experiments = sqliteTable("experiments", {
  key: text("key").primaryKey(),
  description: text("description").notNull(),
  variants: text("variants", { mode: "json" }).$type<ExperimentVariant[]>().notNull(),
  conversion_event: text("conversion_event", { enum: CONVERSION_EVENTS }).notNull(),
  running: integer("running", { mode: "boolean" }).notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** The first time a member saw an experiment's variant: one row per member and experiment. */
export const experimentExposures = sqliteTable(
  "experiment_exposures",
  {
    experiment_key: text("experiment_key")
      .notNull()
      .references(() => experiments.key, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    variant: text("variant").notNull(),
    exposed_at: integer("exposed_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.experiment_key, t.user_id] })],
);
