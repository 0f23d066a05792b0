/**
 * A fake Web Push service (RFC 8030 / 8291 / 8292) for the worker tests: no test reaches a real
 * external service. It runs in Node behind miniflare's `outboundService` (tests/fakes/outbound.ts) and
 * checks what a real push service checks: a VAPID JWT (ES256, `aud` = its origin, `exp` within 24
 * hours) signed by the key in `k=`, a TTL header and an aes128gcm body. It holds each subscription's
 * private keys, so it decrypts the message and records exactly what the browser would have received.
 *
 * Push resources: POST https://push.example.test/push/<id> → 201, 410 for a subscription marked
 * gone, 404 for one it never issued, 400/401/403 for a malformed request, bad JWT or wrong key.
 * Tests script it on http://push-fake.test:
 * - POST   /__subscriptions {gone?: boolean}  a browser's PushSubscription.toJSON() for a new subscription
 * - GET    /__calls?endpoint=…                 the deliveries to that endpoint (any status)
 */

export const PUSH_FAKE_CONTROL = "http://push-fake.test";
export const PUSH_ORIGIN = "https://push.example.test";

export interface RecordedPush {
  endpoint: string;
  status: number;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
  /** The JWT's `sub` (the sender's contact). */
  subject?: string;
  /** The decrypted message, parsed as JSON when it is JSON. */
  payload?: unknown;
}

type Bytes = Uint8Array<ArrayBuffer>;

interface FakeSubscription {
  privateKey: CryptoKey;
  publicKeyBytes: Bytes;
  auth: Bytes;
  gone: boolean;
}

const encoder = new TextEncoder();
const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string): Bytes => new Uint8Array(Buffer.from(text, "base64url"));
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A VAPID key pair in the form web-push tools print it (base64url public point and private scalar). */
export async function generateVapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: toBase64Url(publicKey), privateKey: d! };
}

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** RFC 8291 §3.4 / RFC 8188: one aes128gcm record, decrypted with the subscription's keys. */
async function decrypt(subscription: FakeSubscription, body: Bytes): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const serverKey = await crypto.subtle.importKey("raw", serverPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: serverKey }, subscription.privateKey, 256),
  );
  const keyInfo = new Uint8Array([...encoder.encode("WebPush: info\0"), ...subscription.publicKeyBytes, ...serverPublic]);
  const ikm = await hkdf(subscription.auth, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("The last record has no 0x02 delimiter.");
  return new TextDecoder().decode(padded.slice(0, end));
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the claims when the signature and claims hold. */
async function verifyVapid(header: string | null): Promise<{ sub?: string } | { error: number }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match) return { error: 401 };
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const key = await crypto.subtle.importKey("raw", fromBase64Url(k), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64Url(signature),
    encoder.encode(`${head}.${claims}`),
  );
  if (!valid) return { error: 403 };
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (header_.alg !== "ES256" || payload.aud !== PUSH_ORIGIN) return { error: 403 };
  if (!payload.exp || payload.exp <= nowSeconds || payload.exp > nowSeconds + 24 * 60 * 60) return { error: 403 };
  return { sub: payload.sub };
}

export function createPushFake() {
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: RecordedPush[] = [];

  async function subscribe(gone: boolean) {
    const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
    const publicKeyBytes = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const id = crypto.randomUUID();
    subscriptions.set(id, { privateKey: pair.privateKey, publicKeyBytes, auth, gone });
    return {
      endpoint: `${PUSH_ORIGIN}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: toBase64Url(publicKeyBytes), auth: toBase64Url(auth) },
    };
  }

  async function control(request: Request, url: URL) {
    if (url.pathname === "/__subscriptions" && request.method === "POST") {
      const body = (await request.json().catch(() => ({}))) as { gone?: boolean };
      return json(await subscribe(Boolean(body.gone)));
    }
    if (url.pathname === "/__calls" && request.method === "GET") {
      const endpoint = url.searchParams.get("endpoint");
      return json(calls.filter((call) => call.endpoint === endpoint));
    }
    return new Response("Unknown control route", { status: 404 });
  }

  async function push(request: Request, url: URL) {
    const record: RecordedPush = {
      endpoint: url.href,
      status: 0,
      ttl: request.headers.get("ttl"),
      urgency: request.headers.get("urgency"),
      topic: request.headers.get("topic"),
    };
    const answer = (status: number) => {
      record.status = status;
      calls.push(record);
      return new Response(null, { status });
    };
    const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
    const subscription = id ? subscriptions.get(id) : undefined;
    if (request.method !== "POST" || !subscription) return answer(404);
    if (subscription.gone) return answer(410);
    const vapid = await verifyVapid(request.headers.get("authorization"));
    if ("error" in vapid) return answer(vapid.error);
    record.subject = vapid.sub;
    if (!record.ttl || request.headers.get("content-encoding") !== "aes128gcm") return answer(400);
    try {
      const text = await decrypt(subscription, new Uint8Array(await request.arrayBuffer()));
      try {
        record.payload = JSON.parse(text);
      } catch {
        record.payload = text;
      }
    } catch {
      return answer(400);
    }
    return answer(201);
  }

  /** miniflare `outboundService` handler for push.example.test and push-fake.test. */
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin === PUSH_FAKE_CONTROL) return control(request, url);
    if (url.origin === PUSH_ORIGIN) return push(request, url);
    return new Response(`The push fake does not serve ${url.origin}.`, { status: 502 });
  }

  return { fetch };
}
