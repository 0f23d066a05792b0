import { describe, expect, it } from "vitest";
import { ownRuleMessage, serviceMessage, signInErrorMessage, signUpErrorMessage } from "./auth-errors";
import { AUTH_ERROR_COPY } from "./copy/auth";

describe("sign-up errors", () => {
  it.each([
    ["User already registered", "This email is already registered. Please sign in instead."],
    [
      "Password should be at least 8 characters",
      "Password must be at least 8 characters and contain a mix of letters and numbers.",
    ],
    ["Invalid email", "Please enter a valid email address."],
    ["Database is asleep", "Database is asleep"],
  ])("%j → %j", (raw, shown) => {
    expect(signUpErrorMessage(raw)).toBe(shown);
  });

  it("maps better-auth's codes onto those rules", () => {
    expect(signUpErrorMessage(serviceMessage({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" }))).toBe(
      "This email is already registered. Please sign in instead."
    );
    expect(signUpErrorMessage(serviceMessage({ status: 400, code: "PASSWORD_TOO_SHORT" }))).toBe(
      "Password must be at least 8 characters and contain a mix of letters and numbers."
    );
    expect(signUpErrorMessage(serviceMessage({ status: 400, code: "INVALID_EMAIL" }))).toBe(
      "Please enter a valid email address."
    );
  });
});

describe("sign-in errors", () => {
  it.each([
    ["Invalid login credentials", "Invalid email or password. Please try again."],
    ["Email not confirmed", "Please verify your email address before signing in."],
    ["Something odd", "Something odd"],
  ])("%j → %j", (raw, shown) => {
    expect(signInErrorMessage(raw)).toBe(shown);
  });

  it("maps better-auth's codes and rate limiting", () => {
    expect(signInErrorMessage(serviceMessage({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD" }))).toBe(
      "Invalid email or password. Please try again."
    );
    expect(signInErrorMessage(serviceMessage({ status: 403, code: "EMAIL_NOT_VERIFIED" }))).toBe(
      "Please verify your email address before signing in."
    );
    expect(serviceMessage({ status: 429, message: "Too many requests. Please try again later." })).toBe(
      "Too many attempts. Please wait a minute and try again."
    );
  });

  it("falls back to the generic text when the service says nothing", () => {
    expect(serviceMessage({ status: 500 })).toBe("Something went wrong. Please try again.");
  });
});

describe("refusals by our own rules", () => {
  it("are shown in their own words, even a 429 and even where a sign-up rule would reword them", () => {
    const locked = { status: 429, code: "ACCOUNT_LOCKED", message: AUTH_ERROR_COPY.accountLocked(15) };
    const common = { status: 400, code: "PASSWORD_TOO_COMMON", message: AUTH_ERROR_COPY.commonPassword };
    expect(signInErrorMessage(serviceMessage(locked))).toBe(AUTH_ERROR_COPY.accountLocked(15));
    expect(ownRuleMessage(common)).toBe(AUTH_ERROR_COPY.commonPassword);
    expect(signUpErrorMessage(serviceMessage(common))).not.toBe(AUTH_ERROR_COPY.commonPassword);
    expect(ownRuleMessage({ status: 400, code: "PASSWORD_TOO_SHORT", message: "x" })).toBeNull();
  });
});
