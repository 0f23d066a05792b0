/**
 * PrayerGathering — one per prayer gathering. It holds the live queue (the audience's open requests
 * plus those added on the spot), where the host is in it, the Amens for the current request and
 * everyone's sockets (hibernation API, so a quiet gathering costs nothing). It is single-threaded:
 * every change is written to its storage before any page hears of it, so an object evicted in the
 * middle of a gathering wakes at the same request. The worker checks the session and the
 * gathering's audience before a socket reaches it and passes who is connecting in headers; the
 * object trusts only those, and checks each socket's attachment names this gathering.
 */
import { DurableObject } from "cloudflare:workers";
import { PRAYER_COPY } from "../app/kernel/copy/prayer";
import { LIVE_UPCOMING_SHOWN, LiveClientMessageSchema, type LiveRequestView, type LiveServerMessage, type LiveStateView } from "../app/kernel/prayer/live";
import { PRAYER_QUEUE_MAX } from "../app/kernel/prayer/rules";
import { createDb } from "../worker/db/client";
import { gatherings } from "../worker/db/schema";
import { eq } from "drizzle-orm";
import { addRequestOnTheSpot, markEnded, openingQueue, recordPrayedThrough, recordPresence } from "../worker/domain/prayer/gathering-live.server";
import type { PrayedMark } from "../worker/domain/prayer/prayed.server";
import type { Env } from "../worker/env";

const C = PRAYER_COPY.live;

export const PRAYER_GATHERING_HEADERS = {
  gathering: "X-Shepherd-Gathering-Id",
  member: "X-Shepherd-User-Id",
  /** "1" for the host and co-hosts: they move through the queue and end the gathering. */
  mayMove: "X-Shepherd-May-Move",
  /** The member's local date, the day his marks count on. */
  localDate: "X-Shepherd-Local-Date",
} as const;

export interface PrayerSocketAttachment {
  gatheringId: string;
  memberId: string;
  mayMove: boolean;
  localDate: string;
}

interface Meta {
  gatheringId: string;
  hostId: string;
  audience: "pasture" | "flock" | "invite";
  flockId: string | null;
  endsAt: number;
}

/** A request prayed through whose marks are not yet in D1 (written after the pages heard of the move). */
interface PendingPrayed {
  requestId: string;
  marks: PrayedMark[];
  at: number;
}

export interface PrayerCursor {
  /** Index into the queue; the queue's length means every request has been prayed through. */
  position: number;
  /** Members who said Amen to the current request. */
  amens: string[];
  endedAt: number | null;
  pending: PendingPrayed[];
}

const START: PrayerCursor = { position: 0, amens: [], endedAt: null, pending: [] };

export class PrayerGathering extends DurableObject<Env> {
  private meta: Meta | null = null;
  private queue: LiveRequestView[] = [];
  private cursor: PrayerCursor = START;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<Meta | LiveRequestView[] | PrayerCursor>(["meta", "queue", "cursor"]);
      this.meta = (stored.get("meta") as Meta | undefined) ?? null;
      this.queue = (stored.get("queue") as LiveRequestView[] | undefined) ?? [];
      this.cursor = (stored.get("cursor") as PrayerCursor | undefined) ?? START;
      // Evicted between announcing a move and writing its marks: write them now.
      if (this.cursor.pending.length > 0) ctx.waitUntil(this.flushPending());
    });
  }

  private get db() {
    return createDb(this.env.DB);
  }

  async fetch(request: Request): Promise<Response> {
    const h = PRAYER_GATHERING_HEADERS;
    const gatheringId = request.headers.get(h.gathering);
    const memberId = request.headers.get(h.member);
    const localDate = request.headers.get(h.localDate);
    if (request.headers.get("Upgrade") !== "websocket" || !gatheringId || !memberId || !localDate) {
      return new Response("Expected an authenticated WebSocket upgrade.", { status: 400 });
    }
    if (!this.meta) {
      const opened = await this.open(gatheringId);
      if (!opened) return new Response(PRAYER_COPY.live.errors.gatheringNotFound, { status: 404 });
    }
    if (this.meta!.gatheringId !== gatheringId) return new Response("This object holds another gathering.", { status: 400 });
    if (this.cursor.endedAt !== null) return new Response(C.errors.ended, { status: 410 });

    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ gatheringId, memberId, mayMove: request.headers.get(h.mayMove) === "1", localDate } satisfies PrayerSocketAttachment);
    await recordPresence(this.db, gatheringId, memberId, new Date());
    this.announce();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The first socket opens the gathering: its queue as it stands now, and an alarm for its scheduled end. */
  private async open(gatheringId: string): Promise<boolean> {
    const gathering = await this.db.select().from(gatherings).where(eq(gatherings.id, gatheringId)).get();
    if (!gathering || gathering.kind !== "prayer") return false;
    const now = new Date();
    const meta: Meta = {
      gatheringId,
      hostId: gathering.host_id,
      audience: gathering.audience,
      flockId: gathering.flock_id,
      endsAt: gathering.starts_at.getTime() + gathering.duration_minutes * 60_000,
    };
    const queue = await openingQueue(this.db, gathering, now);
    await this.ctx.storage.put({ meta, queue, cursor: START });
    await this.ctx.storage.setAlarm(meta.endsAt);
    this.meta = meta;
    this.queue = queue;
    this.cursor = START;
    return true;
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const me = ws.deserializeAttachment() as PrayerSocketAttachment | null;
    if (!me || !this.meta || me.gatheringId !== this.meta.gatheringId) {
      ws.close(1008, "not part of this gathering");
      return;
    }
    const refuse = (text: string) => ws.send(JSON.stringify({ type: "error", message: text } satisfies LiveServerMessage));
    let json: unknown;
    try {
      json = typeof message === "string" ? JSON.parse(message) : null;
    } catch {
      json = null;
    }
    const parsed = LiveClientMessageSchema.safeParse(json);
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? C.errors.badMessage);
    if (this.cursor.endedAt !== null) return refuse(C.errors.ended);

    const input = parsed.data;
    switch (input.type) {
      case "next":
      case "back":
        if (!me.mayMove) return refuse(C.errors.hostOnly);
        return this.move(input.type === "next" ? 1 : -1);
      case "end":
        if (!me.mayMove) return refuse(C.errors.hostOnly);
        return this.end();
      case "amen": {
        if (this.queue[this.cursor.position]?.id !== input.requestId) return refuse(C.errors.notCurrent);
        if (this.cursor.amens.includes(me.memberId)) return;
        await this.save({ ...this.cursor, amens: [...this.cursor.amens, me.memberId] });
        return this.announce();
      }
      case "add": {
        if (this.queue.length >= PRAYER_QUEUE_MAX) return refuse(C.errors.queueFull);
        const added = await addRequestOnTheSpot(
          this.db,
          { id: this.meta.gatheringId, host_id: this.meta.hostId, audience: this.meta.audience, flock_id: this.meta.flockId },
          me.memberId,
          { body: input.body, category: input.category ?? null, anonymous: input.anonymous ?? false, urgent: input.urgent ?? false },
          new Date(),
        );
        if (!added.ok) return refuse(added.message);
        this.queue = [...this.queue, added.request];
        await this.ctx.storage.put("queue", this.queue);
        return this.announce();
      }
    }
  }

  async webSocketClose(ws: WebSocket, code: number) {
    // 1005/1006/1015 are reserved and cannot be sent back.
    const safeCode = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
    try {
      ws.close(safeCode, "closing");
    } catch {
      // Already closed by the peer.
    }
    this.announce(ws);
  }

  /** The scheduled end has come: the gathering ends as if the host had ended it. */
  async alarm() {
    await this.end();
  }

  /** The host moves on (or back); moving past a request counts it as prayed by everyone present. */
  private async move(step: 1 | -1) {
    const from = this.cursor.position;
    const to = Math.min(Math.max(from + step, 0), this.queue.length);
    if (to === from) return this.announce();
    const prayed = step === 1 ? this.prayedThrough(from) : null;
    await this.save({ position: to, amens: [], endedAt: null, pending: prayed ? [...this.cursor.pending, prayed] : this.cursor.pending });
    this.announce();
    await this.flushPending();
  }

  /**
   * Ends it once: the current request counts as prayed, the marks and the end reach D1, then every
   * page hears and its socket closes. An end stored but cut off before D1 had all of it (an
   * eviction, a D1 failure: the alarm runs again) is finished by the next call from what it stored;
   * each write is idempotent, so finishing it again changes nothing.
   */
  private async end() {
    if (!this.meta) return;
    if (this.cursor.endedAt === null) {
      const prayed = this.prayedThrough(this.cursor.position);
      await this.save({ ...this.cursor, endedAt: Date.now(), pending: prayed ? [...this.cursor.pending, prayed] : this.cursor.pending });
    }
    await this.flushPending();
    await markEnded(this.db, this.meta.gatheringId, new Date(this.cursor.endedAt!));
    const ended = JSON.stringify({ type: "ended" } satisfies LiveServerMessage);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(ended);
        socket.close(1000, "gathering ended");
      } catch {
        // Already closing.
      }
    }
  }

  /** The marks for praying through the request at `index`: one per member present, on his own local date. */
  private prayedThrough(index: number): PendingPrayed | null {
    const request = this.queue[index];
    if (!request) return null;
    const byMember = new Map<string, PrayedMark>();
    for (const socket of this.ctx.getWebSockets()) {
      const a = socket.deserializeAttachment() as PrayerSocketAttachment | null;
      if (a && a.gatheringId === this.meta?.gatheringId) byMember.set(a.memberId, { requestId: request.id, memberId: a.memberId, localDate: a.localDate });
    }
    return byMember.size > 0 ? { requestId: request.id, marks: [...byMember.values()], at: Date.now() } : null;
  }

  private async save(cursor: PrayerCursor) {
    await this.ctx.storage.put("cursor", cursor);
    this.cursor = cursor;
  }

  /** Writes each pending prayed-through request to D1, then forgets it; the writes are idempotent, so a repeat after eviction counts nothing twice. */
  private async flushPending() {
    if (!this.meta) return;
    while (this.cursor.pending.length > 0) {
      const item = this.cursor.pending[0]!;
      await recordPrayedThrough({ db: this.db, env: this.env }, this.meta.gatheringId, item.requestId, item.marks, new Date(item.at));
      await this.save({ ...this.cursor, pending: this.cursor.pending.filter((p) => p !== item) });
    }
  }

  /** What every page shows now. */
  state(leaving?: WebSocket): LiveStateView {
    const members = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === leaving) continue;
      const a = socket.deserializeAttachment() as PrayerSocketAttachment | null;
      if (a) members.add(a.memberId);
    }
    const { position, amens, endedAt } = this.cursor;
    return {
      current: this.queue[position] ?? null,
      position: this.queue.length === 0 ? 0 : Math.min(position + 1, this.queue.length),
      total: this.queue.length,
      upcoming: this.queue.slice(position + 1, position + 1 + LIVE_UPCOMING_SHOWN),
      prayingNow: members.size,
      amens: amens.length,
      ended: endedAt !== null,
    };
  }

  /** Sends the state to every socket (one serialization for all); called only after the change is stored. */
  announce(leaving?: WebSocket): void {
    const payload = JSON.stringify({ type: "state", state: this.state(leaving) } satisfies LiveServerMessage);
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === leaving) continue;
      try {
        socket.send(payload);
      } catch {
        // A socket that is closing is skipped; its page gets the state again when it reconnects.
      }
    }
  }
}
