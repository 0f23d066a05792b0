/**
 * What the profile fields show after the action answered: the values as they were sent (so a
 * refused form keeps what he typed) and each field's first message — shared by onboarding's profile
 * step and Profile → Your profile, which post the same form.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ProfileFieldErrors, ProfileValues } from "~/kernel/onboarding";

type FieldErrors = Record<string, { errors?: string[] } | undefined>;

/** A refused form's text value as it was sent, or `fallback`. */
export const sentText = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

export function profileFormState(reply: SubmissionResult<string[]> | undefined, fields: FieldErrors, saved: ProfileValues) {
  const sent = reply?.initialValue;
  const values: ProfileValues = sent
    ? {
        displayName: sentText(sent.displayName, ""),
        username: sentText(sent.username, ""),
        timeZone: sentText(sent.timeZone, saved.timeZone),
      }
    : saved;
  const errors: ProfileFieldErrors = {
    displayName: fields.displayName?.errors?.[0],
    username: fields.username?.errors?.[0],
    timeZone: fields.timeZone?.errors?.[0],
    avatar: fields.avatar?.errors?.[0],
  };
  return { values, errors };
}
