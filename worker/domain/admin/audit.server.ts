/**
 * The admin audit log: every administrator action is written in the same batch as the change it
 * records (`auditStatement`), so there is never a change without its entry or an entry without its
 * change; `auditEntries` reads the log for the dashboard (latest) and a member's page (about him).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTION_LABELS } from "../../../app/kernel/copy/admin";
import type { AuditAction } from "../../../app/kernel/admin/rules";
import type { Database } from "../../db/client";
import { adminAuditLog, profiles, user } from "../../db/schema";

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetUserId?: string | null;
  reason?: string | null;
  details?: Record<string, string | number | boolean | null>;
  at: Date;
}

/** The log's row for `entry`, as a statement to put in the action's own `db.batch()`. */
export function auditStatement(db: Database, entry: AuditEntry) {
  return db.insert(adminAuditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    target_user_id: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
    created_at: entry.at,
  });
}

export interface AuditEntryView {
  id: string;
  actionLabel: string;
  actor: string;
  /** The member acted on, by name or email; null for an action on no one (a flag). A deleted account reads as its id. */
  target: string | null;
  targetUserId: string | null;
  reason: string | null;
  details: Record<string, string | number | boolean | null> | null;
  at: string;
}

const actorUser = alias(user, "actor_user");
const targetUser = alias(user, "target_user");
const targetProfile = alias(profiles, "target_profile");

type AuditQuery = { targetUserId?: string; actions?: readonly AuditAction[]; limit?: number };

/**
 * The latest entries, newest first; only those about `targetUserId`, and of `actions`, when given.
 * The query can join a page's own `db.batch()`; `auditEntryViews` shapes its rows.
 */
export function auditEntriesQuery(db: Database, { targetUserId, actions, limit = 20 }: AuditQuery = {}) {
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorId: adminAuditLog.actor_id,
      // Aliased: in a page's batch D1 answers rows by column name, and two "email"s would collide.
      actorEmail: sql<string | null>`${actorUser.email}`.as("actor_email"),
      targetUserId: adminAuditLog.target_user_id,
      targetEmail: sql<string | null>`${targetUser.email}`.as("target_email"),
      targetName: targetProfile.display_name,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      at: adminAuditLog.created_at,
    })
    .from(adminAuditLog)
    .leftJoin(actorUser, eq(actorUser.id, adminAuditLog.actor_id))
    .leftJoin(targetUser, eq(targetUser.id, adminAuditLog.target_user_id))
    .leftJoin(targetProfile, eq(targetProfile.id, adminAuditLog.target_user_id))
    .where(and(targetUserId ? eq(adminAuditLog.target_user_id, targetUserId) : undefined, actions ? inArray(adminAuditLog.action, [...actions]) : undefined))
    .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
    .limit(limit);
}

export function auditEntryViews(rows: Awaited<ReturnType<typeof auditEntriesQuery>>): AuditEntryView[] {
  return rows.map((row) => ({
    id: row.id,
    actionLabel: AUDIT_ACTION_LABELS[row.action],
    actor: row.actorEmail ?? row.actorId,
    target: row.targetUserId ? (row.targetName ?? row.targetEmail ?? row.targetUserId) : null,
    targetUserId: row.targetUserId,
    reason: row.reason,
    details: row.details ?? null,
    at: row.at.toISOString(),
  }));
}

/** The latest entries as views; see `auditEntriesQuery` for the filters. */
export async function auditEntries(db: Database, options: AuditQuery = {}): Promise<AuditEntryView[]> {
  return auditEntryViews(await auditEntriesQuery(db, options));
}
