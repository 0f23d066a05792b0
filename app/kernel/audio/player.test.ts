import { describe, expect, it } from "vitest";
import {
  initialPlayerState,
  nextSpeed,
  PLAYBACK_SPEEDS,
  playerReducer,
  setVolume,
  skipTarget,
  toggleMute,
  type AudioSource,
  type PlayerState,
} from "./player";

const source: AudioSource = { cacheKey: "daily-devotional-1", title: "Iron", collection: "Today's devotional", artwork: null, sentences: ["One."], text: "One." };
const reduce = (state: PlayerState, ...actions: Parameters<typeof playerReducer>[1][]) => actions.reduce(playerReducer, state);

describe("speeds", () => {
  it("cycle 1, 1.25, 1.5, 1.75, 2 and back to 1", () => {
    expect(PLAYBACK_SPEEDS).toEqual([1, 1.25, 1.5, 1.75, 2]);
    const seen = [1];
    for (let press = 0; press < 5; press += 1) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 1.75, 2, 1]);
    expect(nextSpeed(0.8)).toBe(1);
  });

  it("cycle through the reducer too", () => {
    expect(reduce(initialPlayerState, { type: "cycleSpeed" }, { type: "cycleSpeed" }).speed).toBe(1.5);
  });
});

describe("volume and mute", () => {
  it("mute then unmute restores the previous level", () => {
    const muted = toggleMute({ volume: 0.7, volumeBeforeMute: null });
    expect(muted).toEqual({ volume: 0, volumeBeforeMute: 0.7 });
    expect(toggleMute(muted)).toEqual({ volume: 0.7, volumeBeforeMute: null });
  });

  it("unmute with no previous level gives 0.5", () => {
    expect(toggleMute({ volume: 0, volumeBeforeMute: null })).toEqual({ volume: 0.5, volumeBeforeMute: null });
    expect(toggleMute({ volume: 0, volumeBeforeMute: 0 })).toEqual({ volume: 0.5, volumeBeforeMute: null });
  });

  it("sliding to 0 remembers where it came from; unmute goes back there", () => {
    let state = { volume: 1, volumeBeforeMute: null as number | null };
    for (const level of [0.6, 0.3, 0]) state = setVolume(state, level);
    expect(state).toEqual({ volume: 0, volumeBeforeMute: 0.3 });
    expect(toggleMute(state).volume).toBe(0.3);
  });

  it("keeps volume within 0–1", () => {
    expect(setVolume({ volume: 0.5, volumeBeforeMute: null }, 3).volume).toBe(1);
    expect(setVolume({ volume: 0.5, volumeBeforeMute: null }, -1)).toEqual({ volume: 0, volumeBeforeMute: 0.5 });
    expect(setVolume({ volume: 0.5, volumeBeforeMute: null }, Number.NaN).volume).toBe(1);
  });

  it("mute and unmute through the reducer", () => {
    const state = reduce(initialPlayerState, { type: "setVolume", volume: 0.8 }, { type: "toggleMute" });
    expect(state.volume).toBe(0);
    expect(reduce(state, { type: "toggleMute" }).volume).toBe(0.8);
  });
});

describe("states", () => {
  it("idle → generating → ready with a URL; closing resets audio, time, duration and playing", () => {
    expect(initialPlayerState.audio).toBeNull();
    const generating = reduce(initialPlayerState, { type: "cycleSpeed" }, { type: "requested", source });
    expect(generating.audio).toBe("generating");
    // Nothing plays or moves while generating.
    expect(reduce(generating, { type: "playing", playing: true }, { type: "time", seconds: 4 })).toEqual(generating);
    const ready = reduce(
      generating,
      { type: "ready", audio: { kind: "file", url: "/audio/a.mp3" }, voiceLabel: "Voice: Onyx" },
      { type: "duration", seconds: 120 },
      { type: "playing", playing: true },
      { type: "time", seconds: 30 },
      { type: "collapse" },
    );
    expect(ready).toMatchObject({ audio: { kind: "file", url: "/audio/a.mp3" }, playing: true, currentTime: 30, duration: 120, collapsed: true });
    const closed = reduce(ready, { type: "close" });
    expect(closed).toMatchObject({ audio: null, source: null, playing: false, currentTime: 0, duration: 0, collapsed: false });
    expect(closed.speed).toBe(1.25);
  });

  it("browser speech is ready without a URL, and its duration is an estimate", () => {
    const ready = reduce(
      initialPlayerState,
      { type: "requested", source },
      { type: "ready", audio: { kind: "speech" }, voiceLabel: "Voice: Daniel", duration: 40 },
    );
    expect(ready).toMatchObject({ audio: { kind: "speech" }, duration: 40, durationEstimated: true });
  });

  it("a late answer after closing is ignored", () => {
    const closed = reduce(initialPlayerState, { type: "requested", source }, { type: "close" });
    expect(reduce(closed, { type: "ready", audio: { kind: "file", url: "/x.mp3" }, voiceLabel: "v" })).toEqual(closed);
  });

  it("skips stay inside the audio", () => {
    expect(skipTarget({ currentTime: 10, duration: 100 }, -15)).toBe(0);
    expect(skipTarget({ currentTime: 10, duration: 100 }, 15)).toBe(25);
    expect(skipTarget({ currentTime: 95, duration: 100 }, 15)).toBe(100);
  });
});
