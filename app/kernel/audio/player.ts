/**
 * The audio player's state: idle → generating (audio is "generating", the player is
 * disabled and shows "Generating") → ready. Speeds cycle 1, 1.25, 1.5, 1.75, 2; volume is 0–1 with a
 * mute toggle whose unmute restores the previous level or 0.5; closing resets audio, time, duration
 * and playing. Pure, so every rule is unit-tested; the provider applies it to the audio element or
 * to the browser's speech.
 */

import { initialPlayerState, type AudioSource, type AudioValue, type PlayerState } from "./player-state";

/** 1 to 2 in 0.25 steps. */
export const PLAYBACK_SPEEDS = [1, 1.25, 1.5, 1.75, 2] as const;
export const SKIP_SECONDS = 15;
export const UNMUTE_FALLBACK_VOLUME = 0.5;

export { initialPlayerState, type AudioSource, type AudioValue, type PlayerState } from "./player-state";

export type PlayerAction =
  | { type: "requested"; source: AudioSource }
  | { type: "ready"; audio: Exclude<AudioValue, null | "generating">; voiceLabel: string; duration?: number }
  | { type: "playing"; playing: boolean }
  | { type: "time"; seconds: number }
  | { type: "duration"; seconds: number }
  | { type: "voice"; voiceLabel: string }
  | { type: "ended" }
  | { type: "cycleSpeed" }
  | { type: "setVolume"; volume: number }
  | { type: "toggleMute" }
  | { type: "collapse" }
  | { type: "expand" }
  | { type: "close" };

/** The speed after `speed`; from 2 back to 1 (an unknown speed starts the cycle over). */
export function nextSpeed(speed: number): number {
  const index = PLAYBACK_SPEEDS.indexOf(speed as (typeof PLAYBACK_SPEEDS)[number]);
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length]!;
}

const clampVolume = (volume: number) => (Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1);
const clampTime = (seconds: number, duration: number) =>
  !Number.isFinite(seconds) || seconds < 0 ? 0 : duration > 0 ? Math.min(seconds, duration) : seconds;

export function isMuted(state: Pick<PlayerState, "volume">): boolean {
  return state.volume === 0;
}

/** Mute keeps the level to come back to; unmute restores it, or 0.5 when there is none. */
export function toggleMute(state: Pick<PlayerState, "volume" | "volumeBeforeMute">) {
  if (state.volume > 0) return { volume: 0, volumeBeforeMute: state.volume };
  const previous = state.volumeBeforeMute;
  return { volume: previous !== null && previous > 0 ? previous : UNMUTE_FALLBACK_VOLUME, volumeBeforeMute: null };
}

/** A new level from the slider; sliding to 0 remembers the level it came from, as mute does. */
export function setVolume(state: Pick<PlayerState, "volume" | "volumeBeforeMute">, volume: number) {
  const next = clampVolume(volume);
  if (next > 0) return { volume: next, volumeBeforeMute: null };
  return { volume: 0, volumeBeforeMute: state.volume > 0 ? state.volume : state.volumeBeforeMute };
}

/** Where a skip of `delta` seconds lands, inside the audio. */
export function skipTarget(state: Pick<PlayerState, "currentTime" | "duration">, delta: number): number {
  return clampTime(state.currentTime + delta, state.duration);
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case "requested":
      return {
        ...state,
        audio: "generating",
        source: action.source,
        voiceLabel: null,
        playing: false,
        currentTime: 0,
        duration: 0,
        durationEstimated: false,
        collapsed: false,
      };
    case "ready":
      if (state.audio !== "generating") return state;
      return {
        ...state,
        audio: action.audio,
        voiceLabel: action.voiceLabel,
        duration: action.duration ?? 0,
        durationEstimated: action.audio.kind === "speech",
      };
    case "playing":
      return state.audio && state.audio !== "generating" ? { ...state, playing: action.playing } : state;
    case "time":
      return state.audio && state.audio !== "generating"
        ? { ...state, currentTime: clampTime(action.seconds, state.duration) }
        : state;
    case "duration":
      return Number.isFinite(action.seconds) && action.seconds > 0 ? { ...state, duration: action.seconds } : state;
    case "voice":
      return { ...state, voiceLabel: action.voiceLabel };
    case "ended":
      return { ...state, playing: false, currentTime: state.duration };
    case "cycleSpeed":
      return { ...state, speed: nextSpeed(state.speed) };
    case "setVolume":
      return { ...state, ...setVolume(state, action.volume) };
    case "toggleMute":
      return { ...state, ...toggleMute(state) };
    case "collapse":
      return { ...state, collapsed: true };
    case "expand":
      return { ...state, collapsed: false };
    case "close":
      // Closing resets audio, time, duration and playing (speed and volume are the listener's).
      return { ...initialPlayerState, speed: state.speed, volume: state.volume, volumeBeforeMute: state.volumeBeforeMute };
  }
}
