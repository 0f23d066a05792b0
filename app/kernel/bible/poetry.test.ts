import { describe, expect, it } from "vitest";
import { isPoetry, poetryLines } from "./poetry";

describe("poetry", () => {
  it("sets Job's dialogues, Psalms, Proverbs, Song of Solomon and Lamentations as poetry", () => {
    expect(isPoetry("Ps", 23)).toBe(true);
    expect(isPoetry("Job", 1)).toBe(false);
    expect(isPoetry("Job", 3)).toBe(true);
    expect(isPoetry("Job", 42)).toBe(false);
    expect(isPoetry("John", 1)).toBe(false);
  });

  it.each([
    ["Yahweh is my shepherd; I shall lack nothing.", ["Yahweh is my shepherd;", "I shall lack nothing."]],
    [
      "He makes me lie down in green pastures. He leads me beside still waters.",
      ["He makes me lie down in green pastures.", "He leads me beside still waters."],
    ],
    [
      "Even though I walk through the valley of the shadow of death, I will fear no evil, for you are with me. Your rod and your staff, they comfort me.",
      [
        "Even though I walk through the valley of the shadow of death,",
        "I will fear no evil, for you are with me.",
        "Your rod and your staff, they comfort me.",
      ],
    ],
    [
      "Iron sharpens iron; so a man sharpens his friend’s countenance.",
      ["Iron sharpens iron;", "so a man sharpens his friend’s countenance."],
    ],
    ["Selah.", ["Selah."]],
  ])("%s", (text, lines) => {
    expect(poetryLines(text)).toEqual(lines);
  });

  it("never changes the words", () => {
    const text =
      "“Come, let’s return to Yahweh; for he has torn us to pieces, and he will heal us; he has injured us, and he will bind up our wounds.”";
    expect(poetryLines(text).join(" ")).toBe(text);
  });
});
