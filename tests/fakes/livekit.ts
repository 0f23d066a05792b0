/**
 * A small fake of LiveKit's RoomService Twirp API for the worker tests. It runs in Node as part of
 * miniflare's `outboundService`, so the real `livekit-server-sdk` in the worker talks to it in
 * LiveKit's wire format: `POST /twirp/livekit.RoomService/<Method>` with a JSON body (protobuf JSON,
 * camelCase from the SDK), `Authorization: Bearer <JWT signed with the API secret>` carrying a
 * `video` grant, JSON answers with proto field names and default values left out, and failures as
 * Twirp errors `{code, msg}` (`not_found` → 404, `unauthenticated` → 401, `permission_denied` → 403)
 * with `Content-Type: application/json` exactly, which the SDK requires to read them.
 *
 * Test control lives on the same host (http://livekit-fake.test):
 * - GET    /__calls                 every Twirp call so far: [{method, body, grant}]
 * - DELETE /__calls                 forget calls and rooms
 * - POST   /__participants          {room, identity, sid?, name?, tracks?} puts a participant in a
 *                                   room (a microphone track unless `tracks` says otherwise)
 * - POST   /__down                  {down: boolean}: answer every Twirp call with a 503 (an outage)
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const LIVEKIT_FAKE_ORIGIN = "http://livekit-fake.test";

export interface LiveKitCall {
  method: string;
  body: Record<string, unknown>;
  /** The `video` grant of the bearer token the SDK signed for this call. */
  grant: Record<string, unknown>;
}

/** A published track as LiveKit's ParticipantInfo lists it (proto names; AUDIO, the enum's zero, is left out). */
export interface FakeTrack {
  sid: string;
  type?: "VIDEO" | "DATA";
  source: "CAMERA" | "MICROPHONE" | "SCREEN_SHARE" | "SCREEN_SHARE_AUDIO";
  name?: string;
  muted?: boolean;
}

interface FakeParticipant {
  sid: string;
  identity: string;
  name: string;
  joinedAt: number;
  tracks: FakeTrack[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const TWIRP_STATUS = { not_found: 404, unauthenticated: 401, permission_denied: 403, malformed: 400, unavailable: 503 } as const;
const twirpError = (code: keyof typeof TWIRP_STATUS, msg: string) => json({ code, msg }, TWIRP_STATUS[code]);

const randomSid = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 14)}`;

function participantInfo(p: FakeParticipant) {
  return {
    sid: p.sid,
    identity: p.identity,
    state: "ACTIVE",
    tracks: p.tracks.map((t) => ({ ...t, muted: t.muted || undefined })),
    joined_at: String(Math.floor(p.joinedAt / 1000)),
    joined_at_ms: String(p.joinedAt),
    name: p.name,
    is_publisher: true,
  };
}

/** The claims of an HS256 JWT signed with `secret`, or null when it is not one. */
function verifiedClaims(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return null;
  return claims;
}

export function createLiveKitFake({ apiKey, apiSecret }: { apiKey: string; apiSecret: string }) {
  let calls: LiveKitCall[] = [];
  let rooms = new Map<string, Map<string, FakeParticipant>>();
  let down = false;

  const room = (name: string) => rooms.get(name);

  /** Each RoomService method this app calls, answering as LiveKit does. */
  const methods: Record<string, (body: Record<string, any>) => Response> = {
    ListParticipants: (body) => json({ participants: [...(room(body.room)?.values() ?? [])].map(participantInfo) }),
    GetParticipant: (body) => {
      const found = room(body.room)?.get(body.identity);
      return found ? json(participantInfo(found)) : twirpError("not_found", "participant not found");
    },
    MutePublishedTrack: (body) => {
      const found = room(body.room)?.get(body.identity);
      if (!found) return twirpError("not_found", "participant not found");
      const track = found.tracks.find((t) => t.sid === (body.trackSid ?? body.track_sid));
      if (!track) return twirpError("not_found", "track not found");
      track.muted = Boolean(body.muted);
      return json({ track: { ...track, muted: track.muted || undefined } });
    },
    RemoveParticipant: (body) => {
      const participants = room(body.room);
      if (!participants?.delete(body.identity)) return twirpError("not_found", "participant not found");
      return json({});
    },
    DeleteRoom: (body) => {
      if (!rooms.delete(body.room)) return twirpError("not_found", "requested room does not exist");
      return json({});
    },
    SendData: (body) => {
      if (!room(body.room)) return twirpError("not_found", "requested room does not exist");
      return json({});
    },
  };

  async function control(request: Request, url: URL): Promise<Response> {
    if (url.pathname === "/__calls" && request.method === "GET") return json(calls);
    if (url.pathname === "/__calls" && request.method === "DELETE") {
      calls = [];
      rooms = new Map();
      down = false;
      return json({ ok: true });
    }
    if (url.pathname === "/__participants" && request.method === "POST") {
      const body = (await request.json()) as { room: string; identity: string; sid?: string; name?: string; tracks?: FakeTrack[] };
      const participants = rooms.get(body.room) ?? new Map<string, FakeParticipant>();
      rooms.set(body.room, participants);
      const participant: FakeParticipant = {
        sid: body.sid ?? randomSid("PA"),
        identity: body.identity,
        name: body.name ?? body.identity,
        joinedAt: Date.now(),
        tracks: body.tracks ?? [{ sid: randomSid("TR"), source: "MICROPHONE", name: "microphone" }],
      };
      participants.set(body.identity, participant);
      return json(participantInfo(participant));
    }
    if (url.pathname === "/__down" && request.method === "POST") {
      down = ((await request.json()) as { down: boolean }).down;
      return json({ ok: true });
    }
    return new Response("Unknown control path", { status: 404 });
  }

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__")) return control(request, url);
    const match = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(url.pathname);
    if (!match || request.method !== "POST") return twirpError("not_found", `no handler for ${request.method} ${url.pathname}`);
    if (down) return twirpError("unavailable", "service unavailable");
    const bearer = /^Bearer (.+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
    const claims = bearer ? verifiedClaims(bearer, apiSecret) : null;
    if (!claims || claims.iss !== apiKey) return twirpError("unauthenticated", "invalid token");
    const grant = (claims.video ?? {}) as Record<string, unknown>;
    const method = match[1]!;
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return twirpError("malformed", "the body is not JSON");
    }
    calls.push({ method, body, grant });
    const handler = methods[method];
    if (!handler) return twirpError("not_found", `method ${method} is not faked`);
    const allowed = method === "DeleteRoom" ? grant.roomCreate === true : grant.roomAdmin === true && grant.room === body.room;
    if (!allowed) return twirpError("permission_denied", "permissions denied");
    return handler(body);
  }

  return { fetch };
}
