/** A member's plan, status and dates in the words of /subscription (also Profile → Membership). */
import { SUBSCRIPTION_COPY as COPY } from "~/kernel/copy/subscription";
import type { MembershipSummary } from "~/kernel/membership-summary";

export function MembershipDetails({ membership }: { membership: MembershipSummary }) {
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{COPY.plan}</dt>
        <dd className="font-semibold">{membership.plan}</dd>
        {membership.status ? (
          <>
            <dt className="text-muted">{COPY.status}</dt>
            <dd>{membership.status}</dd>
          </>
        ) : null}
        {membership.trialEnd ? (
          <>
            <dt className="text-muted">{membership.trialEnded ? COPY.trialEnded : COPY.trialEnds}</dt>
            <dd>{membership.trialEnd}</dd>
          </>
        ) : null}
        {membership.periodEnd ? (
          <>
            <dt className="text-muted">{membership.provider === "stripe" ? COPY.periodEnds : COPY.accessUntil}</dt>
            <dd>{membership.periodEnd}</dd>
          </>
        ) : null}
      </dl>
      {membership.provider === "stripe" && membership.live && membership.periodEnd ? (
        <p className="mt-2 text-sm text-muted">{COPY.renewsNote}</p>
      ) : null}
      {membership.provider === "admin" && membership.premium ? (
        <p className="mt-2 text-sm text-muted">{COPY.grantedByAdmin}</p>
      ) : null}
    </>
  );
}
