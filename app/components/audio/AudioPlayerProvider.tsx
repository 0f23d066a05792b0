/**
 * Devotional audio for the whole app: Listen, the fixed player, and their messages.
 * It lives in the root layout, so what is playing keeps playing across client-side navigation; the
 * one <audio> element is rendered here for the same reason. Until the first Listen the player is
 * idle and nothing of it but this module loads: Listen loads the player at work (PlayerRuntime.tsx),
 * which then plays and publishes its state to these contexts.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { initialPlayerState, type AudioSource, type PlayerState } from "~/kernel/audio/player-state";

const PlayerRuntime = lazy(() => import("./PlayerRuntime"));

export interface AudioPlayerApi {
  state: PlayerState;
  /** Listen: generate (or fetch) and play this devotional, or play/pause it when it is the one loaded. */
  listen(source: AudioSource | null, signedIn: boolean): Promise<void>;
  play(): void;
  pause(): void;
  togglePlay(): void;
  seek(seconds: number): void;
  skip(deltaSeconds: number): void;
  cycleSpeed(): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  collapse(): void;
  expand(): void;
  close(): void;
}

/** Which sentence of which devotional is being read, for the card's highlighting (changes per sentence only). */
export interface ReadAlong {
  cacheKey: string | null;
  index: number;
  playing: boolean;
}

const NOT_READING: ReadAlong = { cacheKey: null, index: -1, playing: false };
const PlayerContext = createContext<AudioPlayerApi | null>(null);
const ReadAlongContext = createContext<ReadAlong>(NOT_READING);

/** The player, or null outside the provider (the root error screen renders without it). */
export function useAudioPlayer(): AudioPlayerApi | null {
  return useContext(PlayerContext);
}

export function useReadAlong(): ReadAlong {
  return useContext(ReadAlongContext);
}

export function AudioPlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [firstListen, setFirstListen] = useState<{ source: AudioSource | null; signedIn: boolean } | null>(null);
  const [running, setRunning] = useState<{ player: AudioPlayerApi; readAlong: ReadAlong } | null>(null);
  const publish = useCallback((player: AudioPlayerApi, readAlong: ReadAlong) => setRunning({ player, readAlong }), []);

  // Idle: nothing plays, so every control but Listen has nothing to do.
  const idle = useMemo<AudioPlayerApi>(() => {
    const nothing = () => undefined;
    return {
      state: initialPlayerState,
      listen: async (source, signedIn) => setFirstListen((pending) => pending ?? { source, signedIn }),
      play: nothing,
      pause: nothing,
      togglePlay: nothing,
      seek: nothing,
      skip: nothing,
      cycleSpeed: nothing,
      setVolume: nothing,
      toggleMute: nothing,
      collapse: nothing,
      expand: nothing,
      close: nothing,
    };
  }, []);

  return (
    <PlayerContext.Provider value={running?.player ?? idle}>
      <ReadAlongContext.Provider value={running?.readAlong ?? NOT_READING}>
        {children}
        {/* The one audio element: here, in the layout, so playback survives navigation. */}
        <audio ref={audioRef} preload="none" hidden />
        {firstListen ? (
          <Suspense fallback={null}>
            <PlayerRuntime audioRef={audioRef} firstListen={firstListen} publish={publish} />
          </Suspense>
        ) : null}
      </ReadAlongContext.Provider>
    </PlayerContext.Provider>
  );
}
