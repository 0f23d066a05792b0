import { describe, expect, it } from "vitest";
import { CONNECTION, connectionLabel, isStruggling, moodFor, SAVED_FLASH_MS } from "./connection";

describe("the connection slider", () => {
  it("runs 0-100 in steps of 1, defaults to 50 and flashes Saved for 2 seconds", () => {
    expect(CONNECTION).toEqual({ MIN: 0, MAX: 100, STEP: 1, DEFAULT: 50, STRUGGLE_THRESHOLD: 30 });
    expect(SAVED_FLASH_MS).toBe(2000);
  });

  it.each([
    [0, "Disconnected"],
    [12, "Disconnected"],
    [13, "Struggling"],
    [37, "Struggling"],
    [38, "Connected"],
    [62, "Connected"],
    [63, "Close"],
    [87, "Close"],
    [88, "Deeply Connected"],
    [100, "Deeply Connected"],
  ])("labels %i as %s", (value, label) => {
    expect(connectionLabel(value)).toBe(label);
  });

  it.each([
    [0, "struggling"],
    [24, "struggling"],
    [25, "neutral"],
    [49, "neutral"],
    [50, "good"],
    [74, "good"],
    [75, "great"],
    [100, "great"],
  ])("saves %i as the mood %s", (value, mood) => {
    expect(moodFor(value)).toBe(mood);
  });

  it.each([
    [0, true],
    [29, true],
    [30, false],
    [100, false],
  ])("treats %i as a struggle: %s", (value, struggling) => {
    expect(isStruggling(value)).toBe(struggling);
  });
});
