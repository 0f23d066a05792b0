import { describe, expect, it } from "vitest";
import { parseMentions } from "../notifications";
import { speaksOfSelfHarm } from "./crisis";
import { insertMention, mentionQueryAt } from "./mentions";
import { EDIT_WINDOW_MS, postHref, withinEditWindow } from "./rules";
import { NewPostSchema, ReportSchema } from "./schemas";

describe("the mention composer", () => {
  it("finds the @query being typed before the caret, and nothing inside an email address", () => {
    expect(mentionQueryAt("Praying for @jo", 15)).toEqual({ query: "jo", start: 12 });
    expect(mentionQueryAt("@", 1)).toEqual({ query: "", start: 0 });
    expect(mentionQueryAt("mail me at a@b", 14)).toBeNull();
    expect(mentionQueryAt("@jo and more", 12)).toBeNull();
  });

  it("inserts the chosen username with a space, which the server then reads as the mention", () => {
    const typed = "Thank you @ca for the word";
    const { text, caret } = insertMention(typed, 10, 13, "caleb_r");
    expect(text).toBe("Thank you @caleb_r  for the word");
    expect(caret).toBe(19);
    expect(parseMentions(text)).toEqual(["caleb_r"]);
  });
});

describe("crisis words", () => {
  it.each(["I have been thinking about suicide", "some nights I want to die", "They'd be better off without me", "I keep hurting myself"])(
    "%s is a cry for help",
    (text) => expect(speaksOfSelfHarm(text)).toBe(true),
  );
  it.each(["This sermon killed it", "Dying to self daily, Galatians 2:20", "I hurt my back at work"])("%s is not", (text) =>
    expect(speaksOfSelfHarm(text)).toBe(false),
  );
});

describe("post rules", () => {
  it("allows editing for 24 hours and not a moment longer", () => {
    const written = new Date("2026-11-24T08:00:00Z");
    expect(withinEditWindow(written, new Date(written.getTime() + EDIT_WINDOW_MS))).toBe(true);
    expect(withinEditWindow(written, new Date(written.getTime() + EDIT_WINDOW_MS + 1))).toBe(false);
  });

  it("leads a mention to the post's anchor on /pasture", () => {
    expect(postHref("abc")).toBe("/pasture#post-abc");
  });

  it("trims a post and refuses an empty one or one over 2,000 characters with the person's words", () => {
    expect(NewPostSchema.parse({ body: "  Grateful today.  " }).body).toBe("Grateful today.");
    expect(NewPostSchema.safeParse({ body: "   " }).error?.issues[0]?.message).toBe("Write something to share.");
    expect(NewPostSchema.safeParse({ body: "a".repeat(2001) }).error?.issues[0]?.message).toBe("Keep a post to 2,000 characters.");
    expect(NewPostSchema.safeParse({ body: "a".repeat(2000) }).success).toBe(true);
  });

  it("asks for a reason when reporting", () => {
    expect(ReportSchema.safeParse({ kind: "post", id: "p1", reason: "rude" }).error?.issues[0]?.message).toBe("Choose why you are reporting this.");
    expect(ReportSchema.parse({ kind: "comment", id: "c1", reason: "false_teaching", note: " " }).note).toBeUndefined();
  });
});
