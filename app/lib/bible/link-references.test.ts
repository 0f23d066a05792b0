import { describe, expect, it } from "vitest";
import { linkReferences } from "./link-references.server";
import { referenceHref } from "./reference-href";

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

describe("referenceHref", () => {
  it.each([
    ["Ephesians 5:25-28", "/word/Eph/5#25-28"],
    ["Isaiah 41:10", "/word/Isa/41#10"],
    ["Psalms 23", "/word/Ps/23"],
    ["1 Corinthians 13:4-7", "/word/1Cor/13#4-7"],
    ["Psalm 23:1-4", "/word/search?q=Psalm%2023%3A1-4"],
    ["Eph 5:25", "/word/search?q=Eph%205%3A25"],
    ["John 30", "/word/search?q=John%2030"],
  ])("%s → %s", (reference, href) => {
    expect(referenceHref(reference)).toBe(href);
  });
});
