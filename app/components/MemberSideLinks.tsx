import { ACCOUNT_PAGES } from "~/kernel/copy/account-nav";
import { InsightsIcon, JournalIcon, PrayerIcon, UserIcon } from "./account-icons";
import { SideNavList } from "./SideNav";

const PAGES = [
  { ...ACCOUNT_PAGES.prayer, Icon: PrayerIcon },
  { ...ACCOUNT_PAGES.journal, Icon: JournalIcon },
  { ...ACCOUNT_PAGES.insights, Icon: InsightsIcon },
  { ...ACCOUNT_PAGES.profile, Icon: UserIcon },
];

/** A signed-in member's own pages, beneath the main destinations in the side navigation. */
export function MemberSideLinks() {
  return <SideNavList destinations={PAGES} className="mt-4 border-t border-border pt-4" />;
}
