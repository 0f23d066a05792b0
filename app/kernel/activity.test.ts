import { describe, expect, it } from "vitest";
import { ClientErrorSchema, TrackActivitySchema } from "./activity";

describe("track-user-activity payload", () => {
  it("accepts a page view and a custom action with metadata", () => {
    expect(TrackActivitySchema.parse({ action_type: "page_view", page_route: "/journal" })).toEqual({
      action_type: "page_view",
      page_route: "/journal",
    });
    expect(
      TrackActivitySchema.safeParse({ action_type: "custom", page_route: "/", metadata: { button: "listen" } }).success
    ).toBe(true);
  });

  it.each([
    [{}, 'action_type must be "page_view" or "custom".'],
    [{ action_type: "click", page_route: "/" }, 'action_type must be "page_view" or "custom".'],
    [{ action_type: "page_view" }, "page_route must be a path such as /journal."],
    [{ action_type: "page_view", page_route: 42 }, "page_route must be a path such as /journal."],
    [{ action_type: "page_view", page_route: "journal" }, "page_route must be a path such as /journal."],
    [{ action_type: "page_view", page_route: `/${"a".repeat(512)}` }, "page_route must be 512 characters or less."],
    [{ action_type: "page_view", page_route: "/", metadata: [1] }, "metadata must be an object."],
    [
      { action_type: "page_view", page_route: "/", metadata: { a: "x".repeat(5000) } },
      "metadata must be 4 KB or less.",
    ],
  ])("rejects %j with a message a person can act on", (payload, message) => {
    const result = TrackActivitySchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("client error report", () => {
  it("needs a message, and takes a long one (the server cuts it to size rather than lose the report)", () => {
    expect(ClientErrorSchema.safeParse({ message: "boom", componentStack: "at Today" }).success).toBe(true);
    expect(ClientErrorSchema.safeParse({ message: "" }).success).toBe(false);
    expect(ClientErrorSchema.safeParse({ message: "x".repeat(2001) }).success).toBe(true);
  });
});
