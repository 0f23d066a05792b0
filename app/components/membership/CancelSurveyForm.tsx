import { Form } from "@remix-run/react";
import { CANCEL_REASONS } from "~/kernel/admin/growth";
import { CANCEL_SURVEY_COPY as C } from "~/kernel/copy/subscription";

/** The cancel survey: a reason and optional words, then on to the payment provider's page to cancel. */
export function CancelSurveyForm({ busy, error }: { busy: boolean; error: string | null }) {
  return (
    <section aria-labelledby="cancel-survey-heading" className="card mt-6">
      <h3 id="cancel-survey-heading" className="text-lg font-semibold">
        {C.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{C.intro}</p>
      {error ? (
        <p id="cancel-survey-error" role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <fieldset aria-describedby={error ? "cancel-survey-error" : undefined}>
          <legend className="text-sm font-semibold">{C.reasonLegend}</legend>
          <div className="mt-2 space-y-1">
            {CANCEL_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-[40px] items-center gap-2">
                <input type="radio" name="reason" value={reason} required />
                {C.reasons[reason]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="cancel-details" className="text-sm font-semibold">
            {C.details}
          </label>
          <textarea
            id="cancel-details"
            name="details"
            rows={3}
            maxLength={500}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg"
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {C.submit}
        </button>
      </Form>
    </section>
  );
}
