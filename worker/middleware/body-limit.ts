/**
 * Every request body is read against a byte cap as it streams in: the reader stops and the request
 * is refused with 413 as soon as the cap is passed, so no body is held in memory beyond its cap.
 * Content-Length is not trusted to decide: a chunked body has none.
 */
import type { MiddlewareHandler } from "hono";
import { REQUEST_REFUSALS } from "../../app/kernel/copy/requests";
import type { AppBindings } from "../http";

const KIB = 1024;

/** The bytes of a body, or null as soon as there are more than `maxBytes` (the rest is never read). */
export async function readBodyWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The JSON API's outer cap is the largest body any of its routes takes (stream-audio's text); each
 * route reads its body through jsonBody (worker/http.ts) with its own, usually smaller, cap. Forms are small
 * apart from the two that carry a profile photo: those read up to a phone photo's size, so a man
 * who picks one too large is told so on the form itself (its action refuses anything over
 * MAX_PROFILE_FORM_BYTES by the Content-Length set below) rather than by a bare 413.
 */
const JSON_API_MAX_BYTES = 128 * KIB;
const FORM_MAX_BYTES = 1024 * KIB;
const PHOTO_FORM_MAX_BYTES = 8 * 1024 * KIB;
/** Stripe's events are a few kilobytes; anything far larger is not from Stripe. */
const WEBHOOK_MAX_BYTES = 512 * KIB;
const PHOTO_FORMS = new Set(["/settings", "/onboarding/profile"]);

function bodyCapFor(path: string): number {
  if (path.startsWith("/api/webhooks/")) return WEBHOOK_MAX_BYTES;
  if (path.startsWith("/api/")) return JSON_API_MAX_BYTES;
  return PHOTO_FORMS.has(path) ? PHOTO_FORM_MAX_BYTES : FORM_MAX_BYTES;
}

/**
 * Reads the body within its route's cap, then hands the handler the same request with those bytes
 * and their true Content-Length (which the form actions' own, friendlier size checks read).
 */
export const limitBodySize: MiddlewareHandler<AppBindings> = async (c, next) => {
  const request = c.req.raw;
  if (request.body === null) return next();
  const bytes = await readBodyWithin(request.body, bodyCapFor(c.req.path));
  if (!bytes) return c.req.path.startsWith("/api/") ? c.json({ error: REQUEST_REFUSALS.tooLarge }, 413) : c.text(REQUEST_REFUSALS.tooLarge, 413);
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(bytes.byteLength));
  c.req.raw = new Request(request, { headers, body: bytes.byteLength > 0 ? bytes : null });
  return next();
};
