/**
 * "Pray for all": the guided session walks his praying list one request at a time, his position
 * in the URL (`?step=2`) so it works without JavaScript and survives a reload. The list's order
 * does not move when he prays (it counts other brothers' prayers), so "I prayed" can simply step on.
 */
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { prayAllHref } from "~/kernel/prayer/rules";
import { PrayAllPrayedSchema, PrayAllStepSchema } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { parseForm, replyInvalid } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { prayFor, prayingList } from "../../../worker/domain/prayer/praying.server";

export type PrayAllView =
  | { state: "empty" }
  | { state: "praying"; step: number; total: number; request: PrayerRequestView }
  | { state: "finished"; total: number; prayedToday: number };

export async function prayAllView(context: AppLoadContext, request: Request): Promise<PrayAllView> {
  const member = await requireMember(context, request);
  const { step } = PrayAllStepSchema.parse({ step: new URL(request.url).searchParams.get("step") ?? undefined });
  const list = await prayingList(context.app.db, member);
  if (list.length === 0) return { state: "empty" };
  const current = list[step - 1];
  if (!current) return { state: "finished", total: list.length, prayedToday: list.filter((r) => r.prayedByMeToday).length };
  return { state: "praying", step, total: list.length, request: current };
}

/**
 * "I prayed" for the request at his position, then on to the next (the moving progress is the
 * answer, no toast); a request gone meanwhile is an error toast on the next.
 */
export async function prayAllAction(context: AppLoadContext, request: Request) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, PrayAllPrayedSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { requestId, step } = submission.value;
  const prayed = await prayFor(context.app, member, requestId);
  const next = prayAllHref(step + 1);
  if (!prayed.ok) return redirectWithToast(next, { title: prayed.message, variant: "error" });
  return redirect(next);
}
