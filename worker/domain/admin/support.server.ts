/**
 * Support for administrators: the tickets, paged and filtered by status, newest activity first; one
 * ticket's thread; and a reply. The reply, the ticket's new status, the member's in-app notification
 * (leading to the thread in his Settings) and the audit row are one batch; then he is emailed (the
 * outbox in local development). A mail that cannot be sent does not undo
 * the reply: the administrator is told, and the member still reads it in Settings.
 */
import { asc, count, desc, eq } from "drizzle-orm";
import { SUPPORT_COPY } from "../../../app/kernel/copy/support";
import { SUPPORT_PAGE_SIZE, type SupportListQuery, type SupportReplyInput } from "../../../app/kernel/support";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { profiles, supportMessages, supportTickets, user } from "../../db/schema";
import { createNotification } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { auditStatement } from "./audit.server";

/** Where the member reads his tickets. */
export const SUPPORT_THREAD_HREF = "/settings#support-heading";

const member = {
  memberId: supportTickets.user_id,
  memberName: profiles.display_name,
  memberEmail: user.email,
};

/** One page of tickets and how many there are, in one round trip. */
export async function listSupportTickets(db: Database, query: SupportListQuery) {
  const where = query.status === "all" ? undefined : eq(supportTickets.status, query.status);
  const [rows, [total]] = await db.batch([
    db
      .select({ id: supportTickets.id, subject: supportTickets.subject, status: supportTickets.status, updatedAt: supportTickets.updated_at, ...member })
      .from(supportTickets)
      .innerJoin(user, eq(user.id, supportTickets.user_id))
      .leftJoin(profiles, eq(profiles.id, supportTickets.user_id))
      .where(where)
      .orderBy(desc(supportTickets.updated_at), desc(supportTickets.id))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((query.page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    tickets: rows.map((row) => ({ ...row, member: row.memberName ?? row.memberEmail, updatedAt: row.updatedAt.toISOString() })),
    total: n,
    page: query.page,
    pages: Math.max(1, Math.ceil(n / SUPPORT_PAGE_SIZE)),
  };
}

/** A ticket with its member and its whole thread, oldest first; null when there is none. */
export async function supportThread(db: Database, ticketId: string) {
  const [[ticket], messages] = await db.batch([
    db
      .select({ id: supportTickets.id, subject: supportTickets.subject, page: supportTickets.page, status: supportTickets.status, createdAt: supportTickets.created_at, ...member })
      .from(supportTickets)
      .innerJoin(user, eq(user.id, supportTickets.user_id))
      .leftJoin(profiles, eq(profiles.id, supportTickets.user_id))
      .where(eq(supportTickets.id, ticketId)),
    db
      .select({ id: supportMessages.id, fromAdmin: supportMessages.from_admin, body: supportMessages.body, at: supportMessages.created_at })
      .from(supportMessages)
      .where(eq(supportMessages.ticket_id, ticketId))
      .orderBy(asc(supportMessages.created_at), asc(supportMessages.id)),
  ]);
  if (!ticket) return null;
  return {
    ...ticket,
    member: ticket.memberName ?? ticket.memberEmail,
    createdAt: ticket.createdAt.toISOString(),
    messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })),
  };
}

/** Writes the reply and tells the member; `emailed` is false when the mail could not be sent. */
export async function replyToTicket(
  app: Pick<AppContext, "db" | "env" | "origin" | "providers">,
  admin: { id: string },
  ticketId: string,
  input: SupportReplyInput,
  now = new Date(),
): Promise<Outcome<{ emailed: boolean }>> {
  const { db } = app;
  const ticket = await db
    .select({ memberId: supportTickets.user_id, subject: supportTickets.subject, email: user.email })
    .from(supportTickets)
    .innerJoin(user, eq(user.id, supportTickets.user_id))
    .where(eq(supportTickets.id, ticketId))
    .get();
  if (!ticket) return refuse(404, "No ticket with that id.");
  // The notification, the reply, the ticket's status and the audit row: all written or none.
  await createNotification(app, { userId: ticket.memberId, type: "other", content: SUPPORT_COPY.replyNotice(ticket.subject), link: SUPPORT_THREAD_HREF }, [
    db.insert(supportMessages).values({ ticket_id: ticketId, author_id: admin.id, from_admin: true, body: input.message, created_at: now }),
    db.update(supportTickets).set({ status: input.status, updated_at: now }).where(eq(supportTickets.id, ticketId)),
    auditStatement(db, { actorId: admin.id, action: "support_replied", targetUserId: ticket.memberId, details: { ticketId, status: input.status }, at: now }),
  ]);
  const emailed = await app.providers.email
    .send({
      to: ticket.email,
      subject: SUPPORT_COPY.replyEmailSubject(ticket.subject),
      text: SUPPORT_COPY.replyEmailText(input.message, `${app.origin}${SUPPORT_THREAD_HREF}`),
      kind: "support_reply",
      userId: ticket.memberId,
    })
    .then(
      () => true,
      (error: unknown) => {
        console.error(`support reply mail for ticket ${ticketId} failed`, error);
        return false;
      },
    );
  return succeed({ emailed });
}
