import { Link } from "@remix-run/react";
import { ACCOUNT_PAGES } from "~/kernel/copy/account-nav";
import type { HeaderUser } from "./AppHeader";
import { CrownIcon, JournalIcon, PrayerIcon, UserIcon } from "./account-icons";
import { memberChrome } from "./member-chrome";
import { useMembership } from "./membership/MembershipProvider";
import { NotificationBell } from "./notifications/NotificationBell";

/** The header's links for a signed-in member: Premium or Upgrade, the bell, Journal, Prayer, Profile. */
export function AccountNav({ user }: { user: HeaderUser }) {
  const membership = useMembership();
  return (
    <nav aria-label="Account" {...{ [memberChrome.mark]: "" }} className="flex items-center gap-1">
      {membership?.premium ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-fg">
          <CrownIcon width={14} height={14} className="text-accent" /> Premium
        </span>
      ) : (
        <Link to="/subscription" className="btn-primary min-h-[36px] px-3 text-xs">
          Upgrade
        </Link>
      )}
      <NotificationBell />
      <Link to={ACCOUNT_PAGES.journal.to} className="btn-ghost min-h-[44px] px-2" aria-label={ACCOUNT_PAGES.journal.label}>
        <JournalIcon />
      </Link>
      <Link to={ACCOUNT_PAGES.prayer.to} className="btn-ghost min-h-[44px] px-2" aria-label={ACCOUNT_PAGES.prayer.label}>
        <PrayerIcon />
      </Link>
      <Link to={ACCOUNT_PAGES.profile.to} className="btn-ghost min-h-[44px] px-2" aria-label={ACCOUNT_PAGES.profile.label}>
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            width={28}
            height={28}
            className="h-7 w-7 rounded-full border border-border object-cover"
          />
        ) : (
          <UserIcon />
        )}
      </Link>
    </nav>
  );
}
