import { describe, expect, it } from "vitest";
import { TABS } from "./copy/shell";
import { activeDestination, activeTabFor } from "./tabs";

describe("bottom tab bar", () => {
  it("has the five tabs in order", () => {
    expect(TABS.map((tab) => tab.label)).toEqual(["Today", "The Path", "The Word", "The Pasture", "My Flock"]);
  });

  it.each([
    ["/", "/"],
    ["/path", "/path"],
    ["/path/create/basics", "/path"],
    ["/word/John/3", "/word"],
    ["/pasture/library", "/pasture"],
    ["/flock", "/flock"],
    ["/terms", null],
    ["/pathway", null],
    ["/journal", null],
  ])("%s highlights %s", (pathname, expected) => {
    expect(activeTabFor(pathname)).toBe(expected);
  });
});

describe("the side navigation's own pages", () => {
  const pages = [{ to: "/journal" }, { to: "/settings" }] as const;

  it.each([
    ["/journal", "/journal"],
    ["/journal/abc", "/journal"],
    ["/settings", "/settings"],
    ["/", null],
    ["/journalist", null],
  ])("%s highlights %s", (pathname, expected) => {
    expect(activeDestination(pathname, pages)).toBe(expected);
  });
});
