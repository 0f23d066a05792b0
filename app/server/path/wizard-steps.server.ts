/**
 * Loader and action shared by the wizard's three answer steps (basics, context, preferences): the
 * guard, the gate, one zod schema per step, the draft cookie, and Back/Next. Each route keeps only
 * its fields. A bad step is answered with the form's reply (400, every message under its field), and
 * nothing is kept; a free member's step is refused with the gate's message (403).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { refuse } from "../../../worker/domain/outcome";
import { parseForm, replyInvalid, replyRefusal } from "../form.server";
import { requireMember, requireUser } from "../guards.server";
import { customPlanDenial, readDraft, writeDraft } from "./wizard-draft.server";
import {
  BasicsSchema,
  ContextSchema,
  firstIncompleteStep,
  PreferencesSchema,
  WIZARD_STEPS,
  type WizardDraft,
} from "../../kernel/path/wizard";

type AnswerStep = "basics" | "context" | "preferences";

const SCHEMAS = { basics: BasicsSchema, context: ContextSchema, preferences: PreferencesSchema } as const;

const stepPath = (step: string) => `/path/create/${step}`;

/** The step's saved answers; a step whose earlier steps are unanswered sends him back to them. */
export async function wizardStepLoader<S extends AnswerStep>(step: S, { context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const draft = await readDraft(request, user.id);
  const first = firstIncompleteStep(draft);
  if (WIZARD_STEPS.indexOf(first) < WIZARD_STEPS.indexOf(step)) throw redirect(stepPath(first));
  return { values: (draft[step] ?? null) as WizardDraft[S] | null };
}

export async function wizardStepAction(step: AnswerStep, { context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, SCHEMAS[step]);
  const denied = await customPlanDenial(context, member);
  if (denied) return replyRefusal(submission, refuse(403, denied));
  const draft = await readDraft(request, member.id);
  const index = WIZARD_STEPS.indexOf(step);
  const complete = submission.status === "success" ? { ...draft, [step]: submission.value } : null;
  if (submission.payload.intent === "back") {
    // Back keeps a complete step's answers too; an incomplete one is left as it was saved.
    const to = index === 0 ? "/path/create" : stepPath(WIZARD_STEPS[index - 1]!);
    return redirect(to, { headers: { "Set-Cookie": await writeDraft(member.id, complete ?? draft) } });
  }
  if (!complete) return replyInvalid(submission);
  const next = stepPath(WIZARD_STEPS[index + 1]!);
  return redirect(next, { headers: { "Set-Cookie": await writeDraft(member.id, complete) } });
}
