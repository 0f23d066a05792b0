import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ChoiceGroup, useWizardForm, WizardForm } from "~/components/path/Wizard";
import { WIZARD_COPY } from "~/kernel/copy/path";
import { PLAN_MINUTES, PLAN_STYLES, STYLE_LABELS } from "~/kernel/path/wizard-options";
import { PreferencesSchema } from "~/kernel/path/wizard";
import { wizardStepAction, wizardStepLoader } from "~/server/path/wizard-steps.server";

export const loader = (args: LoaderFunctionArgs) => wizardStepLoader("preferences", args);
export const action = (args: ActionFunctionArgs) => wizardStepAction("preferences", args);

const COPY = WIZARD_COPY.preferences;

/** Step 3: minutes a day and style. */
export default function CreatePlanPreferences() {
  const { values: saved } = useLoaderData<typeof loader>();
  const { form, errors, formError, typed } = useWizardForm(PreferencesSchema);
  const value = (field: "minutesPerDay" | "style") => String(typed?.[field] ?? saved?.[field] ?? "");
  return (
    <WizardForm heading={COPY.heading} form={form} formError={formError} errors={errors}>
      <ChoiceGroup
        name="minutesPerDay"
        legend={COPY.minutes}
        type="radio"
        choices={PLAN_MINUTES.map((minutes) => ({ value: String(minutes), label: COPY.minutesOption(minutes) }))}
        selected={[value("minutesPerDay")]}
        error={errors.minutesPerDay}
      />
      <ChoiceGroup
        name="style"
        legend={COPY.style}
        type="radio"
        columns={3}
        choices={PLAN_STYLES.map((style) => ({ value: style, label: STYLE_LABELS[style].label, hint: STYLE_LABELS[style].hint }))}
        selected={[value("style")]}
        error={errors.style}
      />
    </WizardForm>
  );
}
