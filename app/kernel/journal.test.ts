import { describe, expect, it } from "vitest";
import { JOURNAL_ENCOURAGEMENT_MIN, JournalContentSchema, JournalEntrySchema, triggersVictoryEncouragement } from "./journal";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("journal content", () => {
  it.each([
    ["9 characters", "a".repeat(9), "Journal entry must be at least 10 characters"],
    ["9 characters padded with spaces", `   ${"a".repeat(9)}   `, "Journal entry must be at least 10 characters"],
    ["5001 characters", "a".repeat(5001), "Journal entry too long"],
  ])("rejects %s", (_name, content, message) => {
    expect(firstMessage(JournalContentSchema.safeParse(content))).toBe(message);
  });

  it.each([
    ["10 characters", "a".repeat(10)],
    ["5000 characters", "a".repeat(5000)],
    ["5000 characters once trimmed", `  ${"a".repeat(5000)}\n`],
  ])("accepts %s", (_name, content) => {
    expect(JournalContentSchema.safeParse(content).success).toBe(true);
  });

  it("stores the trimmed text", () => {
    expect(JournalContentSchema.parse("  He is faithful.  ")).toBe("He is faithful.");
  });

  it("rejects something that is not text with the first rule's message", () => {
    expect(firstMessage(JournalContentSchema.safeParse(42))).toBe("Journal entry must be at least 10 characters");
  });
});

describe("the journal save", () => {
  const devotional = { devotional_title: "Love That Lays Down", passage: "Ephesians 5:25", reflection: "Where?", devotional_content: "Husbands, love…", devotional_id: "2026-11-22" };

  it("accepts content with the devotional it was written about", () => {
    expect(JournalEntrySchema.parse({ content: "  I was short with her today. ", ...devotional })).toEqual({ content: "I was short with her today.", ...devotional });
  });

  it("accepts content alone", () => {
    expect(JournalEntrySchema.safeParse({ content: "A quiet morning with God." }).success).toBe(true);
  });

  it.each([
    ["devotional_title", 201],
    ["passage", 201],
    ["reflection", 2001],
    ["devotional_content", 20001],
    ["devotional_id", 65],
  ])("rejects an oversized %s", (field, length) => {
    const result = JournalEntrySchema.safeParse({ content: "A quiet morning with God.", [field]: "x".repeat(length) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("names the content field when content is missing", () => {
    const result = JournalEntrySchema.safeParse({});
    expect(result.error?.issues[0]).toMatchObject({ path: ["content"], message: "Journal entry must be at least 10 characters" });
  });
});

describe("the victory encouragement (over 50 characters)", () => {
  it.each([
    [50, false],
    [51, true],
  ])("%i trimmed characters trigger it: %s", (length, triggers) => {
    expect(triggersVictoryEncouragement(`  ${"a".repeat(length)}  `)).toBe(triggers);
  });

  it("is 50", () => {
    expect(JOURNAL_ENCOURAGEMENT_MIN).toBe(50);
  });
});
