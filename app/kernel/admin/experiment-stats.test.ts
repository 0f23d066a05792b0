import { describe, expect, it } from "vitest";
import { chiSquareSurvival, experimentResults, normalCdf } from "./experiment-stats";

describe("an A/B test's results, worked by hand", () => {
  // Control 100 of 1000 (10%), variant 130 of 1000 (13%).
  // Pooled p = 230/2000 = 0.115; SE = √(0.115 × 0.885 × (1/1000 + 1/1000)) = 0.0142671; z = 0.03/0.0142671 = 2.1027; p = 0.0355.
  // Difference SE (unpooled) = √(0.1×0.9/1000 + 0.13×0.87/1000) = 0.0142513; 95% CI of the difference
  // 0.03 ± 1.96 × 0.0142513 = [0.002068, 0.057932]; relative to 10%: lift 30% in [2.07%, 57.93%].
  const results = experimentResults([
    { key: "control", weight: 50, exposed: 1000, converted: 100 },
    { key: "steward", weight: 50, exposed: 1000, converted: 130 },
  ]);

  it("gives each rate, the lift with its interval and the z-test", () => {
    const [control, variant] = results.variants;
    expect(control).toMatchObject({ rate: 0.1, lift: null, test: null });
    expect(variant!.rate).toBeCloseTo(0.13, 10);
    expect(variant!.lift!.value).toBeCloseTo(0.3, 6);
    expect(variant!.lift!.low).toBeCloseTo(0.0207, 3);
    expect(variant!.lift!.high).toBeCloseTo(0.5793, 3);
    expect(variant!.test!.z).toBeCloseTo(2.1027, 3);
    expect(variant!.test!.p).toBeCloseTo(0.0355, 3);
  });

  it("sees no sample-ratio mismatch in an even split", () => {
    expect(results.srm).toEqual({ chiSquare: 0, p: 1, mismatch: false });
  });

  it("warns of a sample-ratio mismatch at 1100 to 900 on a 50/50 split (χ² = 20, p ≈ 7.7e-6)", () => {
    const skewed = experimentResults([
      { key: "control", weight: 50, exposed: 1100, converted: 110 },
      { key: "steward", weight: 50, exposed: 900, converted: 90 },
    ]);
    expect(skewed.srm!.chiSquare).toBeCloseTo(20, 10);
    expect(skewed.srm!.p).toBeCloseTo(7.74e-6, 7);
    expect(skewed.srm!.mismatch).toBe(true);
  });

  it("has no rate, lift or test for a variant no one has seen", () => {
    const empty = experimentResults([
      { key: "control", weight: 1, exposed: 0, converted: 0 },
      { key: "b", weight: 1, exposed: 0, converted: 0 },
    ]);
    expect(empty.variants[1]).toMatchObject({ rate: null, lift: null, test: null });
    expect(empty.srm).toBeNull();
  });
});

describe("the distributions", () => {
  it("matches the normal and chi-square tables", () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(5.991465, 2)).toBeCloseTo(0.05, 5);
    expect(chiSquareSurvival(11.34487, 3)).toBeCloseTo(0.01, 5);
  });
});
