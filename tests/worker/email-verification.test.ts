/**
 * Verifying an email address (docs/decisions/021-email-verification.md): sign-up mails a link, the
 * member stays signed in and may use his own daily walk unverified, ADMIN_EMAILS makes an admin only
 * of a verified address, and /settings shows the state with a "send a new link" action. Mail goes to
 * the outbox here (http://localhost is local development).
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_COPY } from "../../app/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY as COPY } from "../../app/kernel/copy/mail";
import { emailOutbox, user as userTable } from "../../worker/db/schema";
import { finishOnboarding, flashToast, formPost, nextCookie, ORIGIN, pageText, request, signUp, testDb } from "./helpers";

const ADMIN = "admin@example.com"; // ADMIN_EMAILS in vitest.config.ts

/** Signs up through the /auth form and, as the onboarding pages would, finishes onboarding. */
async function signUpThroughForm(email: string) {
  const response = await request(
    "/auth",
    formPost({ intent: "sign-up", displayName: "Nathan", email, password: "hold-fast-2026", timeZone: "UTC" }),
  );
  expect(response.status).toBe(302);
  await finishOnboarding(email);
  return nextCookie("", response);
}

async function verificationMails(address: string) {
  return testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, address), eq(emailOutbox.kind, "email_verification")))
    .orderBy(desc(emailOutbox.created_at))
    .all();
}

/** The link of the newest verification mail to `address`, as a path on this origin. */
async function verificationLink(address: string) {
  const [mail] = await verificationMails(address);
  expect(mail, `a verification mail to ${address}`).toBeTruthy();
  const url = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toBe("/api/auth/verify-email");
  return url.pathname + url.search;
}

const isVerified = async (address: string) =>
  (await testDb().select({ verified: userTable.emailVerified }).from(userTable).where(eq(userTable.email, address)).get())?.verified;

async function expectNotFoundPage(response: Response) {
  expect(response.status).toBe(404);
  expect(await pageText(response)).toContain("Page not found");
}

describe("ADMIN_EMAILS and an unverified address", () => {
  it("does not make admin whoever signs up first with a listed address; following the mailed link does", async () => {
    let cookie = await signUpThroughForm(ADMIN);
    expect(await isVerified(ADMIN)).toBe(false);
    await expectNotFoundPage(await request("/admin", { cookie }));
    await expectNotFoundPage(await request("/admin/dashboard", { cookie }));

    const followed = await request(await verificationLink(ADMIN), { cookie });
    expect(followed.status).toBe(302);
    expect(new URL(followed.headers.get("Location")!, ORIGIN).pathname).toBe("/auth/verify-email");
    cookie = nextCookie(cookie, followed);
    expect(await isVerified(ADMIN)).toBe(true);

    const landing = await request("/auth/verify-email", { cookie });
    expect(landing.status).toBe(302);
    cookie = nextCookie(cookie, landing);
    expect((await request("/admin/dashboard", { cookie })).status).toBe(200);
  });
});

describe("signing up", () => {
  it("mails a verification link and still signs in and goes on to onboarding", async () => {
    const email = `nathan${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await request(
      "/auth",
      formPost({ intent: "sign-up", displayName: "Nathan", email, password: "hold-fast-2026", timeZone: "UTC" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/onboarding/focus");
    expect(nextCookie("", response)).toContain("better-auth.session_token=");
    expect(await verificationMails(email)).toHaveLength(1);
    expect(flashToast(response)).toMatchObject({ title: AUTH_COPY.signUpSuccess, description: COPY.signUpSent });
  });
});

describe("an unverified member", () => {
  it("walks his own daily walk: Today, journal, The Word, The Path, insights and settings open", async () => {
    const member = await signUp();
    expect(await isVerified(member.email)).toBe(false);
    for (const path of ["/", "/journal", "/word", "/path", "/insights", "/settings", "/subscription"]) {
      expect((await request(path, { cookie: member.cookie })).status, path).toBe(200);
    }
  });

  it("reads a plain notice on /settings, sends a new link, and after following it reads that he is confirmed", async () => {
    const member = await signUp();
    const before = await pageText(await request("/settings", { cookie: member.cookie }));
    expect(before).toContain(COPY.unverifiedTitle);
    expect(before).toContain(COPY.unverified(member.email));
    expect(before).toContain(COPY.resend);
    const mailsBefore = (await verificationMails(member.email)).length;

    const resent = await request("/settings", formPost({ intent: "resend-verification" }, { cookie: member.cookie }));
    expect(resent.status).toBe(302);
    expect(flashToast(resent)).toMatchObject({ title: COPY.resentTitle, description: COPY.resent(member.email) });
    expect(await verificationMails(member.email)).toHaveLength(mailsBefore + 1);

    const followed = await request(await verificationLink(member.email), { cookie: member.cookie });
    expect(followed.status).toBe(302);
    const cookie = nextCookie(member.cookie, followed);
    const after = await pageText(await request("/settings", { cookie }));
    expect(after).toContain(COPY.verified(member.email));
    expect(after).not.toContain(COPY.unverifiedTitle);

    const again = await request("/settings", formPost({ intent: "resend-verification" }, { cookie }));
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain(COPY.alreadyVerified);
  });

  it("is told plainly when a link has expired or was already used", async () => {
    const response = await request("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fverify-email");
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get("Location")!, ORIGIN);
    expect(landing.pathname).toBe("/auth/verify-email");
    const page = await request(landing.pathname + landing.search);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain(COPY.linkInvalid);
  });
});

describe("the demo and test members", () => {
  it("are created verified when the scenario says so", async () => {
    const verified = await signUp({ emailVerified: true });
    expect(await isVerified(verified.email)).toBe(true);
    expect(await pageText(await request("/settings", { cookie: verified.cookie }))).toContain(COPY.verified(verified.email));
  });
});
