/**
 * The features page: every flag with its state, age and staleness, and the two changes an
 * administrator makes (save a flag, turn one on or off), each in one batch with its audit row.
 * Allow-lists are typed as emails and kept as member ids, so a changed email keeps its place.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { FlagForm } from "../../../app/kernel/admin/growth-forms";
import { isStaleFlag, type FlagType } from "../../../app/kernel/admin/growth";
import { ADMIN_FEATURES_COPY as C } from "../../../app/kernel/copy/admin";
import type { Database } from "../../db/client";
import { featureFlags, user } from "../../db/schema";
import { refuse, succeed, type Outcome } from "../outcome";
import { auditStatement } from "./audit.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FlagView {
  key: string;
  description: string;
  type: FlagType;
  enabled: boolean;
  rolloutPercent: number;
  allowList: string[];
  ageDays: number;
  stale: boolean;
}

/** Every flag, kill switches first, with its allow-list as emails: two statements, one round trip. */
export async function flagsPage(db: Database, now: Date): Promise<FlagView[]> {
  const [flags, members] = await db.batch([
    db.select().from(featureFlags).orderBy(sql`${featureFlags.type} <> 'kill_switch'`, asc(featureFlags.key)),
    db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(sql`${user.id} IN (SELECT value FROM ${featureFlags}, json_each(${featureFlags.allow_list}))`),
  ]);
  const emails = new Map(members.map((member) => [member.id, member.email]));
  return flags.map((flag) => ({
    key: flag.key,
    description: flag.description,
    type: flag.type,
    enabled: flag.enabled,
    rolloutPercent: flag.rollout_percent,
    allowList: flag.allow_list.map((id) => emails.get(id) ?? id),
    ageDays: Math.floor((now.getTime() - flag.created_at.getTime()) / DAY_MS),
    stale: isStaleFlag(flag, now),
  }));
}

/** Creates the flag or changes the one with that key. */
export async function saveFlag(db: Database, actorId: string, form: FlagForm, now = new Date()): Promise<Outcome<{ key: string }>> {
  const members = form.allowList.length
    ? await db.select({ id: user.id, email: user.email }).from(user).where(inArray(sql`lower(${user.email})`, form.allowList))
    : [];
  const unknown = form.allowList.find((email) => !members.some((member) => member.email.toLowerCase() === email));
  if (unknown) return refuse(400, C.errors.unknownMember(unknown), { field: "allowList" });
  const values = {
    description: form.description,
    type: form.type,
    enabled: form.enabled,
    rollout_percent: form.rollout,
    allow_list: members.map((member) => member.id),
    updated_at: now,
  };
  await db.batch([
    db
      .insert(featureFlags)
      .values({ key: form.key, ...values, created_at: now })
      .onConflictDoUpdate({ target: featureFlags.key, set: values }),
    auditStatement(db, {
      actorId,
      action: "flag_changed",
      details: { key: form.key, type: form.type, enabled: form.enabled, rollout: form.rollout, allowList: members.length },
      at: now,
    }),
  ]);
  return succeed({ key: form.key });
}

/** Turns a flag on or off; a key with no flag is refused and nothing is written. */
export async function toggleFlag(db: Database, actorId: string, input: { key: string; enabled: boolean }, now = new Date()): Promise<Outcome<{ key: string }>> {
  const existing = await db.select({ key: featureFlags.key }).from(featureFlags).where(eq(featureFlags.key, input.key)).get();
  if (!existing) return refuse(404, C.errors.unknownFlag, { field: "key" });
  await db.batch([
    db.update(featureFlags).set({ enabled: input.enabled, updated_at: now }).where(eq(featureFlags.key, input.key)),
    auditStatement(db, { actorId, action: "flag_changed", details: { key: input.key, enabled: input.enabled }, at: now }),
  ]);
  return succeed({ key: input.key });
}
