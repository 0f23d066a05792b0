/** The subscriptions page's filters and sorts: what the query string may name (parsed with zod on the server). */
export const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "paused"] as const;
export const SUBSCRIPTION_SOURCES = ["stripe", "admin"] as const;
export const SUBSCRIPTION_SORTS = ["updated", "period_end", "trial_end"] as const;
