/**
 * The OpenAI fake of the worker tests (tests/fakes/openai.ts) served over loopback HTTP for the
 * browser journeys: `wrangler dev` is pointed at it with OPENAI_TTS_BASE_URL, so the worker's real
 * `openai` SDK makes real requests to /v1/audio/speech and gets silent MP3 back. Control routes
 * (/__script, /__calls) work as in the worker tests.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createOpenAiFake, OPENAI_FAKE_CONTROL } from "../fakes/openai";

export interface FakeOpenAiServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** The base URL the SDK takes: `${url}/v1`. */
  baseURL: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the fake on a free loopback port; unscripted speech calls get `speechSeconds` of audio. */
export async function startFakeOpenAi({ speechSeconds, images }: { speechSeconds?: number; images?: boolean }): Promise<FakeOpenAiServer> {
  const fake = createOpenAiFake({ speechSeconds, images });
  const server = createServer(async (incoming, outgoing) => {
    try {
      const path = incoming.url ?? "/";
      const origin = path.startsWith("/__") ? OPENAI_FAKE_CONTROL : "https://api.openai.com";
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === "string") headers.set(name, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      }
      const body = await readBody(incoming);
      const response = await fake.fetch(
        new Request(`${origin}${path}`, { method: incoming.method, headers, body: body.length > 0 ? new Uint8Array(body) : undefined }),
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), "content-length": String(bytes.length) });
      outgoing.end(bytes);
    } catch (error) {
      outgoing.writeHead(500, { "content-type": "text/plain" });
      outgoing.end(`The OpenAI fake failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
