import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "../db/client";
import { schema } from "../db/client";
import type { Env } from "../env";
import type { EmailProvider } from "../providers/email";
import { sendAccountMail } from "./account-mail";
import { passwordResetEmail, VERIFICATION_LINK_HOURS, verificationEmail } from "./emails";
import { hashPassword, verifyPassword } from "./password";
import { authRequestHooks } from "./request-rules.server";
import { clearSignInFailures } from "./sign-in-lockout.server";
import { refuseSuspendedSignIn } from "./suspended-sign-in.server";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** A session is extended when it is used and less than this much of it has passed. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;
/**
 * However often it is extended, a session ends this long after it was created (worker/context.ts
 * refuses and deletes it): a stolen cookie cannot be kept alive for ever by using it.
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 60 * 60 * 24 * 90;

export interface AuthOptions {
  env: Env;
  db: Database;
  /** The origin the browser uses; cookies and origin checks are bound to it. */
  origin: string;
  email: EmailProvider;
}

/** Failed sign-ins allowed per client IP and window before a 429 (better-auth counts every attempt). */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 5 } as const;
export const TWO_FACTOR_RATE_LIMIT = { window: 60, max: 5 } as const;
/** Verification mails one client IP may ask for per window: enough to retry, too few to flood an inbox. */
export const VERIFICATION_MAIL_RATE_LIMIT = { window: 60, max: 3 } as const;
export const TWO_FACTOR_ISSUER = "Shepherd";

export function createAuth({ env, db, origin, email }: AuthOptions) {
  return betterAuth({
    appName: env.APP_NAME ?? "Shepherd",
    baseURL: env.APP_URL ?? origin,
    basePath: "/api/auth",
    secret: requireSecret(env),
    trustedOrigins: [env.APP_URL ?? origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await sendAccountMail(email, passwordResetEmail({ to: user.email, url, userId: user.id }));
      },
      onPasswordReset: ({ user }) => clearSignInFailures(db, user.email),
    },
    // Sign-up still signs in at once (onboarding follows); the mail proves the address, which admin
    // by ADMIN_EMAILS needs (docs/decisions/021-email-verification.md).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await sendAccountMail(email, verificationEmail({ to: user.email, url, userId: user.id }));
      },
    },
    plugins: [twoFactor({ issuer: TWO_FACTOR_ISSUER })],
    hooks: authRequestHooks({ db, origin: env.APP_URL ?? origin }),
    databaseHooks: {
      session: { create: { before: async (session) => void (await refuseSuspendedSignIn(db, session.userId)) } },
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": SIGN_IN_RATE_LIMIT,
        // They check the current password: as many tries as signing in, no more.
        "/change-password": SIGN_IN_RATE_LIMIT,
        "/verify-password": SIGN_IN_RATE_LIMIT,
        "/two-factor/verify-totp": TWO_FACTOR_RATE_LIMIT,
        "/two-factor/verify-backup-code": TWO_FACTOR_RATE_LIMIT,
        "/send-verification-email": VERIFICATION_MAIL_RATE_LIMIT,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function requireSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET && env.BETTER_AUTH_SECRET.length >= 32) return env.BETTER_AUTH_SECRET;
  throw new Error(
    "BETTER_AUTH_SECRET is missing or shorter than 32 characters. `npm start` writes one to .dev.vars; on Cloudflare run `wrangler secret put BETTER_AUTH_SECRET`.",
  );
}
