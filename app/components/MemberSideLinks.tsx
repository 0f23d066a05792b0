import { useLocation } from "@remix-run/react";
import { ACCOUNT_PAGES } from "~/kernel/copy/account-nav";
import { activeDestination } from "~/kernel/tabs";
import { InsightsIcon, JournalIcon, PrayerIcon, UserIcon } from "./icons";
import { SideNavLink } from "./SideNav";

const PAGES = [
  { ...ACCOUNT_PAGES.prayer, Icon: PrayerIcon },
  { ...ACCOUNT_PAGES.journal, Icon: JournalIcon },
  { ...ACCOUNT_PAGES.insights, Icon: InsightsIcon },
  { ...ACCOUNT_PAGES.profile, Icon: UserIcon },
];

/** A signed-in member's own pages, beneath the main destinations in the side navigation. */
export function MemberSideLinks() {
  const active = activeDestination(useLocation().pathname, PAGES);
  return (
    <ul className="mt-4 space-y-1 border-t border-border pt-4">
      {PAGES.map(({ to, label, Icon }) => (
        <li key={to}>
          <SideNavLink to={to} label={label} Icon={Icon} active={active === to} />
        </li>
      ))}
    </ul>
  );
}
