import { useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { FieldError } from "~/components/ui/FieldError";
import { Dialog } from "~/components/word/Dialog";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { REPORT_REASON_LABELS } from "~/kernel/copy/pasture";
import type { FlockReportable } from "~/kernel/flock/rules";
import { REPORT_REASONS, type ReportReason } from "~/kernel/pasture/rules";
import { useFlockCall } from "./useFlockCall";

const C = FLOCK_COPY.reports;

/** Report a reflection or comment to the flock's leaders, and to the administrators if he ticks it. */
export function FlockReportDialog({ flockId, kind, id, onClose }: { flockId: string; kind: FlockReportable; id: string; onClose: () => void }) {
  const { run, pending } = useFlockCall();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [tellAdmins, setTellAdmins] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `flock-report-${id}-error`;

  const send = async () => {
    if (!reason) return setError(C.chooseReason);
    const json = { kind, id, reason, note, tellAdmins };
    const answer = await run(() => answerOf(apiClient.flocks[":flockId"].reports.$post({ param: { flockId }, json })), tellAdmins ? C.toLeadersAndAdmins : C.toLeaders);
    if (answer.ok) onClose();
    else setError(answer.error);
  };

  return (
    <Dialog open onClose={onClose} title={C.title} closeLabel={FLOCK_COPY.reflections.cancel}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <p className="text-sm text-muted">{C.intro}</p>
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="font-semibold">{C.chooseReason}</legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-[44px] cursor-pointer items-center gap-3">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="h-5 w-5 accent-primary" />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`flock-report-${id}-note`} className="text-sm font-semibold">
            {C.noteLabel}
          </label>
          <textarea
            id={`flock-report-${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={500}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg"
          />
        </div>
        <label className="flex min-h-[44px] cursor-pointer items-center gap-3">
          <input type="checkbox" checked={tellAdmins} onChange={(event) => setTellAdmins(event.target.checked)} className="h-5 w-5 accent-primary" />
          {C.tellAdmins}
        </label>
        <FieldError id={errorId} message={error ?? undefined} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary">
            {FLOCK_COPY.reflections.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {C.send}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
