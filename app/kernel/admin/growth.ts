/**
 * The growth side of the admin area, client-safe: feature flags and how one is evaluated for a
 * member, experiments and how a member is assigned a variant, and the cancel survey's reasons.
 * The statistics live in `experiment-stats.ts`, the churn arithmetic in `churn.ts`.
 */
import { stableHash } from "../hash";

export const FLAG_TYPES = ["release", "experiment", "kill_switch", "operational"] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

/** The features the app switches off as a whole when their kill switch is off. */
export const KILL_SWITCHES = { pasturePosting: "pasture_posting", gatherings: "gatherings", aiDevotionals: "ai_devotionals" } as const;
export type KillSwitch = (typeof KILL_SWITCHES)[keyof typeof KILL_SWITCHES];

/** A release or experiment flag older than this is marked stale: it should be removed or made permanent. */
export const STALE_FLAG_DAYS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FlagState {
  key: string;
  type: FlagType;
  enabled: boolean;
  rollout_percent: number;
  allow_list: string[];
}

/** A member's stable bucket, 0–99, for one key: the same member and key always land in the same bucket. */
export function bucketOf(key: string, memberId: string): number {
  return stableHash(`${key}:${memberId}`) % 100;
}

/**
 * Whether a flag is on for this member (or for no one in particular). A kill switch is the whole
 * feature, on or off for everyone. Any other flag that is off is off; while on, its allow-list always
 * has it and the rest get it by their bucket against the rollout percentage. A flag that is not in
 * the table is on: removing a row must never take a feature away.
 */
export function flagOn(flag: FlagState | undefined, memberId: string | null): boolean {
  if (!flag) return true;
  if (!flag.enabled) return false;
  if (flag.type === "kill_switch" || flag.rollout_percent >= 100) return true;
  if (memberId === null) return false;
  if (flag.allow_list.includes(memberId)) return true;
  return bucketOf(flag.key, memberId) < flag.rollout_percent;
}

export function isStaleFlag(flag: { type: FlagType; created_at: Date | number }, now: Date): boolean {
  if (flag.type !== "release" && flag.type !== "experiment") return false;
  const created = typeof flag.created_at === "number" ? flag.created_at : flag.created_at.getTime();
  return now.getTime() - created > STALE_FLAG_DAYS * DAY_MS;
}

/* ───────────── experiments ───────────── */

export interface ExperimentVariant {
  key: string;
  weight: number;
}

/** Tracked activity that counts as converting, once it happens after the member's first exposure. */
export const CONVERSION_EVENTS = ["devotional_completed", "journal_saved", "upgraded"] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/** A member's variant: his bucket by hash of experiment key and member id, laid over the weights in order. */
export function assignVariant(experimentKey: string, memberId: string, variants: readonly ExperimentVariant[]): string {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  const point = stableHash(`${experimentKey}:${memberId}`) % total;
  let reached = 0;
  for (const variant of variants) {
    reached += variant.weight;
    if (point < reached) return variant.key;
  }
  return variants[variants.length - 1]!.key;
}

/* ───────────── cancel survey ───────────── */

export const CANCEL_REASONS = ["too_expensive", "not_using", "missing_feature", "technical_problems", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_DETAILS_MAX = 500;

/** The experiment wired into Today: the upgrade banner's wording after a free member completes the devotional. */
export const UPGRADE_BANNER_EXPERIMENT = "upgrade_banner_wording";
