import { describe, expect, it } from "vitest";
import { CheckInSchema, CompleteSchema, EncouragementSchema, ProgressSchema } from "./checkin";
import { FOCUS_AREAS } from "./focus-areas";

describe("the daily check-in", () => {
  it("accepts a connection, focus areas and notes, trimming the notes", () => {
    expect(CheckInSchema.parse({ connection: 42, focus_areas: ["Marriage", "Work"], notes: "  Tired but here. " })).toEqual({
      connection: 42,
      focus_areas: ["Marriage", "Work"],
      notes: "Tired but here.",
    });
  });

  it("defaults focus areas to none, stores blank notes as null and drops repeated areas", () => {
    expect(CheckInSchema.parse({ connection: 0, notes: "   " })).toEqual({ connection: 0, focus_areas: [], notes: null });
    expect(CheckInSchema.parse({ connection: 100, focus_areas: ["Work", "Work"] }).focus_areas).toEqual(["Work"]);
  });

  it("accepts all eight focus areas", () => {
    expect(CheckInSchema.safeParse({ connection: 50, focus_areas: [...FOCUS_AREAS] }).success).toBe(true);
  });

  it.each([
    ["a missing connection", {}, "connection"],
    ["a connection below 0", { connection: -1 }, "connection"],
    ["a connection above 100", { connection: 101 }, "connection"],
    ["a fractional connection", { connection: 50.5 }, "connection"],
    ["a connection as text", { connection: "50" }, "connection"],
    ["an unknown focus area", { connection: 50, focus_areas: ["Golf"] }, "focus_areas.0"],
    ["more than eight focus areas", { connection: 50, focus_areas: [...FOCUS_AREAS, "Marriage"] }, "focus_areas"],
    ["notes over 1000 characters", { connection: 50, notes: "x".repeat(1001) }, "notes"],
  ])("rejects %s", (_name, input, field) => {
    const result = CheckInSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join(".")).toBe(field);
  });
});

describe("progress", () => {
  it("accepts a devotional with or without a connection", () => {
    expect(ProgressSchema.parse({ devotional_id: "2026-11-22", spiritual_connection: 29 })).toEqual({ devotional_id: "2026-11-22", spiritual_connection: 29 });
    expect(ProgressSchema.parse({ devotional_id: "abc", completed: true })).toEqual({ devotional_id: "abc", completed: true });
  });

  it.each([
    [{ devotional_id: "" }, "devotional_id"],
    [{ devotional_id: "x".repeat(65) }, "devotional_id"],
    [{ devotional_id: "d", spiritual_connection: 101 }, "spiritual_connection"],
    [{ devotional_id: "d", completed: "yes" }, "completed"],
    [{ spiritual_connection: 50 }, "devotional_id"],
  ])("rejects %j", (input, field) => {
    expect(ProgressSchema.safeParse(input).error?.issues[0]?.path.join(".")).toBe(field);
  });

  it("marks complete by devotional id alone", () => {
    expect(CompleteSchema.safeParse({ devotional_id: "2026-11-22" }).success).toBe(true);
    expect(CompleteSchema.safeParse({}).success).toBe(false);
  });
});

describe("encouragement requests", () => {
  it.each(["victory", "daily_checkin", "struggle"])("accepts the %s trigger", (triggerType) => {
    expect(EncouragementSchema.parse({ triggerType, contextData: { connection: 20 } })).toEqual({ triggerType, contextData: { connection: 20 } });
  });

  it("defaults the context to an empty object", () => {
    expect(EncouragementSchema.parse({ triggerType: "victory" }).contextData).toEqual({});
  });

  it.each([
    ["an unknown trigger", { triggerType: "celebration", contextData: {} }, 'triggerType must be "victory", "daily_checkin" or "struggle".'],
    ["a context that is a list", { triggerType: "struggle", contextData: [1] }, "contextData must be an object."],
    ["a context over 2 KB", { triggerType: "struggle", contextData: { note: "x".repeat(2048) } }, "contextData must be 2 KB or less."],
  ])("rejects %s", (_name, input, message) => {
    expect(EncouragementSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});
