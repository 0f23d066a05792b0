import { describe, expect, it } from "vitest";
import { sparklinePath } from "./sparkline";

describe("sparklinePath", () => {
  it("scales the series to its maximum, the highest value at the top", () => {
    expect(sparklinePath([0, 2, 4], { width: 10, height: 10, pad: 1 })).toEqual({ path: "M1 9 L5 5 L9 1", max: 4 });
  });

  it("draws an all-zero series along the bottom", () => {
    expect(sparklinePath([0, 0], { width: 10, height: 10, pad: 1 })).toEqual({ path: "M1 9 L9 9", max: 0 });
  });
});
