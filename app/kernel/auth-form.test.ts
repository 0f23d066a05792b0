import { describe, expect, it } from "vitest";
import {
  AUTH_SCREEN_COPY,
  authFailureTitle,
  confirmPasswordError,
  firstErrorsOf,
  initialAuthView,
  isAuthIntent,
  knownTimeZone,
  signUpButtonDisabled,
  tabIndexAfterKey,
  validationToast,
} from "./auth-form";
import { AUTH_COPY, VALIDATION_COPY } from "./copy/auth";
import { SignUpSchema } from "./validation";

describe("the Sign Up button", () => {
  const ready = { submitting: false, nameError: null, emailError: null, password: "12345678" };

  it("is enabled with no errors and a password of 8 characters", () => {
    expect(signUpButtonDisabled(ready)).toBe(false);
  });

  it.each([
    ["while submitting", { submitting: true }],
    ["with a name error", { nameError: VALIDATION_COPY.nameTooShort }],
    ["with an email error", { emailError: VALIDATION_COPY.email }],
    ["with a password of 7 characters", { password: "1234567" }],
    ["with an empty password", { password: "" }],
  ])("is disabled %s", (_, overrides) => {
    expect(signUpButtonDisabled({ ...ready, ...overrides })).toBe(true);
  });
});

describe("form parsing", () => {
  it("heads a refusal with what failed, or with the generic title for the generic message", () => {
    expect(authFailureTitle("sign-in", "Wrong password")).toBe(AUTH_COPY.signInFailed);
    expect(authFailureTitle("verify-backup", "Wrong code")).toBe(AUTH_COPY.signInFailed);
    expect(authFailureTitle("sign-up", "Taken")).toBe(AUTH_COPY.signUpFailed);
    expect(authFailureTitle("set-password", "Expired")).toBe(AUTH_COPY.resetFailed);
    expect(authFailureTitle("sign-in", AUTH_COPY.genericErrorText)).toBe(AUTH_COPY.genericErrorTitle);
  });

  it("keeps the first error of each field", () => {
    const result = SignUpSchema.safeParse({ displayName: "A", email: "nope", password: "short" });
    expect(result.success).toBe(false);
    const listed: Record<string, string[]> = {};
    for (const issue of result.error!.issues) (listed[String(issue.path[0])] ??= []).push(issue.message);
    expect(firstErrorsOf({ ...listed, unused: null })).toEqual({
      displayName: VALIDATION_COPY.nameTooShort,
      email: VALIDATION_COPY.email,
      password: VALIDATION_COPY.passwordTooShort,
    });
  });

  it("knows the five intents and nothing else", () => {
    for (const intent of ["sign-in", "sign-up", "request-reset", "verify-totp", "verify-backup"]) {
      expect(isAuthIntent(intent)).toBe(true);
    }
    expect(isAuthIntent("sign-out")).toBe(false);
    expect(isAuthIntent(undefined)).toBe(false);
  });
});

describe("validation toasts", () => {
  it("names an invalid email first, then an invalid name, then a short password", () => {
    expect(
      validationToast({ displayName: VALIDATION_COPY.nameTooShort, email: VALIDATION_COPY.email }),
    ).toEqual({ title: AUTH_COPY.invalidEmailToast, description: VALIDATION_COPY.email });
    expect(validationToast({ displayName: VALIDATION_COPY.nameTooLong })).toEqual({
      title: AUTH_COPY.invalidNameToast,
      description: VALIDATION_COPY.nameTooLong,
    });
    expect(validationToast({ password: VALIDATION_COPY.passwordTooShort })).toEqual({
      title: "Password too short",
      description: "Password must be at least 8 characters long",
    });
  });

  it("has no toast for other field errors (they show under the field)", () => {
    expect(validationToast({ password: "Please enter your password." })).toBeNull();
    expect(validationToast({})).toBeNull();
  });
});

describe("which panel /auth opens on", () => {
  it("opens on Sign Up from onboarding, otherwise on Sign In", () => {
    expect(initialAuthView("onboarding", undefined)).toBe("sign-up");
    expect(initialAuthView(null, undefined)).toBe("sign-in");
    expect(initialAuthView("elsewhere", null)).toBe("sign-in");
  });

  it("reopens the form that was just submitted, so its errors show without JavaScript", () => {
    expect(initialAuthView(null, "sign-up")).toBe("sign-up");
    expect(initialAuthView("onboarding", "sign-in")).toBe("sign-in");
    expect(initialAuthView("onboarding", "verify-totp")).toBe("sign-in");
    expect(initialAuthView(null, "request-reset")).toBe("reset");
  });
});

describe("tab keys", () => {
  it("wraps with the arrows and jumps with Home and End", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 2)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 1, 2)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 2)).toBe(1);
    expect(tabIndexAfterKey("Home", 1, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("Enter", 0, 2)).toBeNull();
  });
});

describe("new password", () => {
  it("needs the confirmation to match exactly", () => {
    expect(confirmPasswordError("steadfast-1", "steadfast-1")).toBeNull();
    expect(confirmPasswordError("steadfast-1", "steadfast-2")).toBe(AUTH_SCREEN_COPY.passwordsDontMatch);
    expect(confirmPasswordError("steadfast-1", "")).toBe("Passwords don't match.");
  });
});

describe("the sign-up time zone", () => {
  it("keeps real IANA zones and drops anything else", () => {
    expect(knownTimeZone("America/Chicago")).toBe("America/Chicago");
    expect(knownTimeZone("UTC")).toBe("UTC");
    expect(knownTimeZone("Mars/Olympus_Mons")).toBeUndefined();
    expect(knownTimeZone("")).toBeUndefined();
    expect(knownTimeZone(undefined)).toBeUndefined();
  });
});
