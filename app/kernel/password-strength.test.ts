import { describe, expect, it } from "vitest";
import { passwordStrength, passwordStrengthScore, strengthLabel } from "./password-strength";

describe("password strength score", () => {
  it.each([
    ["", 0],
    ["abc", 15],
    ["ABC", 15],
    ["123", 15],
    ["!!!", 15],
    ["abcdefg", 15],
    ["abcdefgh", 40],
    ["abcdefghijk", 40],
    ["abcdefghijkl", 55],
    ["Abcdefgh", 55],
    ["Abcdefg1", 70],
    ["Abcdefg1!", 85],
    ["Abcdefghijk1!", 100],
  ])("%j scores %i", (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });

  it.each([
    [0, "Weak"],
    [29, "Weak"],
    [30, "Fair"],
    [59, "Fair"],
    [60, "Good"],
    [79, "Good"],
    [80, "Strong"],
    [100, "Strong"],
  ] as const)("score %i is %s", (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it("hints under 8 characters only", () => {
    expect(passwordStrength("1234567").hint).toBe("Use at least 8 characters for better security.");
    expect(passwordStrength("12345678").hint).toBeNull();
  });
});
