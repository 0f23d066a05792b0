import { Link, useLocation } from "@remix-run/react";
import { activeTabFor } from "~/kernel/tabs";
import { MAIN_NAV_LABEL } from "~/kernel/copy/shell";
import { MAIN_DESTINATIONS } from "./main-destinations";

/** The main navigation on phones and narrow windows; from `lg` the side navigation (SideNav.tsx) takes its place. */
export function BottomTabBar() {
  const active = activeTabFor(useLocation().pathname);
  return (
    <nav
      aria-label={MAIN_NAV_LABEL}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto grid max-w-content grid-cols-5">
        {MAIN_DESTINATIONS.map(({ to, label, Icon }) => {
          const isActive = active === to;
          return (
            <li key={to}>
              <Link
                to={to}
                prefetch="intent"
                aria-current={isActive ? "page" : undefined}
                className={`flex min-h-[56px] flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  isActive ? "text-primary" : "text-muted hover:text-fg"
                }`}
              >
                <Icon width={22} height={22} strokeWidth={isActive ? 2.4 : 1.8} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
