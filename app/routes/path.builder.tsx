/**
 * /path/builder (Premium): build a plan by hand. Without ?plan= it lists his drafts and
 * starts a new one; with ?plan={id} it edits that draft — add and remove days, pick passages with
 * the reader's search, save as a draft or publish to his plans on The Path. Another man's draft is
 * not found; a free member sees the plan_viewing prompt and his posts are refused (403).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { BuilderForm, type BuilderValues } from "~/components/path/BuilderForm";
import { TextField } from "~/components/ui/TextField";
import { BUILDER_COPY, PATH_PAGE } from "~/kernel/copy/path";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { requireMember } from "~/server/guards.server";
import {
  BUILDER_MAX_DAYS,
  builderFormValues,
  builderIssueField,
  DraftPlanSchema,
  emptyBuilderDay,
  NewBuilderPlanSchema,
  PublishedPlanSchema,
} from "~/kernel/path/builder";
import { customPlanDenial } from "~/server/path/wizard-draft.server";
import { redirectWithToast } from "~/server/toast.server";
import { FeatureDeniedError } from "../../worker/domain/journal.server";
import { BuilderFieldError, createDraft, listDrafts, loadDraft, saveDraft } from "../../worker/domain/plans-builder.server";
import { PlanError } from "../../worker/domain/plans.server";

export const meta: MetaFunction = () => [{ title: `${BUILDER_COPY.title} · Shepherd` }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const denied = await customPlanDenial(context, member);
  if (denied) return { denied, drafts: [], draft: null };
  const planId = new URL(request.url).searchParams.get("plan");
  const [drafts, draft] = await Promise.all([listDrafts(context.app.db, member.id), planId ? loadDraft(context.app.db, member.id, planId) : null]);
  if (planId && !draft) throw new Response(BUILDER_COPY.title, { status: 404, statusText: "Not Found" });
  return { denied: null, drafts, draft };
}

type ActionData = { errors?: Record<string, string>; formError?: string; values?: BuilderValues };

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[builderIssueField(issue.path) || "form"] ??= issue.message;
  return errors;
}

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const denied = await customPlanDenial(context, member);
  if (denied) return data<ActionData>({ formError: denied }, { status: 403 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const values = builderFormValues(form);

  if (intent === "create") {
    const parsed = NewBuilderPlanSchema.safeParse(values);
    if (!parsed.success) return data<ActionData>({ errors: issues(parsed.error) }, { status: 400 });
    const planId = await createDraft(context.app, member, parsed.data);
    return redirect(`/path/builder?plan=${planId}`);
  }

  const planId = new URL(request.url).searchParams.get("plan") ?? "";
  const remove = /^remove-day-(\d{1,2})$/.exec(intent);
  if (!["save", "publish", "add-day"].includes(intent) && !remove) {
    return data<ActionData>({ formError: "Choose Save draft, Publish, Add a day or Remove." }, { status: 400 });
  }
  const publish = intent === "publish";
  const parsed = (publish ? PublishedPlanSchema : DraftPlanSchema).safeParse(values);
  if (!parsed.success) return data<ActionData>({ errors: issues(parsed.error), values: values as unknown as BuilderValues }, { status: 400 });
  const plan = { ...parsed.data, days: parsed.data.days.map((day) => ({ ...day, actionStep: day.actionStep ?? "" })) };
  if (intent === "add-day" && plan.days.length < BUILDER_MAX_DAYS) plan.days.push(emptyBuilderDay());
  if (remove) plan.days.splice(Number(remove[1]), 1);
  try {
    await saveDraft(context.app, member, planId, plan, { publish });
  } catch (error) {
    if (error instanceof BuilderFieldError) return data<ActionData>({ errors: { [error.field]: error.message }, values: plan }, { status: 400 });
    if (error instanceof PlanError) return data<ActionData>({ formError: error.message }, { status: error.status });
    if (error instanceof FeatureDeniedError) return data<ActionData>({ formError: error.reason }, { status: 403 });
    throw error;
  }
  if (publish) return redirectWithToast(`/path/${planId}`, { title: BUILDER_COPY.published, description: BUILDER_COPY.publishedText, variant: "success" });
  if (intent === "add-day") return redirect(`/path/builder?plan=${planId}#day-${plan.days.length}`);
  return redirectWithToast(`/path/builder?plan=${planId}`, { title: BUILDER_COPY.saved, variant: "success" });
}

function NewPlanForm({ errors }: { errors: Record<string, string> }) {
  const focusId = useId();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" noValidate className="card space-y-4" aria-labelledby="new-plan-heading">
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
  const actionData = useActionData<typeof action>();
  const errors = actionData?.errors ?? {};
  const values: BuilderValues | null = actionData?.values ?? draft;
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
        <BuilderForm values={values} errors={errors} formError={actionData?.formError} />
      ) : (
        <>
          {actionData?.formError ? (
            <p role="alert" className="font-medium text-danger">
              {actionData.formError}
            </p>
          ) : null}
          <NewPlanForm errors={errors} />
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
