/**
 * The admin area's pages and the actions its audit log records, in one place: the layout's menu,
 * the pages and the log all read them from here.
 */

/** The ten pages under /admin, in the menu's order: path segment and label. */
export const ADMIN_PAGES = [
  { slug: "dashboard", label: "Dashboard" },
  { slug: "users", label: "Users" },
  { slug: "subscriptions", label: "Subscriptions" },
  { slug: "features", label: "Features" },
  { slug: "support", label: "Support" },
  { slug: "churn", label: "Churn" },
  { slug: "reports", label: "Reports" },
  { slug: "ab-tests", label: "A/B tests" },
  { slug: "health", label: "Health" },
  { slug: "generate-images", label: "Images" },
] as const;
export type AdminPageSlug = (typeof ADMIN_PAGES)[number]["slug"];
export const adminHref = (slug: AdminPageSlug) => `/admin/${slug}`;

/**
 * Everything an administrator can do to the ministry's data, as the audit log names it. Each area
 * appends its actions here; the log's pages label them from `AUDIT_ACTION_LABELS` (admin copy).
 */
export const AUDIT_ACTIONS = [
  "premium_granted",
  "premium_revoked",
  "member_suspended",
  "suspension_lifted",
  "admin_made",
  "admin_removed",
  "password_reset_sent",
  "account_deleted",
  "report_restored",
  "report_removed",
  "author_warned",
  "flag_changed",
  "support_replied",
  "experiment_changed",
  "image_generated",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Why: every action that changes a member's standing needs a reason of at least this length. */
export const AUDIT_REASON = { min: 3, max: 500 } as const;
