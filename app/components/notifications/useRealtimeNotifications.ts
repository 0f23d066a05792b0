import { useEffect, useRef } from "react";
import { isNotificationsChanged, reconnectDelay, type NotificationsChangedMessage } from "~/kernel/notifications";

type HubListener = (message: unknown) => void;
const hubListeners = new Set<HubListener>();

/**
 * Hears the hub's other messages (such as a new Pasture post) over the socket the bell already
 * holds, so a page adds no second connection. Each listener checks the message's type itself.
 */
export function useHubMessages(listener: HubListener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward: HubListener = (message) => latest.current(message);
    hubListeners.add(forward);
    return () => {
      hubListeners.delete(forward);
    };
  }, []);
}

export interface RealtimeHandlers {
  /** The socket is open (first time or after a reconnect): refetch anything that may have been missed. */
  onConnected(): void;
  /** The hub says the member's notifications changed. */
  onChanged(message: NotificationsChangedMessage): void;
  /** The very first connection attempt failed: the page still needs its count. */
  onUnavailable?(): void;
}

/**
 * The page's one WebSocket to /api/realtime (the session cookie authenticates it). Reconnects with
 * exponential backoff and jitter, at once when the browser comes back online, and closes on unmount.
 * Mount it once, for signed-in members only.
 */
export function useRealtimeNotifications(handlers: RealtimeHandlers, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let everOpened = false;
    let disposed = false;
    const url = `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/api/realtime`;

    const connect = () => {
      clearTimeout(timer);
      timer = undefined;
      if (disposed) return;
      const current = new WebSocket(url);
      socket = current;
      current.addEventListener("open", () => {
        attempt = 0;
        everOpened = true;
        latest.current.onConnected();
      });
      current.addEventListener("message", (event) => {
        if (typeof event.data !== "string") return;
        let message: unknown;
        try {
          message = JSON.parse(event.data);
        } catch {
          return;
        }
        if (isNotificationsChanged(message)) latest.current.onChanged(message);
        else for (const listener of hubListeners) listener(message);
      });
      current.addEventListener("close", () => {
        if (socket !== current) return;
        socket = null;
        if (disposed) return;
        if (!everOpened && attempt === 0) latest.current.onUnavailable?.();
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    };

    const reconnectNow = () => {
      if (socket || disposed) return;
      attempt = 0;
      connect();
    };

    connect();
    window.addEventListener("online", reconnectNow);
    return () => {
      disposed = true;
      clearTimeout(timer);
      window.removeEventListener("online", reconnectNow);
      const open = socket;
      socket = null;
      open?.close(1000, "page closed");
    };
  }, [enabled]);
}
