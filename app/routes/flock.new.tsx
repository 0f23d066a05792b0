/**
 * /flock/new — start a flock: its name, a description, who may share, and how men join. He leads
 * it; success goes to its page with a toast, where he makes the invite link.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/components/ui/TextField";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_LIMITS, JOIN_MODES, POSTING_MODES } from "~/kernel/flock/rules";
import { NewFlockSchema } from "~/kernel/flock/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { createFlock } from "../../worker/domain/flock/flocks.server";
import { pageMeta } from "~/kernel/page-meta";

const C = FLOCK_COPY.create;

export const meta: MetaFunction = () => pageMeta(`${C.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireMember(context, request);
  return null;
}

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, NewFlockSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const created = await createFlock(context.app.db, member, submission.value);
  if (!created.ok) return replyRefusal(submission, created);
  return redirectWithToast(created.href, { title: C.created, description: C.createdText, variant: "success" });
}

function Choice<T extends string>({ name, legend, values, labels, initial, error }: { name: string; legend: string; values: readonly T[]; labels: Record<T, string>; initial: T; error?: string }) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 space-y-2">
        {values.map((value) => (
          <label key={value} className="flex min-h-[44px] items-center gap-3 rounded-lg border border-border p-3">
            <input type="radio" name={name} value={value} defaultChecked={initial === value} />
            <span>{labels[value]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export default function NewFlock() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewFlockSchema }),
  });
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/flock" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <header>
        <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
        <p className="mt-1 text-muted">{C.intro}</p>
      </header>
      <Form method="post" {...getFormProps(form)} className="card space-y-4">
        {form.errors?.[0] ? (
          <p role="alert" className="font-medium text-danger">
            {form.errors[0]}
          </p>
        ) : null}
        <TextField
          label={C.name}
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          maxLength={FLOCK_LIMITS.name.max}
          required
          error={fields.name.errors?.[0]}
        />
        <div>
          <label htmlFor={fields.description.id} className="text-sm font-medium">
            {C.description}
          </label>
          <textarea
            {...getTextareaProps(fields.description)}
            key={fields.description.key}
            maxLength={FLOCK_LIMITS.description.max}
            rows={3}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base"
          />
          <FieldError id={fields.description.errorId} message={fields.description.errors?.[0]} />
        </div>
        <Choice
          name={fields.postingMode.name}
          legend={C.postingMode}
          values={POSTING_MODES}
          labels={C.posting}
          initial={(fields.postingMode.initialValue as (typeof POSTING_MODES)[number] | undefined) ?? "everyone"}
          error={fields.postingMode.errors?.[0]}
        />
        <Choice
          name={fields.joinMode.name}
          legend={C.joinMode}
          values={JOIN_MODES}
          labels={C.joining}
          initial={(fields.joinMode.initialValue as (typeof JOIN_MODES)[number] | undefined) ?? "invite"}
          error={fields.joinMode.errors?.[0]}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? C.submitting : C.submit}
        </button>
      </Form>
    </main>
  );
}
