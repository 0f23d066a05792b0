import { describe, expect, it } from "vitest";
import { chunkForSpeech } from "./chunks";

describe("chunkForSpeech", () => {
  it("keeps a short text in one piece, exactly", () => {
    expect(chunkForSpeech("Title\n\nOne sentence. Two.", 4096)).toEqual(["Title\n\nOne sentence. Two."]);
  });

  it("cuts at sentence boundaries under the limit and loses no sentence", () => {
    const sentence = (n: number) => `Sentence number ${n} walks with God, as Mr. Hale did in Eph. 5:25.`;
    const text = [0, 1, 2].map((p) => Array.from({ length: 20 }, (_, i) => sentence(p * 20 + i)).join(" ")).join("\n\n");
    const chunks = chunkForSpeech(text, 500);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(500);
      expect(chunk).toMatch(/^Sentence number \d+ /);
      expect(chunk).toMatch(/Eph\. 5:25\.$/);
    }
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " "));
  });

  it("cuts a sentence longer than the limit at a space", () => {
    const long = `${"word ".repeat(30).trim()}.`;
    const chunks = chunkForSpeech(long, 50);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(50);
    expect(chunks.join(" ")).toBe(long);
  });

  it("gives nothing for blank text", () => {
    expect(chunkForSpeech(" \n\n ", 100)).toEqual([]);
  });
});
