import { describe, expect, it } from "vitest";
import { parseTextSize, TEXT_SIZE_INIT_SCRIPT, TEXT_SIZE_VARIABLE } from "./reader-prefs";

describe("reader text size", () => {
  it.each([
    ["lg", "lg"],
    ["xl", "xl"],
    [null, "md"],
    ["huge", "md"],
  ])("%j → %s", (value, size) => {
    expect(parseTextSize(value)).toBe(size);
  });

  it("the pre-paint script sets the stored size, and survives a missing or broken store", () => {
    const run = (getItem: () => string | null) => {
      const set = new Map<string, string>();
      const document = {
        documentElement: { style: { setProperty: (name: string, value: string) => set.set(name, value) } },
      };
      new Function("localStorage", "document", TEXT_SIZE_INIT_SCRIPT)({ getItem }, document);
      return set.get(TEXT_SIZE_VARIABLE);
    };
    expect(run(() => "xl")).toBe("1.625rem");
    expect(run(() => null)).toBeUndefined();
    expect(
      run(() => {
        throw new Error("blocked");
      })
    ).toBeUndefined();
  });
});
