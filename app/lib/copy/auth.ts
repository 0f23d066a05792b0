/** Copy for accounts and sign-in (spec sections 2, 5 and 8), used verbatim. */
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
  genericErrorTitle: "An unexpected error occurred",
  genericErrorText: "Something went wrong. Please try again.",
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
  invalidEmail: "Please enter a valid email address.",
  invalidCredentials: "Invalid email or password. Please try again.",
  emailNotConfirmed: "Please verify your email address before signing in.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
} as const;
