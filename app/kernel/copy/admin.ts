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

/** /admin/reports: the moderation queue and its log. */
export const REPORTS_COPY = {
  title: "Reports",
  intro: "Reported items from The Pasture, My Flock and Prayer, oldest first. Each should be reviewed within 24 hours.",
  empty: "Nothing waits for review.",
  open: (n: number) => `${n} ${n === 1 ? "item waits" : "items wait"} for review`,
  overdueCount: (n: number) => `${n} overdue`,
  area: {
    post: "Pasture post",
    comment: "Pasture comment",
    flock_reflection: "Flock reflection",
    flock_comment: "Flock comment",
    prayer_request: "Prayer request",
  },
  author: "Author",
  anonymous: "posted anonymously",
  hidden: "Hidden from members",
  reasons: "Reasons",
  reporters: (n: number) => `${n} ${n === 1 ? "reporter" : "reporters"}`,
  age: "Waiting",
  overdue: "Overdue",
  note: "Note for the log or the author",
  noteHint: "Optional for restore and remove; a warning sends this text to the author.",
  restore: "Restore",
  remove: "Remove",
  warn: "Warn author",
  restored: "Restored; its reports are resolved.",
  removed: "Removed for everyone.",
  warned: "The author has been warned.",
  notFound: "That item is no longer in the queue.",
  warningEmpty: "Write what the author should hear.",
  warningNotice: (area: string, text: string) => `An administrator wrote to you about your ${area.toLowerCase()}: ${text}`,
  log: "Moderation log",
  logEmpty: "No moderation actions yet.",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** /admin/support: the tickets and one ticket's thread. */
export const SUPPORT_ADMIN_COPY = {
  title: "Support",
  intro: "Members' messages from Settings → Contact support.",
  filter: "Show",
  filterAll: "All",
  apply: "Show",
  empty: "No tickets here.",
  columns: { subject: "Subject", member: "Member", status: "Status", updated: "Last message" },
  page: "Page he was on",
  reply: "Your reply",
  after: "After replying",
  afterWaiting: "Wait for the member",
  afterClosed: "Close the ticket",
  send: "Send reply",
  sent: "Reply sent",
  sentText: "The member has it in Settings, in a notification and by email.",
  notEmailed: "The member has it in Settings and a notification, but the email could not be sent.",
  notFound: "No ticket with that id.",
  back: "All tickets",
} as const;
