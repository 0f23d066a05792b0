/**
 * PlanGenerator — one per plan. Owns the generation job of that plan: the request is persisted in
 * the object's own SQLite storage before anything is announced, so the job survives eviction, and
 * starting the same plan twice returns the job already recorded instead of starting again.
 * (The day-by-day generation steps driven by alarms arrive with The Path.)
 */
import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import type { Env } from "../worker/env";

export const PlanJobRequestSchema = z.object({
  planId: z.string().min(1).max(64),
  totalDays: z.number().int().min(1).max(365),
});
export type PlanJobRequest = z.infer<typeof PlanJobRequestSchema>;

export interface PlanJob extends PlanJobRequest {
  status: "queued" | "generating" | "ready" | "failed";
  completedDays: number;
  createdAt: number;
  updatedAt: number;
}

export type StartResult = { ok: true; job: PlanJob } | { ok: false; error: string };

function describeIssue(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "The request is not valid.";
}

export class PlanGenerator extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS job (
           id INTEGER PRIMARY KEY CHECK (id = 1),
           plan_id TEXT NOT NULL,
           total_days INTEGER NOT NULL,
           status TEXT NOT NULL,
           completed_days INTEGER NOT NULL DEFAULT 0,
           created_at INTEGER NOT NULL,
           updated_at INTEGER NOT NULL
         )`,
      );
    });
  }

  /** Records the job (idempotent); a bad request or another plan id gets a readable error. */
  async start(input: unknown): Promise<StartResult> {
    const parsed = PlanJobRequestSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
    const request = parsed.data;
    const existing = await this.status();
    if (existing) {
      return existing.planId === request.planId
        ? { ok: true, job: existing }
        : { ok: false, error: "This generator already belongs to another plan." };
    }
    const now = Date.now();
    this.ctx.storage.sql.exec(
      "INSERT INTO job (id, plan_id, total_days, status, completed_days, created_at, updated_at) VALUES (1, ?, ?, 'queued', 0, ?, ?)",
      request.planId,
      request.totalDays,
      now,
      now,
    );
    return { ok: true, job: (await this.status())! };
  }

  async status(): Promise<PlanJob | null> {
    const row = this.ctx.storage.sql
      .exec<{
        plan_id: string;
        total_days: number;
        status: PlanJob["status"];
        completed_days: number;
        created_at: number;
        updated_at: number;
      }>("SELECT * FROM job WHERE id = 1")
      .toArray()[0];
    if (!row) return null;
    return {
      planId: row.plan_id,
      totalDays: row.total_days,
      status: row.status,
      completedDays: row.completed_days,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
