/**
 * Copy for the admin area: the menu, the audit log, and each page's strings. Helpers add their
 * page's strings here, grouped by page.
 */
import type { AuditAction } from "../admin/rules";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  premium_granted: "Granted Premium",
  premium_revoked: "Revoked Premium",
  member_suspended: "Suspended",
  suspension_lifted: "Lifted suspension",
  admin_made: "Made admin",
  admin_removed: "Removed admin",
  password_reset_sent: "Sent password reset",
  account_deleted: "Deleted account",
  report_restored: "Restored reported item",
  report_removed: "Removed reported item",
  author_warned: "Warned author",
  flag_changed: "Changed feature flag",
  support_replied: "Replied to support ticket",
  experiment_changed: "Changed experiment",
  image_generated: "Generated artwork",
};

export const ADMIN_COPY = {
  menuLabel: "Admin",
  audit: {
    title: "Audit log",
    empty: "No administrator actions yet.",
    columns: { at: "When", actor: "Who", action: "What", target: "Whom", reason: "Why" },
  },
} as const;

/* ─────────── dashboard ─────────── */

export const DASHBOARD_COPY = {
  title: "Dashboard",
  membersHeading: "Members",
  stats: {
    members: "Members",
    new7: "New in 7 days",
    new30: "New in 30 days",
    daily: "Active today (24 h)",
    weekly: "Active this week (7 days)",
    monthly: "Active this month (30 days)",
    completedToday: "Devotionals completed today",
    checkinsToday: "Check-ins today",
    premium: "Premium members",
    trials: "On a trial",
    openReports: "Open reports",
    revenue: "Monthly recurring revenue",
  },
  todayNote: (today: string) => `Today is ${today} (UTC); active members are those with a page view in the period.`,
  revenueOff: "Billing is off: there is no recurring revenue. Premium is granted by administrators.",
  revenueUnpriced: (monthly: number, yearly: number) =>
    `${monthly} monthly and ${yearly} yearly paying subscriptions. Set PREMIUM_PRICE_MONTHLY_LABEL and PREMIUM_PRICE_YEARLY_LABEL to see an amount (Stripe holds the prices).`,
  revenuePriced: (monthly: number, yearly: number) => `${monthly} monthly and ${yearly} yearly paying subscriptions.`,
  reportsLink: "Open the moderation queue",
  supportHeading: "Support tickets",
  supportPending: "Support tickets are counted here once the support page is in place.",
  trendsHeading: "The last 30 days",
  series: {
    newMembers: "New members per day",
    activeMembers: "Active members per day",
    devotionalsCompleted: "Devotionals completed per day",
    checkins: "Check-ins per day",
  },
  seriesSummary: (label: string, total: number, max: number) => `${label}: ${total} in 30 days, at most ${max} in a day.`,
  showTable: "Show the numbers",
  tableDay: "Day",
  tableValue: "Count",
  auditLink: "Latest administrator actions",
} as const;

/* ─────────── health ─────────── */

export const HEALTH_COPY = {
  title: "Health",
  levels: { ok: "OK", amber: "Attention", red: "Problem" },
  cronHeading: "Scheduled jobs",
  cronJobs: { devotionals: "Devotionals", housekeeping: "Housekeeping", reminders: "Reminders" },
  cronColumns: { job: "Job", started: "Last run", outcome: "Outcome", error: "Error", level: "Status" },
  cronNever: "No run recorded yet",
  outcomes: { ok: "Succeeded", failed: "Failed" },
  errorsHeading: "Errors in the last 24 hours",
  clientErrors: "Render errors reported by browsers",
  serverErrors: "Requests answered with the generic failure",
  noErrors: "None.",
  providersHeading: "Providers",
  providerColumns: { provider: "Provider", configured: "Configured", detail: "What", lastError: "Last error", level: "Status" },
  providers: { ai: "AI text", speech: "Speech", images: "Images", email: "Email", billing: "Billing", livekit: "LiveKit video", push: "Push" },
  providerOff: {
    ai: "Off: texts come from the offline library.",
    speech: "Off: browsers read aloud with their own voices.",
    images: "Off: every devotional keeps its drawn artwork.",
    email: "Off: no mail can be sent.",
    billing: "Off: Premium is granted by administrators.",
    livekit: "Off: gatherings have no video rooms.",
    push: "Off: reminders go in-app and by email.",
  },
  emailOutboxNote: "Off: mail waits in the development outbox.",
  yes: "Yes",
  no: "No",
  noError: "None recorded",
  tablesHeading: "Table rows",
  tableColumns: { name: "Table", rows: "Rows" },
  outboxHeading: "Email outbox",
  outboxBacklog: (count: number) => `${count} ${count === 1 ? "mail waits" : "mails wait"} in the outbox.`,
  outboxOldest: (at: string) => `Oldest from ${at}.`,
  thresholdsNote:
    "Attention and Problem follow fixed thresholds: a job late by two or four of its intervals or failed, browser errors from 10 or 50, server errors from 1 or 10, a provider failing within a day or an hour, an outbox of 200 or 1,000 mails.",
} as const;

/* ─────────── generate-images ─────────── */

export const ARTWORK_ADMIN_COPY = {
  title: "Images",
  intro: "The next 14 days' devotionals and their artwork.",
  generationOff: "Generation is off: no image provider is configured (OPENAI_IMAGE_MODEL and a key). Each devotional shows its drawn artwork.",
  generationOn: (model: string) => `Generation is on (${model}). Each painting is counted as AI usage on your account.`,
  notPrepared: "Not prepared yet: generating writes the devotional first.",
  status: { painted: "Painted", drawn: "Drawn artwork", failed: "Last attempt failed" },
  generate: "Generate",
  regenerate: "Regenerate",
  generateLabel: (date: string) => `Generate artwork for ${date}`,
  regenerateLabel: (date: string) => `Regenerate artwork for ${date}`,
  imageAlt: (title: string) => `Artwork for “${title}”`,
  drawnAlt: (date: string) => `Drawn artwork for ${date}`,
  generated: "Artwork generated",
  generatedText: (date: string) => `The devotional of ${date} has its new painting.`,
  failed: "Artwork not generated",
  invalidDate: "Choose one of the next 14 days.",
  off: "Generation is off: no image provider is configured.",
} as const;
