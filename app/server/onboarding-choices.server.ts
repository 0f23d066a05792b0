/**
 * The onboarding steps that save a list of choices to his profile (his focus areas, what he wants
 * to grow in) load and save the same way: only for a member who has not finished onboarding; the
 * page shows what is saved; a refused list comes back with its first problem and what was chosen
 * (400), so nothing he ticked is lost; an accepted one is saved and the next step follows.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import type { ChoiceStepData, ChoiceStepRefusal } from "~/kernel/onboarding";
import { updateProfile } from "../../worker/domain/profiles.server";

/** The profile's list columns a choice step saves to. */
export type ChoiceField = "focus" | "current_topics";

export async function loadChoices({ context }: LoaderFunctionArgs, field: ChoiceField): Promise<ChoiceStepData> {
  await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  return { saved: profile?.[field] ?? [] };
}

export async function saveChoices(
  { context, request }: ActionFunctionArgs,
  step: {
    field: ChoiceField;
    /** What the submitted form chose. */
    chosen: (form: FormData) => string[];
    schema: z.ZodType<string[], string[]>;
    /** Where an accepted list goes on to. */
    next: string;
  },
) {
  const user = await requireUnfinishedOnboarding(context);
  const chosen = step.chosen(await request.formData());
  const parsed = step.schema.safeParse(chosen);
  if (!parsed.success) return data<ChoiceStepRefusal>({ error: parsed.error.issues[0]!.message, chosen }, { status: 400 });
  await updateProfile(context.app.db, user.id, { [step.field]: parsed.data });
  return redirect(step.next);
}
