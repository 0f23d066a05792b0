import { describe, expect, it } from "vitest";
import {
  destinationAfterSignIn,
  isMainRoute,
  onboardingRedirect,
  redirectForSignedInAuthVisit,
  type OnboardingState,
} from "./auth-routing";

const state = (overrides: Partial<OnboardingState>): OnboardingState => ({
  onboardingComplete: false,
  displayName: null,
  focus: [],
  currentTopics: [],
  ...overrides,
});

describe("after sign-in", () => {
  const cases: [Partial<OnboardingState>, string, boolean][] = [
    [{ onboardingComplete: true, displayName: "Dan", focus: ["Work"] }, "/", true],
    [{ onboardingComplete: true, displayName: null, focus: ["Work"] }, "/onboarding/intentions", false],
    [{ onboardingComplete: true, displayName: "Dan", focus: [] }, "/onboarding/focus", false],
    [{ displayName: "Dan", focus: ["Work"], currentTopics: ["Anger"] }, "/onboarding/profile", false],
    [{ focus: ["Work"] }, "/onboarding/intentions", false],
    [{ currentTopics: ["Anger"] }, "/onboarding/focus", false],
    [{}, "/onboarding/focus", false],
  ];
  it.each(cases)("%j → %s (welcome back: %s)", (overrides, to, welcomeBack) => {
    expect(destinationAfterSignIn(state(overrides))).toEqual({ to, welcomeBack });
  });
});

describe("visiting /auth while signed in", () => {
  it("goes home once onboarded, to focus otherwise, and stays when coming from onboarding", () => {
    expect(redirectForSignedInAuthVisit(state({ onboardingComplete: true }), null)).toBe("/");
    expect(redirectForSignedInAuthVisit(state({}), null)).toBe("/onboarding/focus");
    expect(redirectForSignedInAuthVisit(state({ onboardingComplete: true }), "onboarding")).toBeNull();
  });
});

describe("main routes need finished onboarding", () => {
  it.each([
    ["/", true],
    ["/journal", true],
    ["/path/create/basics", true],
    ["/admin/dashboard", true],
    ["/onboarding/focus", false],
    ["/auth", false],
    ["/auth/reset-password", false],
    ["/terms", false],
    ["/privacy", false],
    ["/success", false],
    ["/cancel", false],
    ["/authors", true],
  ])("%s is a main route: %s", (path, main) => {
    expect(isMainRoute(path)).toBe(main);
  });

  it("redirects only signed-in, unfinished users on main routes", () => {
    expect(onboardingRedirect("/journal", true, false)).toBe("/onboarding/welcome");
    expect(onboardingRedirect("/journal", true, true)).toBeNull();
    expect(onboardingRedirect("/journal", false, false)).toBeNull();
    expect(onboardingRedirect("/onboarding/intentions", true, false)).toBeNull();
  });
});
