/**
 * Our rules in front of every better-auth endpoint, as its `hooks`. They run for each door alike:
 * a direct request to /api/auth/*, our pages' actions (callAuth) and in-process `auth.api` calls.
 *
 * - Every field an endpoint we use accepts is checked with the same field schemas as our forms;
 *   a field we do not know is refused, not ignored.
 * - A new password may not be one of the most common ones.
 * - A redirect target (callbackURL, redirectTo …) must be a path on this site.
 * - Sign-in is limited per account as well as per IP (sign-in-lockout.server.ts).
 *
 * A refusal is a 400 (429 for the lock) with a `code` and a message in the app's words, which the
 * pages show as they are (app/kernel/auth-errors.ts).
 */
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import { sameOriginPath } from "../../app/kernel/redirect-target";
import { DisplayNameSchema, EmailSchema, PASSWORD_MAX, PasswordSchema, SignInSchema } from "../../app/kernel/validation";
import { z } from "../../app/kernel/zod";
import type { Database } from "../db/client";
import { isCommonPassword } from "./common-passwords.server";
import {
  accountKey,
  reserveSignInAttempt,
  settleSignInAttempt,
  type AttemptOutcome,
} from "./sign-in-lockout.server";

const SIGN_IN_PATH = "/sign-in/email";
/** Every name better-auth reads a post-action redirect from, in a body or a query. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

interface BodyRule {
  body: z.ZodType<Record<string, unknown>>;
  /** The field holding a password being set, refused when it is a common one. */
  newPassword?: string;
}

const INVALID = { error: AUTH_ERROR_COPY.invalidRequest };
const form = (shape: z.ZodRawShape) => z.strictObject(shape, INVALID);
const text = (max: number) => z.string(INVALID).min(1, INVALID).max(max, INVALID);
const flag = z.boolean(INVALID).optional();
/** Already checked as a redirect target above; here only its presence is allowed. */
const target = z.string(INVALID).optional();

/** The endpoints our pages and journeys use, with everything each accepts. */
const BODY_RULES: Record<string, BodyRule> = {
  "/sign-up/email": {
    body: form({
      name: DisplayNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      // A photo is uploaded on the profile page after sign-up; no address is ours before then.
      image: z.null(INVALID).optional(),
      callbackURL: target,
      rememberMe: flag,
    }),
    newPassword: "password",
  },
  [SIGN_IN_PATH]: {
    body: form({ email: EmailSchema, password: SignInSchema.shape.password, callbackURL: target, rememberMe: flag }),
  },
  "/sign-out": { body: form({ callbackURL: target, disableRedirect: flag }) },
  "/request-password-reset": { body: form({ email: EmailSchema, redirectTo: target }) },
  "/reset-password": { body: form({ newPassword: PasswordSchema, token: text(512).optional() }), newPassword: "newPassword" },
  "/change-password": {
    body: form({ currentPassword: text(PASSWORD_MAX), newPassword: PasswordSchema, revokeOtherSessions: flag }),
    newPassword: "newPassword",
  },
  // An authenticator app only: codes by e-mail or SMS ("otp") are not offered.
  "/two-factor/enable": { body: form({ password: text(PASSWORD_MAX), method: z.literal("totp", INVALID).optional() }) },
  "/two-factor/disable": { body: form({ password: text(PASSWORD_MAX) }) },
  "/two-factor/verify-totp": { body: form({ code: text(16), trustDevice: flag }) },
  "/two-factor/verify-backup-code": { body: form({ code: text(64), trustDevice: flag, disableSession: flag }) },
};

const refuse = (code: string, message: string, field?: string) =>
  new APIError("BAD_REQUEST", { code, message, ...(field ? { field } : {}) });

export function authRequestHooks({ db, origin }: { db: Database; origin: string }) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      for (const source of [ctx.body, ctx.query] as (Record<string, unknown> | undefined)[]) {
        for (const field of REDIRECT_FIELDS) {
          if (source?.[field] !== undefined && sameOriginPath(source[field], origin) === null) {
            throw refuse("INVALID_INPUT", AUTH_ERROR_COPY.invalidRequest, field);
          }
        }
      }
      const rule = BODY_RULES[ctx.path];
      if (!rule) return;
      const parsed = rule.body.safeParse(ctx.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw refuse("INVALID_INPUT", issue.message, issue.path[0]?.toString());
      }
      const newPassword = rule.newPassword ? parsed.data[rule.newPassword] : undefined;
      if (typeof newPassword === "string" && isCommonPassword(newPassword)) {
        throw refuse("PASSWORD_TOO_COMMON", AUTH_ERROR_COPY.commonPassword, rule.newPassword);
      }
      if (ctx.path === SIGN_IN_PATH) {
        const reservation = await reserveSignInAttempt(db, await accountKey(String(ctx.body.email)));
        if (!reservation.allowed) {
          const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { code: "ACCOUNT_LOCKED", message: AUTH_ERROR_COPY.accountLocked(minutes) },
            { "Retry-After": String(reservation.retryAfterSeconds) },
          );
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== SIGN_IN_PATH) return;
      await settleSignInAttempt(db, await accountKey(String(ctx.body.email)), signInOutcome(ctx.context.returned));
    }),
  };
}

/** What the sign-in endpoint's answer says about the password it was given. */
function signInOutcome(returned: unknown): AttemptOutcome {
  if (!isAPIError(returned)) return "password-accepted";
  if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD") return "wrong-password";
  // better-auth checks the password before it asks for a verified address.
  if (returned.body?.code === "EMAIL_NOT_VERIFIED") return "password-accepted";
  return "not-checked";
}
