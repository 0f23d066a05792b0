import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  userId?: string | null;
}

export interface EmailProvider {
  /** "outbox" when mail stays in the database, otherwise the provider's name. */
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * The embedded default: every email is stored in the outbox table (readable by admins) and its
 * text printed to the log, so links such as password resets work on a machine with no mail service.
 */
export function createOutboxEmailProvider(db: Database): EmailProvider {
  return {
    name: "outbox",
    async send(email) {
      await db.insert(emailOutbox).values({
        user_id: email.userId ?? null,
        to_address: email.to,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html ?? null,
        kind: email.kind,
        status: "stored",
      });
      console.log(`[outbox] ${email.kind} → ${email.to}: ${email.subject}\n${email.text}`);
    },
  };
}
