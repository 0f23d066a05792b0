import { count, desc } from "drizzle-orm";
import type { Database } from "../db/client";
import { clientErrors, emailOutbox, profiles, user } from "../db/schema";

/**
 * The admin dashboard's numbers, read in one D1 round trip. The outbox is local development's mail
 * (worker/providers/email.ts): its count and newest mails are read only `withOutbox`.
 */
export async function adminOverview(db: Database, { withOutbox }: { withOutbox: boolean }) {
  const numbers = [
    db.select({ n: count() }).from(user),
    db.select({ n: count(profiles.onboarding_completed_at) }).from(profiles),
    db.select({ n: count() }).from(clientErrors),
  ] as const;
  const outboxQueries = [
    db.select({ n: count() }).from(emailOutbox),
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
  ] as const;
  const [[users, onboarded, errors], outbox] = withOutbox
    ? await db.batch([...numbers, ...outboxQueries]).then(([a, b, c, n, recent]) => [[a, b, c], { count: n[0]?.n ?? 0, recent }] as const)
    : [await db.batch(numbers), null];
  return {
    users: users[0]?.n ?? 0,
    onboarded: onboarded[0]?.n ?? 0,
    clientErrors: errors[0]?.n ?? 0,
    outbox,
  };
}
