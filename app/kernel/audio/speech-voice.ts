/**
 * The browser-speech voice (the embedded default when no speech server is configured). The app's
 * voice is onyx, a low male voice; devices name their voices freely, so the choice is a preference:
 * English in the reader's own variant, a name that says male (or is a common male voice's), on the
 * device (works offline), the device's default.
 */
export interface VoiceLike {
  name: string;
  lang: string;
  default: boolean;
  localService: boolean;
}

const MALE_VOICE = /\b(male|man|daniel|david|guy|mark|alex|fred|aaron|arthur|james|george|ryan|christopher|eric|thomas|tom|oliver|rishi|gordon|lee)\b/i;
const FEMALE_VOICE = /\b(female|woman)\b/i;

export function pickSpeechVoice<T extends VoiceLike>(voices: readonly T[], preferredLang = "en-US"): T | null {
  const lang = preferredLang.toLowerCase();
  const english = voices.filter((voice) => voice.lang.toLowerCase().replace("_", "-").startsWith("en"));
  if (english.length === 0) return null;
  const score = (voice: T) =>
    (voice.lang.toLowerCase().replace("_", "-") === lang ? 8 : 0) +
    (MALE_VOICE.test(voice.name) && !FEMALE_VOICE.test(voice.name) ? 4 : 0) +
    (voice.localService ? 2 : 0) +
    (voice.default ? 1 : 0);
  return english.reduce((best, voice) => (score(voice) > score(best) ? voice : best));
}
