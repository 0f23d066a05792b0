/**
 * PlanGenerator — one per plan (docs/decisions/014-the-path.md). Writes a plan as a resumable
 * state machine driven by alarms: outline → days (a few per step) → publish. Every step reads its
 * state from the object's own SQLite storage and records its result there before it schedules the
 * next, so an eviction loses at most the step in flight, and a step that runs twice (alarms are
 * at-least-once) finds its work done: days are keyed by number, and D1 inserts ignore a day that
 * exists. The plan's days reach D1 in one atomic batch with `status = 'ready'`, so a plan_days row
 * exists exactly when the plan is ready, which is what the client polls for.
 *
 * With the AI provider the outline and the days are written by the model (checked, retried,
 * worker/domain/ai-plan.server.ts); when the server cannot be reached the step is tried again after
 * a pause, and after AI_STEP_ATTEMPTS the rest of the plan comes from the offline library.
 */
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { PlanRequestSchema } from "../app/kernel/path/wizard";
import { createDb, type Database } from "../worker/db/client";
import { planDays, plans } from "../worker/db/schema";
import { writeDayWithAi, writeOutlineWithAi } from "../worker/domain/ai-plan.server";
import { composeLibraryDays, composeOutline, type ComposedDay, type PlanBrief, type PlanOutline } from "../worker/domain/plan-composer.server";
import { aiUsageStatement } from "../worker/domain/usage.server";
import type { Env } from "../worker/env";
import { createAi, type AiClient } from "../worker/providers/ai";

export const PlanJobRequestSchema = z
  .object({
    planId: z.string().min(1).max(64),
    /** The member the plan is for (his AI token use is recorded against him). */
    userId: z.string().min(1).max(64).nullable().default(null),
    totalDays: z.number().int().min(1).max(31),
    brief: PlanRequestSchema,
  })
  .refine((request) => request.totalDays === request.brief.lengthDays, {
    error: "must equal the brief's lengthDays.",
    path: ["totalDays"],
  });
export type PlanJobRequest = z.input<typeof PlanJobRequestSchema>;

export type PlanJobStatus = "queued" | "generating" | "ready" | "failed";
export type PlanJobPhase = "outline" | "days" | "publish" | "done";

export interface PlanJob {
  planId: string;
  userId: string | null;
  totalDays: number;
  status: PlanJobStatus;
  phase: PlanJobPhase;
  /** "ai" while the model writes; "library" when there is none or it could not be reached. */
  mode: "ai" | "library";
  completedDays: number;
  /** Failed tries of the current step (reset when a step succeeds). */
  attempts: number;
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

export type StartResult = { ok: true; job: PlanJob } | { ok: false; error: string };

/** Days written per step: the library is fast; the model gets a few calls in parallel. */
export const LIBRARY_DAYS_PER_STEP = 7;
export const AI_DAYS_PER_STEP = 3;
/** Tries of a step the AI server could not answer before the library takes over. */
export const AI_STEP_ATTEMPTS = 3;
/** Tries of any other failing step (D1 unavailable…) before the plan is marked failed. */
export const STEP_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;
/** D1 allows 100 bound parameters a statement; a plan_days row binds 9. */
const DAYS_PER_INSERT = 10;

interface JobRow extends Record<string, SqlStorageValue> {
  plan_id: string;
  user_id: string | null;
  total_days: number;
  brief: string;
  status: PlanJobStatus;
  phase: PlanJobPhase;
  mode: "ai" | "library";
  outline: string | null;
  attempts: number;
  error: string | null;
  created_at: number;
  updated_at: number;
}

/** A written day in the object's storage: the day and when it was written. */
type DayRow = ComposedDay & { written_at: number } & Record<string, SqlStorageValue>;

function describeIssue(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "The request is not valid.";
}

const backoff = (attempt: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));

export class PlanGenerator extends DurableObject<Env> {
  /**
   * The model to write with: undefined reads the environment (OPENAI_API_KEY); tests set a client
   * pointed at the local fake, or null for the library. Not persisted: after an eviction the
   * environment decides again, and without a key the library finishes the plan.
   */
  ai: AiClient | null | undefined;
  private db: Database;
  /** Set by `forget()`: this instance's storage is gone and must not be written again. */
  private forgotten = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = createDb(env.DB);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS generation (
           id INTEGER PRIMARY KEY CHECK (id = 1),
           plan_id TEXT NOT NULL,
           user_id TEXT,
           total_days INTEGER NOT NULL,
           brief TEXT NOT NULL,
           status TEXT NOT NULL,
           phase TEXT NOT NULL,
           mode TEXT NOT NULL,
           outline TEXT,
           attempts INTEGER NOT NULL DEFAULT 0,
           error TEXT,
           created_at INTEGER NOT NULL,
           updated_at INTEGER NOT NULL
         )`,
      );
      this.ctx.storage.sql.exec(
        `CREATE TABLE IF NOT EXISTS generated_days (
           day_number INTEGER PRIMARY KEY,
           title TEXT NOT NULL,
           passage TEXT NOT NULL,
           teaching TEXT NOT NULL,
           reflection_question TEXT NOT NULL,
           prayer_prompt TEXT NOT NULL,
           action_step TEXT,
           source TEXT NOT NULL,
           written_at INTEGER NOT NULL
         )`,
      );
    });
  }

  private client(): AiClient | null {
    if (this.ai === undefined) this.ai = createAi(this.env);
    return this.ai;
  }

  /** Pause between steps: 0 in production; the worker tests set a long one and run alarms by hand. */
  private stepDelay() {
    const value = Number(this.env.PLAN_GENERATOR_STEP_DELAY_MS ?? 0);
    return Number.isFinite(value) && value > 0 ? value : 0;
  }

  private async schedule(delayMs = 0) {
    await this.ctx.storage.setAlarm(Date.now() + this.stepDelay() + delayMs);
  }

  /** Records the job and schedules its first step (idempotent); a bad request or another plan id gets a readable error. */
  async start(input: unknown): Promise<StartResult> {
    const parsed = PlanJobRequestSchema.safeParse(input);
    if (!parsed.success) return { ok: false, error: describeIssue(parsed.error) };
    const request = parsed.data;
    const existing = this.row();
    if (existing) {
      return existing.plan_id === request.planId
        ? { ok: true, job: this.toJob(existing) }
        : { ok: false, error: "This generator already belongs to another plan." };
    }
    const now = Date.now();
    this.ctx.storage.sql.exec(
      `INSERT INTO generation (id, plan_id, user_id, total_days, brief, status, phase, mode, attempts, created_at, updated_at)
       VALUES (1, ?, ?, ?, ?, 'queued', 'outline', ?, 0, ?, ?)`,
      request.planId,
      request.userId,
      request.totalDays,
      JSON.stringify(request.brief),
      this.client() ? "ai" : "library",
      now,
      now,
    );
    await this.schedule();
    return { ok: true, job: this.toJob(this.row()!) };
  }

  async status(): Promise<PlanJob | null> {
    const row = this.row();
    return row ? this.toJob(row) : null;
  }

  /** The days written so far (number, source, when), for diagnostics and tests. */
  async writtenDays(): Promise<{ day: number; source: string; writtenAt: number }[]> {
    return this.dayRows().map((row) => ({ day: row.day_number, source: row.source, writtenAt: row.written_at }));
  }

  /**
   * Deletes everything this generator holds — the member's brief, the outline, the days — and its
   * alarm, for good: called when the member deletes his account. A step still running when this
   * lands finds its tables gone and ends; a later alarm finds nothing to do.
   */
  async forget(): Promise<void> {
    this.forgotten = true;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  async alarm() {
    const job = this.row();
    if (!job || job.status === "ready" || job.status === "failed") return;
    try {
      await this.step(job);
    } catch (error) {
      if (this.forgotten) return;
      await this.stepFailed(job, error);
    }
  }

  private row(): JobRow | null {
    if (this.forgotten) return null;
    return this.ctx.storage.sql.exec<JobRow>("SELECT * FROM generation WHERE id = 1").toArray()[0] ?? null;
  }

  private dayRows(): DayRow[] {
    return this.ctx.storage.sql.exec<DayRow>("SELECT * FROM generated_days ORDER BY day_number").toArray();
  }

  private toJob(row: JobRow): PlanJob {
    const completed = this.ctx.storage.sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM generated_days").one().count;
    return {
      planId: row.plan_id,
      userId: row.user_id,
      totalDays: row.total_days,
      status: row.status,
      phase: row.phase,
      mode: row.mode,
      completedDays: completed,
      attempts: row.attempts,
      error: row.error,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  private update(fields: Partial<Pick<JobRow, "status" | "phase" | "mode" | "outline" | "attempts" | "error">>) {
    const entries = Object.entries(fields);
    this.ctx.storage.sql.exec(
      `UPDATE generation SET ${entries.map(([key]) => `${key} = ?`).join(", ")}, updated_at = ? WHERE id = 1`,
      ...entries.map(([, value]) => value as SqlStorageValue),
      Date.now(),
    );
  }

  private mode(job: JobRow): "ai" | "library" {
    return job.mode === "ai" && this.client() ? "ai" : "library";
  }

  private async step(job: JobRow) {
    const brief = PlanRequestSchema.parse(JSON.parse(job.brief)) as PlanBrief;
    if (job.status === "queued") this.update({ status: "generating" });
    if (job.phase === "outline") return this.outlineStep(job, brief);
    if (job.phase === "days") return this.daysStep(job, brief);
    if (job.phase === "publish") return this.publishStep(job);
  }

  private async outlineStep(job: JobRow, brief: PlanBrief) {
    let outline: PlanOutline | null = null;
    if (this.mode(job) === "ai") {
      const result = await writeOutlineWithAi(this.client()!, this.db, brief);
      // Answers rejected before an unreachable server went away were paid for too.
      await this.recordTokens(job, result.tokens);
      if (!result.ok) return this.aiUnavailable(job, result.message);
      if (!result.value) console.warn(`Plan ${job.plan_id}: the model's outline was rejected (${result.problems.join(" ")}); the library writes it.`);
      outline = result.value;
    }
    outline ??= composeOutline(brief, job.plan_id);
    this.update({ outline: JSON.stringify(outline), phase: "days", attempts: 0 });
    await this.schedule();
  }

  private async daysStep(job: JobRow, brief: PlanBrief) {
    const outline = JSON.parse(job.outline!) as PlanOutline;
    const stored = this.dayRows();
    const written = new Set(stored.map((row) => row.day_number));
    const ai = this.mode(job) === "ai";
    const pending = outline.days.filter((day) => !written.has(day.day)).slice(0, ai ? AI_DAYS_PER_STEP : LIBRARY_DAYS_PER_STEP);
    if (pending.length > 0) {
      const usedPassages = [...outline.days.map((day) => day.passage), ...stored.map((row) => row.passage)];
      const composed: ComposedDay[] = [];
      let unavailable: string | null = null;
      const toLibrary: number[] = [];
      if (ai) {
        const results = await Promise.allSettled(pending.map((day) => writeDayWithAi(this.client()!, this.db, { brief, outline, day })));
        let tokens = 0;
        for (const [index, result] of results.entries()) {
          if (result.status === "rejected") throw result.reason;
          tokens += result.value.tokens;
          if (!result.value.ok) unavailable = result.value.message;
          else if (result.value.value) composed.push(result.value.value);
          else toLibrary.push(pending[index]!.day);
        }
        await this.recordTokens(job, tokens);
      } else {
        toLibrary.push(...pending.map((day) => day.day));
      }
      if (toLibrary.length > 0) {
        composed.push(
          ...(await composeLibraryDays(this.db, { brief, planId: job.plan_id, outline, dayNumbers: toLibrary, usedPassages })),
        );
      }
      this.storeDays(composed);
      // Days the model did write are kept; the ones it could not reach are tried again later.
      if (unavailable !== null) return this.aiUnavailable(job, unavailable);
    }
    const done = this.dayRows().length >= outline.days.length;
    this.update({ attempts: 0, ...(done ? { phase: "publish" as const } : {}) });
    await this.schedule();
  }

  private storeDays(days: ComposedDay[]) {
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      for (const day of days) {
        this.ctx.storage.sql.exec(
          `INSERT OR IGNORE INTO generated_days
             (day_number, title, passage, teaching, reflection_question, prayer_prompt, action_step, source, written_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          day.day_number,
          day.title,
          day.passage,
          day.teaching,
          day.reflection_question,
          day.prayer_prompt,
          day.action_step,
          day.source,
          now,
        );
      }
    });
  }

  /** Every day to D1 with the ready flag, in one atomic batch; days already there are left alone. */
  private async publishStep(job: JobRow) {
    const outline = JSON.parse(job.outline!) as PlanOutline;
    const plan = await this.db.select({ id: plans.id }).from(plans).where(eq(plans.id, job.plan_id)).get();
    if (!plan) {
      this.update({ status: "failed", phase: "done", error: "The plan no longer exists." });
      return;
    }
    const rows = this.dayRows().map((row) => ({
      plan_id: job.plan_id,
      day_number: row.day_number,
      title: row.title,
      passage: row.passage,
      teaching: row.teaching,
      reflection_question: row.reflection_question,
      prayer_prompt: row.prayer_prompt,
      action_step: row.action_step,
    }));
    const inserts = [];
    for (let start = 0; start < rows.length; start += DAYS_PER_INSERT) {
      inserts.push(this.db.insert(planDays).values(rows.slice(start, start + DAYS_PER_INSERT)).onConflictDoNothing());
    }
    const ready = this.db
      .update(plans)
      .set({ status: "ready", description: outline.description, length_days: rows.length, updated_at: new Date() })
      .where(eq(plans.id, job.plan_id));
    await this.db.batch([ready, ...inserts]);
    this.update({ status: "ready", phase: "done", attempts: 0, error: null });
  }

  private async stepFailed(job: JobRow, error: unknown) {
    const attempts = job.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Plan ${job.plan_id}: the ${job.phase} step failed (try ${attempts} of ${STEP_ATTEMPTS})`, error);
    if (attempts < STEP_ATTEMPTS) {
      this.update({ attempts, error: message });
      await this.schedule(backoff(attempts));
      return;
    }
    this.update({ status: "failed", attempts, error: message });
    try {
      await this.db.update(plans).set({ status: "failed", updated_at: new Date() }).where(eq(plans.id, job.plan_id));
    } catch (reason) {
      console.error(`Plan ${job.plan_id}: could not record the failure in D1`, reason);
    }
  }

  /**
   * The AI server could not be reached: the step is tried again after a pause, and after
   * AI_STEP_ATTEMPTS the library writes the rest. Its tokens were recorded by the step that met it.
   */
  private async aiUnavailable(job: JobRow, message: string) {
    if (this.forgotten) return;
    const attempts = job.attempts + 1;
    if (attempts >= AI_STEP_ATTEMPTS) {
      console.warn(`Plan ${job.plan_id}: the AI server failed ${attempts} times (${message}); the library writes the rest.`);
      this.update({ mode: "library", attempts: 0, error: message });
      await this.schedule();
    } else {
      this.update({ attempts, error: message });
      await this.schedule(backoff(attempts));
    }
  }

  private async recordTokens(job: JobRow, tokens: number) {
    if (tokens <= 0) return;
    try {
      await aiUsageStatement(this.db, { userId: job.user_id, featureType: "custom_plan", tokens });
    } catch (error) {
      console.error(`Plan ${job.plan_id}: recording AI token use failed`, error);
    }
  }
}
