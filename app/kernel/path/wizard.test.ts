import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { WIZARD_ERRORS } from "../copy/path";
import {
  BasicsSchema,
  ContextSchema,
  firstIncompleteStep,
  PlanRequestSchema,
  PreferencesSchema,
  requestFromDraft,
} from "./wizard";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("basics", () => {
  it("reads a form's strings", () => {
    expect(BasicsSchema.parse({ title: "  Patience at home ", focusArea: "Fatherhood", lengthDays: "7" })).toEqual({
      title: "Patience at home",
      focusArea: "Fatherhood",
      lengthDays: 7,
    });
  });

  it.each([
    [{ title: "ab", focusArea: "Work", lengthDays: "7" }, WIZARD_ERRORS.titleShort],
    [{ title: "x".repeat(81), focusArea: "Work", lengthDays: "7" }, WIZARD_ERRORS.titleLong],
    [{ title: "Work well", focusArea: "Gardening", lengthDays: "7" }, WIZARD_ERRORS.focusArea],
    [{ title: "Work well", focusArea: "Work", lengthDays: "6" }, WIZARD_ERRORS.length],
    [{ title: "Work well", focusArea: "Work", lengthDays: "7.0" }, WIZARD_ERRORS.length],
    [{ title: "Work well", focusArea: "Work", lengthDays: "-7" }, WIZARD_ERRORS.length],
    [{ title: "Work well", focusArea: "Work", lengthDays: "9999999" }, WIZARD_ERRORS.length],
    [{ focusArea: "Work", lengthDays: "7" }, WIZARD_ERRORS.titleShort],
  ])("refuses %j with a message a person can act on", (input, message) => {
    expect(firstMessage(BasicsSchema.safeParse(input))).toBe(message);
  });
});

describe("context", () => {
  it("takes one or several situations and de-duplicates them", () => {
    expect(ContextSchema.parse({ situations: "new-father" })).toEqual({ situations: ["new-father"], context: "" });
    expect(ContextSchema.parse({ situations: ["new-father", "new-father", "short-temper"], context: " " }).situations).toEqual([
      "new-father",
      "short-temper",
    ]);
  });

  it("accepts a few words of his own instead of a situation", () => {
    expect(ContextSchema.parse({ context: "My son and I keep fighting about school." }).situations).toEqual([]);
  });

  it.each([
    [{}, WIZARD_ERRORS.contextMissing],
    [{ context: "tired" }, WIZARD_ERRORS.contextMissing],
    [{ situations: ["astronaut"] }, WIZARD_ERRORS.situation],
    [{ situations: ["new-father", "grieving", "new-job", "out-of-work"] }, WIZARD_ERRORS.tooManySituations],
    [{ situations: ["new-father"], context: "x".repeat(501) }, WIZARD_ERRORS.contextLong],
    [{ situations: ["new-father"], context: 42 }, WIZARD_ERRORS.contextLong],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(ContextSchema.safeParse(input))).toBe(message);
  });
});

describe("preferences", () => {
  it("reads minutes and style", () => {
    expect(PreferencesSchema.parse({ minutesPerDay: "10", style: "action" })).toEqual({ minutesPerDay: 10, style: "action" });
  });

  it.each([
    [{ minutesPerDay: "12", style: "action" }, WIZARD_ERRORS.minutes],
    [{ minutesPerDay: "10", style: "poetry" }, WIZARD_ERRORS.style],
    [{ style: "reading" }, WIZARD_ERRORS.minutes],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(PreferencesSchema.safeParse(input))).toBe(message);
  });
});

describe("the whole request", () => {
  const draft = {
    basics: { title: "Patience at home", focusArea: "Fatherhood" as const, lengthDays: 7 as const },
    context: { situations: ["new-father" as const], context: "" },
    preferences: { minutesPerDay: 10 as const, style: "reflection" as const },
  };

  it("comes together from the three steps, and the review step is next", () => {
    expect(firstIncompleteStep(draft)).toBe("review");
    expect(requestFromDraft(draft)).toEqual({ ...draft.basics, ...draft.context, ...draft.preferences });
    expect(PlanRequestSchema.parse({ ...draft.basics, ...draft.context, ...draft.preferences }).lengthDays).toBe(7);
  });

  it("is missing while a step is, and points at that step", () => {
    expect(requestFromDraft({ basics: draft.basics })).toBeNull();
    expect(firstIncompleteStep({})).toBe("basics");
    expect(firstIncompleteStep({ basics: draft.basics })).toBe("context");
    expect(firstIncompleteStep({ basics: draft.basics, context: draft.context })).toBe("preferences");
  });

  it("puts each field's message under it for the form", () => {
    const form = new FormData();
    for (const field of ["title", "focusArea", "lengthDays"]) form.set(field, "");
    const submission = parseWithZod(form, { schema: BasicsSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      title: [WIZARD_ERRORS.titleShort],
      focusArea: [WIZARD_ERRORS.focusArea],
      lengthDays: [WIZARD_ERRORS.length],
    });
  });
});
