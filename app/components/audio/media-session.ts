/**
 * Lock-screen and headset controls (Media Session API): what is playing (title, collection, artwork), play and
 * pause, ±15 s, seek and stop, and the position, for as long as audio is loaded.
 */
import { useEffect, useRef } from "react";
import { SKIP_SECONDS } from "~/kernel/audio/player";
import { APP_NAME } from "~/kernel/copy/shell";
import type { AudioPlayerApi } from "./AudioPlayerProvider";

const supported = () => typeof navigator !== "undefined" && "mediaSession" in navigator;

export function useMediaSession(api: AudioPlayerApi | null) {
  const apiRef = useRef(api);
  apiRef.current = api;
  const state = api?.state;
  const source = state?.source ?? null;
  const loaded = state !== undefined && state.audio !== null && state.audio !== "generating";
  const playing = state?.playing ?? false;
  const duration = state?.duration ?? 0;
  const second = Math.floor(state?.currentTime ?? 0);
  const speed = state?.speed ?? 1;

  useEffect(() => {
    if (!supported() || !loaded || !source) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== "undefined") {
      const artwork = [
        ...(source.artwork ? [{ src: new URL(source.artwork, location.origin).href, sizes: "640x640", type: mimeOf(source.artwork) }] : []),
        { src: new URL("/favicon.svg", location.origin).href, sizes: "any", type: "image/svg+xml" },
      ];
      session.metadata = new MediaMetadata({ title: source.title, artist: APP_NAME, album: source.collection, artwork });
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => apiRef.current?.play()],
      ["pause", () => apiRef.current?.pause()],
      ["seekbackward", (details) => apiRef.current?.skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ["seekforward", (details) => apiRef.current?.skip(details.seekOffset ?? SKIP_SECONDS)],
      ["seekto", (details) => details.seekTime !== undefined && apiRef.current?.seek(details.seekTime)],
      ["stop", () => apiRef.current?.close()],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = "none";
    };
  }, [loaded, source]);

  useEffect(() => {
    if (supported() && loaded) navigator.mediaSession.playbackState = playing ? "playing" : "paused";
  }, [loaded, playing]);

  useEffect(() => {
    if (!supported() || !loaded || !(duration > 0)) return;
    try {
      navigator.mediaSession.setPositionState?.({ duration, position: Math.min(second, duration), playbackRate: speed });
    } catch {
      // Some browsers reject a position state they consider inconsistent; the controls still work.
    }
  }, [loaded, duration, second, speed]);
}

function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // An action this browser does not support.
  }
}

function mimeOf(src: string) {
  if (src.endsWith(".svg")) return "image/svg+xml";
  if (src.endsWith(".png")) return "image/png";
  if (src.endsWith(".webp")) return "image/webp";
  return "image/jpeg";
}
