/**
 * Mail (docs/decisions/022-mail-provider.md). One function chooses the provider for an origin:
 * Resend's HTTP API when RESEND_API_KEY and MAIL_FROM are set; else, in local development only, the
 * outbox table (and the log); else none, and whoever asked for a mail is told that e-mail is not set
 * up on this server. Mail that carries a link that signs someone in (verification, password reset)
 * is never stored or printed outside local development.
 */
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Env } from "../env";
import { isLocalDevelopment } from "../local-development";
import { noteProviderError } from "../domain/admin/failures.server";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  userId?: string | null;
}

export interface EmailProvider {
  /** "outbox" when mail stays in the database (local development), "none" when no mail can be sent. */
  readonly name: "outbox" | "resend" | "none";
  /** Resolves once the mail is handed over; rejects with MailNotSetUpError or MailDeliveryError. */
  send(email: OutgoingEmail): Promise<void>;
}

/** No mail provider is configured and the worker is not in local development. */
export class MailNotSetUpError extends Error {
  constructor() {
    super("Email is not set up on this server: set RESEND_API_KEY and MAIL_FROM.");
    this.name = "MailNotSetUpError";
  }
}

/** The mail service refused or failed the mail. The message names the status, never the mail's text. */
export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

export function createEmailProvider(env: Env, db: Database, origin: string): EmailProvider {
  const apiKey = env.RESEND_API_KEY?.trim();
  const from = env.MAIL_FROM?.trim();
  if (apiKey && from) return notingFailures(createResendEmailProvider({ apiKey, from }), db);
  if (isLocalDevelopment(origin)) return createOutboxEmailProvider(db);
  return NO_MAIL;
}

/** A delivery failure is also noted as email's last error (the admin health page), then thrown on. */
function notingFailures(provider: EmailProvider, db: Database): EmailProvider {
  return {
    name: provider.name,
    async send(email) {
      try {
        await provider.send(email);
      } catch (error) {
        await noteProviderError(db, "email", error);
        throw error;
      }
    },
  };
}

const NO_MAIL: EmailProvider = {
  name: "none",
  send: () => Promise.reject(new MailNotSetUpError()),
};

/**
 * Local development's mail: stored in the outbox table (shown on /admin/dashboard) and printed to the
 * `wrangler dev` log, so a verification or password-reset link works on a machine with no mail service.
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

const RESEND_ENDPOINT = "https://api.resend.com/emails";
const RESEND_TIMEOUT_MS = 10_000;

/** Resend's send-email call in its documented wire format: `POST /emails`, Bearer key, JSON body. */
export function createResendEmailProvider({ apiKey, from }: { apiKey: string; from: string }): EmailProvider {
  return {
    name: "resend",
    async send(email) {
      let response: Response;
      try {
        response = await fetch(RESEND_ENDPOINT, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            from,
            to: [email.to],
            subject: email.subject,
            text: email.text,
            ...(email.html ? { html: email.html } : {}),
            tags: [{ name: "kind", value: email.kind }],
          }),
          signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MailDeliveryError(`Resend could not be reached (${error instanceof Error ? error.name : "network error"}).`);
      }
      if (response.ok) return;
      const body = (await response.json().catch(() => null)) as { name?: unknown; message?: unknown } | null;
      const reason = [body?.name, body?.message].filter((part) => typeof part === "string").join(": ");
      throw new MailDeliveryError(`Resend answered ${response.status}${reason ? ` (${reason})` : ""}.`);
    },
  };
}
