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

/* ───────────── growth: subscriptions, churn, features, A/B tests ───────────── */

export const ADMIN_SUBSCRIPTIONS_COPY = {
  title: "Subscriptions",
  intro: "Every member's subscription. A cancelled subscription still counts as active until its period ends.",
  filters: "Filters",
  status: "Status",
  source: "Source",
  sort: "Sort by",
  any: "Any",
  apply: "Apply",
  sources: { stripe: "Stripe", admin: "Admin grant" } as Record<string, string>,
  sorts: { updated: "Last change", period_end: "Period end", trial_end: "Trial end" },
  columns: { member: "Member", plan: "Plan", status: "Status", active: "Counts as active", source: "Source", trialEnd: "Trial end", periodEnd: "Period end", stripe: "Stripe" },
  yes: "Yes",
  no: "No",
  cancelling: "Yes, cancelling at period end",
  none: "—",
  stripeCustomer: "Customer",
  stripeSubscription: "Subscription",
  empty: "No subscriptions match these filters.",
  total: (count: number) => `${count} ${count === 1 ? "subscription" : "subscriptions"}`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous page",
  next: "Next page",
  invalid: "Those filters are not valid. Choose a status, a source and a page from the lists.",
} as const;

export const ADMIN_CHURN_COPY = {
  title: "Churn",
  intro:
    "Per month: cancellations, churn rate (members lost ÷ paying members at the start of the month, new ones excluded), trial conversion, and why members cancelled.",
  chartTitle: "Churn rate by month",
  chartSummary: (months: number) => `Churn rate over the last ${months} months; the table below holds the same figures.`,
  columns: {
    month: "Month",
    cancellations: "Cancellations",
    payingAtStart: "Paying at start",
    lost: "Lost",
    churnRate: "Churn rate",
    trials: "Trials ended",
    converted: "Converted",
    conversion: "Trial conversion",
  },
  reasonsHeading: "Why members cancelled",
  reasonsIntro: "Answers to the cancel survey over the same months.",
  reason: "Reason",
  answers: "Answers",
  latestHeading: "Latest answers in their own words",
  noAnswers: "No member has answered the cancel survey yet.",
  none: "—",
} as const;

export const ADMIN_FEATURES_COPY = {
  title: "Features",
  intro:
    "Feature flags, read once per request. A kill switch turns its feature off for everyone; other flags reach their allow-list and a stable share of members by rollout percentage.",
  types: { release: "Release", experiment: "Experiment", kill_switch: "Kill switch", operational: "Operational" },
  columns: { key: "Flag", type: "Type", state: "State", rollout: "Rollout", allowList: "Allow-list", age: "Age" },
  on: "On",
  off: "Off",
  turnOn: (key: string) => `Turn ${key} on`,
  turnOff: (key: string) => `Turn ${key} off`,
  stale: "Stale: older than 40 days — remove it or make it permanent",
  days: (days: number) => `${days} ${days === 1 ? "day" : "days"}`,
  editHeading: "Create or change a flag",
  editIntro: "Saving an existing key changes that flag.",
  key: "Key",
  keyHint: "Lower case letters, digits and underscores, e.g. new_today_layout.",
  description: "Description",
  type: "Type",
  enabled: "On",
  rollout: "Rollout percentage",
  allowList: "Allow-list (member emails, separated by commas)",
  save: "Save flag",
  saved: "Flag saved",
  toggled: (key: string, on: boolean) => `${key} is now ${on ? "on" : "off"}.`,
  errors: {
    key: "Use 2 to 48 lower case letters, digits or underscores, starting with a letter.",
    description: "Describe the flag in 1 to 200 characters.",
    type: "Choose release, experiment, kill switch or operational.",
    rollout: "Rollout is a whole number from 0 to 100.",
    allowList: "The allow-list holds at most 50 member emails.",
    unknownMember: (email: string) => `No member has the email ${email}.`,
    unknownFlag: "There is no flag with that key.",
    intent: "Choose save or toggle.",
  },
} as const;

export const ADMIN_AB_COPY = {
  title: "A/B tests",
  intro:
    "Each member is assigned a variant by a hash of his id and the experiment's key, and his first exposure is logged once. He converts when the experiment's event happens after that exposure.",
  conversionEvents: { devotional_completed: "Devotional completed", journal_saved: "Journal entry saved", upgraded: "Upgraded to Premium" },
  running: "Running",
  stopped: "Stopped",
  stop: (key: string) => `Stop ${key}`,
  start: (key: string) => `Start ${key}`,
  conversion: "Conversion",
  columns: { variant: "Variant", weight: "Weight", exposed: "Exposed", converted: "Converted", rate: "Rate", lift: "Lift (95% interval)", test: "z-test p" },
  control: "control",
  srmWarning: (p: string) =>
    `Sample-ratio mismatch: the exposures are unlikely under the weights (χ² p = ${p}). Check the assignment before trusting these results.`,
  srmFine: "Exposures match the weights.",
  significant: "significant at 95%",
  noData: "—",
  createHeading: "New experiment",
  key: "Key",
  description: "Description",
  variants: "Variants and weights",
  variantsHint: "The first is the control, e.g. control:50, shorter:50.",
  event: "Conversion event",
  create: "Create experiment",
  created: "Experiment created",
  changed: (key: string, running: boolean) => `${key} is now ${running ? "running" : "stopped"}.`,
  empty: "No experiments yet.",
  errors: {
    key: "Use 2 to 48 lower case letters, digits or underscores, starting with a letter.",
    description: "Describe the experiment in 1 to 200 characters.",
    variants: "Give 2 to 6 variants as name:weight, each weight a whole number from 1 to 1000, names different.",
    event: "Choose a conversion event from the list.",
    exists: "An experiment with that key already exists.",
    unknown: "There is no experiment with that key.",
    intent: "Choose create or start/stop.",
  },
} as const;
