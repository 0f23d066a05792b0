import { describe, expect, it } from "vitest";
import { DATA_COPY, EMAIL_PREFERENCES_COPY, PASSWORD_CHANGE_COPY, REAUTH_COPY } from "./copy/settings";
import {
  ChangePasswordSchema,
  dataExportFileName,
  DeleteAccountSchema,
  DisableTwoFactorSchema,
  EmailPreferencesSchema,
  FocusSettingsSchema,
  isDeleteConfirmed,
} from "./settings";
import { VALIDATION_COPY } from "./copy/auth";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the delete confirmation", () => {
  it.each(["DELETE", "delete", "  Delete ", "DeLeTe"])("accepts %j", (typed) => {
    expect(isDeleteConfirmed(typed)).toBe(true);
  });

  it.each(["", "DELET", "DELETE!", "DELETE ME", "yes", "D E L E T E", null, undefined, 1])("refuses %j", (typed) => {
    expect(isDeleteConfirmed(typed)).toBe(false);
  });

  it("says what to type, and asks for the password as well", () => {
    expect(messages(DeleteAccountSchema.safeParse({ confirmation: "yes", password: "pw" }))).toEqual({ confirmation: DATA_COPY.confirmMismatch });
    expect(messages(DeleteAccountSchema.safeParse({}))).toEqual({
      confirmation: DATA_COPY.confirmMismatch,
      password: REAUTH_COPY.enterPassword,
    });
    expect(messages(DeleteAccountSchema.safeParse({ confirmation: "DELETE", password: "" }))).toEqual({ password: REAUTH_COPY.enterPassword });
    expect(DeleteAccountSchema.safeParse({ confirmation: "DELETE", password: "pw" })).toMatchObject({ success: true });
    expect(DeleteAccountSchema.safeParse({ confirmation: "DELETE", password: "pw", code: " 123456 " })).toMatchObject({
      success: true,
      data: { code: "123456" },
    });
  });
});

describe("turning off two-factor", () => {
  it("needs the password and a code", () => {
    expect(messages(DisableTwoFactorSchema.safeParse({}))).toEqual({ password: REAUTH_COPY.enterPassword, code: REAUTH_COPY.enterCode });
    expect(messages(DisableTwoFactorSchema.safeParse({ password: "pw", code: "  " }))).toEqual({ code: REAUTH_COPY.enterCode });
    expect(messages(DisableTwoFactorSchema.safeParse({ password: "pw", code: "x".repeat(65) }))).toEqual({ code: REAUTH_COPY.wrongCode });
    expect(DisableTwoFactorSchema.safeParse({ password: "pw", code: "abcde-fghij" })).toMatchObject({ success: true });
  });
});

describe("change password", () => {
  const valid = { currentPassword: "old-password-1", newPassword: "new-password-2", confirmPassword: "new-password-2" };

  it("needs the current password, a new one of 8+ characters, typed twice, and not the same", () => {
    expect(ChangePasswordSchema.safeParse(valid)).toMatchObject({ success: true, data: { revokeOtherSessions: false } });
    expect(messages(ChangePasswordSchema.safeParse({ ...valid, currentPassword: "" }))).toEqual({
      currentPassword: PASSWORD_CHANGE_COPY.enterCurrent,
    });
    expect(messages(ChangePasswordSchema.safeParse({ newPassword: "new-password-2", confirmPassword: "new-password-2" }))).toEqual({
      currentPassword: PASSWORD_CHANGE_COPY.enterCurrent,
    });
    expect(messages(ChangePasswordSchema.safeParse({ ...valid, newPassword: "short7!", confirmPassword: "short7!" }))).toEqual({
      newPassword: VALIDATION_COPY.passwordTooShort,
    });
    expect(messages(ChangePasswordSchema.safeParse({ ...valid, confirmPassword: "new-password-3" }))).toEqual({
      confirmPassword: PASSWORD_CHANGE_COPY.passwordsDontMatch,
    });
    expect(
      messages(ChangePasswordSchema.safeParse({ ...valid, newPassword: valid.currentPassword, confirmPassword: valid.currentPassword })),
    ).toEqual({ newPassword: PASSWORD_CHANGE_COPY.sameAsCurrent });
  });

  it("reads the sign-out-others checkbox, and nothing else", () => {
    expect(ChangePasswordSchema.parse({ ...valid, revokeOtherSessions: "on" }).revokeOtherSessions).toBe(true);
    expect(ChangePasswordSchema.safeParse({ ...valid, revokeOtherSessions: "yes please" }).success).toBe(false);
  });
});

describe("email preferences", () => {
  it("is a checkbox: ticked, empty, or a 400 for anything else", () => {
    expect(EmailPreferencesSchema.parse({ weeklySummary: "on" })).toEqual({ weeklySummary: true });
    expect(EmailPreferencesSchema.parse({})).toEqual({ weeklySummary: false });
    expect(messages(EmailPreferencesSchema.safeParse({ weeklySummary: "true" }))).toEqual({ weeklySummary: EMAIL_PREFERENCES_COPY.invalid });
  });
});

describe("focus settings", () => {
  it("takes the onboarding choices and their messages", () => {
    expect(FocusSettingsSchema.parse({ focus: ["Work", "Work"], currentTopics: [" Anger "] })).toEqual({
      focus: ["Work"],
      currentTopics: ["Anger"],
    });
    expect(messages(FocusSettingsSchema.safeParse({ focus: [], currentTopics: ["Anger"] }))).toEqual({
      focus: "Choose at least one focus area.",
    });
    expect(messages(FocusSettingsSchema.safeParse({ focus: ["Golf"], currentTopics: [] }))).toEqual({
      focus: "Choose from the listed focus areas.",
      currentTopics: "Choose or write at least one thing you want to grow in.",
    });
  });
});

it("names the export after the member's local date", () => {
  expect(dataExportFileName("2026-03-08")).toBe("shepherd-data-2026-03-08.json");
});
