/**
 * Free and Premium feature by feature, from the gate's own lists and this server's free limits (one
 * source, docs/decisions/007-free-limits.md): /subscription and the onboarding plan step show the same table.
 */
import { SUBSCRIPTION_COPY as COPY } from "~/kernel/copy/subscription";
import { COUNTED_FEATURES, FEATURE_COUNTER, FEATURE_PLURAL_LABEL, PREMIUM_ONLY_FEATURES } from "~/kernel/membership";

/** Rows come from the gate's own lists: counted features with this server's free limits, then premium-only ones. */
export function PlanComparison({ limits }: { limits: Record<string, number> }) {
  const counted = COUNTED_FEATURES.map((feature) => {
    const limit = limits[FEATURE_COUNTER[feature]!] ?? 0;
    return { feature, free: limit > 0 ? COPY.perMonth(limit) : COPY.notIncluded, premium: COPY.unlimited };
  });
  const premiumOnly = PREMIUM_ONLY_FEATURES.map((feature) => ({ feature, free: COPY.notIncluded, premium: COPY.included }));
  const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return (
    <section aria-labelledby="compare-heading" className="mt-6">
      <h2 id="compare-heading" className="text-xl font-semibold">
        {COPY.compareHeading}
      </h2>
      <div className="card mt-3 overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{COPY.compareCaption}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-3">
                {COPY.feature}
              </th>
              <th scope="col" className="p-3">
                {COPY.free}
              </th>
              <th scope="col" className="p-3">
                {COPY.premium}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...counted, ...premiumOnly].map((row) => (
              <tr key={row.feature} data-feature={row.feature} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 font-normal">
                  {capitalised(FEATURE_PLURAL_LABEL[row.feature])}
                </th>
                <td className="p-3">{row.free}</td>
                <td className="p-3 font-semibold">{row.premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
