import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveClientMessage, LiveServerMessage, LiveStateView } from "~/kernel/prayer/live";
import { prayerGatheringLiveHref } from "~/kernel/prayer/live";
import { reconnectDelay } from "~/kernel/notifications";

export type LiveConnection = "connecting" | "open" | "dropped";

/**
 * The page's socket to its prayer gathering: the shared state as the server last announced it,
 * the last refusal, and a plain status while the connection is down. Reconnects with backoff (at
 * once when the browser comes back online) until the gathering ends; `onEnded` then runs once.
 */
export function useLiveGathering(gatheringId: string, onEnded: () => void) {
  const [state, setState] = useState<LiveStateView | null>(null);
  const [connection, setConnection] = useState<LiveConnection>("connecting");
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let finished = false;
    const url = `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}${prayerGatheringLiveHref(gatheringId)}`;

    const connect = () => {
      clearTimeout(timer);
      if (finished) return;
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.addEventListener("open", () => {
        attempt = 0;
        setConnection("open");
      });
      socket.addEventListener("message", (event) => {
        if (typeof event.data !== "string") return;
        const message = JSON.parse(event.data) as LiveServerMessage;
        if (message.type === "state") {
          setState(message.state);
          setError(null);
        } else if (message.type === "error") setError(message.message);
        else if (message.type === "ended") {
          finished = true;
          ended.current();
        }
      });
      socket.addEventListener("close", () => {
        if (socketRef.current !== socket) return;
        socketRef.current = null;
        if (finished) return;
        setConnection("dropped");
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      });
    };
    const reconnectNow = () => {
      if (socketRef.current || finished) return;
      attempt = 0;
      connect();
    };

    connect();
    window.addEventListener("online", reconnectNow);
    return () => {
      finished = true;
      clearTimeout(timer);
      window.removeEventListener("online", reconnectNow);
      socketRef.current?.close(1000);
      socketRef.current = null;
    };
  }, [gatheringId]);

  const send = useCallback((message: LiveClientMessage) => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }, []);

  return { state, connection, error, send };
}
