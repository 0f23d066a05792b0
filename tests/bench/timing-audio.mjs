/**
 * "Listen → playable (cached)": what a member waits for between pressing Listen on a devotional
 * whose audio is already stored and the player having audio to play — POST /api/stream-audio (the
 * session, the R2 lookup, JSON) and then the first bytes of the audio URL with the Range header a
 * browser's audio element sends. Sequential, after one uncached call that makes and stores the file
 * through the bench's fake speech server (lib/fake-speech.mjs). Goal: ≤ 100 ms locally.
 */
import { median, percentile, formatMs } from "./lib/stats.mjs";

const WARMUPS = 3;
const SAMPLES = 30;

export const listenToPlayable = {
  name: "Listen → playable (cached)",
  async run({ url, cookie }) {
    const headers = { cookie, origin: url, "content-type": "application/json" };
    const devotionalResponse = await fetch(`${url}/api/generate-daily-devotional`, {
      method: "POST",
      headers,
      body: JSON.stringify({ timezone: "UTC" }),
    });
    if (!devotionalResponse.ok) throw new Error(`generate-daily-devotional answered ${devotionalResponse.status}`);
    const devotional = await devotionalResponse.json();
    // The card's text as the client sends it (app/kernel/audio/reading.ts), near enough for timing.
    const text = [devotional.title, devotional.passage_text, devotional.passage, devotional.content, devotional.reflection].join("\n\n");
    const body = JSON.stringify({ text, voice: "onyx", cacheKey: `daily-devotional-${devotional.id}` });

    const listen = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/stream-audio`, { method: "POST", headers, body });
      const answer = await response.json();
      if (!response.ok) throw new Error(`stream-audio answered ${response.status}: ${answer.error}`);
      if (answer.engine !== "server" || !answer.audioUrl) throw new Error("stream-audio did not use the speech server");
      const audio = await fetch(`${url}${answer.audioUrl}`, { headers: { range: "bytes=0-" } });
      if (audio.status !== 206) throw new Error(`the audio URL answered ${audio.status}, expected 206`);
      const reader = audio.body.getReader();
      const first = await reader.read();
      const elapsed = performance.now() - started;
      await reader.cancel();
      if (!first.value?.length) throw new Error("the audio URL sent no bytes");
      return { elapsed, cached: answer.cached };
    };

    const uncached = await listen();
    if (uncached.cached) throw new Error("the first Listen was already cached; expected a fresh synthesis");
    for (let i = 0; i < WARMUPS; i++) await listen();
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      const { elapsed, cached } = await listen();
      if (!cached) throw new Error("a repeated Listen was not served from the cache");
      samples.push(elapsed);
    }
    return [
      { label: "Listen → playable, first time (fake speech server, stores to R2)", value: formatMs(uncached.elapsed) },
      { label: `Listen → playable, cached, median (${SAMPLES} sequential; goal ≤ 100 ms)`, value: formatMs(median(samples)) },
      { label: `Listen → playable, cached, p95 (${SAMPLES} sequential)`, value: formatMs(percentile(samples, 95)) },
    ];
  },
};
