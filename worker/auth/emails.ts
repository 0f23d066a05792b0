/** Account emails. Plain text first (every client shows it); no tracking, no images. */
import type { OutgoingEmail } from "../providers/email";

export function welcomeEmail(input: { to: string; displayName: string; origin: string; userId?: string }): OutgoingEmail {
  return {
    to: input.to,
    userId: input.userId,
    kind: "welcome",
    subject: "Welcome to Shepherd",
    text: [
      `${input.displayName}, welcome to Shepherd.`,
      "",
      "Every morning there is a short devotional waiting for you: a passage, a few honest words for men and fathers, a question to sit with, and a prayer. Read it or listen to it, write down what stirs, and tell God how close you feel today.",
      "",
      "Lead with love, guide with grace.",
      "",
      `Open today's devotional: ${input.origin}/`,
    ].join("\n"),
  };
}

/** How long a verification link works (better-auth's `emailVerification.expiresIn`). */
export const VERIFICATION_LINK_HOURS = 24;

export function verificationEmail(input: { to: string; url: string; userId?: string }): OutgoingEmail {
  return {
    to: input.to,
    userId: input.userId,
    kind: "email_verification",
    subject: "Confirm your email for Shepherd",
    text: [
      "Please confirm that this is the email address of your Shepherd account:",
      "",
      input.url,
      "",
      `The link works for ${VERIFICATION_LINK_HOURS} hours and signs you in on the device where you open it, so keep it to yourself.`,
      "",
      "If you did not create a Shepherd account, ignore this email and do not open the link.",
    ].join("\n"),
  };
}

export function passwordResetEmail(input: { to: string; url: string; userId?: string }): OutgoingEmail {
  return {
    to: input.to,
    userId: input.userId,
    kind: "password_reset",
    subject: "Reset your Shepherd password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Shepherd account.",
      "",
      `Choose a new password here (the link works for one hour): ${input.url}`,
      "",
      "If you did not ask for this, ignore this email; your password stays as it is.",
    ].join("\n"),
  };
}

/** A security email: always sent, whatever the member's email preferences say. */
export function passwordChangedEmail(input: { to: string; origin: string; userId?: string }): OutgoingEmail {
  return {
    to: input.to,
    userId: input.userId,
    kind: "password_changed",
    subject: "Your Shepherd password was changed",
    text: [
      "The password of your Shepherd account was just changed.",
      "",
      "If that was you, there is nothing more to do.",
      "",
      `If it was not, reset your password now from the sign-in page (choose "Forgot password"): ${input.origin}/auth`,
      "Then sign out of every other device in Profile, under Security.",
    ].join("\n"),
  };
}
