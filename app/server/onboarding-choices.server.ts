/**
 * The onboarding steps that save a list of choices to his profile (his focus areas, what he wants
 * to grow in) load and save the same way: only for a member who has not finished onboarding; the
 * page shows what is saved; a refused list comes back as the form's reply (400) with what was
 * chosen, so nothing he ticked is lost; an accepted one is saved and the next step follows.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { parseForm, replyInvalid } from "~/server/form.server";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import type { ChoiceStepData } from "~/kernel/onboarding";
import { updateProfile } from "../../worker/domain/profiles.server";

/** The profile's list columns a choice step saves to. */
export type ChoiceField = "focus" | "current_topics";

export async function loadChoices({ context }: LoaderFunctionArgs, field: ChoiceField): Promise<ChoiceStepData> {
  await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  return { saved: profile?.[field] ?? [] };
}

export async function saveChoices<Schema extends z.ZodType<Record<string, string[]>, unknown>>(
  { context, request }: ActionFunctionArgs,
  step: {
    field: ChoiceField;
    /** The step's form schema (the page validates with the same one); its value holds one list. */
    schema: Schema;
    /** Where an accepted list goes on to. */
    next: string;
  },
) {
  const user = await requireUnfinishedOnboarding(context);
  const submission = await parseForm(request, step.schema);
  if (submission.status !== "success") return replyInvalid(submission);
  const [chosen] = Object.values(submission.value as Record<string, string[]>);
  await updateProfile(context.app.db, user.id, { [step.field]: chosen });
  return redirect(step.next);
}
