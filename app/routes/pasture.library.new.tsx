/**
 * /pasture/library/new (Premium): host a study series. Without ?series= it lists his drafts and
 * starts a new one; with ?series={id} it edits that draft — sessions with the reader's passage
 * search, teaching, questions, prayer — saved as a draft or published to the library for every
 * member. Another man's draft is not found; a free member sees the series_viewing prompt.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import type { FormProps } from "~/components/path/BuilderForm";
import { FocusAreaSelect } from "~/components/series/FocusAreaSelect";
import { SeriesBuilderForm, type SeriesBuilderValues } from "~/components/series/SeriesBuilderForm";
import { TextField } from "~/components/ui/TextField";
import { LIBRARY_COPY, SERIES_BUILDER_COPY, SERIES_PAGE_COPY } from "~/kernel/copy/series";
import { daysInOrder } from "~/kernel/path/builder";
import { SESSION_FIELDS, seriesBuilderSchema } from "~/kernel/series/schemas";
import { requireMember } from "~/server/guards.server";
import { seriesBuilderAction } from "~/server/series/builder.server";
import { hostingRefusal, listDrafts, loadDraft } from "../../worker/domain/series/hosting.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${SERIES_BUILDER_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const denied = await hostingRefusal(context.app, member);
  if (denied) return { denied: denied.message, drafts: [], draft: null };
  const seriesId = new URL(request.url).searchParams.get("series");
  const [drafts, draft] = await Promise.all([listDrafts(context.app.db, member.id), seriesId ? loadDraft(context.app.db, member.id, seriesId) : null]);
  if (seriesId && !draft) throw new Response(SERIES_PAGE_COPY.notFound, { status: 404, statusText: "Not Found" });
  return { denied: null, drafts, draft };
}

export async function action({ context, request }: ActionFunctionArgs) {
  return seriesBuilderAction(context, await requireMember(context, request), request);
}

/** The builder's form state: checked in the browser with the schema its action parses with, for the button pressed. */
function useSeriesForm(lastResult: SubmissionResult<string[]> | undefined) {
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: seriesBuilderSchema(formData.get("intent")) }),
    shouldValidate: "onSubmit",
  });
  // Fields are named as the form names them ("sessions.2.passage"); a reader writes list items as "sessions[2]".
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(form.allErrors)) {
    if (name && messages[0]) errors[name.replace(/\[(\d+)\]/g, ".$1")] ??= messages[0];
  }
  return { form, errors, formError: form.errors?.[0] };
}

/** What a refused form held, to show it again as typed. */
function typedValues(submitted: Record<string, unknown>): SeriesBuilderValues {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    title: text(submitted.title),
    description: text(submitted.description),
    focusArea: text(submitted.focusArea),
    sessions: daysInOrder(submitted.sessions).map((session) => {
      const fields = (session ?? {}) as Record<string, unknown>;
      return Object.fromEntries(SESSION_FIELDS.map((field) => [field, text(fields[field])])) as unknown as SeriesBuilderValues["sessions"][number];
    }),
  };
}

function NewSeriesForm({ errors, formProps }: { errors: Record<string, string>; formProps: FormProps }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" {...formProps} className="card space-y-4" aria-labelledby="new-series-heading">
      <h2 id="new-series-heading" className="font-semibold">
        {SERIES_BUILDER_COPY.newSeries}
      </h2>
      <TextField label={SERIES_BUILDER_COPY.seriesTitle} name="title" maxLength={80} error={errors.title} />
      <FocusAreaSelect label={SERIES_BUILDER_COPY.focusArea} name="focusArea" error={errors.focusArea} />
      <button type="submit" name="intent" value="create" className="btn-primary" disabled={busy}>
        {SERIES_BUILDER_COPY.create}
      </button>
    </Form>
  );
}

export default function SeriesBuilder() {
  const { denied, drafts, draft } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, errors, formError } = useSeriesForm(lastResult);
  const values: SeriesBuilderValues | null = lastResult?.initialValue
    ? typedValues(lastResult.initialValue)
    : draft && { ...draft, sessions: draft.sessions.map((session) => ({ ...session, questions: session.questions.join("\n") })) };
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/pasture/library" className="text-sm font-semibold text-primary underline underline-offset-4">
          {LIBRARY_COPY.title}
        </Link>
      </p>
      <header>
        <h1 className="font-serif text-3xl font-bold">{SERIES_BUILDER_COPY.title}</h1>
        <p className="mt-1 text-muted">{SERIES_BUILDER_COPY.intro}</p>
      </header>
      {denied ? (
        <>
          <UpgradePrompt variant="series_viewing" />
          <p className="text-sm text-muted">{denied}</p>
        </>
      ) : draft && values ? (
        <SeriesBuilderForm values={values} errors={errors} formError={formError} formProps={getFormProps(form)} />
      ) : (
        <>
          {formError ? (
            <p role="alert" className="font-medium text-danger">
              {formError}
            </p>
          ) : null}
          <NewSeriesForm errors={errors} formProps={getFormProps(form)} />
          <section aria-labelledby="series-drafts-heading" className="card">
            <h2 id="series-drafts-heading" className="font-semibold">
              {SERIES_BUILDER_COPY.drafts}
            </h2>
            {drafts.length > 0 ? (
              <ul className="mt-2 divide-y divide-border">
                {drafts.map((item) => (
                  <li key={item.id} className="py-2">
                    <Link to={`/pasture/library/new?series=${item.id}`} className="font-semibold hover:underline">
                      {item.title}
                    </Link>
                    <span className="ml-2 text-sm text-muted">{LIBRARY_COPY.sessions(item.sessionCount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">{SERIES_BUILDER_COPY.noDrafts}</p>
            )}
          </section>
        </>
      )}
    </main>
  );
}
