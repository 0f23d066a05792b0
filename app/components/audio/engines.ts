/**
 * The two ways the player sounds: an audio element playing
 * the stored file, or the browser's own speech synthesis reading the same sentences (the embedded
 * default when no speech server is configured). Both report the same events, so the player, the
 * read-along and the lock-screen controls do not care which one is in use.
 */
import { pickSpeechVoice } from "~/kernel/audio/speech-voice";
import { estimatedSpeechSeconds, sentenceAt, timingMap, type TimingMap } from "~/kernel/audio/timing";

export interface EngineEvents {
  time(seconds: number): void;
  duration(seconds: number): void;
  playing(playing: boolean): void;
  ended(): void;
  error(message: string | null): void;
  /** Browser speech only: the device voice in use (null: the device's default), again when voices load. */
  voice?(name: string | null): void;
}

export interface PlaybackEngine {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setSpeed(speed: number): void;
  setVolume(volume: number): void;
  destroy(): void;
}

/** The stored file in the layout's one <audio> element (it outlives page navigations). */
export function mediaElementEngine(
  element: HTMLAudioElement,
  url: string,
  events: EngineEvents,
  settings: { speed: number; volume: number },
): PlaybackEngine {
  const listeners: [string, () => void][] = [
    ["timeupdate", () => events.time(element.currentTime)],
    ["seeked", () => events.time(element.currentTime)],
    ["durationchange", () => Number.isFinite(element.duration) && events.duration(element.duration)],
    ["loadedmetadata", () => Number.isFinite(element.duration) && events.duration(element.duration)],
    ["play", () => events.playing(true)],
    ["pause", () => events.playing(false)],
    ["ended", () => events.ended()],
    ["error", () => events.error(null)],
  ];
  let currentSpeed = settings.speed;
  // The rate resets on load in some browsers; set it again once there is something to play.
  const keepRate = () => {
    element.playbackRate = currentSpeed;
  };
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  element.addEventListener("loadedmetadata", keepRate);
  element.src = url;
  element.playbackRate = settings.speed;
  element.volume = settings.volume;
  element.load();

  return {
    play() {
      element.play().catch((error: unknown) => {
        // An interrupted play() (a pause or a new source right after) is not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
        events.playing(false);
        if (error instanceof DOMException && error.name === "NotAllowedError") return;
        events.error(null);
      });
    },
    pause: () => element.pause(),
    seek(seconds) {
      element.currentTime = seconds;
      events.time(seconds);
    },
    setSpeed(speed) {
      currentSpeed = speed;
      element.playbackRate = speed;
    },
    setVolume(volume) {
      element.volume = volume;
    },
    destroy() {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      element.removeEventListener("loadedmetadata", keepRate);
      element.pause();
      element.removeAttribute("src");
      element.load();
    },
  };
}

/** The subset of the Web Speech API the speech engine uses (tests inject a double of it). */
export interface SpeechLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener?(type: "voiceschanged", listener: () => void): void;
  removeEventListener?(type: "voiceschanged", listener: () => void): void;
}

export function browserSpeech(): { synth: SpeechLike; Utterance: typeof SpeechSynthesisUtterance } | null {
  if (typeof window === "undefined" || !window.speechSynthesis || typeof window.SpeechSynthesisUtterance !== "function") return null;
  return { synth: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance };
}

/**
 * The browser reading the sentences one utterance each: the clock is the proportional timing map
 * over an estimated duration. Each utterance's start puts the clock at its sentence; within it,
 * the engine's word boundary events move the clock when they come, and otherwise it advances with
 * wall time at the reading speed (capped at the sentence's end). Pause and seek restart at a
 * sentence's beginning — `speechSynthesis.pause()` is unreliable across engines.
 */
export function speechEngine(
  speech: { synth: SpeechLike; Utterance: typeof SpeechSynthesisUtterance },
  sentences: readonly string[],
  events: EngineEvents,
  settings: { speed: number; volume: number; lang: string },
): PlaybackEngine {
  const { synth, Utterance } = speech;
  const map: TimingMap = timingMap(sentences, estimatedSpeechSeconds(sentences.reduce((sum, s) => sum + s.length, 0)));
  let speed = settings.speed;
  let volume = settings.volume;
  let index = 0;
  let playing = false;
  /** Bumped on every (re)start, so events of a cancelled utterance are ignored. */
  let generation = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let boundaries = false;
  let voice = pickSpeechVoice(synth.getVoices(), settings.lang);
  const onVoices = () => {
    voice = pickSpeechVoice(synth.getVoices(), settings.lang) ?? voice;
    events.voice?.(voice?.name ?? null);
  };
  synth.addEventListener?.("voiceschanged", onVoices);
  events.voice?.(voice?.name ?? null);

  events.duration(map.duration);

  const stopTicker = () => clearInterval(ticker);

  function speakFrom(from: number) {
    generation += 1;
    const mine = generation;
    stopTicker();
    synth.cancel();
    if (from >= sentences.length) {
      playing = false;
      events.ended();
      return;
    }
    index = from;
    const sentence = sentences[from]!;
    const utterance = new Utterance(sentence);
    utterance.rate = speed;
    utterance.volume = volume;
    utterance.lang = voice?.lang ?? settings.lang;
    if (voice) utterance.voice = voice;
    const start = map.starts[from]!;
    const length = map.ends[from]! - start;
    utterance.onstart = () => {
      if (mine !== generation) return;
      events.time(start);
      const began = Date.now();
      stopTicker();
      ticker = setInterval(() => {
        if (mine !== generation || boundaries) return;
        events.time(start + Math.min(length * 0.999, ((Date.now() - began) / 1000) * speed));
      }, 200);
    };
    utterance.onboundary = (event) => {
      if (mine !== generation || event.name === "sentence") return;
      boundaries = true;
      events.time(start + (length * Math.min(event.charIndex, sentence.length)) / Math.max(1, sentence.length));
    };
    utterance.onend = () => {
      if (mine !== generation) return;
      speakFrom(from + 1);
    };
    utterance.onerror = (event) => {
      if (mine !== generation || event.error === "interrupted" || event.error === "canceled") return;
      playing = false;
      stopTicker();
      events.playing(false);
      events.error(null);
    };
    synth.speak(utterance);
  }

  return {
    play() {
      if (playing) return;
      playing = true;
      events.playing(true);
      speakFrom(index);
    },
    pause() {
      if (!playing) return;
      playing = false;
      generation += 1;
      stopTicker();
      synth.cancel();
      events.playing(false);
      events.time(map.starts[index] ?? 0);
    },
    seek(seconds) {
      index = Math.max(0, sentenceAt(map, seconds));
      events.time(map.starts[index] ?? 0);
      if (playing) speakFrom(index);
    },
    setSpeed(next) {
      if (next === speed) return;
      speed = next;
      if (playing) speakFrom(index);
    },
    setVolume(next) {
      if (next === volume) return;
      volume = next;
      if (playing) speakFrom(index);
    },
    destroy() {
      generation += 1;
      playing = false;
      stopTicker();
      synth.removeEventListener?.("voiceschanged", onVoices);
      synth.cancel();
    },
  };
}
