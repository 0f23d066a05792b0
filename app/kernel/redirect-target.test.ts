import { describe, expect, it } from "vitest";
import { redirectBypasses } from "../../tests/fixtures/redirect-bypasses";
import { safeRedirectPath, sameOriginPath } from "./redirect-target";

const ORIGIN = "https://shepherd.example.org";

describe("sameOriginPath", () => {
  it.each(redirectBypasses(ORIGIN))("refuses %s", (_, target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeNull();
    expect(safeRedirectPath(target, ORIGIN)).toBe("/");
  });

  it.each([
    ["/journal?day=2", "/journal?day=2"],
    ["/word/search?q=love%20one", "/word/search?q=love%20one"],
    ["/word/search?q=100%", "/word/search?q=100%"],
    ["/path/abc#day-3", "/path/abc#day-3"],
    ["/journal/../settings", "/settings"],
    [`${ORIGIN}/journal`, "/journal"],
    ["/", "/"],
  ])("keeps %s as %s", (target, path) => {
    expect(sameOriginPath(target, ORIGIN)).toBe(path);
  });

  it("refuses what is not a string and falls back to the given path", () => {
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
    expect(sameOriginPath(["/journal"], ORIGIN)).toBeNull();
    expect(safeRedirectPath(null, ORIGIN, "/onboarding/focus")).toBe("/onboarding/focus");
  });
});
