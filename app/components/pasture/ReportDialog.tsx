import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Dialog } from "~/components/word/Dialog";
import { FieldError } from "~/components/ui/FieldError";
import { PASTURE_COPY, REPORT_REASON_LABELS } from "~/kernel/copy/pasture";
import { REPORT_REASONS, type ReportableKind } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { ReportSchema } from "~/kernel/pasture/schemas";
import { usePastureFetcher } from "./usePastureFetcher";

/** Report a post or comment: why (one reason, required) and an optional note. */
export function ReportDialog({ open, onClose, kind, id }: { open: boolean; onClose: () => void; kind: ReportableKind; id: string }) {
  const fetcher = usePastureFetcher(PASTURE_COPY.reported, onClose);
  const [form, fields] = useForm({
    id: `report-${kind}-${id}`,
    lastResult: fetcher.data,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReportSchema }),
  });
  const pending = fetcher.state !== "idle";
  return (
    <Dialog open={open} onClose={onClose} title={PASTURE_COPY.reportTitle} closeLabel={PASTURE_COPY.cancel}>
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value={PASTURE_INTENTS.report} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <p className="text-sm text-muted">{PASTURE_COPY.reportIntro}</p>
        <fieldset aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}>
          <legend className="font-semibold">{PASTURE_COPY.reportReasonLegend}</legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-[44px] cursor-pointer items-center gap-3">
                <input type="radio" name={fields.reason.name} value={reason} className="h-5 w-5 accent-primary" />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </div>
          <FieldError id={fields.reason.errorId} message={fields.reason.errors?.[0]} />
        </fieldset>
        <div>
          <label htmlFor={fields.note.id} className="text-sm font-semibold">
            {PASTURE_COPY.reportNoteLabel}
          </label>
          <textarea
            {...getTextareaProps(fields.note)}
            rows={3}
            maxLength={500}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
          />
          <FieldError id={fields.note.errorId} message={fields.note.errors?.[0]} />
        </div>
        <FieldError id={form.errorId} message={form.errors?.[0]} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary">
            {PASTURE_COPY.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {PASTURE_COPY.reportSend}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
