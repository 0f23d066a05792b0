import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";
import { estimatedSpeechSeconds, formatClock, sentenceAt, timingMap } from "./timing";

describe("the proportional timing map", () => {
  // 10, 30 and 60 characters: a 100-second reading gives them 10, 30 and 60 seconds.
  const sentences = ["a".repeat(10), "b".repeat(30), "c".repeat(60)];
  const map = timingMap(sentences, 100);

  it("gives each sentence a share of the duration in proportion to its characters", () => {
    expect(map.starts).toEqual([0, 10, 40]);
    expect(map.ends).toEqual([10, 40, 100]);
  });

  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [39.9, 1],
    [40, 2],
    [99, 2],
    [100, 2],
    [250, 2],
  ])("at %s s the sentence is #%s", (seconds, index) => {
    expect(sentenceAt(map, seconds)).toBe(index);
  });

  it("has no sentence without a duration or without sentences", () => {
    expect(sentenceAt(timingMap(sentences, 0), 5)).toBe(-1);
    expect(sentenceAt(timingMap(sentences, Number.NaN), 5)).toBe(-1);
    expect(sentenceAt(timingMap([], 60), 5)).toBe(-1);
    expect(sentenceAt(map, Number.NaN)).toBe(-1);
  });

  it("times abbreviations and verse references as part of their sentence", () => {
    const text = "Mr. Hale read Ephesians 5:25 at 6 a.m. on Tuesday. Then he called his son.";
    const split = splitSentences(text);
    expect(split).toEqual(["Mr. Hale read Ephesians 5:25 at 6 a.m. on Tuesday.", "Then he called his son."]);
    const timed = timingMap(split, 73);
    // 50 and 23 characters of 73: the first sentence holds the first 50 seconds.
    expect(timed.starts).toEqual([0, 50]);
    expect(sentenceAt(timed, 49.9)).toBe(0);
    expect(sentenceAt(timed, 50)).toBe(1);
  });
});

describe("clock and speech estimate", () => {
  it.each([
    [0, "0:00"],
    [5.9, "0:05"],
    [75, "1:15"],
    [3600 + 62, "1:01:02"],
    [Number.NaN, "0:00"],
    [-3, "0:00"],
  ])("formatClock(%s) = %s", (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it("estimates browser speech at 14 characters a second", () => {
    expect(estimatedSpeechSeconds(1400)).toBe(100);
  });
});
