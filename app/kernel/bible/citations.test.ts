import { describe, expect, it } from "vitest";
import {
  attributedCitation,
  canonicalPassage,
  findQuotations,
  findReferences,
  leansOn,
  normaliseScripture,
  osisToRange,
  quotationMatches,
  unrecognisedReferences,
} from "./citations";

const labels = (text: string) => findReferences(text).map((citation) => citation.label);

describe("findReferences", () => {
  it.each([
    ["Eph 5:25–28", ["Ephesians 5:25-28"]],
    ["1 Cor. 13:4-7", ["1 Corinthians 13:4-7"]],
    ["Psalm 23", ["Psalms 23"]],
    ["Read Psalms 23:1-4 and John 3:16, 18 tonight.", ["Psalms 23:1-4", "John 3:16", "John 3:18"]],
    ["Prov 27:17; Eccl 4:9-12", ["Proverbs 27:17", "Ecclesiastes 4:9-12"]],
    ["Song of Solomon 2:4", ["Song of Solomon 2:4"]],
    ["3 John 4 and Jude 3", ["3 John 1:4", "Jude 1:3"]],
    ["John 3:16-4:2", ["John 3:16-4:2"]],
    ["John 3–4", ["John 3-4"]],
    ["(Ephesians 5:25, WEB)", ["Ephesians 5:25"]],
  ])("%s → %j", (text, expected) => {
    expect(labels(text)).toEqual(expected);
  });

  it("keeps references that do not exist, for the checker to report", () => {
    expect(labels("As John 22:1 says")).toEqual(["John 22:1"]);
    expect(labels("Genesis 1:99")).toEqual(["Genesis 1:99"]);
  });

  it("does not read ordinary prose as references", () => {
    expect(labels("I am 40 years old. Is 2 enough? Job was a man. At 5:30 on Monday 6:30 we met.")).toEqual([]);
  });

  it("records where each reference stands in the text", () => {
    const [citation] = findReferences("Paul says it (Eph. 5:25).");
    expect(citation).toMatchObject({ written: "Eph. 5:25", start: 14, end: 23 });
  });
});

describe("osisToRange", () => {
  it("converts the parser's OSIS to verse points; 999 is a whole chapter", () => {
    const range = osisToRange("Eph.5.25-Eph.5.28")!;
    expect([range.from.book.name, range.from.chapter, range.from.verse, range.to.verse]).toEqual(["Ephesians", 5, 25, 28]);
    const chapter = osisToRange("Ps.23.1-Ps.23.999")!;
    expect([chapter.from.verse, chapter.to.verse]).toEqual([null, null]);
    expect(osisToRange("Tob.1.1")).toBeNull();
  });
});

describe("unrecognisedReferences", () => {
  it("finds chapter-and-verse shapes under names that are not books", () => {
    expect(unrecognisedReferences("As Hezekiah 3:16 says, and Sirach 2:1, and John 3:16.")).toEqual(["Hezekiah 3:16", "Sirach 2:1"]);
    expect(unrecognisedReferences("Matthew 5:0 is not a verse.")).toEqual(["Matthew 5:0"]);
  });

  it("leaves times of day alone", () => {
    expect(unrecognisedReferences("Dinner 6:30 pm, at 5:30, Saturday 7:15, Breakfast 6:45 a.m.")).toEqual([]);
  });
});

describe("canonicalPassage", () => {
  it.each([
    ["Ephesians 5:25-28", "Ephesians 5:25-28"],
    ["Psalm 23:1-4", "Psalms 23:1-4"],
    ["1 Cor. 13:4–7", "1 Corinthians 13:4-7"],
    ["John 3:16", "John 3:16"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPassage(input, 8)).toBe(expected);
  });

  it.each(["Psalm 23", "John 3:16-4:2", "Romans 8:1-39", "Hezekiah 3:16", "John 3:16 and John 3:18", "See John 3:16 today"])(
    "rejects %s",
    (input) => {
      expect(canonicalPassage(input, 8)).toBeNull();
    },
  );

  it("holds the verse limit at its boundary", () => {
    expect(canonicalPassage("Romans 8:1-8", 8)).toBe("Romans 8:1-8");
    expect(canonicalPassage("Romans 8:1-9", 8)).toBeNull();
  });
});

describe("quotations", () => {
  it("counts six or more words inside curly or straight double quotes", () => {
    const text = `Peter says “according to knowledge.” Paul: “Husbands, love your wives, even as Christ also loved the assembly” and "Be strong and courageous, do not be afraid".`;
    expect(findQuotations(text).map((quotation) => quotation.words)).toEqual([11, 8]);
    expect(findQuotations(`“Yahweh is my shepherd; I”`)).toHaveLength(0);
    expect(findQuotations(`“Yahweh is my shepherd; I shall”`)).toHaveLength(1);
  });

  it("normalises case, punctuation and apostrophes", () => {
    expect(normaliseScripture("God’s Spirit—was hovering; “over” the WATERS!")).toBe("gods spirit was hovering over the waters");
  });

  it("matches a quotation to the WEB's wording, allowing ellipses and bracketed words", () => {
    const web = "Husbands, love your wives, even as Christ also loved the assembly and gave himself up for her,";
    expect(quotationMatches("husbands, love your wives, even as Christ also loved the assembly", web)).toBe(true);
    expect(quotationMatches("Husbands, love your wives … and gave himself up for [her]", web)).toBe(true);
    expect(quotationMatches("Husbands, love your wives … and gave himself up for her", web)).toBe(true);
    expect(quotationMatches("Husbands, love your wives, just as Christ loved the church", web)).toBe(false);
    expect(quotationMatches("gave himself up … Husbands, love your wives", web)).toBe(false);
    expect(quotationMatches("band, love your wife", web)).toBe(false);
  });

  it("attributes a quotation to the reference beside it in the same sentence", () => {
    const after = `Paul wrote, “Husbands, love your wives, even as Christ also loved the assembly” (Ephesians 5:25).`;
    const before = `In John 3:16 Jesus says, “For God so loved the world, that he gave his only born Son.”`;
    const apart = `Read John 3:16 today. Later he said, “I will not leave you, I will come back.”`;
    for (const [text, expected] of [
      [after, "Ephesians 5:25"],
      [before, "John 3:16"],
      [apart, null],
    ] as const) {
      const [quotation] = findQuotations(text);
      expect(attributedCitation(text, quotation!, findReferences(text))?.label ?? null).toBe(expected);
    }
  });

  it("tells a quotation that leans on a passage from one that does not", () => {
    const web = "Husbands, love your wives, even as Christ also loved the assembly and gave himself up for her,";
    expect(leansOn("Husbands, love your wives, just as Christ loved the church", web)).toBe(true);
    expect(leansOn("Christ gave himself for the assembly, loving husbands", web)).toBe(true);
    const ephesians64 = "You fathers, don’t provoke your children to wrath, but nurture them in the discipline and instruction of the Lord.";
    expect(leansOn("do not exasperate your children; instead, bring them up in the training and instruction of the Lord", ephesians64)).toBe(true);
    expect(leansOn("My father always told me to show up early and stay late", web)).toBe(false);
    expect(leansOn("I would rather be with you on a bad day than without you", web)).toBe(false);
  });
});
