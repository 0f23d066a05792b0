/**
 * Feature flags as the app obeys them. The whole table is read at most once per request, on the
 * first question, and kept with that request's context: every later flag asked in the same request
 * costs no round trip. Callers pass the request's AppContext (or, outside a request, any one object
 * for the job at hand) as `deps`.
 */
import { flagOn, type FlagState, type KillSwitch } from "../../app/kernel/admin/growth";
import { PAUSED_COPY } from "../../app/kernel/copy/paused";
import type { Database } from "../db/client";
import { featureFlags } from "../db/schema";
import { refuse, type Refusal } from "./outcome";

type FlagDeps = { db: Database };

const flagsByRequest = new WeakMap<FlagDeps, Promise<Map<string, FlagState>>>();

function readFlags(db: Database): Promise<Map<string, FlagState>> {
  return db
    .select({
      key: featureFlags.key,
      type: featureFlags.type,
      enabled: featureFlags.enabled,
      rollout_percent: featureFlags.rollout_percent,
      allow_list: featureFlags.allow_list,
    })
    .from(featureFlags)
    .then((rows) => new Map(rows.map((row) => [row.key, row])));
}

/** This request's flags, read on first use. */
export function requestFlags(deps: FlagDeps): Promise<Map<string, FlagState>> {
  let flags = flagsByRequest.get(deps);
  if (!flags) {
    flags = readFlags(deps.db);
    flagsByRequest.set(deps, flags);
  }
  return flags;
}

/** Whether `key` is on for this member (null: for no one in particular). */
export async function featureOn(deps: FlagDeps, key: string, memberId: string | null): Promise<boolean> {
  return flagOn((await requestFlags(deps)).get(key), memberId);
}

/** The refusal a member gets while a feature's kill switch is off, or null while it is on. */
export async function pausedRefusal(deps: FlagDeps, key: Exclude<KillSwitch, "ai_devotionals">): Promise<Refusal | null> {
  return (await featureOn(deps, key, null)) ? null : refuse(503, PAUSED_COPY[key], { code: "paused" });
}
