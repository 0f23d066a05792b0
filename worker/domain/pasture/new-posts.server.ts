/**
 * The "New posts" pill: when a member posts, the pages of members who are reading The Pasture are
 * told through their NotificationHub. Who is reading is taken from the page views the app already
 * records (user_activity): members who opened /pasture in the last OPEN_PAGE_MINUTES, at most
 * NEW_POST_FAN_OUT of them (the most recent first), never the author nor a member who blocked him (the post would never
 * show for him). It runs after the response (waitUntil): the post is committed whether or not any
 * page hears of it, and a page that missed it finds the post on its next load.
 */
import { and, desc, eq, gt, max, ne, sql } from "drizzle-orm";
import { NEW_POST_MESSAGE } from "../../../app/kernel/pasture/rules";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { userActivity } from "../../db/schema";
import { hubFor } from "../member-sockets.server";
import { hasBlocked } from "./visibility.server";

export const OPEN_PAGE_MINUTES = 30;
export const NEW_POST_FAN_OUT = 200;

export async function announceNewPost(deps: { db: Database; env: Pick<Env, "NOTIFICATION_HUB"> }, authorId: string, postId: string): Promise<void> {
  try {
    const since = new Date(Date.now() - OPEN_PAGE_MINUTES * 60_000);
    const readers = await deps.db
      .select({ id: userActivity.user_id })
      .from(userActivity)
      .where(
        and(
          gt(userActivity.created_at, since),
          eq(userActivity.page_route, "/pasture"),
          ne(userActivity.user_id, authorId),
          sql`not ${hasBlocked(userActivity.user_id, authorId)}`,
        ),
      )
      .groupBy(userActivity.user_id)
      .orderBy(desc(max(userActivity.created_at)))
      .limit(NEW_POST_FAN_OUT);
    await Promise.allSettled(readers.map((reader) => hubFor(deps.env, reader.id).broadcast({ type: NEW_POST_MESSAGE, postId, authorId })));
  } catch (error) {
    console.error(`telling open pages of post ${postId} failed`, error);
  }
}
