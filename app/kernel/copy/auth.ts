/** Copy for accounts and sign-in: fixed wording, keep it word for word. */
import { GENERIC_ERROR } from "./shell";

export const AUTH_COPY = {
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  createAccountTitle: "Create Your Account",
  forgotPassword: "Forgot password",
  sendResetLink: "Send Reset Link",
  backToSignIn: "Back to Sign In",
  loading: "Loading...",
  welcomeBack: "Welcome back",
  signUpSuccess: "Account created! Let's personalize your journey...",
  signUpFailed: "Sign up failed",
  signInFailed: "Sign in failed",
  resetFailed: "Reset failed",
  resetSentTitle: "Check your email",
  resetSentText: "We've sent you a password reset link.",
  invalidEmailToast: "Invalid email",
  invalidNameToast: "Invalid name",
  passwordTooShortTitle: "Password too short",
  genericErrorTitle: GENERIC_ERROR.title,
  genericErrorText: GENERIC_ERROR.description,
} as const;

export const VALIDATION_COPY = {
  email: "Please enter a valid email address.",
  nameTooShort: "Name must be at least 2 characters",
  nameTooLong: "Name must be 50 characters or less",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordHint: "Use at least 8 characters for better security.",
} as const;

export const AUTH_ERROR_COPY = {
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  weakPassword: "Password must be at least 8 characters and contain a mix of letters and numbers.",
  invalidEmail: VALIDATION_COPY.email,
  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotConfirmed: "Please verify your email address before signing in.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  commonPassword: "That password is one of the most common ones and easy to guess. Please choose a less common password.",
  /** The same words whether or not an account has the address, so the lock tells nobody who is registered. */
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts for this email address. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
  /** Shown only once his password was accepted: the reason is for him, not for whoever types his address. */
  accountSuspended: (until: string | null, reason: string) =>
    `Your account is suspended ${until ? `until ${until}` : "until an administrator lifts it"}. Reason: ${reason}`,
  invalidRequest: "Some of what was sent isn't valid. Please check the form and try again.",
} as const;

/** Labels and texts of the account screens beyond the fixed messages (docs/decisions/005). */
export const AUTH_SCREEN_COPY = {
  pageTitle: "Sign In",
  tabsLabel: "Sign in or create an account",
  emailLabel: "Email",
  passwordLabel: "Password",
  displayNameLabel: "Display name",
  strengthLabel: "Password strength",
  resetTitle: "Reset your password",
  resetText: "Enter your email and we'll send you a link to choose a new password.",
  twoFactorTitle: "Two-step verification",
  twoFactorText: "Enter the 6-digit code from your authenticator app.",
  backupText: "Enter one of the backup codes you saved when you turned on two-step verification.",
  codeLabel: "Authentication code",
  backupCodeLabel: "Backup code",
  trustDevice: "Trust this device for 30 days",
  useBackupCode: "Use a backup code instead",
  useAuthenticator: "Use your authenticator app instead",
  verify: "Verify",
  legalPrefix: "By creating an account you agree to our",
  terms: "Terms",
  legalJoin: "and",
  privacy: "Privacy Policy",
  newPasswordTitle: "Choose a new password",
  newPasswordLabel: "New password",
  confirmPasswordLabel: "Confirm password",
  passwordsDontMatch: "Passwords don't match.",
  setNewPassword: "Set New Password",
  passwordUpdatedTitle: "Password updated",
  passwordUpdatedText: "Sign in with your new password.",
  resetLinkInvalid: "This reset link has expired or was already used. Please request a new one.",
  requestNewLink: "Request a new link",
} as const;
