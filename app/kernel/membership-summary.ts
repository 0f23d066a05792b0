/**
 * What a member's subscription row means in words (plan, status, trial end, renewal or end date),
 * shown on /subscription and summarised in Profile → Membership. Pure and client-safe; dates are
 * formatted in the member's own time zone.
 */
import { planLabel, STATUS_LABEL } from "./copy/subscription";

export interface MembershipFacts {
  premium: boolean;
  plan_type: string | null;
  status: string | null;
  /** Epoch milliseconds. */
  trial_end: number | null;
  current_period_end: number | null;
  /** "stripe" or "admin" (docs/decisions/011-billing.md), null without a subscription row. */
  provider: string | null;
}

export interface MembershipSummary {
  premium: boolean;
  plan: string;
  status: string | null;
  trialEnd: string | null;
  trialEnded: boolean;
  periodEnd: string | null;
  provider: string | null;
  /** Active or trialing: a Stripe subscription in this state renews. */
  live: boolean;
}

function formatDate(epochMs: number | null, timeZone: string): string | null {
  if (epochMs === null) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(epochMs));
}

export function membershipSummary(facts: MembershipFacts, timeZone: string, now = Date.now()): MembershipSummary {
  const trialEnded = facts.trial_end !== null && facts.trial_end <= now;
  // An administrator's trial keeps status "trialing" after it ends (its row is never updated).
  const statusKey = facts.status === "trialing" && trialEnded && !facts.premium ? "trial_over" : facts.status;
  return {
    premium: facts.premium,
    plan: planLabel(facts.plan_type, facts.premium),
    status: statusKey ? (STATUS_LABEL[statusKey] ?? statusKey) : null,
    trialEnd: formatDate(facts.trial_end, timeZone),
    trialEnded,
    periodEnd: formatDate(facts.current_period_end, timeZone),
    provider: facts.provider,
    live: facts.status === "active" || facts.status === "trialing",
  };
}
