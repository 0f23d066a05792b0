/**
 * A stand-in for the browser's speech synthesis (Web Speech API), for journeys against a worker with
 * no speech server, where the player reads aloud with the browser. Pass it to page.addInitScript:
 * it must stay self-contained. window.__speech logs what was spoken.
 */
declare global {
  interface Window {
    __speech?: {
      spoken: { text: string; rate: number; volume: number; voice: string | null }[];
      cancels: number;
      current: string | null;
      /** Timers still to fire: 0 means the engine will say nothing more unless spoken to again. */
      scheduled: number;
    };
  }
}

/** A stand-in for the Web Speech API: speaks a word every 120 ms (at rate 1), with word boundary events. */
export function installSpeechDouble() {
  const log: NonNullable<Window["__speech"]> = { spoken: [], cancels: 0, current: null, scheduled: 0 };
  window.__speech = log;
  type Handler = ((event: Record<string, unknown>) => void) | null;
  class Utterance {
    rate = 1;
    volume = 1;
    lang = "";
    voice: { name: string } | null = null;
    onstart: Handler = null;
    onend: Handler = null;
    onboundary: Handler = null;
    onerror: Handler = null;
    constructor(readonly text: string) {}
  }
  const voices = [
    { name: "E2E Samantha", lang: "en-US", default: true, localService: true, voiceURI: "samantha" },
    { name: "E2E Daniel", lang: "en-US", default: false, localService: true, voiceURI: "daniel" },
  ];
  let current: Utterance | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const schedule = (run: () => void, ms: number) => {
    log.scheduled += 1;
    timers.push(
      setTimeout(() => {
        log.scheduled -= 1;
        run();
      }, ms),
    );
  };
  const synth = {
    speaking: false,
    pending: false,
    paused: false,
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
    pause() {},
    resume() {},
    speak(utterance: Utterance) {
      log.spoken.push({ text: utterance.text, rate: utterance.rate, volume: utterance.volume, voice: utterance.voice?.name ?? null });
      current = utterance;
      const perWord = 120 / utterance.rate;
      schedule(() => {
        log.current = utterance.text;
        utterance.onstart?.({});
        let at = 0;
        for (const word of utterance.text.matchAll(/\S+/g)) {
          at += perWord;
          schedule(() => utterance.onboundary?.({ name: "word", charIndex: word.index, elapsedTime: at }), at);
        }
        schedule(() => {
          current = null;
          log.current = null;
          utterance.onend?.({});
        }, at + perWord);
      }, 10);
    },
    cancel() {
      log.cancels += 1;
      for (const timer of timers) clearTimeout(timer);
      timers = [];
      log.scheduled = 0;
      log.current = null;
      const interrupted = current;
      current = null;
      interrupted?.onerror?.({ error: "interrupted" });
    },
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true, writable: true });
}
