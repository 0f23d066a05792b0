/**
 * Loader and action shared by the wizard's three answer steps (basics, context, preferences): the
 * guard, the gate, one zod schema per step, the draft cookie, and Back/Next. Each route keeps only
 * its fields. A bad step is answered with 400 and the messages, and nothing is kept.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMember, requireUser } from "../guards.server";
import { customPlanDenial, readDraft, writeDraft } from "./wizard-draft.server";
import {
  BasicsSchema,
  ContextSchema,
  fieldErrors,
  firstIncompleteStep,
  PreferencesSchema,
  WIZARD_STEPS,
  type WizardDraft,
} from "../../kernel/path/wizard";

type AnswerStep = "basics" | "context" | "preferences";

const SCHEMAS = { basics: BasicsSchema, context: ContextSchema, preferences: PreferencesSchema } as const;

const stepPath = (step: string) => `/path/create/${step}`;

export interface StepActionData {
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, unknown>;
}

/** The step's saved answers; a step whose earlier steps are unanswered sends him back to them. */
export async function wizardStepLoader<S extends AnswerStep>(step: S, { context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const draft = await readDraft(request, user.id);
  const first = firstIncompleteStep(draft);
  if (WIZARD_STEPS.indexOf(first) < WIZARD_STEPS.indexOf(step)) throw redirect(stepPath(first));
  return { values: (draft[step] ?? null) as WizardDraft[S] | null };
}

function formValues(step: AnswerStep, form: FormData): Record<string, unknown> {
  if (step === "context") return { situations: form.getAll("situations"), context: form.get("context") ?? "" };
  const values: Record<string, unknown> = {};
  for (const [key, value] of form) if (key !== "intent") values[key] = value;
  return values;
}

export async function wizardStepAction(step: AnswerStep, { context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const denied = await customPlanDenial(context, member);
  if (denied) return data<StepActionData>({ formError: denied }, { status: 403 });
  const form = await request.formData();
  const values = formValues(step, form);
  const parsed = SCHEMAS[step].safeParse(values);
  const draft = await readDraft(request, member.id);
  const index = WIZARD_STEPS.indexOf(step);
  if (form.get("intent") === "back") {
    // Back keeps a complete step's answers too; an incomplete one is left as it was saved.
    const kept = parsed.success ? { ...draft, [step]: parsed.data } : draft;
    const to = index === 0 ? "/path/create" : stepPath(WIZARD_STEPS[index - 1]!);
    return redirect(to, { headers: { "Set-Cookie": await writeDraft(member.id, kept) } });
  }
  if (!parsed.success) return data<StepActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const next = stepPath(WIZARD_STEPS[index + 1]!);
  return redirect(next, { headers: { "Set-Cookie": await writeDraft(member.id, { ...draft, [step]: parsed.data }) } });
}
