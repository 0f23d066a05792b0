/**
 * The product's fixed copy, word for word: screen titles, messages, toasts and labels that must not
 * drift. The screens and the other tests read these constants, so this is the test that fails if
 * one is reworded.
 */
import { describe, expect, it } from "vitest";
import { AUDIO_COPY } from "../../app/kernel/copy/audio";
import { AUTH_COPY, AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { GENERATION_COPY } from "../../app/kernel/copy/path";
import { ERROR_FALLBACK, GENERIC_ERROR, TABS } from "../../app/kernel/copy/shell";
import { DEVOTIONAL_COPY, JOURNAL_COPY, PROGRESS_COPY, TODAY } from "../../app/kernel/copy/today";
import { CHECKIN_COPY, COMPLETION_TOAST, STREAK_COPY } from "../../app/kernel/copy/today-member";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { GATE_COPY } from "../../app/kernel/membership";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import { passwordStrength } from "../../app/kernel/password-strength";

describe("the fixed copy, verbatim", () => {
  it("shared chrome and the fallback error screen", () => {
    expect(TABS.map((tab) => tab.label)).toEqual(["Today", "The Path", "The Word", "The Pasture", "My Flock"]);
    expect(ERROR_FALLBACK).toMatchObject({
      title: "Something went wrong",
      text: "We encountered an unexpected error. Don't worry, your data is safe.",
      tryAgain: "Try Again",
      goHome: "Go Home",
      footer: "If this problem persists, please contact support.",
    });
    expect(GENERIC_ERROR).toEqual({ title: "An unexpected error occurred", description: "Something went wrong. Please try again." });
  });

  it("accounts", () => {
    expect(AUTH_COPY).toMatchObject({
      createAccountTitle: "Create Your Account",
      welcomeBack: "Welcome back",
      signUpFailed: "Sign up failed",
      signInFailed: "Sign in failed",
      resetFailed: "Reset failed",
      resetSentTitle: "Check your email",
      invalidEmailToast: "Invalid email",
      invalidNameToast: "Invalid name",
      passwordTooShortTitle: "Password too short",
    });
    expect(VALIDATION_COPY).toEqual({
      email: "Please enter a valid email address.",
      nameTooShort: "Name must be at least 2 characters",
      nameTooLong: "Name must be 50 characters or less",
      passwordTooShort: "Password must be at least 8 characters long",
      passwordHint: "Use at least 8 characters for better security.",
    });
    expect(AUTH_ERROR_COPY).toMatchObject({
      alreadyRegistered: "This email is already registered. Please sign in instead.",
      weakPassword: "Password must be at least 8 characters and contain a mix of letters and numbers.",
      invalidEmail: "Please enter a valid email address.",
      invalidCredentials: "Invalid email or password. Please try again.",
      emailNotConfirmed: "Please verify your email address before signing in.",
    });
    expect(passwordStrength("short").hint).toBe("Use at least 8 characters for better security.");
  });

  it("the Today screen", () => {
    expect(TODAY).toEqual({ title: "Today", subtitle: "Your daily bread from the Word" });
    expect(STREAK_COPY.label).toBe("day streak");
    expect(DEVOTIONAL_COPY).toMatchObject({
      reflectLabel: "Reflect on this:",
      markComplete: "Mark Complete",
      gatherThoughts: "Gather Your Thoughts",
      journalEntrySaved: "✓ Journal Entry Saved",
      dailyWalk: "Daily Walk with God",
      todaysPrayer: "Today's Prayer",
      backupNotice: "Using a backup devotional.",
      retry: "Retry loading today's devotional",
      signInToView: "Please sign in to view your devotional",
    });
    expect(COMPLETION_TOAST.title).toBe("Well done, good shepherd!");
    expect(PROGRESS_COPY).toMatchObject({
      signInTitle: "Please sign in",
      signInText: "You need to be signed in to track progress.",
      saveErrorTitle: "Error saving progress",
    });
    expect(JOURNAL_COPY).toMatchObject({
      signInText: "You need to be signed in to save journal entries.",
      saveErrorTitle: "Error saving journal",
      savedTitle: "Journal saved",
      savedText: "Your reflection has been recorded.",
      tooShort: "Journal entry must be at least 10 characters",
      tooLong: "Journal entry too long",
    });
    expect(CHECKIN_COPY).toMatchObject({
      errorTitle: "Couldn't save check-in",
      errorText: "Please try again.",
      savedTitle: "Walk recorded",
      savedText: "The Shepherd sees your journey. Keep pressing forward.",
      checkedInToday: "You've checked in today",
      savedFlash: "Saved",
    });
  });

  it("audio", () => {
    expect(AUDIO_COPY).toMatchObject({
      generating: "Generating",
      signInText: "You need to be signed in to use audio features",
      notLoadedTitle: "Error",
      notLoadedText: "Please wait for devotional to load",
      failedTitle: "Failed to generate audio",
      noAudioData: "No audio data returned",
      startTitle: "Generating audio...",
      startText: "This will only take a few seconds",
      generatedTitle: "Audio generated",
      cachedTitle: "Audio ready (cached)",
    });
  });

  it("notifications", () => {
    expect(NOTIFICATIONS_COPY).toMatchObject({
      title: "Notifications",
      markAllRead: "Mark all read",
      empty: "No notifications yet",
      loading: "Loading notifications...",
    });
  });

  it("membership, the gate and the upgrade prompts", () => {
    expect(GATE_COPY).toMatchObject({
      unknownFeature: "Unknown feature type",
      subscriptionUnavailable: "Unable to verify subscription status",
      usageUnavailable: "Unable to verify usage limits",
      unexpected: "An error occurred while checking access",
      limitTitle: "Usage Limit Reached",
      warningTitle: "Approaching Your Limit",
    });
    expect(GATE_COPY.limitReached(10, "journal_entry")).toBe(
      "You've reached your monthly limit of 10 journal entries. Upgrade to Premium for unlimited access.",
    );
    expect(GATE_COPY.premiumOnly("custom_plan")).toBe(
      "This feature is only available for Premium members. Upgrade to unlock unlimited custom plans.",
    );
    expect(Object.fromEntries(Object.entries(UPGRADE_PROMPTS).map(([variant, prompt]) => [variant, prompt.title]))).toEqual({
      plan_viewing: "Create Your Own Custom Plan",
      series_viewing: "Host Your Own Study Series",
      profile_completion: "Ready for More?",
      gathering_viewing: "Lead Your Own Gatherings",
    });
  });

  it("plan generation", () => {
    expect(GENERATION_COPY).toMatchObject({
      readyTitle: "Your plan is ready",
      viewPlan: "View Plan",
      timeoutTitle: "Generation taking longer than expected",
      timeoutText: "Check your plans page to see if your plan completed.",
    });
  });
});
