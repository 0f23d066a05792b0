/**
 * /prayer/gatherings/new: schedule a prayer gathering — title, day and time on his own clock,
 * length, and who it is for (a flock he leads, or all of The Pasture for an administrator). A member
 * who may schedule for no one is told plainly who can. A page of its own, outside /prayer's layout.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AudienceChoice, WhenFields } from "~/components/gatherings/ScheduleFields";
import { TextField } from "~/components/ui/TextField";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { DURATION_MINUTES, GATHERING_LIMITS } from "~/kernel/gatherings/rules";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { NewPrayerGatheringSchema } from "~/kernel/prayer/schemas";
import { requireMember } from "~/server/guards.server";
import { newPrayerGatheringAction, newPrayerGatheringPage, type NewPrayerGatheringPage } from "~/server/prayer/gatherings.server";
import { pageMeta } from "~/kernel/page-meta";

const C = PRAYER_COPY.gatherings;

export const meta: MetaFunction = () => pageMeta(`${C.schedule} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  return newPrayerGatheringPage(context, await requireMember(context, request));
}

export async function action({ context, request }: ActionFunctionArgs) {
  return newPrayerGatheringAction(context, await requireMember(context, request), request);
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
      <WhenFields date={fields.date} time={fields.time} duration={fields.durationMinutes} timeZone={page.timeZone} labels={C.fields} />
      <AudienceChoice
        options={[
          ...(page.choices.flocks.length > 0 ? [{ value: "flock", label: C.audience.flock, hint: C.audience.flockHint }] : []),
          ...(page.choices.pasture ? [{ value: "pasture", label: C.audience.pasture, hint: C.audience.pastureHint }] : []),
        ]}
        flocks={page.choices.flocks}
        labels={{ legend: C.fields.audience, flockName: C.fields.flockName }}
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
