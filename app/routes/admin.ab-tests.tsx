/** /admin/ab-tests: experiments with each variant's exposures, conversions, lift and tests; create, start or stop one. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { SelectField } from "~/components/ui/SelectField";
import { TextField } from "~/components/ui/TextField";
import { percent } from "~/components/admin/percent";
import { CONVERSION_EVENTS } from "~/kernel/admin/growth";
import { ExperimentFormSchema, ExperimentToggleSchema } from "~/kernel/admin/growth-forms";
import { ADMIN_AB_COPY as C } from "~/kernel/copy/admin";
import { z } from "~/kernel/zod";
import { formFields, invalidInput, refused } from "~/server/admin/form-answer.server";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { abTestsPage, createExperiment, setExperimentRunning } from "../../worker/domain/admin/ab-tests.server";
import { ColumnHeads } from "~/components/admin/ColumnHeads";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("A/B tests · Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return { experiments: await abTestsPage(context.app.db) };
}

const ActionSchema = z.discriminatedUnion("intent", [ExperimentFormSchema, ExperimentToggleSchema], { error: C.errors.intent });

export async function action({ context, request }: ActionFunctionArgs) {
  const admin = requireAdmin(context);
  const parsed = ActionSchema.safeParse(formFields(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error);
  const input = parsed.data;
  const done =
    input.intent === "create" ? await createExperiment(context.app.db, admin.id, input) : await setExperimentRunning(context.app.db, admin.id, input);
  if (!done.ok) return refused(done);
  return redirectWithToast("/admin/ab-tests", {
    title: input.intent === "create" ? C.created : C.changed(input.key, input.running),
    variant: "success",
  });
}

type Experiment = SerializeFrom<typeof loader>["experiments"][number];

export default function AdminAbTests() {
  const { experiments } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-2 text-muted">{C.intro}</p>
      {experiments.length === 0 ? <p className="mt-6">{C.empty}</p> : null}
      {experiments.map((experiment) => (
        <ExperimentCard key={experiment.key} experiment={experiment} />
      ))}
      <NewExperiment />
    </main>
  );
}

function ExperimentCard({ experiment }: { experiment: Experiment }) {
  const busy = useNavigation().state !== "idle";
  const headingId = `experiment-${experiment.key}`;
  const { srm } = experiment.results;
  return (
    <section aria-labelledby={headingId} className="card mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-mono text-lg font-semibold">
            {experiment.key}
          </h2>
          <p className="text-sm text-muted">{experiment.description}</p>
          <p className="mt-1 text-sm">
            {experiment.running ? C.running : C.stopped} · {C.conversion}: {C.conversionEvents[experiment.conversionEvent]}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="key" value={experiment.key} />
          <input type="hidden" name="running" value={experiment.running ? "off" : "on"} />
          <button type="submit" className="btn-secondary min-h-[40px]" disabled={busy}>
            {experiment.running ? C.stop(experiment.key) : C.start(experiment.key)}
          </button>
        </Form>
      </div>
      {srm?.mismatch ? (
        <p role="alert" className="mt-3 rounded-lg border border-danger/60 bg-danger/10 p-3 text-sm">
          {C.srmWarning(srm.p.toPrecision(2))}
        </p>
      ) : srm ? (
        <p className="mt-3 text-sm text-muted">{C.srmFine}</p>
      ) : null}
      <ScrollTable label={`${experiment.key} ${C.columns.variant}`}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <ColumnHeads labels={Object.values(C.columns)} />
          <tbody>
            {experiment.results.variants.map((variant, index) => (
              <tr key={variant.key} className="border-b border-border/60">
                <th scope="row" className="px-2 py-2 text-left font-mono font-normal">
                  {variant.key}
                  {index === 0 ? <span className="ml-1 font-sans text-muted">({C.control})</span> : null}
                </th>
                <td className="px-2 py-2 tabular-nums">{variant.weight}</td>
                <td className="px-2 py-2 tabular-nums">{variant.exposed}</td>
                <td className="px-2 py-2 tabular-nums">{variant.converted}</td>
                <td className="px-2 py-2 tabular-nums">{percent(variant.rate)}</td>
                <td className="px-2 py-2 tabular-nums">
                  {variant.lift ? `${percent(variant.lift.value)} (${percent(variant.lift.low)} to ${percent(variant.lift.high)})` : C.noData}
                </td>
                <td className="px-2 py-2 tabular-nums">
                  {variant.test ? `${variant.test.p.toFixed(3)}${variant.test.p < 0.05 ? `, ${C.significant}` : ""}` : C.noData}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

function NewExperiment() {
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.fieldErrors ?? {};
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="new-experiment-heading" className="card mt-8">
      <h2 id="new-experiment-heading" className="text-xl font-semibold">
        {C.createHeading}
      </h2>
      {errors.form ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <TextField id="experiment-key" name="key" label={C.key} autoComplete="off" error={errors.key} />
        <SelectField
          id="experiment-event"
          name="event"
          label={C.event}
          error={errors.event}
          options={CONVERSION_EVENTS.map((event) => ({ value: event, label: C.conversionEvents[event] }))}
        />
        <TextField id="experiment-description" name="description" label={C.description} error={errors.description} className="sm:col-span-2" />
        <TextField
          id="experiment-variants"
          name="variants"
          label={C.variants}
          autoComplete="off"
          defaultValue="control:50, variant:50"
          error={errors.variants}
          hint={<p className="text-xs text-muted">{C.variantsHint}</p>}
          className="sm:col-span-2"
        />
        <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start" disabled={busy}>
          {C.create}
        </button>
      </Form>
    </section>
  );
}
