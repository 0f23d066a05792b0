/**
 * The mail provider down, through the real worker and Resend's wire format (tests/fakes/resend.ts):
 * a mail that can wait (the welcome) is kept as pending and the member's sign-up succeeds; a mail
 * that signs someone in (the verification link, a password reset) is never kept, and the member is
 * told plainly. The reminder cron hands pending mail over again under its Idempotency-Key: delivered
 * once, also when Resend had accepted the first send and only its answer was lost, and never again
 * on a later run.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { AUTH_COPY } from "../../app/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY, MAIL_COPY } from "../../app/kernel/copy/mail";
import { createDb } from "../../worker/db/client";
import { emailOutbox } from "../../worker/db/schema";
import { MAIL_RETRY_WINDOW_MS, retryPendingMail } from "../../worker/domain/mail-retry.server";
import type { Env } from "../../worker/env";
import { REMINDER_CRON, runCron } from "../../worker/scheduled";
import { flashToast, pageText, testDb } from "./helpers";
import { DEPLOYED, newAddress, workerEnv } from "./mail-env";

const WELCOME = "Welcome to Shepherd";
const outboxTo = (address: string) => testDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, address)).all();

/** A deployment with Resend down (a 500) when he signs up: what he was told, and what was kept. */
async function signUpWhileResendIsDown({ delivered = false } = {}) {
  const mail = workerEnv({ origin: DEPLOYED, resend: true });
  await mail.failWith(500, "application_error", "An unexpected error occurred.", { delivered });
  const email = newAddress();
  const signedUp = await mail.signUpForm(email);
  const workerEnvFor = { ...env, ...mail.overrides } as Env;
  const retry = () => retryPendingMail({ db: createDb(env.DB), env: workerEnvFor });
  return { mail, email, signedUp, retry, workerEnvFor };
}

describe("Resend down", () => {
  it("a sign-up succeeds, is told his link did not go, and his welcome is kept for the retry, not the link", async () => {
    const { mail, email, signedUp } = await signUpWhileResendIsDown();
    expect(signedUp.status).toBe(302);
    expect(flashToast(signedUp)?.description).toBe(EMAIL_VERIFICATION_COPY.signUpFailed);
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ kind: "welcome", status: "pending", subject: expect.stringContaining(WELCOME) })]);
    expect(await mail.received()).toEqual([]);
  });

  it("a password reset is refused plainly and nothing is kept", async () => {
    const { mail, email } = await signUpWhileResendIsDown();
    const reset = await mail.form("/auth", { intent: "request-reset", email });
    expect(reset.status).toBe(502);
    const text = await pageText(reset);
    expect(text).toContain(MAIL_COPY.deliveryFailed);
    expect(text).not.toContain(AUTH_COPY.resetSentText);
    expect((await outboxTo(email)).map((row) => row.kind)).toEqual(["welcome"]);
  });

  it("a refusal that will not change (422) is not kept", async () => {
    const mail = workerEnv({ origin: DEPLOYED, resend: true });
    await mail.failWith(422, "validation_error", "Invalid `to` field.");
    const email = newAddress();
    expect((await mail.signUpForm(email)).status).toBe(302);
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe("the retry", () => {
  // One Resend key per test, one outbox for the file: each test's retry sees only its own mail.
  beforeEach(async () => {
    await testDb().delete(emailOutbox).where(eq(emailOutbox.status, "pending"));
  });

  it("waits while Resend is down, then delivers the kept mail once; a later run sends nothing", async () => {
    const { mail, email, retry } = await signUpWhileResendIsDown();
    expect(await retry()).toMatchObject({ sent: 0, stillPending: 1 });
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ status: "pending" })]);

    await mail.recover();
    expect(await retry()).toMatchObject({ sent: 1, stillPending: 0 });
    expect(await retry()).toMatchObject({ sent: 0, stillPending: 0 });
    const welcomes = (await mail.received()).filter((sent) => sent.subject.includes(WELCOME));
    expect(welcomes).toEqual([expect.objectContaining({ to: [email] })]);
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ status: "sent" })]);
  });

  it("does not deliver twice a mail Resend had accepted when its answer was lost", async () => {
    const { mail, email, retry } = await signUpWhileResendIsDown({ delivered: true });
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ kind: "welcome", status: "pending" })]);
    await mail.recover();
    expect(await retry()).toMatchObject({ sent: 1 });
    expect((await mail.received()).filter((sent) => sent.subject.includes(WELCOME))).toHaveLength(1);
  });

  it("runs with the reminder cron", async () => {
    const { mail, email, workerEnvFor } = await signUpWhileResendIsDown();
    await mail.recover();
    await runCron(REMINDER_CRON, workerEnvFor, new Date());
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ status: "sent" })]);
    expect((await mail.received()).filter((sent) => sent.subject.includes(WELCOME))).toHaveLength(1);
  });

  it("gives up on a mail still pending after a day, without sending it", async () => {
    const { mail, email, retry } = await signUpWhileResendIsDown();
    await testDb()
      .update(emailOutbox)
      .set({ created_at: new Date(Date.now() - MAIL_RETRY_WINDOW_MS - 60_000) })
      .where(eq(emailOutbox.to_address, email));
    await mail.recover();
    expect(await retry()).toMatchObject({ failed: 1, sent: 0 });
    expect(await outboxTo(email)).toEqual([expect.objectContaining({ status: "failed" })]);
    expect(await mail.received()).toEqual([]);
  });
});
