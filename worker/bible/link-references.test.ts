import { describe, expect, it } from "vitest";
import { devotionalReading } from "../../app/kernel/audio/reading";
import { devotionalLinks, linkReferences, referenceHref } from "./link-references";

describe("linkReferences", () => {
  it("links the references in free text and keeps every other character", () => {
    const text = "Love her as Christ did (Eph 5:25–28); then read Psalm 23 and John 3:16, 18.";
    const segments = linkReferences(text);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    expect(segments.filter((segment) => segment.href)).toEqual([
      { text: "Eph 5:25–28", href: "/word/Eph/5#25-28", label: "Ephesians 5:25-28" },
      { text: "Psalm 23", href: "/word/Ps/23", label: "Psalms 23" },
      { text: "John 3:16", href: "/word/John/3#16", label: "John 3:16" },
      { text: "18", href: "/word/John/3#18", label: "John 3:18" },
    ]);
  });

  it("leaves references the WEB does not have, and prose, as text", () => {
    expect(linkReferences("As John 22:1 says, at 5:30 on Monday I was 40.")).toEqual([
      { text: "As John 22:1 says, at 5:30 on Monday I was 40." },
    ]);
    expect(linkReferences("")).toEqual([]);
  });
});

describe("referenceHref (a field holding one reference)", () => {
  it.each([
    ["Ephesians 5:25-28", "/word/Eph/5#25-28"],
    ["Isaiah 41:10", "/word/Isa/41#10"],
    ["Psalms 23", "/word/Ps/23"],
    ["1 Corinthians 13:4-7", "/word/1Cor/13#4-7"],
    ["Psalm 23:1-4", "/word/Ps/23#1-4"],
    [" Eph 5:25 ", "/word/Eph/5#25"],
  ])("%s → %s", (reference, href) => {
    expect(referenceHref(reference)).toBe(href);
  });

  it.each([["John 30"], ["Read John 3:16 today"], ["John 3:16; Romans 8:28"], [""], [null]])(
    "%j is not one reference the WEB has → null",
    (reference) => {
      expect(referenceHref(reference)).toBeNull();
    },
  );
});

describe("devotionalLinks", () => {
  const devotional = {
    id: "d1",
    title: "Love Her Like Christ (Ephesians 5:25)",
    passage: "Ephesians 5:25-28",
    passage_text: "Husbands, love your wives, even as Christ also loved the assembly, and gave himself up for it.",
    content: "Paul does not stop there. Read Col. 3:19 beside it.\n\nLove is a daily choice.",
    reflection: "Where did you choose her today (1 Cor 13:4)?",
    prayer: "Lord, teach me the love of 1 Corinthians 13.\nAmen.",
  };

  it("links the passage, the content, the reflection and the prayer by the reading's sentence numbers", () => {
    const links = devotionalLinks(devotional);
    const reading = devotionalReading(devotional);
    const linked = Object.entries(links.sentences).map(([index, segments]) => [
      reading.sentences[Number(index)],
      segments.filter((segment) => segment.href).map((segment) => segment.href),
    ]);
    expect(linked).toEqual([
      ["Ephesians 5:25-28", ["/word/Eph/5#25-28"]],
      ["Read Col. 3:19 beside it.", ["/word/Col/3#19"]],
      ["Where did you choose her today (1 Cor 13:4)?", ["/word/1Cor/13#4"]],
    ]);
    for (const [index, segments] of Object.entries(links.sentences)) {
      expect(segments.map((segment) => segment.text).join("")).toBe(reading.sentences[Number(index)]);
    }
    expect(links.prayer?.filter((segment) => segment.href)).toEqual([
      { text: "1 Corinthians 13", href: "/word/1Cor/13", label: "1 Corinthians 13" },
    ]);
  });

  it("gives no prayer segments when the prayer cites nothing", () => {
    expect(devotionalLinks({ ...devotional, prayer: "Lord, make me faithful. Amen." }).prayer).toBeNull();
    expect(devotionalLinks({ ...devotional, prayer: null }).prayer).toBeNull();
  });
});
