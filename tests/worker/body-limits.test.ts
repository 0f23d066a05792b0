/**
 * Every body is read against its route's cap as it streams in, whatever Content-Length says (a
 * chunked body has none): past the cap the request is refused with 413 and nothing is written; a
 * body within it works as before.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { JOURNAL_COPY } from "../../app/kernel/copy/today";
import { bibleNotes, journalEntries, userActivity } from "../../worker/db/schema";
import { request, signUp, testDb } from "./helpers";

const TOO_LARGE = "The request is too large.";
const encoder = new TextEncoder();

/** A body sent in 16 KiB chunks with no Content-Length, as a chunked upload arrives. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  member = await signUp();
});

const note = (text: string) => JSON.stringify({ book: "John", chapter: 3, verse_start: 16, verse_end: 16, note: text });
const notesOf = (userId: string) => testDb().select().from(bibleNotes).where(eq(bibleNotes.user_id, userId));
const entriesOf = (userId: string) => testDb().select().from(journalEntries).where(eq(journalEntries.user_id, userId));
const jsonPost = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(path, { method: "POST", cookie: member.cookie, headers: { "Content-Type": "application/json", ...headers }, body });
const formPost = (path: string, body: BodyInit) =>
  request(path, { method: "POST", cookie: member.cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

describe("a JSON API body", () => {
  it("over its route's cap, sent chunked with no Content-Length, is refused with 413 and nothing is written", async () => {
    const response = await jsonPost("/api/word/notes", chunked(note("x".repeat(9 * 1024))));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("over the API's outer cap is refused before any route reads it", async () => {
    const body = JSON.stringify({ action_type: "custom", page_route: "/", metadata: { blob: "x".repeat(200 * 1024) } });
    const response = await jsonPost("/api/track-user-activity", chunked(body));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
    expect(await testDb().select().from(userActivity).where(eq(userActivity.user_id, member.id))).toEqual([]);
  });

  it("with a Content-Length smaller than the body is judged by its bytes", async () => {
    const body = note("x".repeat(9 * 1024));
    const response = await jsonPost("/api/word/notes", chunked(body), { "Content-Length": "100" }).catch((error: Error) => error);
    // workerd may refuse to send a body longer than its declared length; if it sends it, the worker refuses it.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("within its cap, chunked, works", async () => {
    const response = await jsonPost("/api/word/notes", chunked(note("For God so loved the world")));
    expect(response.status).toBe(201);
    expect((await notesOf(member.id)).map((row) => row.note)).toEqual(["For God so loved the world"]);
  });
});

describe("a form body (Remix actions)", () => {
  it("over the form cap, sent chunked, is refused with a plain 413 and nothing is written", async () => {
    const body = new URLSearchParams({ intent: "create", content: "a".repeat(1536 * 1024) }).toString();
    const response = await formPost("/journal", chunked(body));
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe(TOO_LARGE);
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it("over the journal's own limit but under the form cap, sent chunked, gets the journal's message", async () => {
    const body = new URLSearchParams({ intent: "create", content: "a".repeat(70_000) }).toString();
    const response = await formPost("/journal", chunked(body));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(JOURNAL_COPY.tooLong);
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it("within the cap, chunked, is saved", async () => {
    const body = new URLSearchParams({ intent: "create", content: "Grateful for the morning." }).toString();
    const response = await formPost("/journal", chunked(body));
    expect(response.status).toBe(302);
    expect((await entriesOf(member.id)).map((row) => row.content)).toEqual(["Grateful for the morning."]);
  });
});

describe("bodies the app does not parse itself", () => {
  it("better-auth: a sign-in far over the cap is refused with 413", async () => {
    const body = JSON.stringify({ email: member.email, password: "x".repeat(200 * 1024) });
    const response = await jsonPost("/api/auth/sign-in/email", chunked(body));
    expect(response.status).toBe(413);
  });

  it("better-auth: a normal sign-in still works", async () => {
    const response = await jsonPost("/api/auth/sign-in/email", JSON.stringify({ email: member.email, password: member.password }));
    expect(response.status).toBe(200);
  });

  it("Stripe's webhook: a body far beyond any event is refused with 413", async () => {
    const response = await jsonPost("/api/webhooks/stripe", chunked(JSON.stringify({ id: "evt_1", blob: "x".repeat(600 * 1024) })), {
      "Stripe-Signature": "t=1,v1=forged",
    });
    expect(response.status).toBe(413);
  });
});
