/**
 * Devotional and Bible-chapter audio over HTTP:
 * - POST /api/stream-audio {text, voice?, cacheKey} → {audioUrl, cached, engine, voice}; signed-in
 *   members only; a chapter's key ("bible-John-3") needs no text (decision 032); 403 "Usage Limit
 *   Reached" from the gate; 502 with a message when the speech server fails.
 * - GET /audio/<name>.mp3 → the stored file, with byte ranges (206) so players can seek, and cached
 *   for a year (names are content-addressed and unguessable: worker/domain/audio.server.ts).
 */
import { Hono } from "hono";
import { AUDIO_COPY } from "../../app/kernel/copy/audio";
import { StreamAudioSchema } from "../../app/kernel/audio/stream-audio-schema";
import { GATE_COPY } from "../../app/kernel/membership";
import {
  AUDIO_CACHE_CONTROL,
  AUDIO_CONTENT_TYPE,
  AUDIO_NAME_PATTERN,
  audioObjectKey,
  streamAudio,
} from "../domain/audio.server";
import { jsonBody, requireApiMember, signedIn, type AppBindings } from "../http";
import { createTts } from "../providers/tts";

const STREAM_AUDIO_BODY = { maxBytes: 128 * 1024 };

export const audioApiRoutes = new Hono<AppBindings>().post("/stream-audio", signedIn(AUDIO_COPY.signInText), jsonBody(StreamAudioSchema, STREAM_AUDIO_BODY), async (c) => {
  const input = c.req.valid("json");
  const result = await streamAudio(c.var.app, () => requireApiMember(c, AUDIO_COPY.signInText), input, { tts: createTts(c.env) });
  switch (result.kind) {
    case "browser":
      return c.json({ audioUrl: null, cached: false, engine: "browser" as const, voice: result.voice });
    case "ready":
      return c.json({ audioUrl: result.audioUrl, cached: result.cached, engine: "server" as const, voice: result.voice });
    case "denied":
      return c.json({ error: result.reason, title: GATE_COPY.limitTitle }, 403);
    case "failed":
      return c.json({ error: result.message, title: AUDIO_COPY.failedTitle }, 502);
  }
});

type ByteRange = { offset: number; length: number };

/**
 * One byte range of a `size`-byte file (RFC 9110 §14): null means "send it all" (no header, several
 * ranges, or one that cannot be read), "unsatisfiable" a range that starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const offset = Math.max(0, size - suffix);
    return { offset, length: size - offset };
  }
  const start = Number(match[1]);
  if (start >= size) return "unsatisfiable";
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (end < start) return null;
  return { offset: start, length: end - start + 1 };
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const audioFileRoutes = new Hono<AppBindings>().get("/:file", async (c) => {
  const name = /^(.+)\.mp3$/.exec(c.req.param("file"))?.[1];
  if (!name || !AUDIO_NAME_PATTERN.test(name)) return notFound();
  const key = audioObjectKey(name);
  const media = c.env.MEDIA;
  const rangeHeader = c.req.header("range");

  const headers = new Headers({
    "Content-Type": AUDIO_CONTENT_TYPE,
    "Accept-Ranges": "bytes",
    "Cache-Control": AUDIO_CACHE_CONTROL,
  });

  if (!rangeHeader) {
    const object = await media.get(key);
    if (!object) return notFound();
    headers.set("ETag", object.httpEtag);
    headers.set("Content-Length", String(object.size));
    return new Response(object.body, { headers });
  }

  const head = await media.head(key);
  if (!head) return notFound();
  headers.set("ETag", head.httpEtag);
  const range = parseByteRange(rangeHeader, head.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await media.get(key, range ? { range } : undefined);
  if (!object) return notFound();
  if (!range) {
    headers.set("Content-Length", String(object.size));
    return new Response(object.body, { headers });
  }
  headers.set("Content-Length", String(range.length));
  headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${object.size}`);
  return new Response(object.body, { status: 206, headers });
});
