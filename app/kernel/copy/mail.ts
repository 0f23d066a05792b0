/**
 * Copy for mail the member asks for (verification and password-reset links) and for confirming his
 * email address (docs/decisions/021-email-verification.md, 022-mail-provider.md).
 */

export const MAIL_COPY = {
  notSetUp:
    "Email isn't set up on this server yet, so we can't send you a link. Please let the people who run this Shepherd know.",
  deliveryFailed: "We couldn't send the email just now. Please try again in a few minutes.",
} as const;

export const EMAIL_VERIFICATION_COPY = {
  heading: "Email address",
  verified: (email: string) => `${email} is confirmed. Thank you.`,
  unverifiedTitle: "Please confirm your email address",
  unverified: (email: string) =>
    `We sent a link to ${email}. Open it to show the address is really yours; if you can't find it, look in your spam folder or send a new one.`,
  whileUnverified:
    "Your daily walk is yours either way: Today, your journal, The Word and The Path. The brotherhood spaces, when they open, will ask for a confirmed address.",
  mailNotSetUp: "This server can't send email yet, so your address can't be confirmed for now.",
  resend: "Send a new link",
  resentTitle: "Check your email",
  resent: (email: string) => `We've sent a new link to ${email}.`,
  alreadyVerified: "Your email address is already confirmed.",
  /** After sign-up, under "Account created!": what became of the confirmation mail. */
  signUpSent: "We've sent you a link to confirm your email address.",
  signUpFailed: "We couldn't send the link to confirm your email address. You can send a new one from your Profile.",
  confirmedTitle: "Email confirmed",
  confirmedText: "Thank you. Your email address is confirmed.",
  linkPageTitle: "Confirm your email",
  linkInvalid: "This link has expired or was already used. Send a new one from your Profile.",
  toProfile: "Go to your Profile",
  toSignIn: "Sign in",
} as const;
