/** The member's plan in a few lines (the same words as /subscription), and the way there. */
import { Link } from "@remix-run/react";
import { MembershipDetails } from "~/components/membership/MembershipDetails";
import { MEMBERSHIP_SUMMARY_COPY as COPY } from "~/kernel/copy/settings";
import type { MembershipSummary } from "~/kernel/membership-summary";
import { SettingsSection } from "./form-parts";

export function MembershipSection({ membership }: { membership: MembershipSummary }) {
  return (
    <SettingsSection id="membership-heading" title={COPY.heading}>
      <div className="card mt-4">
        <MembershipDetails membership={membership} />
        <Link to="/subscription" className="btn-secondary mt-4">
          {membership.premium ? COPY.manage : COPY.upgrade}
        </Link>
      </div>
    </SettingsSection>
  );
}
