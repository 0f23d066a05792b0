import { describe, expect, it } from "vitest";
import { layoutVerse, verseArtSvg, wrapWords } from "./verse-art";

describe("verse art", () => {
  it("wraps words without breaking them", () => {
    expect(wrapWords("For God so loved the world", 12)).toEqual(["For God so", "loved the", "world"]);
    expect(wrapWords("Unsearchable", 5)).toEqual(["Unsearchable"]);
  });

  it("sets a short verse large and a long passage smaller", () => {
    const short = layoutVerse("Jesus wept.");
    const long = layoutVerse("x ".repeat(340));
    expect(short.fontSize).toBeGreaterThan(long.fontSize);
    expect(long.lines.length * long.fontSize * 1.38).toBeLessThanOrEqual(640);
  });

  it("draws the verse, its reference and the artwork, escaping the text", () => {
    const svg = verseArtSvg({ text: "Fear <not> & “trust”", reference: "Isaiah 41:10", focus: "Leadership" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1080 1080"/);
    expect(svg).toContain("Fear &lt;not&gt; &amp; “trust”");
    expect(svg).toContain(">Isaiah 41:10</text>");
    expect(svg).toContain('viewBox="0 0 512 512"');
    expect(verseArtSvg({ text: "Jesus wept.", reference: "John 11:35" })).toBe(
      verseArtSvg({ text: "Jesus wept.", reference: "John 11:35" })
    );
  });
});
