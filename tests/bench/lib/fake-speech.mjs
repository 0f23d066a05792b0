/**
 * A minimal OpenAI-compatible speech server on loopback for the bench: POST /v1/audio/speech
 * answers with silent MP3 (the same frames as tests/fakes/openai.ts, which is TypeScript and so out
 * of reach of this plain-Node script). The bench worker gets OPENAI_TTS_API_KEY and
 * OPENAI_TTS_BASE_URL pointing here, so stream-audio takes its real, stored-in-R2 path.
 */
import { createServer } from "node:http";

const FRAME_BYTES = 144; // MPEG-1 Layer III, 32 kb/s, 32 kHz, mono: 36 ms a frame

function silentMp3(seconds) {
  const frames = Math.max(1, Math.round(seconds / 0.036));
  const bytes = Buffer.alloc(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) bytes.set([0xff, 0xfb, 0x18, 0xc0], frame * FRAME_BYTES);
  return bytes;
}

/** Starts the server on a free port; resolves to { baseURL, calls(), close() }. */
export async function startFakeSpeech({ seconds = 120 } = {}) {
  const audio = silentMp3(seconds);
  let calls = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/audio/speech") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Unknown route", type: "invalid_request_error" } }));
        return;
      }
      calls += 1;
      response.writeHead(200, { "content-type": "audio/mpeg", "content-length": String(audio.length) });
      response.end(audio);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
