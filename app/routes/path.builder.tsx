/**
 * /path/builder (Premium): build a plan by hand. Without ?plan= it lists his drafts and
 * starts a new one; with ?plan={id} it edits that draft — add and remove days, pick passages with
 * the reader's search, save as a draft or publish to his plans on The Path. Another man's draft is
 * not found; a free member sees the plan_viewing prompt and his posts are refused (403).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { BuilderForm, type BuilderValues, type FormProps } from "~/components/path/BuilderForm";
import { TextField } from "~/components/ui/TextField";
import { BUILDER_COPY, PATH_PAGE } from "~/kernel/copy/path";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { requireMember } from "~/server/guards.server";
import { BUILDER_DAY_FIELDS, BUILDER_MAX_DAYS, builderFormSchema, daysInOrder, emptyBuilderDay, REMOVE_DAY_INTENT, type DraftPlan } from "~/kernel/path/builder";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { customPlanDenial } from "~/server/path/wizard-draft.server";
import { redirectWithToast } from "~/server/toast.server";
import { refuse } from "../../worker/domain/outcome";
import { createDraft, listDrafts, loadDraft, saveDraft } from "../../worker/domain/plans-builder.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${BUILDER_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const denied = await customPlanDenial(context, member);
  if (denied) return { denied, drafts: [], draft: null };
  const planId = new URL(request.url).searchParams.get("plan");
  const [drafts, draft] = await Promise.all([listDrafts(context.app.db, member.id), planId ? loadDraft(context.app.db, member.id, planId) : null]);
  if (planId && !draft) throw new Response(BUILDER_COPY.title, { status: 404, statusText: "Not Found" });
  return { denied: null, drafts, draft };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  // The button that sent the form decides what it must hold (a draft may be unfinished; a published plan may not).
  const intent = (await request.clone().formData()).get("intent");
  const submission = await parseForm(request, builderFormSchema(intent));
  const denied = await customPlanDenial(context, member);
  if (denied) return replyRefusal(submission, refuse(403, denied));
  if (submission.status !== "success") return replyInvalid(submission);

  if (intent === "create") {
    const created = await createDraft(context.app, member, submission.value as Pick<DraftPlan, "title" | "description" | "focusArea">);
    if (!created.ok) return replyRefusal(submission, created);
    return redirect(`/path/builder?plan=${created.planId}`);
  }

  const planId = new URL(request.url).searchParams.get("plan") ?? "";
  const parsed = submission.value as DraftPlan;
  const plan = { ...parsed, days: parsed.days.map((day) => ({ ...day, actionStep: day.actionStep ?? "" })) };
  if (intent === "add-day" && plan.days.length < BUILDER_MAX_DAYS) plan.days.push(emptyBuilderDay());
  const remove = REMOVE_DAY_INTENT.exec(String(intent));
  if (remove) plan.days.splice(Number(remove[1]), 1);
  const publish = intent === "publish";
  const saved = await saveDraft(context.app, member, planId, plan, { publish });
  if (!saved.ok) return replyRefusal(submission, saved);
  if (publish) return redirectWithToast(`/path/${planId}`, { title: BUILDER_COPY.published, description: BUILDER_COPY.publishedText, variant: "success" });
  if (intent === "add-day") return redirect(`/path/builder?plan=${planId}#day-${plan.days.length}`);
  return redirectWithToast(`/path/builder?plan=${planId}`, { title: BUILDER_COPY.saved, variant: "success" });
}

/** The builder's form state: checked in the browser with the schema its action parses with, for the button pressed. */
function useBuilderForm(lastResult: SubmissionResult<string[]> | undefined) {
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: builderFormSchema(formData.get("intent")) }),
    shouldValidate: "onSubmit",
  });
  // Fields are named as the form names them ("days.2.passage"); a reader writes list items as "days[2]".
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(form.allErrors)) {
    if (name && messages[0]) errors[name.replace(/\[(\d+)\]/g, ".$1")] ??= messages[0];
  }
  return { form, errors, formError: form.errors?.[0] };
}

/** What a refused form held, to show it again as typed. */
function typedValues(submitted: Record<string, unknown>): BuilderValues {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    title: text(submitted.title),
    description: text(submitted.description),
    focusArea: text(submitted.focusArea),
    days: daysInOrder(submitted.days).map((day) => {
      const fields = (day ?? {}) as Record<string, unknown>;
      return Object.fromEntries(BUILDER_DAY_FIELDS.map((field) => [field, text(fields[field])])) as BuilderValues["days"][number];
    }),
  };
}

function NewPlanForm({ errors, formProps }: { errors: Record<string, string>; formProps: FormProps }) {
  const focusId = useId();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" {...formProps} className="card space-y-4" aria-labelledby="new-plan-heading">
      <h2 id="new-plan-heading" className="font-semibold">
        {BUILDER_COPY.newPlan}
      </h2>
      <TextField label={BUILDER_COPY.planTitle} name="title" maxLength={80} error={errors.title} />
      <div>
        <label htmlFor={focusId} className="text-sm font-medium">
          {BUILDER_COPY.focusArea}
        </label>
        <select id={focusId} name="focusArea" className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg">
          {FOCUS_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="create" className="btn-primary" disabled={busy}>
        {BUILDER_COPY.create}
      </button>
    </Form>
  );
}

export default function PlanBuilder() {
  const { denied, drafts, draft } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, errors, formError } = useBuilderForm(lastResult);
  const values: BuilderValues | null = lastResult?.initialValue ? typedValues(lastResult.initialValue) : draft;
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/path" className="text-sm font-semibold text-primary underline underline-offset-4">
          {PATH_PAGE.title}
        </Link>
      </p>
      <header>
        <h1 className="font-serif text-3xl font-bold">{BUILDER_COPY.title}</h1>
        <p className="mt-1 text-muted">{BUILDER_COPY.intro}</p>
      </header>
      {denied ? (
        <>
          <UpgradePrompt variant="plan_viewing" />
          <p className="text-sm text-muted">{denied}</p>
        </>
      ) : draft && values ? (
        <BuilderForm values={values} errors={errors} formError={formError} formProps={getFormProps(form)} />
      ) : (
        <>
          {formError ? (
            <p role="alert" className="font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <NewPlanForm errors={errors} formProps={getFormProps(form)} />
          <section aria-labelledby="drafts-heading" className="card">
            <h2 id="drafts-heading" className="font-semibold">
              {BUILDER_COPY.drafts}
            </h2>
            {drafts.length > 0 ? (
              <ul className="mt-2 divide-y divide-border">
                {drafts.map((item) => (
                  <li key={item.id} className="py-2">
                    <Link to={`/path/builder?plan=${item.id}`} className="font-semibold hover:underline">
                      {item.title}
                    </Link>
                    <span className="ml-2 text-sm text-muted">{PATH_PAGE.days(item.length_days)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">{BUILDER_COPY.noDrafts}</p>
            )}
          </section>
        </>
      )}
    </main>
  );
}
