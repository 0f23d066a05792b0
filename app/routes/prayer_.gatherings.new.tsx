/**
 * /prayer/gatherings/new: schedule a prayer gathering — title, day and time on his own clock,
 * length, and who it is for (a flock he leads, or all of The Pasture for an administrator). A member
 * who may schedule for no one is told plainly who can. A page of its own, outside /prayer's layout.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/components/ui/TextField";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { DURATION_MINUTES, GATHERING_LIMITS } from "~/kernel/gatherings/rules";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { NewPrayerGatheringSchema } from "~/kernel/prayer/schemas";
import { requireMember } from "~/server/guards.server";
import { newPrayerGatheringAction, newPrayerGatheringPage, type NewPrayerGatheringPage } from "~/server/prayer/gatherings.server";

const C = PRAYER_COPY.gatherings;

export const meta: MetaFunction = () => [{ title: `${C.schedule} · Shepherd` }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return newPrayerGatheringPage(context, await requireMember(context, request));
}

export async function action({ context, request }: ActionFunctionArgs) {
  return newPrayerGatheringAction(context, await requireMember(context, request), request);
}

function AudienceChoice({ choices, defaultValue, defaultFlock, error, flockError }: { choices: NewPrayerGatheringPage["choices"]; defaultValue: string; defaultFlock?: string; error?: string; flockError?: string }) {
  const errorId = useId();
  const flockId = useId();
  const options = [
    ...(choices.flocks.length > 0 ? [{ value: "flock", label: C.audience.flock, hint: C.audience.flockHint }] : []),
    ...(choices.pasture ? [{ value: "pasture", label: C.audience.pasture, hint: C.audience.pastureHint }] : []),
  ];
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{C.fields.audience}</legend>
      <div className="mt-1 space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-[44px] items-start gap-3 rounded-lg border border-border p-3">
            <input type="radio" name="audience" value={option.value} defaultChecked={defaultValue === option.value} className="mt-1" />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-sm text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {choices.flocks.length > 0 ? (
        <div className="mt-2">
          <label htmlFor={flockId} className="text-sm font-medium">
            {C.fields.flockName}
          </label>
          <select
            id={flockId}
            name="flockId"
            defaultValue={defaultFlock ?? choices.flocks[0]!.id}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base"
          >
            {choices.flocks.map((flock) => (
              <option key={flock.id} value={flock.id}>
                {flock.name}
              </option>
            ))}
          </select>
          <FieldError id={`${flockId}-error`} message={flockError} />
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function NewPrayerGatheringForm({ page }: { page: NewPrayerGatheringPage }) {
  const lastResult = useActionData<typeof action>();
  const firstAudience = page.choices.flocks.length > 0 ? "flock" : "pasture";
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewPrayerGatheringSchema }),
    defaultValue: { ...page.defaults, durationMinutes: String(DURATION_MINUTES.default), audience: firstAudience },
  });
  const busy = useNavigation().state !== "idle";
  const initial = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-4">
      {form.errors?.[0] ? (
        <p role="alert" className="font-medium text-danger">
          {form.errors[0]}
        </p>
      ) : null}
      <TextField label={C.fields.title} name={fields.title.name} id={fields.title.id} defaultValue={initial("title")} maxLength={GATHERING_LIMITS.title.max} required error={fields.title.errors?.[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={C.fields.date} type="date" name={fields.date.name} id={fields.date.id} defaultValue={initial("date")} required error={fields.date.errors?.[0]} />
        <TextField
          label={C.fields.time}
          type="time"
          name={fields.time.name}
          id={fields.time.id}
          defaultValue={initial("time")}
          required
          error={fields.time.errors?.[0]}
          hint={<p className="text-sm text-muted">{C.fields.timeHint(page.timeZone)}</p>}
        />
        <TextField
          label={C.fields.duration}
          type="number"
          inputMode="numeric"
          min={DURATION_MINUTES.min}
          max={DURATION_MINUTES.max}
          step={15}
          name={fields.durationMinutes.name}
          id={fields.durationMinutes.id}
          defaultValue={initial("durationMinutes")}
          error={fields.durationMinutes.errors?.[0]}
        />
      </div>
      <AudienceChoice
        choices={page.choices}
        defaultValue={initial("audience") ?? firstAudience}
        defaultFlock={initial("flockId")}
        error={fields.audience.errors?.[0]}
        flockError={fields.flockId.errors?.[0]}
      />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? C.submitting : C.submit}
      </button>
    </Form>
  );
}

export default function NewPrayerGathering() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <header>
        <h1 className="font-serif text-3xl font-bold">{C.schedule}</h1>
        <p className="mt-1 text-muted">{C.intro}</p>
      </header>
      {page.canSchedule ? <NewPrayerGatheringForm page={page} /> : <p className="card">{C.cannotSchedule}</p>}
    </main>
  );
}
