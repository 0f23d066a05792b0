/**
 * A gathering's room through the real worker: LiveKit tokens by role and every refusal; host mute,
 * remove and end reaching a fake of LiveKit's Twirp API (tests/fakes/livekit.ts) while anyone else
 * gets 403 and nothing is sent; the chat stored in D1 and announced on the data channel; webhooks
 * signed the way LiveKit signs them, counted once, turned into attendance; bad input refused.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { AccessToken } from "livekit-server-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { GATHERINGS_COPY as C } from "../../app/kernel/copy/gatherings";
import { CHAT_TOPIC, ROOM_TOKEN_TTL_SECONDS } from "../../app/kernel/gatherings/rules";
import { gatheringAttendance, gatheringChat, gatheringMembers, gatherings, livekitWebhookEvents, profiles } from "../../worker/db/schema";
import { postChat } from "../../worker/domain/gatherings/chat.server";
import { gatheringRoomPage } from "../../worker/domain/gatherings/room-page.server";
import { issueRoomToken } from "../../worker/domain/gatherings/room-token.server";
import { todayData } from "../../worker/domain/today.server";
import { storedOrComposed } from "../../worker/domain/todays-devotional.server";
import { seedGathering, seedGatheringMember, type SeedGathering } from "../../worker/seed/gatherings";
import { LIVEKIT_FAKE_ORIGIN, type LiveKitCall } from "../fakes/livekit";
import { domainContext, memberScopeFor, request, signUp, testDb } from "./helpers";
import { livekitWebhook, seconds } from "./livekit-webhook";

const MINUTE = 60_000;
const NO_LIVEKIT = { LIVEKIT_URL: undefined, LIVEKIT_API_KEY: undefined, LIVEKIT_API_SECRET: undefined };

const post = (path: string, cookie?: string, json?: unknown) => request(path, { method: "POST", cookie, ...(json === undefined ? {} : { json }) });
const get = (path: string, cookie?: string) => request(path, { cookie });
const tokenFor = (roomName: string, cookie?: string) => post(`/api/gatherings/${roomName}/token`, cookie);

async function named(displayName: string) {
  const created = await signUp();
  await testDb().update(profiles).set({ display_name: displayName }).where(eq(profiles.id, created.id));
  return created;
}

/** A gathering that began ten minutes ago and runs an hour (its room is open), hosted by `hostId`. */
const liveGathering = (hostId: string, overrides: Partial<SeedGathering> = {}) =>
  seedGathering(testDb(), { hostId, startsAt: new Date(Date.now() - 10 * MINUTE), durationMinutes: 60, ...overrides });

function claimsOf(jwt: string): Record<string, any> {
  const payload = jwt.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(payload));
}

const fakeCalls = async (room: string): Promise<LiveKitCall[]> =>
  ((await (await fetch(`${LIVEKIT_FAKE_ORIGIN}/__calls`)).json()) as LiveKitCall[]).filter((call) => call.body.room === room);

async function joinFake(room: string, identity: string, tracks?: unknown[]) {
  const response = await fetch(`${LIVEKIT_FAKE_ORIGIN}/__participants`, {
    method: "POST",
    body: JSON.stringify({ room, identity, ...(tracks ? { tracks } : {}) }),
  });
  return (await response.json()) as { sid: string };
}

const setLiveKitDown = (down: boolean) => fetch(`${LIVEKIT_FAKE_ORIGIN}/__down`, { method: "POST", body: JSON.stringify({ down }) });

afterEach(async () => {
  await setLiveKitDown(false);
});

describe("POST /api/gatherings/:roomName/token", () => {
  it("gives the host a five-minute token with roomAdmin, for his identity and display name, in this room", async () => {
    const host = await named("Brother Caleb");
    const gathering = await liveGathering(host.id);
    const response = await tokenFor(gathering.room_name, host.cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { serverUrl: string; token: string; expiresAt: string };
    expect(body.serverUrl).toBe("ws://livekit-fake.test");
    const claims = claimsOf(body.token);
    expect(claims.sub).toBe(host.id);
    expect(claims.name).toBe("Brother Caleb");
    expect(claims.video).toMatchObject({ room: gathering.room_name, roomJoin: true, roomAdmin: true, canPublish: true, canSubscribe: true, canPublishData: true });
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(ROOM_TOKEN_TTL_SECONDS - 30);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(ROOM_TOKEN_TTL_SECONDS + 1);
    expect(Math.abs(Date.parse(body.expiresAt) / 1000 - claims.exp)).toBeLessThan(30);
  });

  it("gives a member publish, subscribe and data but not roomAdmin; a co-host gets roomAdmin", async () => {
    const host = await signUp();
    const brother = await named("Brother Silas");
    const cohost = await signUp();
    const gathering = await liveGathering(host.id);
    await seedGatheringMember(testDb(), { gatheringId: gathering.id, userId: cohost.id, role: "cohost" });

    const member = claimsOf(((await (await tokenFor(gathering.room_name, brother.cookie)).json()) as { token: string }).token);
    expect(member.sub).toBe(brother.id);
    expect(member.name).toBe("Brother Silas");
    expect(member.video).toMatchObject({ room: gathering.room_name, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
    expect(member.video.roomAdmin).toBeUndefined();

    const co = claimsOf(((await (await tokenFor(gathering.room_name, cohost.cookie)).json()) as { token: string }).token);
    expect(co.video.roomAdmin).toBe(true);
  });

  it("refuses a visitor (401), a man not invited (404), and a flock gathering outside the host (404)", async () => {
    const host = await signUp();
    const outsider = await signUp();
    const invited = await signUp();
    const inviteOnly = await liveGathering(host.id, { audience: "invite" });
    const flock = await liveGathering(host.id, { audience: "flock" });
    await seedGatheringMember(testDb(), { gatheringId: inviteOnly.id, userId: invited.id, invited: true });

    expect((await tokenFor(inviteOnly.room_name)).status).toBe(401);
    const notInvited = await tokenFor(inviteOnly.room_name, outsider.cookie);
    expect(notInvited.status).toBe(404);
    expect(await notInvited.json()).toEqual({ error: C.errors.notFound });
    expect((await tokenFor(flock.room_name, outsider.cookie)).status).toBe(404);
    expect((await tokenFor("g-doesnotexi", outsider.cookie)).status).toBe(404);
    expect((await tokenFor(inviteOnly.room_name, invited.cookie)).status).toBe(200);
  });

  it("refuses a removed man, a room not yet open, and a gathering over or ended by its host (403)", async () => {
    const host = await signUp();
    const brother = await signUp();
    const live = await liveGathering(host.id);
    await seedGatheringMember(testDb(), { gatheringId: live.id, userId: brother.id, removedAt: new Date() });
    const removed = await tokenFor(live.room_name, brother.cookie);
    expect(removed.status).toBe(403);
    expect(await removed.json()).toEqual({ error: C.errors.removed });

    const later = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() + 60 * MINUTE) });
    const early = await tokenFor(later.room_name, brother.cookie);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: C.errors.notYetOpen });
    // Fourteen minutes before the start the window is open.
    const soon = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() + 14 * MINUTE) });
    expect((await tokenFor(soon.room_name, brother.cookie)).status).toBe(200);

    const over = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() - 3 * 60 * MINUTE), durationMinutes: 60 });
    const afterEnd = await tokenFor(over.room_name, host.cookie);
    expect(afterEnd.status).toBe(403);
    expect(await afterEnd.json()).toEqual({ error: C.errors.ended });
    const endedByHost = await liveGathering(host.id, { endedAt: new Date(Date.now() - MINUTE) });
    expect((await tokenFor(endedByHost.room_name, brother.cookie)).status).toBe(403);
  });

  it("answers 503 with the plain message when LiveKit is not configured", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    const refused = await issueRoomToken(domainContext(testDb(), NO_LIVEKIT), await memberScopeFor(host.id), gathering.room_name);
    expect(refused).toMatchObject({ ok: false, status: 503, message: C.errors.notConfigured });
  });
});

describe("the room page's own token", () => {
  it("brings the token the API would give, so the browser connects without asking; a refused man's page brings the refusal", async () => {
    const host = await named("Brother Caleb");
    const brother = await signUp();
    const gathering = await liveGathering(host.id);
    const page = await gatheringRoomPage(domainContext(), await memberScopeFor(host.id), gathering.room_name);
    expect(page.ok).toBe(true);
    const entry = page.ok ? page.view.entry : null;
    if (entry?.kind !== "granted") throw new Error(`the host's page brought no token: ${JSON.stringify(entry)}`);
    expect(entry.token.serverUrl).toBe("ws://livekit-fake.test");
    expect(claimsOf(entry.token.token)).toMatchObject({ sub: host.id, name: "Brother Caleb", video: { room: gathering.room_name, roomJoin: true, roomAdmin: true } });

    await seedGatheringMember(testDb(), { gatheringId: gathering.id, userId: brother.id, removedAt: new Date() });
    const refused = await gatheringRoomPage(domainContext(), await memberScopeFor(brother.id), gathering.room_name);
    expect(refused.ok && refused.view.entry).toEqual({ kind: "refused", message: C.errors.removed });
    const unconfigured = await gatheringRoomPage(domainContext(testDb(), NO_LIVEKIT), await memberScopeFor(host.id), gathering.room_name);
    expect(unconfigured.ok && unconfigured.view.entry).toEqual({ kind: "refused", message: C.errors.notConfigured });
  });
});

describe("host actions", () => {
  it("mutes a brother's microphone through MutePublishedTrack, leaving his camera alone", async () => {
    const host = await signUp();
    const brother = await signUp();
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, brother.id, [
      { sid: "TR_mic", source: "MICROPHONE", name: "microphone" },
      { sid: "TR_cam", type: "VIDEO", source: "CAMERA", name: "camera" },
    ]);
    const response = await post(`/api/gatherings/${gathering.room_name}/moderate`, host.cookie, { action: "mute", identity: brother.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const calls = await fakeCalls(gathering.room_name);
    expect(calls.map((call) => call.method)).toEqual(["GetParticipant", "MutePublishedTrack"]);
    expect(calls[1]!.body).toEqual({ room: gathering.room_name, identity: brother.id, trackSid: "TR_mic", muted: true });
  });

  it("answers a non-host 403 and sends LiveKit nothing", async () => {
    const host = await signUp();
    const brother = await signUp();
    const other = await signUp();
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, other.id);
    for (const action of ["mute", "remove"] as const) {
      const response = await post(`/api/gatherings/${gathering.room_name}/moderate`, brother.cookie, { action, identity: other.id });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: C.errors.notHost });
    }
    const end = await post(`/api/gatherings/${gathering.room_name}/end`, brother.cookie);
    expect(end.status).toBe(403);
    expect(await fakeCalls(gathering.room_name)).toEqual([]);
    const [row] = await testDb().select().from(gatherings).where(eq(gatherings.id, gathering.id));
    expect(row!.ended_at).toBeNull();
    const [otherRow] = await testDb().select().from(gatheringMembers).where(eq(gatheringMembers.user_id, other.id));
    expect(otherRow).toBeUndefined();
  });

  it("removes a brother: removed_at is written, LiveKit disconnects him, and his next token is refused", async () => {
    const host = await signUp();
    const brother = await signUp();
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, brother.id);
    const response = await post(`/api/gatherings/${gathering.room_name}/moderate`, host.cookie, { action: "remove", identity: brother.id });
    expect(response.status).toBe(200);
    const [row] = await testDb()
      .select()
      .from(gatheringMembers)
      .where(and(eq(gatheringMembers.gathering_id, gathering.id), eq(gatheringMembers.user_id, brother.id)));
    expect(row!.removed_at).toBeInstanceOf(Date);
    const calls = await fakeCalls(gathering.room_name);
    expect(calls.map((call) => call.method)).toEqual(["RemoveParticipant"]);
    expect(calls[0]!.body).toMatchObject({ room: gathering.room_name, identity: brother.id });
    const again = await tokenFor(gathering.room_name, brother.cookie);
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: C.errors.removed });
  });

  it("answers 404 for a brother no longer in the room and 502 when LiveKit is down, never a 500", async () => {
    const host = await signUp();
    const brother = await signUp();
    const gathering = await liveGathering(host.id);
    const gone = await post(`/api/gatherings/${gathering.room_name}/moderate`, host.cookie, { action: "mute", identity: brother.id });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: C.errors.notInRoom });

    await joinFake(gathering.room_name, brother.id);
    await setLiveKitDown(true);
    const down = await post(`/api/gatherings/${gathering.room_name}/moderate`, host.cookie, { action: "mute", identity: brother.id });
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ error: C.errors.videoUnavailable });
  });

  it("ends the gathering for everyone: ended_at, then DeleteRoom; no token after", async () => {
    const host = await signUp();
    const brother = await signUp();
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, brother.id);
    const response = await post(`/api/gatherings/${gathering.room_name}/end`, host.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = await testDb().select().from(gatherings).where(eq(gatherings.id, gathering.id));
    expect(row!.ended_at).toBeInstanceOf(Date);
    const calls = await fakeCalls(gathering.room_name);
    expect(calls.map((call) => call.method)).toEqual(["DeleteRoom"]);
    expect(calls[0]!.grant.roomCreate).toBe(true);
    const after = await tokenFor(gathering.room_name, brother.cookie);
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({ error: C.errors.ended });
  });

  it("refuses bad input with 400 and sends nothing", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    const path = `/api/gatherings/${gathering.room_name}/moderate`;
    const kick = await post(path, host.cookie, { action: "kick", identity: "x" });
    expect(kick.status).toBe(400);
    expect(await kick.json()).toMatchObject({ error: C.errors.hostAction, field: "action" });
    expect((await post(path, host.cookie, { action: "mute" })).status).toBe(400);
    expect((await post(path, host.cookie, { action: "mute", identity: "x".repeat(65) })).status).toBe(400);
    expect((await request(path, { method: "POST", cookie: host.cookie, body: "{nope", headers: { "Content-Type": "application/json" } })).status).toBe(400);
    expect((await post("/api/gatherings/NOT-A-ROOM/moderate", host.cookie, { action: "mute", identity: "x" })).status).toBe(400);
    expect(await fakeCalls(gathering.room_name)).toEqual([]);
  });
});

describe("the room's chat", () => {
  it("stores a message, announces it on the chat topic, and returns it in the history", async () => {
    const host = await signUp();
    const brother = await named("Brother Amos");
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, host.id);
    const response = await post(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie, { body: "  Amen, brothers.  " });
    expect(response.status).toBe(201);
    const { message } = (await response.json()) as { message: { id: string; body: string; author: { displayName: string } } };
    expect(message).toMatchObject({ body: "Amen, brothers.", author: { id: brother.id, displayName: "Brother Amos" } });
    const stored = await testDb().select().from(gatheringChat).where(eq(gatheringChat.gathering_id, gathering.id));
    expect(stored.map((row) => row.body)).toEqual(["Amen, brothers."]);

    const [send] = await fakeCalls(gathering.room_name);
    expect(send!.method).toBe("SendData");
    expect(send!.body.topic).toBe(CHAT_TOPIC);
    // Reliable is the enum's zero, which protobuf JSON leaves out.
    expect(send!.body.kind ?? "RELIABLE").toBe("RELIABLE");
    expect(JSON.parse(atob(send!.body.data as string))).toEqual(message);

    const second = (await (await post(`/api/gatherings/${gathering.room_name}/chat`, host.cookie, { body: "Let us pray." })).json()) as { message: { id: string } };
    const history = (await (await get(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie)).json()) as { messages: { id: string }[] };
    expect(history.messages.map((m) => m.id)).toEqual([message.id, second.message.id]);
    const after = (await (await get(`/api/gatherings/${gathering.room_name}/chat?after=${message.id}`, brother.cookie)).json()) as { messages: { id: string }[] };
    expect(after.messages.map((m) => m.id)).toEqual([second.message.id]);
  });

  it("keeps the message when the announcement fails", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    await setLiveKitDown(true);
    const outcome = await postChat(domainContext(), await memberScopeFor(host.id), gathering.room_name, "Still here.");
    expect(outcome.ok).toBe(true);
    expect(await testDb().select().from(gatheringChat).where(eq(gatheringChat.gathering_id, gathering.id))).toHaveLength(1);
  });

  it("refuses an outsider (404), an empty message (400), a removed man (403); only the host reads it after the end", async () => {
    const host = await signUp();
    const outsider = await signUp();
    const brother = await signUp();
    const removed = await signUp();
    const inviteOnly = await liveGathering(host.id, { audience: "invite" });
    const outside = await post(`/api/gatherings/${inviteOnly.room_name}/chat`, outsider.cookie, { body: "Hello" });
    expect(outside.status).toBe(404);
    expect((await get(`/api/gatherings/${inviteOnly.room_name}/chat`, outsider.cookie)).status).toBe(404);

    const gathering = await liveGathering(host.id);
    const empty = await post(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie, { body: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: C.errors.chatEmpty });
    expect((await post(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie, { body: "x".repeat(501) })).status).toBe(400);
    await seedGatheringMember(testDb(), { gatheringId: gathering.id, userId: removed.id, removedAt: new Date() });
    expect((await post(`/api/gatherings/${gathering.room_name}/chat`, removed.cookie, { body: "Let me back" })).status).toBe(403);
    expect(await testDb().select().from(gatheringChat).where(eq(gatheringChat.gathering_id, gathering.id))).toHaveLength(0);
    expect(await testDb().select().from(gatheringChat).where(eq(gatheringChat.gathering_id, inviteOnly.id))).toHaveLength(0);

    await post(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie, { body: "Thank you all." });
    await testDb().update(gatherings).set({ ended_at: new Date() }).where(eq(gatherings.id, gathering.id));
    expect((await get(`/api/gatherings/${gathering.room_name}/chat`, brother.cookie)).status).toBe(403);
    const kept = await get(`/api/gatherings/${gathering.room_name}/chat`, host.cookie);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { messages: { body: string }[] }).messages.map((m) => m.body)).toEqual(["Thank you all."]);
  });
});

/** A webhook as LiveKit sends it: protobuf JSON, signed by a JWT whose sha256 claim is the body's base64 SHA-256. */
let eventSequence = 0;
function participantEvent(kind: "participant_joined" | "participant_left", roomName: string, identity: string, sid: string, at: Date) {
  eventSequence += 1;
  return {
    event: kind,
    room: { sid: "RM_fake", name: roomName, emptyTimeout: 300, creationTime: seconds(at) },
    participant: { sid, identity, state: kind === "participant_joined" ? "ACTIVE" : "DISCONNECTED", joinedAt: seconds(at), name: identity },
    id: `EV_${Date.now().toString(36)}${eventSequence}`,
    createdAt: seconds(at),
  };
}
function roomFinished(roomName: string, at: Date) {
  eventSequence += 1;
  return { event: "room_finished", room: { sid: "RM_fake", name: roomName }, id: `EV_fin${Date.now().toString(36)}${eventSequence}`, createdAt: seconds(at) };
}

const attendanceOf = (gatheringId: string) => testDb().select().from(gatheringAttendance).where(eq(gatheringAttendance.gathering_id, gatheringId));
const eventRow = (id: string) => testDb().select().from(livekitWebhookEvents).where(eq(livekitWebhookEvents.id, id));

describe("POST /api/webhooks/livekit", () => {
  it("refuses a bad or missing signature with 401 and writes nothing", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    const event = participantEvent("participant_joined", gathering.room_name, host.id, "PA_forged", new Date());
    const forged = await livekitWebhook(event, { secret: "another-secret-that-is-at-least-32-chars" });
    expect(forged.status).toBe(401);
    expect((await livekitWebhook(event, { auth: null })).status).toBe(401);
    expect((await livekitWebhook(event, { auth: "Bearer nonsense" })).status).toBe(401);
    expect(await attendanceOf(gathering.id)).toEqual([]);
    expect(await eventRow(event.id)).toEqual([]);
  });

  it("counts the same event once, and turns joined + left into minutes the host sees", async () => {
    const host = await signUp();
    const brother = await named("Brother Eli");
    const gathering = await liveGathering(host.id);
    const joinedAt = new Date(Date.now() - 20 * MINUTE);
    const joined = participantEvent("participant_joined", gathering.room_name, brother.id, "PA_eli1", joinedAt);
    expect((await livekitWebhook(joined)).status).toBe(200);
    expect((await livekitWebhook(joined)).status).toBe(200);
    const rows = await attendanceOf(gathering.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!).toMatchObject({ user_id: brother.id, participant_sid: "PA_eli1", left_at: null });
    expect(rows[0]!.joined_at.getTime()).toBe(Number(seconds(joinedAt)) * 1000);
    expect(await eventRow(joined.id)).toHaveLength(1);

    const left = participantEvent("participant_left", gathering.room_name, brother.id, "PA_eli1", new Date(joinedAt.getTime() + 12 * MINUTE));
    expect((await livekitWebhook(left)).status).toBe(200);

    const summary = await get(`/api/gatherings/${gathering.room_name}/attendance`, host.cookie);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({
      attendeeCount: 1,
      attendance: [{ member: { id: brother.id, displayName: "Brother Eli" }, minutes: 12 }],
    });
    const theirs = (await (await get(`/api/gatherings/${gathering.room_name}/attendance`, brother.cookie)).json()) as { attendeeCount: number; attendance: unknown };
    expect(theirs).toMatchObject({ attendeeCount: 1, attendance: null });
  });

  it("keeps a gathering open when its room empties mid-gathering, and ends it once its time is over", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    await livekitWebhook(participantEvent("participant_joined", gathering.room_name, host.id, "PA_host1", new Date(Date.now() - 5 * MINUTE)));
    expect((await livekitWebhook(roomFinished(gathering.room_name, new Date()))).status).toBe(200);
    const [still] = await testDb().select().from(gatherings).where(eq(gatherings.id, gathering.id));
    expect(still!.ended_at).toBeNull();
    expect((await attendanceOf(gathering.id))[0]!.left_at).toBeInstanceOf(Date);
    expect((await tokenFor(gathering.room_name, host.cookie)).status).toBe(200);

    const over = await seedGathering(testDb(), { hostId: host.id, startsAt: new Date(Date.now() - 2 * 60 * MINUTE), durationMinutes: 60 });
    await livekitWebhook(roomFinished(over.room_name, new Date()));
    const [ended] = await testDb().select().from(gatherings).where(eq(gatherings.id, over.id));
    expect(ended!.ended_at).toBeInstanceOf(Date);
  });

  it("keeps the host's end when the room finishes afterwards", async () => {
    const host = await signUp();
    const gathering = await liveGathering(host.id);
    await joinFake(gathering.room_name, host.id);
    await post(`/api/gatherings/${gathering.room_name}/end`, host.cookie);
    const [ended] = await testDb().select().from(gatherings).where(eq(gatherings.id, gathering.id));
    await livekitWebhook(roomFinished(gathering.room_name, new Date(Date.now() + 1000)));
    const [after] = await testDb().select().from(gatherings).where(eq(gatherings.id, gathering.id));
    expect(after!.ended_at!.getTime()).toBe(ended!.ended_at!.getTime());
    const summary = (await (await get(`/api/gatherings/${gathering.room_name}/attendance`, host.cookie)).json()) as { endedAt: string };
    expect(Date.parse(summary.endedAt)).toBe(ended!.ended_at!.getTime());
  });

  it("answers a signed but malformed body 400, and an unknown room 200 with nothing written", async () => {
    const host = await signUp();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("{not json")));
    const token = new AccessToken(env.LIVEKIT_API_KEY!, env.LIVEKIT_API_SECRET!);
    token.sha256 = btoa(String.fromCharCode(...digest));
    const malformed = await request("/api/webhooks/livekit", { method: "POST", body: "{not json", headers: { Authorization: await token.toJwt() } });
    expect(malformed.status).toBe(400);

    const unknown = participantEvent("participant_joined", "g-nosuchroom", host.id, "PA_nobody", new Date());
    expect((await livekitWebhook(unknown)).status).toBe(200);
    expect(await eventRow(unknown.id)).toEqual([]);
    expect(await testDb().select().from(gatheringAttendance).where(eq(gatheringAttendance.participant_sid, "PA_nobody"))).toEqual([]);
  });

  it("marks the day he gathered with his brothers on his Daily Walk, in his own time zone", async () => {
    const host = await signUp();
    const brother = await signUp({ timeZone: "Pacific/Auckland" });
    const gathering = await liveGathering(host.id);
    const before = await todayData({ ...domainContext(), providers: { devotional: storedOrComposed } }, await memberScopeFor(brother.id));
    expect(before.member.week.some((day) => day.gathered)).toBe(false);
    await livekitWebhook(participantEvent("participant_joined", gathering.room_name, brother.id, "PA_walk1", new Date()));
    const { member: today } = await todayData({ ...domainContext(), providers: { devotional: storedOrComposed } }, await memberScopeFor(brother.id));
    expect(today.week.map((day) => day.gathered)).toEqual([false, false, false, false, false, false, true]);
  });
});
