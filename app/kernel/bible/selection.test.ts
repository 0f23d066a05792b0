import { describe, expect, it } from "vitest";
import { copyText, isHighlightColor, rangeReference, selectionReference, verseRuns, versesLabel } from "./selection";

describe("selections", () => {
  it("reads verses as runs", () => {
    expect(verseRuns([18, 16, 17, 20, 16])).toEqual([
      [16, 18],
      [20, 20],
    ]);
    expect(versesLabel([16, 17, 18, 20])).toBe("16-18, 20");
    expect(selectionReference("John", 3, [16])).toBe("John 3:16");
    expect(selectionReference("John", 3, [])).toBe("John 3");
    expect(rangeReference("John", 3, 16, 18)).toBe("John 3:16-18");
  });

  it("copies the verses with their reference, an ellipsis over a gap", () => {
    expect(
      copyText("John", 3, [
        { verse: 17, text: "For God didn’t send his Son…" },
        { verse: 16, text: "For God so loved the world…" },
        { verse: 19, text: "This is the judgment…" },
      ])
    ).toBe(
      "“For God so loved the world… For God didn’t send his Son… … This is the judgment…”\n— John 3:16-17, 19 (WEB)"
    );
  });

  it("knows its colours", () => {
    expect(isHighlightColor("yellow")).toBe(true);
    expect(isHighlightColor("purple")).toBe(false);
  });
});
