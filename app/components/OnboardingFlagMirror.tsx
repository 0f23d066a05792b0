import { useEffect } from "react";

export const ONBOARDING_FLAG_KEY = "onboardingComplete";

/**
 * Mirrors the server's onboarding flag to localStorage "onboardingComplete" = "true" (exactly that
 * text; client code that reads the flag compares with it).
 * The server stays the source of truth; the mirror only lets client code read it without a request.
 */
export function OnboardingFlagMirror({ signedIn, complete }: { signedIn: boolean; complete: boolean }) {
  useEffect(() => {
    if (signedIn && complete) localStorage.setItem(ONBOARDING_FLAG_KEY, "true");
    else localStorage.removeItem(ONBOARDING_FLAG_KEY);
  }, [signedIn, complete]);
  return null;
}
