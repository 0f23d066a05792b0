/**
 * /pasture/gathering/new (Premium): lead a gathering — title, description, day and time on his own
 * clock, length, who it is for, room, and a study-series session or a day of one of his plans to
 * build its guide on. Success goes on to the gathering's join page with a toast; a free member sees
 * the gathering_viewing prompt.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { AudienceChoice, WhenFields } from "~/components/gatherings/ScheduleFields";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { FieldError } from "~/components/ui/FieldError";
import { TextField } from "~/components/ui/TextField";
import { GATHERINGS_COPY } from "~/kernel/copy/gatherings";
import { CAPACITY, DURATION_MINUTES, GATHERING_LIMITS } from "~/kernel/gatherings/rules";
import { NewGatheringSchema } from "~/kernel/gatherings/schemas";
import { newGatheringAction, newGatheringPage, type NewGatheringPage } from "~/server/gatherings/plan.server";
import { requireMember } from "~/server/guards.server";
import { pageMeta } from "~/kernel/page-meta";

const C = GATHERINGS_COPY.plan;

export const meta: MetaFunction = () => pageMeta(`${C.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  return newGatheringPage(context, await requireMember(context, request));
}

export async function action({ context, request }: ActionFunctionArgs) {
  return newGatheringAction(context, await requireMember(context, request), request);
}

function SeriesChoice({ series, seriesError, sessionError }: { series: NewGatheringPage["series"]; seriesError?: string; sessionError?: string }) {
  const seriesId = useId();
  const sessionId = useId();
  const most = Math.max(1, ...series.map((item) => item.sessionCount));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{C.fields.series}</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={seriesId} className="sr-only">
            {C.fields.seriesName}
          </label>
          <select id={seriesId} name="seriesId" defaultValue="" className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base">
            <option value="">{C.fields.noSeries}</option>
            {series.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
          <FieldError id={`${seriesId}-error`} message={seriesError} />
        </div>
        <div>
          <label htmlFor={sessionId} className="sr-only">
            {C.fields.session}
          </label>
          <select id={sessionId} name="sessionNumber" defaultValue="1" className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base">
            {Array.from({ length: most }, (_, index) => (
              <option key={index} value={index + 1}>
                {C.sessionLabel(index + 1)}
              </option>
            ))}
          </select>
          <FieldError id={`${sessionId}-error`} message={sessionError} />
        </div>
      </div>
    </fieldset>
  );
}

function PlanDayChoice({ days, error }: { days: NewGatheringPage["planDays"]; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {C.fields.planDay}
      </label>
      <select id={id} name="planDayId" defaultValue="" className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base">
        <option value="">{C.fields.noPlanDay}</option>
        {days.map((day) => (
          <option key={day.id} value={day.id}>
            {C.planDayLabel(day.planTitle, day.dayNumber, day.title)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function NewGatheringForm({ page }: { page: NewGatheringPage }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewGatheringSchema }),
    defaultValue: { ...page.defaults, durationMinutes: String(DURATION_MINUTES.default), capacity: String(CAPACITY.default), audience: "pasture" },
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
      <div>
        <label htmlFor={fields.description.id} className="text-sm font-medium">
          {C.fields.description}
        </label>
        <textarea
          id={fields.description.id}
          name={fields.description.name}
          defaultValue={initial("description")}
          maxLength={GATHERING_LIMITS.description.max}
          rows={3}
          aria-invalid={fields.description.errors ? true : undefined}
          aria-describedby={fields.description.errors ? `${fields.description.id}-error` : undefined}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base"
        />
        <FieldError id={`${fields.description.id}-error`} message={fields.description.errors?.[0]} />
      </div>
      <WhenFields date={fields.date} time={fields.time} duration={fields.durationMinutes} timeZone={page.timeZone} labels={C.fields}>
        <TextField
          label={C.fields.capacity}
          type="number"
          inputMode="numeric"
          min={CAPACITY.min}
          max={CAPACITY.max}
          name={fields.capacity.name}
          id={fields.capacity.id}
          defaultValue={initial("capacity")}
          error={fields.capacity.errors?.[0]}
        />
      </WhenFields>
      <AudienceChoice
        options={[
          { value: "pasture", label: C.audience.pasture, hint: C.audience.pastureHint },
          ...(page.flocks.length > 0 ? [{ value: "flock", label: C.audience.flock, hint: C.audience.flockHint }] : []),
          { value: "invite", label: C.audience.invite, hint: C.audience.inviteHint },
        ]}
        flocks={page.flocks}
        labels={{ legend: C.fields.audience, flockName: C.audience.flockName }}
        defaultValue={initial("audience") ?? "pasture"}
        defaultFlock={initial("flockId")}
        error={fields.audience.errors?.[0]}
        flockError={fields.flockId.errors?.[0]}
      />
      <SeriesChoice series={page.series} seriesError={fields.seriesId.errors?.[0]} sessionError={fields.sessionNumber.errors?.[0]} />
      {page.planDays.length > 0 ? <PlanDayChoice days={page.planDays} error={fields.planDayId.errors?.[0]} /> : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? C.submitting : C.submit}
      </button>
    </Form>
  );
}

export default function NewGathering() {
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/pasture" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <header>
        <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
        <p className="mt-1 text-muted">{C.intro}</p>
      </header>
      {page.denied ? (
        <>
          {page.paused ? null : <UpgradePrompt variant="gathering_viewing" />}
          <p className="text-sm text-muted">{page.denied}</p>
        </>
      ) : (
        <NewGatheringForm page={page} />
      )}
    </main>
  );
}
