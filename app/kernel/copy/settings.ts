/**
 * Copy for /settings, shown as "Profile" (docs/decisions/015-settings.md). Validation messages
 * shared with sign-up and onboarding come from their own modules and are not repeated here.
 */
import { AUTH_SCREEN_COPY } from "./auth";

export const SETTINGS_PAGE = {
  title: "Profile",
  sectionsLabel: "Profile sections",
  publicProfile: "See your public profile",
  securityHeading: "Security",
  unknownAction: "That action isn't available here.",
} as const;

export const PROFILE_COPY = {
  heading: "Your profile",
  intro: "This is how other men know you in The Pasture and My Flock.",
  displayName: "Display name",
  username: "Username",
  usernameHint: "3–30 characters: lowercase letters, numbers and underscores.",
  timeZone: "Time zone",
  timeZoneHint: "Your devotional, streak and reminders turn over at your midnight.",
  timeZoneOncePerDay: "You can change your time zone once every 24 hours.",
  timeZoneNextChange: (when: string) => `You can change your time zone again after ${when}.`,
  timeZoneTooSoon: (when: string) => `Your time zone was changed in the last 24 hours. You can change it again after ${when}.`,
  save: "Save profile",
  saved: "Profile saved",
} as const;

export const AVATAR_SETTINGS_COPY = {
  heading: "Photo",
  field: "New photo",
  hint: "JPEG, PNG, WebP or GIF, up to 2 MB.",
  current: "Your photo",
  preview: "Your new photo",
  none: "No photo yet. Your initials are shown instead.",
  upload: "Upload photo",
  remove: "Remove photo",
  uploaded: "Photo updated",
  removed: "Photo removed",
} as const;

export const FOCUS_SETTINGS_COPY = {
  heading: "Your focus",
  intro: "Your devotionals and encouragement lean toward what you choose here.",
  focusLegend: "Focus areas",
  topicsLegend: "What you want to grow in right now",
  save: "Save focus",
  saved: "Focus saved",
} as const;

export const APPEARANCE_COPY = {
  heading: "Appearance",
  intro: "Kept on this device and applied right away.",
  textSize: "Text size",
  theme: "Theme",
  sizes: { sm: "Small", md: "Medium", lg: "Large", xl: "Extra large" },
  themes: { light: "Light", dark: "Dark", system: "System" },
} as const;

export const EMAIL_PREFERENCES_COPY = {
  heading: "Email",
  weeklySummary: "Weekly summary",
  weeklySummaryHint: "A short note on Monday morning about the week behind you: days walked, check-ins and your insight.",
  alwaysSent:
    "Account and security emails, such as password resets and a changed password, are always sent, whatever you choose here.",
  save: "Save email preferences",
  saved: "Email preferences saved",
  invalid: "Tick the box to get the weekly summary, or leave it empty.",
} as const;

export const PASSWORD_CHANGE_COPY = {
  heading: "Change password",
  intro: "Enter your current password, then the new one twice.",
  currentPassword: "Current password",
  newPassword: AUTH_SCREEN_COPY.newPasswordLabel,
  confirmPassword: "Confirm new password",
  signOutOthers: "Sign out of all other devices",
  save: "Change password",
  changed: "Password changed",
  changedOthersSignedOut: "Your other devices were signed out.",
  enterCurrent: "Enter your current password.",
  wrongCurrent: "That password isn't right. Please try again.",
  sameAsCurrent: "Choose a new password that differs from your current one.",
  passwordsDontMatch: AUTH_SCREEN_COPY.passwordsDontMatch,
} as const;

/**
 * Proving it is him before what cannot be undone or weakens the account (deleting it, turning off
 * two-factor): the password, and a current code or a backup code while two-factor is on.
 */
export const REAUTH_COPY = {
  passwordLabel: PASSWORD_CHANGE_COPY.currentPassword,
  enterPassword: PASSWORD_CHANGE_COPY.enterCurrent,
  wrongPassword: PASSWORD_CHANGE_COPY.wrongCurrent,
  codeLabel: "Code from your authenticator app, or a backup code",
  enterCode: "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  wrongCode: "That code didn't work. Check your authenticator app and try again.",
} as const;

/** Two-factor in Profile → Security (the sign-in screen's copy is in ./auth). */
export const TWO_FACTOR_COPY = {
  wrongPassword: REAUTH_COPY.wrongPassword,
  wrongCode: REAUTH_COPY.wrongCode,
  alreadyOn: "Two-factor authentication is already on.",
  setupExpired: "That set-up has expired. Enter your password to start again.",
} as const;

export const SESSIONS_COPY = {
  heading: "Where you're signed in",
  intro: "Each browser or app where your account is open. Don't recognize one? Sign it out and change your password.",
  thisDevice: "This device",
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  signOut: "Sign out",
  signOutLabel: (device: string) => `Sign out ${device}`,
  signOutOthers: "Sign out of all other sessions",
  onlyThisDevice: "You're signed in on this device only.",
  signedOutOne: "That session was signed out",
  signedOutOthers: (count: number) =>
    count === 1 ? "Signed out of 1 other session" : `Signed out of ${count} other sessions`,
  notFound: "That session was not found. It may have ended already.",
} as const;

export const MEMBERSHIP_SUMMARY_COPY = {
  heading: "Membership",
  manage: "Manage membership",
  upgrade: "See Premium",
} as const;

export const DATA_COPY = {
  heading: "Your data",
  exportHeading: "Download your data",
  exportText:
    "One JSON file with everything you have kept in Shepherd: your profile, devotional progress, check-ins, journal, whispers, highlights, bookmarks, notes, reading position, reminders, plans and insights.",
  exportLink: "Download my data (JSON)",
  deleteHeading: "Delete account",
  deleteText:
    "This deletes your account and everything in it for good: your journal, check-ins, progress, highlights, notes, photo and settings. It cannot be undone, so download your data first if you want to keep it.",
  deletePremium: "A Premium subscription you pay for is canceled when the account is deleted; nothing more is charged.",
  confirmLabel: "Type DELETE to confirm",
  confirmHint: (email: string) => `This deletes the account ${email}.`,
  confirmMismatch: "Type DELETE to confirm.",
  deleteButton: "Delete my account",
  deleted: "Your account has been deleted",
  deletedText: "Everything you kept in Shepherd is gone. Grace and peace to you.",
  billingNotCanceled:
    "We couldn't cancel your Premium subscription, so your account was not deleted. Please try again in a moment.",
} as const;

export const SIGN_OUT_COPY = {
  heading: "Sign out",
  text: "Sign out of Shepherd on this device.",
  button: "Sign out",
} as const;

export const TWO_FACTOR_STATUS = {
  on: "Two-factor authentication is on",
  off: "Two-factor authentication is off",
} as const;
