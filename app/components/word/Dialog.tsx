import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

/**
 * A modal built on the native <dialog>: showModal() traps focus, makes the page behind inert and
 * closes on Escape; focus returns to the opener when it closes. Content renders only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = "Close",
  wide = false,
  initialFocus,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
  wide?: boolean;
  /** Focused once the dialog has opened (else the browser focuses its first control). */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-hidden rounded-2xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50 ${
        wide ? "max-w-xl" : "max-w-md"
      }`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="btn-ghost -mr-2 min-w-[44px] px-2"
              aria-label={closeLabel}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
