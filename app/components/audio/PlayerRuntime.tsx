/**
 * The audio player at work: Listen, playback and their messages. Loaded with the first Listen and
 * mounted by AudioPlayerProvider, which holds the idle player until then; from then on it publishes
 * the player and the read-along to the provider's contexts as they change. Listen asks stream-audio
 * for the reading: a stored file plays in the layout's audio element; with no speech server the
 * browser reads the same sentences itself (engines.ts). Either way the player, the read-along and
 * the lock-screen controls (Media Session) work the same.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { AUDIO_COPY, PLAYER_LABELS } from "~/kernel/copy/audio";
import {
  initialPlayerState,
  playerReducer,
  skipTarget,
  type AudioSource,
  type PlayerState,
} from "~/kernel/audio/player";
import { AUDIO_VOICE, streamAudioOutcome } from "~/kernel/audio/stream-audio";
import { sentenceAt, timingMap } from "~/kernel/audio/timing";
import { useToast } from "../toast/ToastProvider";
import type { AudioPlayerApi, ReadAlong } from "./AudioPlayerProvider";
import type { EngineEvents, PlaybackEngine } from "./engines";

/** The engines and the player's UI load on first Listen (decision 006: the shell stays small). */
const loadEngines = () => import("./engines");
const loadPlayerPanel = () => import("./PlayerPanel");

export interface PlayerRuntimeProps {
  /** The layout's one audio element (playback survives navigation). */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The Listen that mounted the runtime, played once it is ready. */
  firstListen: { source: AudioSource | null; signedIn: boolean };
  publish(player: AudioPlayerApi, readAlong: ReadAlong): void;
}

export default function PlayerRuntime({ audioRef, firstListen, publish }: PlayerRuntimeProps) {
  const { toast, dismiss } = useToast();
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const engineRef = useRef<PlaybackEngine | null>(null);
  /** Bumped by every Listen and Close: an answer for an older request is dropped. */
  const requestRef = useRef(0);

  const dropEngine = useCallback(() => {
    engineRef.current?.destroy();
    engineRef.current = null;
  }, []);

  const fail = useCallback(
    (title: string, description: string) => {
      requestRef.current += 1;
      dropEngine();
      dispatch({ type: "close" });
      toast({ title, description, variant: "error" });
    },
    [dropEngine, toast],
  );

  const engineEvents = useCallback(
    (request: number): EngineEvents => {
      const current = () => request === requestRef.current;
      return {
        time: (seconds) => current() && dispatch({ type: "time", seconds }),
        duration: (seconds) => current() && dispatch({ type: "duration", seconds }),
        playing: (playing) => current() && dispatch({ type: "playing", playing }),
        ended: () => current() && dispatch({ type: "ended" }),
        error: () => current() && fail(AUDIO_COPY.failedTitle, PLAYER_LABELS.playbackFailed),
        voice: (name) =>
          current() &&
          dispatch({ type: "voice", voiceLabel: name ? PLAYER_LABELS.browserVoice(name) : PLAYER_LABELS.browserDefaultVoice }),
      };
    },
    [fail],
  );

  const play = useCallback(() => {
    const { currentTime, duration } = stateRef.current;
    if (duration > 0 && currentTime >= duration) engineRef.current?.seek(0);
    engineRef.current?.play();
  }, []);
  const pause = useCallback(() => engineRef.current?.pause(), []);
  const seek = useCallback((seconds: number) => {
    const { duration } = stateRef.current;
    engineRef.current?.seek(Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds));
  }, []);

  const close = useCallback(() => {
    requestRef.current += 1;
    dropEngine();
    dispatch({ type: "close" });
  }, [dropEngine]);

  const listen = useCallback(
    async (source: AudioSource | null, signedIn: boolean) => {
      if (!signedIn) {
        toast({ title: PLAYER_LABELS.signInTitle, description: AUDIO_COPY.signInText });
        return;
      }
      if (!source || source.sentences.length === 0) {
        toast({ title: AUDIO_COPY.notLoadedTitle, description: AUDIO_COPY.notLoadedText, variant: "error" });
        return;
      }
      const current = stateRef.current;
      if (current.audio === "generating") return;
      if (current.audio && current.source?.cacheKey === source.cacheKey) {
        dispatch({ type: "expand" });
        if (current.playing) pause();
        else play();
        return;
      }
      dropEngine();
      const request = ++requestRef.current;
      dispatch({ type: "requested", source });
      const notice = toast({ title: AUDIO_COPY.startTitle, description: AUDIO_COPY.startText });
      void loadPlayerPanel();
      const [result, engines] = await Promise.all([
        answerOf(apiClient["stream-audio"].$post({ json: { text: source.text, voice: AUDIO_VOICE, cacheKey: source.cacheKey } })),
        loadEngines().catch(() => null),
      ]);
      dismiss(notice);
      if (request !== requestRef.current) return;
      const outcome = streamAudioOutcome(result);
      if (outcome.kind === "error") return fail(outcome.title, outcome.description);
      if (!engines) return fail(AUDIO_COPY.failedTitle, PLAYER_LABELS.unexpected);
      const { browserSpeech, mediaElementEngine, speechEngine } = engines;
      const { speed, volume } = stateRef.current;
      if (outcome.kind === "speech") {
        const speech = browserSpeech();
        if (!speech) return fail(AUDIO_COPY.failedTitle, PLAYER_LABELS.speechUnsupported);
        dispatch({ type: "ready", audio: { kind: "speech" }, voiceLabel: PLAYER_LABELS.browserDefaultVoice });
        engineRef.current = speechEngine(speech, source.sentences, engineEvents(request), {
          speed,
          volume,
          lang: navigator.language || "en-US",
        });
        engineRef.current.play();
        return;
      }
      const element = audioRef.current;
      if (!element) return fail(AUDIO_COPY.failedTitle, PLAYER_LABELS.playbackFailed);
      dispatch({ type: "ready", audio: { kind: "file", url: outcome.url }, voiceLabel: PLAYER_LABELS.serverVoice(outcome.voice) });
      engineRef.current = mediaElementEngine(element, outcome.url, engineEvents(request), { speed, volume });
      engineRef.current.play();
      toast({ title: outcome.cached ? AUDIO_COPY.cachedTitle : AUDIO_COPY.generatedTitle, variant: "success" });
    },
    [dismiss, dropEngine, engineEvents, fail, pause, play, toast],
  );

  // Speed and volume are the listener's: they follow him to the next devotional too.
  useEffect(() => {
    engineRef.current?.setSpeed(state.speed);
  }, [state.speed]);
  useEffect(() => {
    engineRef.current?.setVolume(state.volume);
  }, [state.volume]);
  useEffect(() => dropEngine, [dropEngine]);

  const api = useMemo<AudioPlayerApi>(
    () => ({
      state,
      listen,
      play,
      pause,
      togglePlay: () => (stateRef.current.playing ? pause() : play()),
      seek,
      skip: (delta) => seek(skipTarget(stateRef.current, delta)),
      cycleSpeed: () => dispatch({ type: "cycleSpeed" }),
      setVolume: (volume) => dispatch({ type: "setVolume", volume }),
      toggleMute: () => dispatch({ type: "toggleMute" }),
      collapse: () => dispatch({ type: "collapse" }),
      expand: () => dispatch({ type: "expand" }),
      close,
    }),
    [state, listen, play, pause, seek, close],
  );

  const readAlong = useReadAlongState(state);
  // Published before paint, so a control never shows a state the player has left.
  useLayoutEffect(() => publish(api, readAlong), [publish, api, readAlong]);

  // The Listen that mounted the runtime plays once (a later Listen comes through the published player).
  const firstPlayed = useRef(false);
  useEffect(() => {
    if (firstPlayed.current) return;
    firstPlayed.current = true;
    void listen(firstListen.source, firstListen.signedIn);
  }, [listen, firstListen]);

  return null;
}

/** The sentence under the elapsed time (each sentence's timing is its share of the characters). */
function useReadAlongState(state: PlayerState): ReadAlong {
  const { source, duration, currentTime, playing, audio } = state;
  const map = useMemo(() => (source ? timingMap(source.sentences, duration) : null), [source, duration]);
  const loaded = audio !== null && audio !== "generating";
  const index = loaded && map && (playing || currentTime > 0) ? sentenceAt(map, currentTime) : -1;
  const cacheKey = loaded ? (source?.cacheKey ?? null) : null;
  return useMemo(() => ({ cacheKey, index, playing }), [cacheKey, index, playing]);
}
