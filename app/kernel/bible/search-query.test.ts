import { describe, expect, it } from "vitest";
import { buildFtsQuery, MATCH_CLOSE, MATCH_OPEN, parseScope, splitMarked } from "./search-query";

describe("buildFtsQuery", () => {
  it.each([
    ["iron sharpens", '"iron" "sharpens"', ["iron", "sharpens"], "iron sharpens"],
    ["love", '"love"', ["love"], null],
    ['"loved the world"', '"loved the world"', ["loved the world"], null],
    ["“the good shepherd” sheep", '"the good shepherd" "sheep"', ["the good shepherd", "sheep"], null],
    ["God’s love", '"God\'s" "love"', ["God's", "love"], "god's love"],
    ["NEAR(love world)", '"NEAR" "love" "world"', ["NEAR", "love", "world"], "near love world"],
    ["text:love*", '"text" "love"', ["text", "love"], "text love"],
    ['love"', '"love"', ["love"], null],
  ])("%s → %s", (input, match, terms, phrase) => {
    expect(buildFtsQuery(input)).toEqual({ match, terms, phrase });
  });

  it("has nothing to search for in punctuation", () => {
    expect(buildFtsQuery("")).toBeNull();
    expect(buildFtsQuery('"" * () -- \'')).toBeNull();
  });

  it("keeps at most twelve terms", () => {
    expect(buildFtsQuery("a b c d e f g h i j k l m n o")!.terms).toHaveLength(12);
  });
});

describe("parseScope", () => {
  it.each([
    [null, "all"],
    ["", "all"],
    ["all", "all"],
    ["OT", "OT"],
    ["NT", "NT"],
    ["John", "John"],
    ["john", null],
    ["Tobit", null],
  ])("%j → %j", (value, scope) => {
    expect(parseScope(value)).toBe(scope);
  });
});

describe("splitMarked", () => {
  it("turns FTS5 highlight marks into segments", () => {
    expect(splitMarked(`For God so ${MATCH_OPEN}loved${MATCH_CLOSE} ${MATCH_OPEN}the${MATCH_CLOSE} world`)).toEqual([
      { text: "For God so ", match: false },
      { text: "loved", match: true },
      { text: " ", match: false },
      { text: "the", match: true },
      { text: " world", match: false },
    ]);
  });
});
