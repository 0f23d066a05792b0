import type { FetcherWithComponents } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { TodayActionAnswer } from "~/kernel/checkin";
import type { Devotional } from "~/kernel/devotional";
import { DEVOTIONAL_COPY } from "~/kernel/copy/today";

/** The form carries zod and Conform: loaded when the dialog first opens, so Today's first load stays small (decision 006). */
const JournalForm = lazy(() => import("./JournalForm"));

/**
 * "Gather Your Thoughts": a native modal dialog (focus is held
 * inside, Escape closes, focus returns to the opener) with the day's passage and reflection above
 * the field. The reflection posts to the Today action through `fetcher`.
 */
export function JournalDialog({
  open,
  devotional,
  fetcher,
  onClose,
  onSaved,
}: {
  open: boolean;
  devotional: Devotional;
  fetcher: FetcherWithComponents<TodayActionAnswer>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  // Closing clears the form's messages; a saved reflection starts the form over, empty.
  const [closings, setClosings] = useState(0);
  const [saves, setSaves] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setOpened(true);
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        setClosings((count) => count + 1);
        onClose();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/60"
    >
      <div className="p-5">
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold">
          {DEVOTIONAL_COPY.gatherThoughts}
        </h2>
        <div className="mt-3 rounded-xl bg-primary/5 p-4 text-sm">
          <p className="font-semibold">{devotional.title}</p>
          <p className="mt-1 text-primary">{devotional.passage}</p>
          <p className="mt-3 font-semibold">{DEVOTIONAL_COPY.reflectLabel}</p>
          <p className="mt-1 leading-relaxed">{devotional.reflection}</p>
        </div>
        {opened ? (
          <Suspense fallback={null}>
            <JournalForm
              key={saves}
              closings={closings}
              devotional={devotional}
              fetcher={fetcher}
              onSaved={() => {
                setSaves((count) => count + 1);
                onSaved();
              }}
              onCancel={() => dialog.current?.close()}
            />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}
