/**
 * The plan builder (/path/builder, Premium): a member's hand-made plans. A draft is his
 * alone (source "custom", status "draft"); saving rewrites its days in one atomic batch, and
 * publishing checks every passage against the bundled Bible and makes the plan ready on The Path.
 * Every read and write carries `user_id` from the session; another man's draft is not found.
 */
import { and, asc, desc, eq, exists } from "drizzle-orm";
import { BUILDER_ERRORS } from "../../app/kernel/copy/path";
import { BUILDER_PASSAGE_MAX_VERSES, type DraftPlan } from "../../app/kernel/path/builder";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { insertWhere } from "../db/insert-where";
import { planDays, plans } from "../db/schema";
import { checkFeatureAccess } from "./gate.server";
import { checkedPassages } from "./passage-check.server";
import type { MemberScope } from "./member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "./outcome";
import { isPlausiblePlanId } from "./plans.server";

/** D1 allows 100 bound parameters a statement: 10 days of 9, and the draft check's 4. */
const DAYS_PER_INSERT = 10;

const ownCustom = (userId: string, planId: string) => and(eq(plans.id, planId), eq(plans.user_id, userId), eq(plans.source, "custom"));

/** Custom plans are Premium: the gate's refusal for anyone else, or null. */
async function customPlansRefusal(app: Pick<AppContext, "db" | "requestId">, member: MemberScope): Promise<Refusal | null> {
  const access = await checkFeatureAccess(app, member, "custom_plan");
  return access.allowed ? null : refuse(403, access.reason);
}

export async function listDrafts(db: Database, userId: string) {
  return db
    .select({ id: plans.id, title: plans.title, focus_area: plans.focus_area, length_days: plans.length_days, updated_at: plans.updated_at })
    .from(plans)
    .where(and(eq(plans.user_id, userId), eq(plans.source, "custom"), eq(plans.status, "draft")))
    .orderBy(desc(plans.updated_at));
}

/** His draft with its days, or null (not his, not a draft, or no such plan). */
export async function loadDraft(db: Database, userId: string, planId: string): Promise<(DraftPlan & { id: string }) | null> {
  if (!isPlausiblePlanId(planId)) return null;
  const [planRows, dayRows] = await db.batch([
    db.select().from(plans).where(and(ownCustom(userId, planId), eq(plans.status, "draft"))).limit(1),
    db.select().from(planDays).where(eq(planDays.plan_id, planId)).orderBy(asc(planDays.day_number)),
  ]);
  const plan = planRows[0];
  if (!plan) return null;
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    focusArea: plan.focus_area as DraftPlan["focusArea"],
    days: dayRows.map((row) => ({
      title: row.title,
      passage: row.passage,
      teaching: row.teaching,
      reflectionQuestion: row.reflection_question,
      prayerPrompt: row.prayer_prompt,
      actionStep: row.action_step ?? "",
    })),
  };
}

export async function createDraft(
  app: Pick<AppContext, "db" | "requestId">,
  member: MemberScope,
  input: Pick<DraftPlan, "title" | "description" | "focusArea">,
): Promise<Outcome<{ planId: string }>> {
  const denied = await customPlansRefusal(app, member);
  if (denied) return denied;
  const userId = member.id;
  const [row] = await app.db
    .insert(plans)
    .values({
      user_id: userId,
      title: input.title,
      description: input.description,
      focus_area: input.focusArea,
      length_days: 0,
      status: "draft",
      source: "custom",
    })
    .returning({ id: plans.id });
  return succeed({ planId: row!.id });
}

const passageRules = { maxVerses: BUILDER_PASSAGE_MAX_VERSES, field: (index: number) => `days.${index}.passage`, messages: BUILDER_ERRORS };

/**
 * Saves his draft (days rewritten in one batch); with `publish`, the plan becomes ready on The Path.
 * Another man's plan, or one no longer a draft, is refused with 404 / 409.
 */
export async function saveDraft(
  app: Pick<AppContext, "db" | "requestId">,
  member: MemberScope,
  planId: string,
  input: DraftPlan,
  { publish }: { publish: boolean },
): Promise<Outcome<{ planId: string }>> {
  const denied = await customPlansRefusal(app, member);
  if (denied) return denied;
  const userId = member.id;
  const { db } = app;
  if (!isPlausiblePlanId(planId)) return refuse(404, BUILDER_ERRORS.notDraft);
  const current = await db.select({ status: plans.status }).from(plans).where(ownCustom(userId, planId)).get();
  if (!current) return refuse(404, BUILDER_ERRORS.notDraft);
  if (current.status !== "draft") return refuse(409, BUILDER_ERRORS.notDraft);
  const checked = publish ? await checkedPassages(db, input.days.map((day) => day.passage), passageRules) : succeed({ passages: input.days.map((day) => day.passage) });
  if (!checked.ok) return checked;
  const { passages } = checked;
  const rows = input.days.map((day, index) => ({
    plan_id: planId,
    day_number: index + 1,
    title: day.title,
    passage: passages[index]!,
    teaching: day.teaching,
    reflection_question: day.reflectionQuestion,
    prayer_prompt: day.prayerPrompt,
    action_step: day.actionStep || null,
  }));
  // Every write depends on the plan still being his draft when the batch runs: his other tab may
  // have published it since the read above, and then nothing of this save may land.
  const stillDraft = exists(db.select({ id: plans.id }).from(plans).where(and(ownCustom(userId, planId), eq(plans.status, "draft"))));
  const inserts = [];
  for (let start = 0; start < rows.length; start += DAYS_PER_INSERT) {
    inserts.push(insertWhere(db, planDays, rows.slice(start, start + DAYS_PER_INSERT), stillDraft));
  }
  const results = await db.batch([
    db.delete(planDays).where(and(eq(planDays.plan_id, planId), stillDraft)),
    ...inserts,
    db
      .update(plans)
      .set({
        title: input.title,
        description: input.description,
        focus_area: input.focusArea,
        length_days: rows.length,
        status: publish ? "ready" : "draft",
        updated_at: new Date(),
      })
      .where(and(ownCustom(userId, planId), eq(plans.status, "draft")))
      .returning({ id: plans.id }),
  ]);
  if ((results.at(-1) as { id: string }[]).length === 0) return refuse(409, BUILDER_ERRORS.notDraft);
  return succeed({ planId });
}
