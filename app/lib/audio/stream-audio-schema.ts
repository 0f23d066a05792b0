/** POST /api/stream-audio's body (spec §7), parsed by the worker; a failure is a 400 naming the field. */
import { z } from "../zod";
import { AUDIO_TEXT_MAX, AUDIO_VOICE, CACHE_KEY_PATTERN, SPEECH_VOICES } from "./stream-audio";

export const StreamAudioSchema = z.object({
  text: z
    .string({ error: "text is required." })
    .trim()
    .min(1, { error: "text is required." })
    .max(AUDIO_TEXT_MAX, { error: `text must be ${AUDIO_TEXT_MAX.toLocaleString("en-US")} characters or less.` }),
  voice: z.enum(SPEECH_VOICES, { error: `voice must be one of: ${SPEECH_VOICES.join(", ")}.` }).default(AUDIO_VOICE),
  cacheKey: z
    .string({ error: "cacheKey is required." })
    .regex(CACHE_KEY_PATTERN, { error: "cacheKey must be daily-devotional- followed by the devotional's id." }),
});
export type StreamAudioInput = z.infer<typeof StreamAudioSchema>;
