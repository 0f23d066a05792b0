import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

describe("splitSentences", () => {
  it.each([
    ["Mr. Hale met Dr. Reed at St. Paul's. They prayed.", ["Mr. Hale met Dr. Reed at St. Paul's.", "They prayed."]],
    ["Read Ephesians 5:25. Husbands, love your wives.", ["Read Ephesians 5:25.", "Husbands, love your wives."]],
    ["In Eph. 5:25 Paul writes plainly. Then he goes on.", ["In Eph. 5:25 Paul writes plainly.", "Then he goes on."]],
    ["See 1 Cor. 13:4–7 and v. 8. Love never fails.", ["See 1 Cor. 13:4–7 and v. 8.", "Love never fails."]],
    ["I met Dan. He was kind.", ["I met Dan.", "He was kind."]],
    ["C. S. Lewis wrote it. Read it.", ["C. S. Lewis wrote it.", "Read it."]],
    ["He paid $3.50 today. Good.", ["He paid $3.50 today.", "Good."]],
    ["Bring tools, e.g. a hammer. Then build.", ["Bring tools, e.g. a hammer.", "Then build."]],
    ["It was 6 a.m. and dark. He rose.", ["It was 6 a.m. and dark.", "He rose."]],
    ["He rose at 6 a.m. Then he prayed.", ["He rose at 6 a.m.", "Then he prayed."]],
    ["Pens, paper, etc. and more. Done!", ["Pens, paper, etc. and more.", "Done!"]],
    ["He said, “Be still.” Then he rested.", ["He said, “Be still.”", "Then he rested."]],
    ["Why? Because he loves you! Amen.", ["Why?", "Because he loves you!", "Amen."]],
    ["Wait... What now?", ["Wait...", "What now?"]],
    ["(See Psalm 23.) Rest.", ["(See Psalm 23.)", "Rest."]],
    ["It is 6:40 on a Tuesday evening", ["It is 6:40 on a Tuesday evening"]],
    ["Line one\nLine two.\n\nLine three", ["Line one", "Line two.", "Line three"]],
  ])("%s", (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });

  it("gives nothing for blank text", () => {
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("  \n \n")).toEqual([]);
  });

  it("keeps every character of the text but the spaces between sentences", () => {
    const text = "Mr. Hale read John 3:16. “For God so loved the world.” Then he wept! Did you? Yes.";
    expect(splitSentences(text).join(" ")).toBe(text);
  });
});
