/**
 * The mail provider (docs/decisions/022-mail-provider.md): Resend's HTTP API when RESEND_API_KEY and
 * MAIL_FROM are set (tests/fakes/resend.ts speaks its wire format), the outbox table only in local
 * development, and otherwise no mail at all and a plain answer. No link that signs someone in is ever
 * printed to the log outside local development.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_COPY } from "../../app/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY, MAIL_COPY } from "../../app/kernel/copy/mail";
import { emailOutbox } from "../../worker/db/schema";
import { DEPLOYED, MAIL_FROM, newAddress, PASSWORD, workerEnv } from "./mail-env";
import { finishOnboarding, flashToast, formPost, nextCookie, ORIGIN, pageText, request, signUp, testDb } from "./helpers";

const outboxTo = (address: string) => testDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, address)).all();

describe("with RESEND_API_KEY and MAIL_FROM", () => {
  it("sends the verification mail through Resend's API in its wire format, and nothing to the outbox", async () => {
    const mail = workerEnv({ origin: ORIGIN, resend: true });
    const email = newAddress();
    const signedUp = await mail.signUpForm(email);
    expect(signedUp.status).toBe(302);

    const verification = (await mail.received()).find((sent) => sent.subject === "Confirm your email for Shepherd");
    expect(verification).toMatchObject({ from: MAIL_FROM, to: [email] });
    expect(verification!.text).toMatch(/^http:\/\/localhost\/api\/auth\/verify-email\?token=\S+/m);
    expect(await outboxTo(email)).toEqual([]);
    expect(flashToast(signedUp)?.description).toBe(EMAIL_VERIFICATION_COPY.signUpSent);

    const reset = await mail.form("/auth", { intent: "request-reset", email });
    expect(reset.status).toBe(200);
    expect(await pageText(reset)).toContain(AUTH_COPY.resetSentText);
    const resetMail = (await mail.received()).find((sent) => sent.subject === "Reset your Shepherd password");
    expect(resetMail).toMatchObject({ from: MAIL_FROM, to: [email] });
    expect(resetMail!.text).toContain("/api/auth/reset-password/");
    expect(await outboxTo(email)).toEqual([]);
  });

  it.each([
    [422, "validation_error", "Invalid `to` field."],
    [500, "application_error", "An unexpected error occurred."],
  ])("tells the member plainly when Resend answers %i, and claims no success", async (statusCode, name, message) => {
    const mail = workerEnv({ origin: DEPLOYED, resend: true });
    await mail.failWith(statusCode, name, message);
    const email = newAddress();

    const signedUp = await mail.signUpForm(email);
    expect(signedUp.status).toBe(302);
    expect(flashToast(signedUp)?.description).toBe(EMAIL_VERIFICATION_COPY.signUpFailed);

    const reset = await mail.form("/auth", { intent: "request-reset", email });
    expect(reset.status).toBe(502);
    const resetText = await pageText(reset);
    expect(resetText).toContain(MAIL_COPY.deliveryFailed);
    expect(resetText).not.toContain(AUTH_COPY.resetSentText);

    await finishOnboarding(email);
    const resend = await mail.form("/settings", { intent: "resend-verification" }, nextCookie("", signedUp));
    expect(resend.status).toBe(502);
    const resendText = await pageText(resend);
    expect(resendText).toContain(MAIL_COPY.deliveryFailed);
    expect(resendText).not.toContain(EMAIL_VERIFICATION_COPY.resent(email));
    // No mail with a link is ever kept; a welcome that can wait is, for a passing failure (faults-mail.test.ts).
    expect((await outboxTo(email)).map((row) => row.kind)).toEqual(statusCode >= 500 ? ["welcome"] : []);
  });
});

describe("with no mail provider", () => {
  it("keeps the verification mail in the outbox in local development", async () => {
    const email = newAddress();
    const response = await request("/auth", formPost({ intent: "sign-up", displayName: "Jonah", email, password: PASSWORD, timeZone: "UTC" }));
    expect(response.status).toBe(302);
    const kinds = (await outboxTo(email)).map((mail) => mail.kind);
    expect(kinds).toContain("email_verification");
  });

  it("on a deployed (https) origin writes no outbox row and says plainly that email is not set up", async () => {
    const deployed = workerEnv({ origin: DEPLOYED, resend: false });
    const member = await signUp();
    const before = (await outboxTo(member.email)).length;

    const reset = await deployed.form("/auth", { intent: "request-reset", email: member.email });
    expect(reset.status).toBe(503);
    const text = await pageText(reset);
    expect(text).toContain(MAIL_COPY.notSetUp);
    expect(text).not.toContain(AUTH_COPY.resetSentText);
    expect(await outboxTo(member.email)).toHaveLength(before);

    const email = newAddress();
    const signedUp = await deployed.signUpForm(email);
    expect(signedUp.status).toBe(302);
    expect(flashToast(signedUp)?.description).toBe(EMAIL_VERIFICATION_COPY.mailNotSetUp);
    expect(await outboxTo(email)).toEqual([]);

    await finishOnboarding(email);
    const cookie = nextCookie("", signedUp);
    const settings = await pageText(await deployed.call("/settings", { cookie }));
    expect(settings).toContain(EMAIL_VERIFICATION_COPY.mailNotSetUp);
    const resend = await deployed.form("/settings", { intent: "resend-verification" }, cookie);
    expect(resend.status).toBe(503);
    expect(await pageText(resend)).toContain(MAIL_COPY.notSetUp);
    expect(await outboxTo(email)).toEqual([]);
  });

  it("shows admins no outbox outside local development", async () => {
    const deployed = workerEnv({ origin: DEPLOYED, resend: false });
    const email = newAddress();
    const cookie = nextCookie("", await deployed.signUpForm(email));
    await finishOnboarding(email);
    await env.DB.prepare("UPDATE user SET role = 'admin' WHERE email = ?").bind(email).run(); // what `npm run make-admin` runs
    await signUp(); // a member whose mail sits in the local outbox of this test database
    const dashboard = await deployed.call("/admin/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Dashboard");
    for (const outboxPart of ["Emails in the outbox", "outbox-heading", "/api/auth/", "email_verification"]) {
      expect(html).not.toContain(outboxPart);
    }
  });
});

describe("the worker log outside local development", () => {
  afterEach(() => vi.restoreAllMocks());

  it("never carries a verification or reset link, whether the mail was sent, failed or could not be sent", async () => {
    const printed: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(" "));
      });
    }
    const sending = workerEnv({ origin: DEPLOYED, resend: true });
    const failing = workerEnv({ origin: DEPLOYED, resend: true });
    await failing.failWith(500, "application_error", "An unexpected error occurred.");
    const unset = workerEnv({ origin: DEPLOYED, resend: false });
    for (const mail of [sending, failing, unset]) {
      const email = newAddress();
      expect((await mail.signUpForm(email)).status).toBe(302);
      await mail.form("/auth", { intent: "request-reset", email });
    }

    // The secrets Resend carried: the verification token (a query parameter) and the reset token (the last segment).
    const links = (await sending.received()).flatMap((sent) => sent.text?.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
    const tokens = links.flatMap((link) =>
      link.pathname === "/api/auth/verify-email" ? [link.searchParams.get("token")!] : link.pathname.startsWith("/api/auth/reset-password/") ? [link.pathname.split("/").at(-1)!] : [],
    );
    expect(tokens).toHaveLength(2);
    const log = printed.join("\n");
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).not.toMatch(/verify-email\?token=|reset-password\/[A-Za-z0-9]/);
  });
});
