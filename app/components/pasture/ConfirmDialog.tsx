import type { ReactNode } from "react";
import { Dialog } from "~/components/word/Dialog";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { usePastureFetcher } from "./usePastureFetcher";

/**
 * "Are you sure?" before a change that cannot be taken back (delete, block): the confirm button posts
 * `fields` with `intent` to the page's action.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  question,
  confirmLabel,
  intent,
  fields,
  success,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  intent: string;
  fields: Record<string, string>;
  success: string;
}) {
  const fetcher = usePastureFetcher(success, onClose);
  const pending = fetcher.state !== "idle";
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={PASTURE_COPY.cancel}>
      <fetcher.Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>{question}</p>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="btn-secondary">
            {PASTURE_COPY.cancel}
          </button>
          <button type="submit" className="btn bg-danger text-white hover:opacity-90 dark:text-bg" disabled={pending} aria-busy={pending || undefined}>
            {confirmLabel}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
