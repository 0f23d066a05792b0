import { NOTIFICATION_PANEL_HEIGHT_PX } from "~/kernel/notifications";

/**
 * Where the dropdown sits and how big it is (400 px high), shared by the panel and the
 * frame shown while its code loads. On phones it spans the screen under the header; from `sm` it
 * hangs under the bell. It never grows past a very short viewport.
 */
export const PANEL_FRAME_CLASS =
  "fixed inset-x-4 top-16 z-40 flex max-h-[calc(100vh-5rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96";

export const PANEL_FRAME_STYLE = { height: NOTIFICATION_PANEL_HEIGHT_PX } as const;
