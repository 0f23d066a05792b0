import { Link } from "@remix-run/react";
import { GATE_COPY, warningText } from "~/kernel/membership";
import { useMembership } from "./MembershipProvider";

/** "Approaching Your Limit": free members at 80% or more of a monthly limit. */
export function UsageWarningBanner() {
  const membership = useMembership();
  if (!membership || membership.premium || membership.warnings.length === 0) return null;
  return (
    <aside aria-labelledby="usage-warning-title" className="mx-auto mt-3 max-w-content px-4">
      <div className="rounded-xl border border-accent/60 bg-accent/10 p-4">
        <h2 id="usage-warning-title" className="font-semibold">
          {GATE_COPY.warningTitle}
        </h2>
        <ul className="mt-1 space-y-1 text-sm">
          {membership.warnings.map((warning) => (
            <li key={warning.feature}>{warningText(warning)}</li>
          ))}
        </ul>
        <Link to="/subscription" className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4">
          Upgrade to Premium for unlimited access
        </Link>
      </div>
    </aside>
  );
}
