import { describe, expect, it } from "vitest";
import { parseTextSize, TEXT_SIZE_INIT_SCRIPT, TEXT_SIZE_SCALE, TEXT_SIZE_STORAGE_KEY, TEXT_SIZES } from "./text-size";

describe("app-wide text size", () => {
  it.each([
    ["sm", "sm"],
    ["lg", "lg"],
    ["xl", "xl"],
    [null, "md"],
    ["huge", "md"],
  ])("%j → %s", (value, size) => {
    expect(parseTextSize(value)).toBe(size);
  });

  it("grows with each step, from the browser's own default", () => {
    expect(TEXT_SIZE_SCALE.md).toBe("100%");
    const percents = TEXT_SIZES.map((size) => Number.parseFloat(TEXT_SIZE_SCALE[size]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(TEXT_SIZES.length);
  });

  it("the pre-paint script marks <html> with the stored size, and survives a missing or broken store", () => {
    const run = (getItem: (key: string) => string | null) => {
      const dataset: Record<string, string> = {};
      new Function("localStorage", "document", TEXT_SIZE_INIT_SCRIPT)({ getItem }, { documentElement: { dataset } });
      return dataset.textSize;
    };
    expect(run((key) => (key === TEXT_SIZE_STORAGE_KEY ? "xl" : null))).toBe("xl");
    expect(run(() => "sm")).toBe("sm");
    expect(run(() => "md")).toBeUndefined();
    expect(run(() => "huge")).toBeUndefined();
    expect(run(() => null)).toBeUndefined();
    expect(
      run(() => {
        throw new Error("blocked");
      }),
    ).toBeUndefined();
  });
});

describe("the stylesheet", () => {
  it("scales the root font size exactly as TEXT_SIZE_SCALE says", async () => {
    const { readFile } = await import("node:fs/promises");
    const css = await readFile(new URL("../tailwind.css", import.meta.url), "utf8");
    for (const size of TEXT_SIZES) {
      const rule = new RegExp(`html\\[data-text-size="${size}"\\]\\s*\\{\\s*font-size:\\s*([0-9.]+%);`).exec(css);
      if (size === "md") expect(rule).toBeNull();
      else expect(rule?.[1], size).toBe(TEXT_SIZE_SCALE[size]);
    }
  });
});
