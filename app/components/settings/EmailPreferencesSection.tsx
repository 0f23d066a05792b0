/** The optional emails (today: the weekly summary), and the plain word that security emails always go. */
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { EMAIL_PREFERENCES_COPY as COPY } from "~/kernel/copy/settings";
import { EmailPreferencesSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { FormAlert, SettingsSection, SubmitButton } from "./form-parts";

export function EmailPreferencesSection({ weeklySummary }: { weeklySummary: boolean }) {
  const [form, fields] = useIntentForm(SETTINGS_INTENTS.saveEmailPreferences, EmailPreferencesSchema);
  return (
    <SettingsSection id="email-heading" title={COPY.heading}>
      <div className="card mt-4">
        <Form method="post" className="space-y-4" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.saveEmailPreferences} />
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name={fields.weeklySummary.name}
              defaultChecked={weeklySummary}
              aria-describedby="weekly-summary-hint"
              className="mt-0.5 h-5 w-5 shrink-0 accent-[rgb(var(--color-primary))]"
            />
            <span>
              <span className="block font-medium">{COPY.weeklySummary}</span>
              <span id="weekly-summary-hint" className="mt-0.5 block text-sm text-muted">
                {COPY.weeklySummaryHint}
              </span>
            </span>
          </label>
          <FormAlert message={fields.weeklySummary.errors?.[0]} />
          <p className="text-sm text-muted">{COPY.alwaysSent}</p>
          <SubmitButton intent={SETTINGS_INTENTS.saveEmailPreferences} className="btn-primary">
            {COPY.save}
          </SubmitButton>
        </Form>
      </div>
    </SettingsSection>
  );
}
