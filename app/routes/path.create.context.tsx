import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { ChoiceGroup, useWizardForm, WizardForm } from "~/components/path/Wizard";
import { FieldError } from "~/components/ui/FieldError";
import { WIZARD_COPY } from "~/kernel/copy/path";
import { CONTEXT_MAX, SITUATIONS } from "~/kernel/path/wizard-options";
import { ContextSchema } from "~/kernel/path/wizard";
import { submittedList } from "~/kernel/form-values";
import { wizardStepAction, wizardStepLoader } from "~/server/path/wizard-steps.server";

export const loader = (args: LoaderFunctionArgs) => wizardStepLoader("context", args);
export const action = (args: ActionFunctionArgs) => wizardStepAction("context", args);

const COPY = WIZARD_COPY.context;

/** Step 2: his situation (up to 3), and a sentence or two in his own words. */
export default function CreatePlanContext() {
  const { values: saved } = useLoaderData<typeof loader>();
  const { form, errors, formError, typed } = useWizardForm(ContextSchema);
  const situations = typed ? submittedList(typed.situations) : (saved?.situations ?? []);
  const [text, setText] = useState(String(typed?.context ?? saved?.context ?? ""));
  const id = useId();
  const error = errors.context;
  return (
    <WizardForm heading={COPY.heading} form={form} formError={formError} errors={errors}>
      <ChoiceGroup
        name="situations"
        legend={COPY.situations}
        hint={COPY.situationsHint}
        type="checkbox"
        choices={SITUATIONS.map((situation) => ({ value: situation.id, label: situation.label }))}
        selected={situations}
        error={errors.situations}
      />
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id} className="text-sm font-semibold">
            {COPY.context}
          </label>
          <span id={`${id}-count`} className="text-xs tabular-nums text-muted">
            {text.length}/{CONTEXT_MAX}
          </span>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {COPY.contextHint}
        </p>
        <textarea
          id={id}
          name="context"
          rows={4}
          maxLength={CONTEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(" ")}
          className="mt-2 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </WizardForm>
  );
}
