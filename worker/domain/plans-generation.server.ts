/**
 * Starting a custom plan: custom_plan goes through the gate (Premium
 * only), the plan row (status "generating", the wizard's answers as its request) and his
 * enrollment from today are written in one batch, then the plan's PlanGenerator is started. The
 * client keeps {planId, planTitle, startedAt} and polls planReadiness (plans.server.ts).
 */
import { and, eq } from "drizzle-orm";
import { PLAN_ERRORS } from "../../app/kernel/copy/path";
import type { PlanRequest } from "../../app/kernel/path/wizard";
import type { AppContext } from "../context";
import { planEnrollments, plans } from "../db/schema";
import { checkFeatureAccess } from "./gate.server";
import type { MemberScope } from "./member-scope.server";
import { refuse, succeed, type Outcome } from "./outcome";

export interface StartedPlan {
  planId: string;
  planTitle: string;
  /** Epoch milliseconds: the pending record's startedAt. */
  startedAt: number;
}

export async function startCustomPlan(
  app: Pick<AppContext, "db" | "env" | "requestId">,
  member: MemberScope,
  request: PlanRequest,
): Promise<Outcome<StartedPlan>> {
  const access = await checkFeatureAccess(app, member, "custom_plan");
  if (!access.allowed) return refuse(403, access.reason);
  const { id: userId, today, now } = member;
  const planId = crypto.randomUUID();
  const { db } = app;
  await db.batch([
    db.insert(plans).values({
      id: planId,
      user_id: userId,
      title: request.title,
      focus_area: request.focusArea,
      length_days: request.lengthDays,
      status: "generating",
      source: "generated",
      request,
    }),
    db.insert(planEnrollments).values({ user_id: userId, plan_id: planId, start_date: today, status: "active" }),
  ]);
  const generator = app.env.PLAN_GENERATOR.get(app.env.PLAN_GENERATOR.idFromName(planId));
  let problem: string | null;
  try {
    const started = await generator.start({ planId, userId, totalDays: request.lengthDays, brief: request });
    problem = started.ok ? null : started.error;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (problem !== null) {
    console.error(`[${app.requestId}] plan ${planId}: the generator could not be started: ${problem}`);
    await db.update(plans).set({ status: "failed", updated_at: new Date() }).where(eq(plans.id, planId));
    // Nothing is left half-made (the plan is marked failed), so asking again is safe.
    return refuse(503, PLAN_ERRORS.startFailed);
  }
  return succeed({ planId, planTitle: request.title, startedAt: now.getTime() });
}

/**
 * Empties the PlanGenerator of every plan the model or the library wrote for him (each holds his
 * brief, in his own words, in its storage), for an account being deleted. Throws when one cannot be
 * reached, so the deletion stops before anything else is gone and can be asked for again.
 */
export async function forgetPlanGenerators(app: Pick<AppContext, "db" | "env">, userId: string) {
  const generated = await app.db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.user_id, userId), eq(plans.source, "generated")));
  await Promise.all(generated.map(({ id }) => app.env.PLAN_GENERATOR.get(app.env.PLAN_GENERATOR.idFromName(id)).forget()));
}
