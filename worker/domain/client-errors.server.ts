import type { ClientErrorInput } from "../../app/lib/activity";
import type { Database } from "../db/client";
import { clientErrors } from "../db/schema";

/** Stores a render error reported by the browser so admins can read it later. */
export async function recordClientError(
  db: Database,
  input: ClientErrorInput & { userId: string | null; userAgent: string | null; requestId: string },
) {
  await db.insert(clientErrors).values({
    user_id: input.userId,
    message: input.message,
    stack: input.stack ?? null,
    component_stack: input.componentStack ?? null,
    url: input.url ?? null,
    user_agent: input.userAgent,
    request_id: input.requestId,
  });
}
