/** Where a person goes after signing in or up, and which pages onboarding guards. */

export interface OnboardingState {
  /** The onboarding flag: the profile's onboarding_completed_at is set. */
  onboardingComplete: boolean;
  displayName: string | null;
  focus: string[];
  currentTopics: string[];
}

export interface Destination {
  to: string;
  welcomeBack: boolean;
}

export function destinationAfterSignIn(state: OnboardingState): Destination {
  const hasFocus = state.focus.length > 0;
  if (state.onboardingComplete && state.displayName && hasFocus) return { to: "/", welcomeBack: true };
  if (hasFocus && state.currentTopics.length > 0) return { to: "/onboarding/profile", welcomeBack: false };
  if (hasFocus) return { to: "/onboarding/intentions", welcomeBack: false };
  return { to: "/onboarding/focus", welcomeBack: false };
}

export const DESTINATION_AFTER_SIGN_UP = "/onboarding/focus";

/** Visiting /auth while signed in: null means stay (coming from onboarding). */
export function redirectForSignedInAuthVisit(state: OnboardingState, from: string | null): string | null {
  if (from === "onboarding") return null;
  return state.onboardingComplete ? "/" : "/onboarding/focus";
}

export const ONBOARDING_STEPS = ["welcome", "focus", "intentions", "profile", "plan-selection", "complete"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Paths that are not "main routes": reachable without finished onboarding. */
const OPEN_PREFIXES = ["/onboarding", "/auth", "/terms", "/privacy", "/success", "/cancel", "/__test"];

export function isMainRoute(pathname: string): boolean {
  return !OPEN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A signed-in user who has not finished onboarding is sent to its start from every main route. */
export function onboardingRedirect(pathname: string, signedIn: boolean, onboardingComplete: boolean): string | null {
  if (!signedIn || onboardingComplete) return null;
  return isMainRoute(pathname) ? "/onboarding/welcome" : null;
}

/** Where a verification link lands (with ?error=… when it has expired or was used). */
export const EMAIL_VERIFICATION_LANDING = "/auth/verify-email";
