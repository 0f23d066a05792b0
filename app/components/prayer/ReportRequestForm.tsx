import { Form } from "@remix-run/react";
import { PASTURE_COPY, REPORT_REASON_LABELS } from "~/kernel/copy/pasture";
import { PRAYER_REQUESTS_COPY } from "~/kernel/copy/prayer";
import { REPORT_REASONS } from "~/kernel/pasture/rules";
import { PRAYER_LIMITS } from "~/kernel/prayer/rules";
import { PRAYER_REQUEST_INTENTS } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";

/**
 * Report a brother's request: a disclosure holding a real form (it works before JavaScript) with
 * The Pasture's reasons and an optional note, posted to /prayer/requests. The server decides what a
 * report does (a Pasture-wide request leaves view at once) and answers with a toast.
 */
export function ReportRequestForm({ request }: { request: Pick<PrayerRequestView, "id"> }) {
  const legendId = `report-${request.id}-legend`;
  return (
    <details className="text-sm">
      <summary className="min-h-[44px] cursor-pointer py-2 font-semibold text-muted underline underline-offset-4">{PRAYER_REQUESTS_COPY.report}</summary>
      <Form method="post" action="/prayer/requests" className="mt-2 space-y-3">
        <input type="hidden" name="intent" value={PRAYER_REQUEST_INTENTS.report} />
        <input type="hidden" name="requestId" value={request.id} />
        <p className="text-muted">{PASTURE_COPY.reportIntro}</p>
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="font-semibold">
            {PASTURE_COPY.reportReasonLegend}
          </legend>
          <div className="mt-1 space-y-1">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-[44px] cursor-pointer items-center gap-3">
                <input type="radio" name="reason" value={reason} required className="h-5 w-5 accent-primary" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="font-semibold">{PASTURE_COPY.reportNoteLabel}</span>
          <textarea name="note" rows={2} maxLength={PRAYER_LIMITS.reportNote.max} className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg" />
        </label>
        <button type="submit" className="btn-secondary">
          {PASTURE_COPY.reportSend}
        </button>
      </Form>
    </details>
  );
}
