import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PRAYER_PAGE_COPY } from "~/kernel/copy/prayer-page";
import { APP_NAME, HEADER_SCROLL_THRESHOLD_PX } from "~/kernel/copy/shell";
import { useMembership } from "./membership/MembershipProvider";
import { CrownIcon, JournalIcon, PrayerIcon, ShepherdMark, UserIcon } from "./icons";
import { NotificationBell } from "./notifications/NotificationBell";

export interface HeaderUser {
  name: string;
  /** The member's photo, shown as the Profile button when he has one. */
  avatarUrl: string | null;
}

/** `minimal`: just the name, for screens that stand alone (onboarding, sign-in). */
export function AppHeader({ user, minimal = false }: { user: HeaderUser | null; minimal?: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const membership = useMembership();
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-30 bg-bg/95 backdrop-blur transition-shadow ${
        scrolled ? "border-b border-border shadow-md" : "border-b border-transparent"
      }`}
    >
      <div className="mx-auto flex h-14 max-w-content items-center justify-between gap-2 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg font-serif text-lg font-bold">
          <ShepherdMark />
          {/* On a phone the mark alone leaves room for the account links; the name stays for screen readers. */}
          <span className={user && !minimal ? "sr-only min-[400px]:not-sr-only" : undefined}>{APP_NAME}</span>
        </Link>
        {minimal ? null : user ? (
          <nav aria-label="Account" className="flex items-center gap-1">
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
            <Link to="/journal" className="btn-ghost min-h-[44px] px-2" aria-label="Journal">
              <JournalIcon />
            </Link>
            <Link to="/prayer" className="btn-ghost min-h-[44px] px-2" aria-label={PRAYER_PAGE_COPY.nav}>
              <PrayerIcon />
            </Link>
            <Link to="/settings" className="btn-ghost min-h-[44px] px-2" aria-label="Profile">
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
        ) : (
          <Link to="/auth" className="btn-primary min-h-[40px]">
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
