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
