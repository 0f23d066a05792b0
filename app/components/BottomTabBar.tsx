import { Link, useLocation } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { TABS } from "~/kernel/copy/shell";
import { activeTabFor } from "~/kernel/tabs";
import { BookIcon, FlockIcon, PastureIcon, PathIcon, SunriseIcon } from "./icons";

const ICONS: Record<(typeof TABS)[number]["to"], ComponentType<SVGProps<SVGSVGElement>>> = {
  "/": SunriseIcon,
  "/path": PathIcon,
  "/word": BookIcon,
  "/pasture": PastureIcon,
  "/flock": FlockIcon,
};

export function BottomTabBar() {
  const active = activeTabFor(useLocation().pathname);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-content grid-cols-5">
        {TABS.map((tab) => {
          const Icon = ICONS[tab.to];
          const isActive = active === tab.to;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                prefetch="intent"
                aria-current={isActive ? "page" : undefined}
                className={`flex min-h-[56px] flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  isActive ? "text-primary" : "text-muted hover:text-fg"
                }`}
              >
                <Icon width={22} height={22} strokeWidth={isActive ? 2.4 : 1.8} />
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
