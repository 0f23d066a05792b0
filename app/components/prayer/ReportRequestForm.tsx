import { Form, useLocation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { PASTURE_COPY, REPORT_REASON_LABELS } from "~/kernel/copy/pasture";
import { PRAYER_REQUESTS_COPY } from "~/kernel/copy/prayer";
import { REPORT_REASONS } from "~/kernel/pasture/rules";
import { PRAYER_LIMITS, REPORT_REQUEST_PARAM } from "~/kernel/prayer/rules";
import { PRAYER_REQUEST_INTENTS } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";

/**
 * Report a brother's request: a disclosure holding a real form with The Pasture's reasons and an
 * optional note, posted to /prayer/requests. The server decides what a report does (a Pasture-wide
 * request leaves view at once) and answers with a toast.
 *
 * A list of requests would carry one such form per request, so the form is rendered only once he
 * opens the disclosure. Before JavaScript, opening it shows a link to the same page with this
 * request's form open (`?report=<id>`), where the form works as a plain post.
 */
export function ReportRequestForm({ request }: { request: Pick<PrayerRequestView, "id"> }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get(REPORT_REQUEST_PARAM) === request.id);
  const legendId = `report-${request.id}-legend`;
  return (
    <details className="text-sm" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-[44px] cursor-pointer py-2 font-semibold text-muted underline underline-offset-4">{PRAYER_REQUESTS_COPY.report}</summary>
      {open ? (
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
      ) : (
        <a href={`${pathname}?${REPORT_REQUEST_PARAM}=${encodeURIComponent(request.id)}#request-${request.id}`} className="mt-2 inline-block min-h-[44px] py-2 font-semibold text-primary underline underline-offset-4">
          {PRAYER_REQUESTS_COPY.reportOpen}
        </a>
      )}
    </details>
  );
}
