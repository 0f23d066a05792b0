import type { TrackActivityInput } from "../../app/kernel/activity";
import type { Database } from "../db/client";
import { userActivity } from "../db/schema";

export async function recordActivity(db: Database, userId: string, input: TrackActivityInput) {
  await db.insert(userActivity).values({
    user_id: userId,
    action_type: input.action_type,
    page_route: input.page_route,
    metadata: input.metadata ?? null,
  });
}
