/**
 * Mail kept for a retry (worker/providers/email.ts): each pending mail is handed to Resend again
 * under its row id as the Idempotency-Key, so a mail Resend had already accepted — its answer lost on
 * the way back — is not delivered twice, nor is one that two overlapping runs both pick up. A mail
 * still pending a day after it was written is given up: a reminder or a summary that late is noise.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Env } from "../env";
import { createResendEmailProvider, MailDeliveryError, resendSettings } from "../providers/email";

export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Pending mails handed over per run; the rest wait for the next run a quarter of an hour later. */
export const MAIL_RETRIES_PER_RUN = 50;

export interface MailRetrySummary {
  sent: number;
  stillPending: number;
  failed: number;
}

export async function retryPendingMail({ db, env }: { db: Database; env: Env }, now = new Date()): Promise<MailRetrySummary> {
  const summary: MailRetrySummary = { sent: 0, stillPending: 0, failed: 0 };
  const settings = resendSettings(env);
  if (!settings) return summary;
  const pending = eq(emailOutbox.status, "pending");
  const givenUp = await db
    .update(emailOutbox)
    .set({ status: "failed" })
    .where(and(pending, lt(emailOutbox.created_at, new Date(now.getTime() - MAIL_RETRY_WINDOW_MS))))
    .returning({ id: emailOutbox.id });
  summary.failed += givenUp.length;

  const resend = createResendEmailProvider(settings);
  const due = await db.select().from(emailOutbox).where(pending).orderBy(asc(emailOutbox.created_at)).limit(MAIL_RETRIES_PER_RUN);
  for (const mail of due) {
    let status: "sent" | "failed" | null;
    try {
      await resend.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body ?? undefined,
        kind: mail.kind,
        idempotencyKey: mail.id,
      });
      status = "sent";
    } catch (error) {
      status = error instanceof MailDeliveryError && error.retryable ? null : "failed";
      console.error(`[mail-retry] ${mail.kind} ${mail.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (status === null) {
      summary.stillPending += 1;
      continue;
    }
    await db.update(emailOutbox).set({ status }).where(and(eq(emailOutbox.id, mail.id), pending));
    summary[status] += 1;
  }
  return summary;
}
