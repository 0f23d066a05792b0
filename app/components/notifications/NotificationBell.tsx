import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { apiClient } from "~/browser/api-client";
import { bellAccessibleName, bellLabel, NOTIFICATIONS_COPY } from "~/kernel/notifications";
import { BellIcon } from "../account-icons";
import { PANEL_FRAME_CLASS, PANEL_FRAME_STYLE } from "./panel-frame";
import { useRealtimeNotifications } from "./useRealtimeNotifications";

/** The list's code is not in the shell's first load (decision 006); it loads on hover, focus or open. */
const loadPanel = () => import("./NotificationPanel");
const NotificationPanel = lazy(loadPanel);

export interface UnreadCount {
  value: number;
  /** A local change (optimistic): applies at once and supersedes any count still being fetched. */
  adjust(next: number | ((current: number) => number)): void;
  /** A token to pass back with a count the server reports later. */
  snapshot(): number;
  /** The server's count, applied only when nothing changed the count since `snapshot`. */
  applyServer(count: number, snapshot: number): void;
  /** Re-reads the count from the server (after a change that failed). */
  refresh(): void;
}

async function fetchUnreadCount(): Promise<number | null> {
  try {
    const response = await apiClient.notifications["unread-count"].$get(undefined, { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const { unread } = await response.json();
    return unread;
  } catch {
    return null;
  }
}

/**
 * The header's bell: the unread count ("9+" above 9), live over the page's one WebSocket,
 * and the dropdown. Rendered for signed-in members only.
 */
export function NotificationBell() {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const [unread, setUnread] = useState(0);
  const countVersion = useRef(0);
  const [refreshSignal, setRefreshSignal] = useState(0);

  const adjust = useCallback((next: number | ((current: number) => number)) => {
    countVersion.current += 1;
    setUnread((current) => Math.max(0, typeof next === "function" ? next(current) : next));
  }, []);
  const snapshot = useCallback(() => countVersion.current, []);
  const applyServer = useCallback(
    (count: number, at: number) => {
      if (countVersion.current === at) adjust(count);
    },
    [adjust],
  );

  const refreshCount = useCallback(async () => {
    const at = countVersion.current;
    const count = await fetchUnreadCount();
    if (count !== null) applyServer(count, at);
  }, [applyServer]);

  useRealtimeNotifications({
    onConnected: () => {
      void refreshCount();
      if (openRef.current) setRefreshSignal((value) => value + 1);
    },
    onChanged: (message) => {
      adjust(message.unread);
      if (openRef.current) setRefreshSignal((value) => value + 1);
    },
    onUnavailable: () => void refreshCount(),
  });

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  const badge = bellLabel(unread);
  const prefetch = () => void loadPanel();
  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost relative min-h-[44px] px-2"
        aria-label={bellAccessibleName(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((current) => !current)}
      >
        <BellIcon />
        {badge ? (
          <span
            aria-hidden="true"
            data-notification-badge=""
            className="absolute right-0.5 top-1 min-w-[1.25rem] rounded-full bg-danger px-1 text-center text-[11px] font-bold leading-5 text-bg"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense
            fallback={
              <div className={PANEL_FRAME_CLASS} style={PANEL_FRAME_STYLE}>
                <p role="status" className="p-4 text-sm text-muted">
                  {NOTIFICATIONS_COPY.loading}
                </p>
              </div>
            }
          >
            <NotificationPanel
              count={{ value: unread, adjust, snapshot, applyServer, refresh: () => void refreshCount() }}
              refreshSignal={refreshSignal}
              onClose={close}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
