/** /admin/features: the feature flags, their state and staleness; save a flag or turn one on or off. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { SelectField } from "~/components/ui/SelectField";
import { TextField } from "~/components/ui/TextField";
import { FLAG_TYPES } from "~/kernel/admin/growth";
import { FlagFormSchema, FlagToggleSchema } from "~/kernel/admin/growth-forms";
import { ADMIN_FEATURES_COPY as C } from "~/kernel/copy/admin";
import { formFields, invalidInput, refused } from "~/server/admin/form-answer.server";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { z } from "~/kernel/zod";
import { flagsPage, saveFlag, toggleFlag } from "../../worker/domain/admin/features.server";
import { ColumnHeads } from "~/components/admin/ColumnHeads";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Features · Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return { flags: await flagsPage(context.app.db, new Date()) };
}

const ActionSchema = z.discriminatedUnion("intent", [FlagFormSchema, FlagToggleSchema], { error: C.errors.intent });

export async function action({ context, request }: ActionFunctionArgs) {
  const admin = requireAdmin(context);
  const parsed = ActionSchema.safeParse(formFields(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error);
  const input = parsed.data;
  const done = input.intent === "save" ? await saveFlag(context.app.db, admin.id, input) : await toggleFlag(context.app.db, admin.id, input);
  if (!done.ok) return refused(done);
  return redirectWithToast("/admin/features", {
    title: C.saved,
    description: input.intent === "toggle" ? C.toggled(input.key, input.enabled) : undefined,
    variant: "success",
  });
}

export default function AdminFeatures() {
  const { flags } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-2 text-muted">{C.intro}</p>
      <ScrollTable label={C.title} className="mt-6">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <ColumnHeads labels={Object.values(C.columns)} />
          <tbody>
            {flags.map((flag) => (
              <tr key={flag.key} className="border-b border-border/60 align-top">
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  <span className="font-mono font-semibold">{flag.key}</span>
                  <span className="block text-muted">{flag.description}</span>
                  {flag.stale ? <span className="mt-1 block font-semibold text-danger">{C.stale}</span> : null}
                </th>
                <td className="px-2 py-2">{C.types[flag.type]}</td>
                <td className="px-2 py-2">
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="key" value={flag.key} />
                    <input type="hidden" name="enabled" value={flag.enabled ? "off" : "on"} />
                    <span className="font-semibold">{flag.enabled ? C.on : C.off}</span>
                    <button type="submit" className="btn-secondary min-h-[40px]" disabled={busy}>
                      {flag.enabled ? C.turnOff(flag.key) : C.turnOn(flag.key)}
                    </button>
                  </Form>
                </td>
                <td className="px-2 py-2 tabular-nums">{flag.type === "kill_switch" ? "—" : `${flag.rolloutPercent}%`}</td>
                <td className="px-2 py-2 [overflow-wrap:anywhere]">{flag.allowList.length ? flag.allowList.join(", ") : "—"}</td>
                <td className="px-2 py-2 tabular-nums">{C.days(flag.ageDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <FlagEditor />
    </main>
  );
}

function FlagEditor() {
  const answer = useActionData<typeof action>();
  const errors: Record<string, string> = answer?.fieldErrors ?? {};
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="flag-editor-heading" className="card mt-8">
      <h2 id="flag-editor-heading" className="text-xl font-semibold">
        {C.editHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{C.editIntro}</p>
      {errors.form ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        <TextField
          id="flag-key"
          name="key"
          label={C.key}
          autoComplete="off"
          error={errors.key}
          hint={<p className="text-xs text-muted">{C.keyHint}</p>}
        />
        <SelectField id="flag-type" name="type" label={C.type} error={errors.type} options={FLAG_TYPES.map((type) => ({ value: type, label: C.types[type] }))} />
        <TextField id="flag-description" name="description" label={C.description} error={errors.description} className="sm:col-span-2" />
        <TextField id="flag-rollout" name="rollout" label={C.rollout} type="number" inputMode="numeric" min={0} max={100} defaultValue={100} error={errors.rollout} />
        <label className="inline-flex min-h-[44px] items-center gap-2 self-end">
          <input type="checkbox" name="enabled" value="on" defaultChecked />
          {C.enabled}
        </label>
        <TextField id="flag-allow" name="allowList" label={C.allowList} autoComplete="off" error={errors.allowList} className="sm:col-span-2" />
        <button type="submit" className="btn-primary sm:col-span-2 sm:justify-self-start" disabled={busy}>
          {C.save}
        </button>
      </Form>
    </section>
  );
}
