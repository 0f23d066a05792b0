/** What the admin users pages show, as the domain hands it to them (dates as ISO strings). */
import type { UsageCounter } from "../membership";

export type MemberPlan = "premium" | "trial" | "free";
export type MemberStanding = "admin" | "suspended" | "member";

export interface MemberListRow {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  plan: MemberPlan;
  standing: MemberStanding;
}

export interface MemberDetailView {
  id: string;
  email: string;
  name: string;
  username: string | null;
  emailVerified: boolean;
  role: "user" | "admin";
  joinedAt: string;
  timeZone: string;
  onboarded: boolean;
  /** Null when he is not suspended now; `until` null for a suspension that lasts until lifted. */
  suspension: { until: string | null; reason: string } | null;
  membership: {
    plan: MemberPlan;
    planType: string;
    status: string | null;
    provider: string | null;
    trialEnd: string | null;
    periodEnd: string | null;
  } | null;
  /** The first day of his current month, in his time zone. */
  usageMonth: string;
  usage: (Record<UsageCounter, number> & { total_tokens_used: number }) | null;
  sessions: { id: string; userAgent: string | null; createdAt: string; updatedAt: string }[];
  flocks: { id: string; name: string; role: string; joinedAt: string }[];
  reports: { id: string; kind: string; reason: string; at: string; resolved: boolean }[];
  /** His audit history, newest first (the log's entries about him). */
  audit: { id: string; actionLabel: string; actor: string; reason: string | null; at: string }[];
}
