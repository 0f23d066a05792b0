import { count, desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { clientErrors, emailOutbox, profiles, user } from "../db/schema";

/** The admin dashboard's numbers, read in one D1 round trip. */
export async function adminOverview(db: Database) {
  const [users, onboarded, outbox, errors, recentOutbox] = await db.batch([
    db.select({ n: count() }).from(user),
    db.select({ n: count(profiles.onboarding_completed_at) }).from(profiles),
    db.select({ n: count() }).from(emailOutbox),
    db.select({ n: count() }).from(clientErrors),
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to_address,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        text: emailOutbox.text_body,
        createdAt: emailOutbox.created_at,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.created_at))
      .limit(20),
  ]);
  return {
    users: users[0]?.n ?? 0,
    onboarded: onboarded[0]?.n ?? 0,
    outbox: outbox[0]?.n ?? 0,
    clientErrors: errors[0]?.n ?? 0,
    recentOutbox,
  };
}
