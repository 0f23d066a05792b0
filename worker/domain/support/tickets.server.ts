/**
 * A member's side of support: he opens a ticket from Settings (its first message written with it,
 * in one batch) and reads his tickets with their threads there. Every query carries his id.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { SupportStatus, SupportTicketInput } from "../../../app/kernel/support";
import type { Database } from "../../db/client";
import { supportMessages, supportTickets } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";

/** The newest tickets Settings shows him. */
const TICKETS_SHOWN = 10;

export async function openTicket(db: Database, member: MemberScope, input: SupportTicketInput): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(supportTickets).values({ id, user_id: member.id, subject: input.subject, page: input.page ?? null, status: "open", created_at: member.now, updated_at: member.now }),
    db.insert(supportMessages).values({ ticket_id: id, author_id: member.id, from_admin: false, body: input.message, created_at: member.now }),
  ]);
  return { id };
}

export interface SupportMessageView {
  id: string;
  fromAdmin: boolean;
  body: string;
  at: string;
}

export interface SupportTicketView {
  id: string;
  subject: string;
  page: string | null;
  status: SupportStatus;
  updatedAt: string;
  messages: SupportMessageView[];
}

/** His newest tickets, each with its whole thread oldest first: two queries, one round trip. */
export async function myTickets(db: Database, member: MemberScope): Promise<SupportTicketView[]> {
  const mine = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.user_id, member.id))
    .orderBy(desc(supportTickets.updated_at))
    .limit(TICKETS_SHOWN);
  const [tickets, messages] = await db.batch([
    db
      .select()
      .from(supportTickets)
      .where(inArray(supportTickets.id, mine))
      .orderBy(desc(supportTickets.updated_at)),
    db
      .select({ id: supportMessages.id, ticketId: supportMessages.ticket_id, fromAdmin: supportMessages.from_admin, body: supportMessages.body, at: supportMessages.created_at })
      .from(supportMessages)
      .where(inArray(supportMessages.ticket_id, mine))
      .orderBy(asc(supportMessages.created_at), asc(supportMessages.id)),
  ]);
  return tickets.map((ticket) => ({
    id: ticket.id,
    subject: ticket.subject,
    page: ticket.page,
    status: ticket.status,
    updatedAt: ticket.updated_at.toISOString(),
    messages: messages
      .filter((message) => message.ticketId === ticket.id)
      .map((message) => ({ id: message.id, fromAdmin: message.fromAdmin, body: message.body, at: message.at.toISOString() })),
  }));
}
