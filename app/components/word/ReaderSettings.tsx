import { useState } from "react";
import { AppearanceFields } from "~/components/appearance/AppearanceFields";
import { SETTINGS_COPY } from "~/kernel/copy/word";
import { Dialog } from "./Dialog";

/** The app-wide text size and theme, a tap away while reading: applied at once, kept on the device. */
export function ReaderSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className="btn-secondary px-3">
        <span aria-hidden="true" className="font-serif text-base">
          A<span className="text-lg">a</span>
        </span>
        <span className="sr-only">{SETTINGS_COPY.title}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={SETTINGS_COPY.title} closeLabel={SETTINGS_COPY.close}>
        <AppearanceFields name="word" />
      </Dialog>
    </>
  );
}
