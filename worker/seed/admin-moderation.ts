/**
 * Moderation and support for the demo's administrators: a brother's Pasture post reported by two
 * others (the first a day and a half ago, so it shows overdue), a reflection in the demo flock sent
 * on to the administrators, and a new Pasture-wide prayer request hidden at its report; and two
 * tickets from the demo member, one answered. The factories below are the tests' too. Keyed on the
 * demo member having a ticket, so it happens once; it needs the Pasture, the flock and Prayer, so
 * it runs after them.
 */
import { desc, eq, ne } from "drizzle-orm";
import type { ModerationKind } from "../../app/kernel/admin/moderation";
import type { ReportReason } from "../../app/kernel/pasture/rules";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { contentReports, flockMembers, flockReflections, posts, supportMessages, supportTickets } from "../db/schema";
import { seedPrayerRequest } from "./prayer";

const HOUR_MS = 3_600_000;

/** A member's report of an item, as the area's report door writes it. */
export async function seedReport(
  db: Database,
  report: { kind: ModerationKind; itemId: string; reporterId: string; reason: ReportReason; at: Date; flockId?: string; note?: string },
) {
  await db.insert(contentReports).values({
    item_kind: report.kind,
    item_id: report.itemId,
    reporter_id: report.reporterId,
    reason: report.reason,
    note: report.note ?? null,
    flock_id: report.flockId ?? null,
    created_at: report.at,
  });
}

/** A ticket with its thread: the member's first message, then each reply (from an administrator when `fromAdmin`). */
export async function seedSupportTicket(
  db: Database,
  ticket: { userId: string; subject: string; page?: string; at: Date; messages: { body: string; fromAdmin: boolean; authorId?: string | null; at: Date }[] },
) {
  const id = crypto.randomUUID();
  const answered = ticket.messages.at(-1)?.fromAdmin ?? false;
  await db.batch([
    db.insert(supportTickets).values({
      id,
      user_id: ticket.userId,
      subject: ticket.subject,
      page: ticket.page ?? null,
      status: answered ? "waiting" : "open",
      created_at: ticket.at,
      updated_at: ticket.messages.at(-1)?.at ?? ticket.at,
    }),
    db.insert(supportMessages).values(
      ticket.messages.map((message) => ({
        ticket_id: id,
        author_id: message.fromAdmin ? (message.authorId ?? null) : ticket.userId,
        from_admin: message.fromAdmin,
        body: message.body,
        created_at: message.at,
      })),
    ),
  ]);
  return id;
}

export async function seedDemoModeration(app: AppContext, demo: { id: string }, now = new Date()): Promise<{ reports: number; tickets: number } | null> {
  const { db } = app;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const [[ticket], brothers] = await db.batch([
    db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.user_id, demo.id)).limit(1),
    db.selectDistinct({ id: flockMembers.user_id }).from(flockMembers).where(ne(flockMembers.user_id, demo.id)),
  ]);
  if (ticket || brothers.length < 3) return null;
  const ids = brothers.map((brother) => brother.id);

  const [[post], [reflection]] = await db.batch([
    db.select({ id: posts.id, authorId: posts.author_id }).from(posts).where(ne(posts.author_id, demo.id)).orderBy(desc(posts.created_at)).limit(1),
    db
      .select({ id: flockReflections.id, authorId: flockReflections.author_id, flockId: flockReflections.flock_id })
      .from(flockReflections)
      .where(ne(flockReflections.author_id, demo.id))
      .orderBy(desc(flockReflections.created_at))
      .limit(1),
  ]);
  const others = (authorId: string) => ids.filter((id) => id !== authorId);
  let reports = 0;
  if (post) {
    const [first, second] = others(post.authorId);
    await seedReport(db, { kind: "post", itemId: post.id, reporterId: first!, reason: "spam", at: ago(36) });
    await seedReport(db, { kind: "post", itemId: post.id, reporterId: second!, reason: "inappropriate", note: "Reads like an advertisement.", at: ago(20) });
    reports += 2;
  }
  if (reflection) {
    const [reporter] = others(reflection.authorId);
    await seedReport(db, { kind: "flock_reflection", itemId: reflection.id, reporterId: reporter!, reason: "harassment", flockId: reflection.flockId, at: ago(5) });
    reports += 1;
  }
  const [author, reporter] = ids as [string, string];
  const plea = await seedPrayerRequest(db, {
    userId: author,
    body: "Pray that my new supplement business takes off — message me to buy in, brothers!",
    audience: "pasture",
    anonymous: true,
    createdAt: ago(10),
    hiddenAt: ago(8),
  });
  await seedReport(db, { kind: "prayer_request", itemId: plea.id, reporterId: reporter, reason: "spam", at: ago(8) });
  reports += 1;

  await seedSupportTicket(db, {
    userId: demo.id,
    subject: "My streak reset after travelling",
    page: "/",
    at: ago(50),
    messages: [
      { body: "I checked in every day on my trip to Denver, but my streak went back to 1 when I got home.", fromAdmin: false, at: ago(50) },
      { body: "Thank you for telling us. Your streak follows your time zone: set it to Chicago again in Settings and it counts each of those days.", fromAdmin: true, at: ago(30) },
    ],
  });
  await seedSupportTicket(db, {
    userId: demo.id,
    subject: "Can my wife and I share a plan?",
    page: "/path",
    at: ago(4),
    messages: [{ body: "We would like to walk the marriage plan together. Is there a way to see each other's progress?", fromAdmin: false, at: ago(4) }],
  });
  return { reports, tickets: 2 };
}
