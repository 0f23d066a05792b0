import { lazy, Suspense, useState } from "react";
import { SHARE_WITH_FLOCK_COPY as C } from "~/kernel/copy/flock-share";
import type { ShareWithFlockProps } from "./ShareWithFlockDialog";

/** The dialog, his flocks and the flock's copy load on the first click, not with the page. */
const ShareWithFlockDialog = lazy(() => import("./ShareWithFlockDialog"));

/**
 * "Share with my flock": a button that opens the share dialog pre-filled with `text`. Each opening
 * starts afresh (a new key: the words he was given, no old error); once opened the dialog stays
 * mounted, closed, so focus returns to this button when it closes.
 */
export function ShareWithFlock(props: ShareWithFlockProps) {
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        {C.open}
      </button>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <ShareWithFlockDialog key={openings} {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
