import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { EditStepLink } from "~/components/path/Wizard";
import { savePendingPlan } from "~/components/path/pending-plan-store";
import { PATH_PAGE, WIZARD_COPY, WIZARD_ERRORS } from "~/kernel/copy/path";
import { requireMember, requireUser } from "~/server/guards.server";
import { firstIncompleteStep, GeneratePlanSchema, requestFromDraft } from "~/kernel/path/wizard";
import { situationLabel, STYLE_LABELS } from "~/kernel/path/wizard-options";
import { clearDraft, customPlanDenial, readDraft } from "~/server/path/wizard-draft.server";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { refuse } from "../../worker/domain/outcome";
import { startCustomPlan, type StartedPlan } from "../../worker/domain/plans-generation.server";

const COPY = WIZARD_COPY.review;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const draft = await readDraft(request, user.id);
  const first = firstIncompleteStep(draft);
  if (first !== "review") throw redirect(`/path/create/${first}`);
  return { plan: requestFromDraft(draft)! };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, GeneratePlanSchema);
  const denied = await customPlanDenial(context, member);
  if (denied) return replyRefusal(submission, refuse(403, denied));
  if (submission.status !== "success") return replyInvalid(submission);
  const plan = requestFromDraft(await readDraft(request, member.id));
  if (!plan) return replyRefusal(submission, refuse(400, WIZARD_ERRORS.incomplete));
  const started = await startCustomPlan(context.app, member, plan);
  if (!started.ok) return replyRefusal(submission, started);
  const { ok: _ok, ...pending } = started;
  // The browser keeps the pending record; The Path shows the plan being written from it.
  return data<{ started: StartedPlan }>({ started: pending }, { headers: { "Set-Cookie": await clearDraft() } });
}

/** Step 4: a last look, then Generate. The pending record is stored and The Path shows it being written. */
export default function CreatePlanReview() {
  const { plan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const started = actionData && "started" in actionData ? actionData.started : null;
  const lastResult = actionData && !("started" in actionData) ? (actionData as SubmissionResult<string[]>) : undefined;
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GeneratePlanSchema }),
    shouldValidate: "onSubmit",
  });
  const formError = Object.values(form.allErrors).flat()[0];
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const alertRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (started) {
      savePendingPlan(started);
      navigate("/path", { replace: true });
    } else if (formError) alertRef.current?.focus();
  }, [started, formError, navigate]);

  if (started) {
    // Before JavaScript has run (or if it never does): the plan is on The Path.
    return (
      <p role="status" className="card mt-6">
        {WIZARD_COPY.review.afterText}{" "}
        <Link to="/path" className="font-semibold text-primary underline underline-offset-4">
          {PATH_PAGE.title}
        </Link>
      </p>
    );
  }

  const rows: { label: string; value: string; step: "basics" | "context" | "preferences" }[] = [
    { label: COPY.title, value: plan.title, step: "basics" },
    { label: COPY.focusArea, value: plan.focusArea, step: "basics" },
    { label: COPY.length, value: WIZARD_COPY.basics.lengthOption(plan.lengthDays), step: "basics" },
    { label: COPY.situations, value: plan.situations.map(situationLabel).join(", ") || COPY.none, step: "context" },
    { label: COPY.context, value: plan.context || COPY.none, step: "context" },
    { label: COPY.minutes, value: WIZARD_COPY.preferences.minutesOption(plan.minutesPerDay), step: "preferences" },
    { label: COPY.style, value: STYLE_LABELS[plan.style].label, step: "preferences" },
  ];
  return (
    <section aria-labelledby="review-heading" className="mt-6">
      <h2 id="review-heading" className="font-serif text-2xl font-bold">
        {COPY.heading}
      </h2>
      {formError ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className="mt-3 font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <dl className="card mt-4 divide-y divide-border p-0">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-4 px-5 py-3">
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="col-start-1 row-start-2 mt-0.5 whitespace-pre-line font-medium">{row.value}</dd>
            <dd className="col-start-2 row-span-2 row-start-1 self-center">
              <EditStepLink step={row.step} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">{COPY.afterText}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-row-reverse items-center justify-between gap-3">
        <button type="submit" name="intent" value="generate" className="btn-primary min-w-[9rem]" disabled={busy}>
          {busy ? COPY.generating : COPY.generate}
        </button>
        <Link to="/path/create/preferences" className="btn-ghost">
          {WIZARD_COPY.back}
        </Link>
      </Form>
    </section>
  );
}
