/**
 * NotificationHub — one per user. Holds that user's open sockets through the hibernation API so an
 * idle hub costs nothing, and fans messages out to all of them. The worker authenticates the
 * request before it reaches the hub and passes the user id and the session id in headers; the hub
 * trusts only those. When a session ends (signed out from another device, a password change, the
 * account deleted) the worker asks the hub to close that session's sockets.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../worker/env";

export const HUB_USER_HEADER = "X-Shepherd-User-Id";
export const HUB_SESSION_HEADER = "X-Shepherd-Session-Id";

/** A normal closure: the browser's reconnect then meets the sign-in check like any new socket. */
const SESSION_ENDED_CLOSE = { code: 1000, reason: "session ended" } as const;

interface SocketAttachment {
  userId: string;
  sessionId: string;
  connectedAt: number;
}

export type HubMessage = { type: "pong"; userId: string; at: number } | { type: string; [key: string]: unknown };

export class NotificationHub extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HUB_USER_HEADER);
    const sessionId = request.headers.get(HUB_SESSION_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || !userId || !sessionId) {
      return new Response("Expected an authenticated WebSocket upgrade.", { status: 400 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, sessionId, connectedAt: Date.now() } satisfies SocketAttachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Attachment survives hibernation: the hub wakes knowing whose socket this is. */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const attachment = ws.deserializeAttachment() as SocketAttachment | null;
    if (!attachment) return;
    if (message === "ping") {
      ws.send(JSON.stringify({ type: "pong", userId: attachment.userId, at: Date.now() }));
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
  }

  /** Sends a message to every open socket of this user; returns how many received it. */
  async broadcast(message: HubMessage): Promise<number> {
    const payload = JSON.stringify(message);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(payload);
        delivered += 1;
      } catch {
        // A socket that is closing is skipped; the client refetches on reconnect.
      }
    }
    return delivered;
  }

  /**
   * Closes the sockets opened under these sessions ("all": every socket of the member), after the
   * sessions' rows are gone. Returns how many were closed.
   */
  async closeSessions(sessionIds: readonly string[] | "all"): Promise<number> {
    const ending = sessionIds === "all" ? null : new Set(sessionIds);
    let closed = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as SocketAttachment | null;
      if (ending && !(attachment && ending.has(attachment.sessionId))) continue;
      try {
        socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        closed += 1;
      } catch {
        // Already closing.
      }
    }
    return closed;
  }

  async connectionCount(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }
}
