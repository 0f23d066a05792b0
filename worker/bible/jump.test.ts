import { describe, expect, it } from "vitest";
import { referenceJump } from "./jump";

describe("referenceJump", () => {
  it.each([
    ["eph 5:25", "/word/Eph/5#25", "Ephesians 5:25"],
    ["Eph. 5:25–28", "/word/Eph/5#25-28", "Ephesians 5:25-28"],
    ["1 cor 13", "/word/1Cor/13", "1 Corinthians 13"],
    ["I Cor 13", "/word/1Cor/13", "1 Corinthians 13"],
    ["jn 3 16", "/word/John/3#16", "John 3:16"],
    ["psalm 23", "/word/Ps/23", "Psalms 23"],
    ["ps119:105", "/word/Ps/119#105", "Psalms 119:105"],
    ["matt 5-7", "/word/Matt/5", "Matthew 5"],
    ["John 3:16, 18", "/word/John/3#16", "John 3:16"],
    ["jude 3", "/word/Jude/1#3", "Jude 1:3"],
    ["John 3:35-40", "/word/John/3#35-36", "John 3:35-36"],
  ])("%s → %s", (query, href, label) => {
    expect(referenceJump(query)).toEqual({ kind: "passage", href, label });
  });

  it("says which references do not exist", () => {
    expect(referenceJump("john 30")).toEqual({ kind: "missing", label: "John 30", message: "John has 21 chapters." });
    expect(referenceJump("mal 5")).toEqual({ kind: "missing", label: "Malachi 5", message: "Malachi has 4 chapters." });
    expect(referenceJump("obad 2")).toEqual({ kind: "passage", href: "/word/Obad/1#2", label: "Obadiah 1:2" });
    expect(referenceJump("John 3:37")).toEqual({
      kind: "missing",
      label: "John 3:37",
      message: "John 3 has 36 verses.",
    });
  });

  it.each(["iron sharpens", "job", "romans", "eph 5:25 husbands", "loved the world", "", "x".repeat(100)])(
    "%j is a search, not a jump",
    (query) => {
      expect(referenceJump(query)).toBeNull();
    }
  );
});
