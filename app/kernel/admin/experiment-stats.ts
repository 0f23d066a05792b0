/**
 * The statistics of an A/B test, pure: each variant's conversion rate, its lift over the control (the
 * first variant) with a 95% interval, a two-proportion z-test, and a sample-ratio-mismatch check
 * (a chi-square test of exposures against the weights) that warns when assignment looks broken.
 */

/** The two-sided 95% critical value of the normal distribution. */
export const Z_95 = 1.959964;
/** Below this p-value the split of exposures is too unlikely under the weights to trust the results. */
export const SRM_P_THRESHOLD = 0.001;

export interface VariantCounts {
  key: string;
  weight: number;
  exposed: number;
  converted: number;
}

export interface VariantResult extends VariantCounts {
  rate: number | null;
  /** Relative lift over the control, (rate − control) ÷ control, with its 95% interval; null for the control or when undefined. */
  lift: { value: number; low: number; high: number } | null;
  /** The two-proportion z-test against the control. */
  test: { z: number; p: number } | null;
}

export interface ExperimentResults {
  variants: VariantResult[];
  srm: { chiSquare: number; p: number; mismatch: boolean } | null;
}

/** erf by Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}

export const normalCdf = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** ln Γ(x), Lanczos approximation. */
function logGamma(x: number): number {
  const c = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.000000000190015;
  for (const coefficient of c) series += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310005 * series) / x);
}

/** Q(a, x), the regularised upper incomplete gamma: a series below a + 1, a continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-15; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(χ² ≥ x) with `df` degrees of freedom. */
export const chiSquareSurvival = (x: number, df: number) => upperGamma(df / 2, x / 2);

const rateOf = (counts: VariantCounts) => (counts.exposed > 0 ? counts.converted / counts.exposed : null);

function compare(variant: VariantCounts, control: VariantCounts): Pick<VariantResult, "lift" | "test"> {
  const p1 = rateOf(control);
  const p2 = rateOf(variant);
  if (p1 === null || p2 === null) return { lift: null, test: null };
  const pooled = (control.converted + variant.converted) / (control.exposed + variant.exposed);
  const pooledSe = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposed + 1 / variant.exposed));
  const z = pooledSe > 0 ? (p2 - p1) / pooledSe : 0;
  const test = { z, p: pooledSe > 0 ? 2 * (1 - normalCdf(Math.abs(z))) : 1 };
  if (p1 === 0) return { lift: null, test };
  // The interval of the difference (unpooled), expressed relative to the control's rate.
  const se = Math.sqrt((p1 * (1 - p1)) / control.exposed + (p2 * (1 - p2)) / variant.exposed);
  const difference = p2 - p1;
  return { lift: { value: difference / p1, low: (difference - Z_95 * se) / p1, high: (difference + Z_95 * se) / p1 }, test };
}

/** Sample-ratio mismatch: exposures against what the weights expect, df = variants − 1. */
function sampleRatio(variants: readonly VariantCounts[]): ExperimentResults["srm"] {
  const exposed = variants.reduce((sum, variant) => sum + variant.exposed, 0);
  const weights = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (exposed === 0 || weights === 0 || variants.length < 2) return null;
  let chiSquare = 0;
  for (const variant of variants) {
    const expected = (exposed * variant.weight) / weights;
    if (expected > 0) chiSquare += (variant.exposed - expected) ** 2 / expected;
  }
  const p = chiSquareSurvival(chiSquare, variants.length - 1);
  return { chiSquare, p, mismatch: p < SRM_P_THRESHOLD };
}

/** Results for every variant, the first being the control. */
export function experimentResults(variants: readonly VariantCounts[]): ExperimentResults {
  const control = variants[0];
  return {
    variants: variants.map((variant, index) => ({
      ...variant,
      rate: rateOf(variant),
      ...(index === 0 || !control ? { lift: null, test: null } : compare(variant, control)),
    })),
    srm: sampleRatio(variants),
  };
}
