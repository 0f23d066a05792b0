/**
 * Failures the health page reports: a provider's latest error (one row per provider, overwritten)
 * and the requests the worker answered with its generic failure. Recording never throws: a failure
 * to record must not turn into a second failure for the member.
 */
import { sql } from "drizzle-orm";
import type { ProviderName } from "../../../app/kernel/admin/ops";
import type { Database } from "../../db/client";
import { providerErrors, serverErrors } from "../../db/schema";
import { errorText } from "./cron-runs.server";

export async function noteProviderError(db: Database, provider: ProviderName, error: unknown, at = new Date()) {
  const message = errorText(error);
  try {
    await db
      .insert(providerErrors)
      .values({ provider, message, at })
      .onConflictDoUpdate({ target: providerErrors.provider, set: { message: sql`excluded.message`, at: sql`excluded.at` } });
  } catch (caught) {
    console.error(`[health] recording the ${provider} error failed`, caught);
  }
}

export async function recordServerError(db: Database, error: unknown, request: { path: string; requestId: string | null }) {
  try {
    await db.insert(serverErrors).values({ message: errorText(error), path: request.path.slice(0, 500), request_id: request.requestId });
  } catch (caught) {
    console.error("[health] recording a server error failed", caught);
  }
}
