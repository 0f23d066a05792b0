import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import { schema } from "../db/client";
import type { Env } from "../env";
import { hashPassword, verifyPassword } from "./password";

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** A session is extended when it is used and less than this much of it has passed. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;

export interface AuthOptions {
  env: Env;
  db: Database;
  /** The origin the browser uses; cookies and origin checks are bound to it. */
  origin: string;
}

export function createAuth({ env, db, origin }: AuthOptions) {
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
