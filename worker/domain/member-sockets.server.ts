/**
 * A member's open sockets live in his NotificationHub (one Durable Object per user id). Sockets are
 * authenticated once, when they open; so when a session ends, its sockets are closed here, after
 * the session rows are gone, or a signed-out device would keep hearing the member's notifications.
 */
import type { Env } from "../env";

export function hubFor(env: Pick<Env, "NOTIFICATION_HUB">, userId: string) {
  return env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(userId));
}

/**
 * Closes the sockets of these sessions of the member ("all": every one of his sockets). The rows
 * are already gone, so a failure is logged and never undoes or fails the sign-out; a socket the
 * hub missed is refused at its next reconnect.
 */
export async function closeSessionSockets(
  env: Pick<Env, "NOTIFICATION_HUB">,
  userId: string,
  sessionIds: readonly string[] | "all",
): Promise<void> {
  if (sessionIds !== "all" && sessionIds.length === 0) return;
  try {
    await hubFor(env, userId).closeSessions(sessionIds);
  } catch (error) {
    console.error(`closing the sockets of ended sessions failed for ${userId}`, error);
  }
}
