import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ChoiceGroup, useWizardForm, WizardForm } from "~/components/path/Wizard";
import { TextField } from "~/components/ui/TextField";
import { WIZARD_COPY } from "~/kernel/copy/path";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { PLAN_LENGTHS, PLAN_TITLE_MAX } from "~/kernel/path/wizard-options";
import { BasicsSchema } from "~/kernel/path/wizard";
import { wizardStepAction, wizardStepLoader } from "~/server/path/wizard-steps.server";

export const loader = (args: LoaderFunctionArgs) => wizardStepLoader("basics", args);
export const action = (args: ActionFunctionArgs) => wizardStepAction("basics", args);

const COPY = WIZARD_COPY.basics;

/** Step 1: topic or title, focus area, length. */
export default function CreatePlanBasics() {
  const { values: saved } = useLoaderData<typeof loader>();
  const { form, errors, formError, typed } = useWizardForm(BasicsSchema);
  const value = (field: "title" | "focusArea" | "lengthDays") => String(typed?.[field] ?? saved?.[field] ?? "");
  return (
    <WizardForm heading={COPY.heading} form={form} formError={formError} errors={errors}>
      <TextField
        label={COPY.title}
        name="title"
        defaultValue={value("title")}
        maxLength={PLAN_TITLE_MAX}
        autoComplete="off"
        hint={<p className="text-sm text-muted">{COPY.titleHint}</p>}
        error={errors.title}
      />
      <ChoiceGroup
        name="focusArea"
        legend={COPY.focusArea}
        type="radio"
        choices={FOCUS_AREAS.map((area) => ({ value: area, label: area }))}
        selected={[value("focusArea")]}
        error={errors.focusArea}
      />
      <ChoiceGroup
        name="lengthDays"
        legend={COPY.length}
        type="radio"
        columns={3}
        choices={PLAN_LENGTHS.map((days) => ({ value: String(days), label: COPY.lengthOption(days) }))}
        selected={[value("lengthDays")]}
        error={errors.lengthDays}
      />
    </WizardForm>
  );
}
