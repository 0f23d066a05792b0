/**
 * Mail (docs/decisions/022-mail-provider.md). One function chooses the provider for an origin:
 * Resend's HTTP API when RESEND_API_KEY and MAIL_FROM are set; else, in local development only, the
 * outbox table (and the log); else none, and whoever asked for a mail is told that e-mail is not set
 * up on this server. Mail that carries a link that signs someone in (verification, password reset)
 * is never stored or printed outside local development.
 *
 * Any other mail that Resend could not take for a passing reason (unreachable, 429, 5xx) is kept in
 * the outbox as "pending" and the send counts as done: the reminder cron hands it over again
 * (worker/domain/mail-retry.server.ts) under the same Idempotency-Key, so Resend delivers it once
 * even when the first answer was lost after it was accepted (docs/decisions/081-provider-faults.md).
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
  /** Resend delivers one mail per key: the same mail handed over again is not sent twice. */
  idempotencyKey?: string;
}

/**
 * Mails that carry a link signing someone in: sent while he waits or not at all (never stored
 * outside local development), so a failure is his to hear and to ask again.
 */
const SENT_NOW_OR_NEVER = new Set(["email_verification", "password_reset"]);

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
  constructor(
    message: string,
    /** Unreachable, 429 or 5xx: the same mail may well go later. A 4xx refusal will not. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/** Resend's settings, when both are set. */
export function resendSettings(env: Pick<Env, "RESEND_API_KEY" | "MAIL_FROM">): { apiKey: string; from: string } | null {
  const apiKey = env.RESEND_API_KEY?.trim();
  const from = env.MAIL_FROM?.trim();
  return apiKey && from ? { apiKey, from } : null;
}

export function createEmailProvider(env: Env, db: Database, origin: string): EmailProvider {
  const resend = resendSettings(env);
  if (resend) return keepingForRetry(createResendEmailProvider(resend), db);
  if (isLocalDevelopment(origin)) return createOutboxEmailProvider(db);
  return NO_MAIL;
}

/**
 * A delivery failure is noted as email's last error (the admin health page). A mail that can wait
 * and failed for a passing reason is kept as "pending" for the retry and counts as sent; any other
 * failure is thrown on.
 */
function keepingForRetry(provider: EmailProvider, db: Database): EmailProvider {
  return {
    name: provider.name,
    async send(email) {
      const id = crypto.randomUUID();
      try {
        await provider.send({ ...email, idempotencyKey: id });
      } catch (error) {
        await noteProviderError(db, "email", error);
        if (!(error instanceof MailDeliveryError && error.retryable) || SENT_NOW_OR_NEVER.has(email.kind)) throw error;
        try {
          await db.insert(emailOutbox).values({ id, ...outboxFields(email), status: "pending" });
        } catch (storing) {
          console.error("Keeping a mail for its retry failed", storing);
          throw error;
        }
      }
    },
  };
}

const outboxFields = (email: OutgoingEmail) => ({
  user_id: email.userId ?? null,
  to_address: email.to,
  subject: email.subject,
  text_body: email.text,
  html_body: email.html ?? null,
  kind: email.kind,
});

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
      await db.insert(emailOutbox).values({ ...outboxFields(email), status: "stored" });
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
          headers: {
            Authorization: `Bearer ${apiKey}`,
            "Content-Type": "application/json",
            ...(email.idempotencyKey ? { "Idempotency-Key": email.idempotencyKey } : {}),
          },
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
        throw new MailDeliveryError(`Resend could not be reached (${error instanceof Error ? error.name : "network error"}).`, true);
      }
      if (response.ok) return;
      const body = (await response.json().catch(() => null)) as { name?: unknown; message?: unknown } | null;
      const reason = [body?.name, body?.message].filter((part) => typeof part === "string").join(": ");
      const retryable = response.status === 429 || response.status >= 500;
      throw new MailDeliveryError(`Resend answered ${response.status}${reason ? ` (${reason})` : ""}.`, retryable);
    },
  };
}
