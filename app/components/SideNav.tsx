import { Link, useLocation } from "@remix-run/react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { activeDestination } from "~/kernel/tabs";
import { MAIN_NAV_LABEL } from "~/kernel/copy/shell";
import { MAIN_DESTINATIONS } from "./main-destinations";

/**
 * The main navigation on a wide window (from `lg`, where the bottom tab bar hides): the five
 * destinations, then `more` (a signed-in member's own pages, from the member's chrome). It comes
 * after the header and before the page in the document, so keyboard focus meets it in that order.
 */
export function SideNav({ more }: { more: ReactNode }) {
  return (
    <nav
      aria-label={MAIN_NAV_LABEL}
      className="hidden shrink-0 border-r border-border px-3 py-6 lg:sticky lg:top-14 lg:block lg:h-[calc(100dvh-3.5rem)] lg:w-56 lg:overflow-y-auto"
    >
      <SideNavList destinations={MAIN_DESTINATIONS} />
      {more}
    </nav>
  );
}

interface SideNavDestination {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A list of side-navigation links; the active one is marked as the tab bar marks it (aria-current, primary colour). */
export function SideNavList({ destinations, className = "" }: { destinations: readonly SideNavDestination[]; className?: string }) {
  const active = activeDestination(useLocation().pathname, destinations);
  return (
    <ul className={`space-y-1 ${className}`}>
      {destinations.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            prefetch="intent"
            aria-current={active === to ? "page" : undefined}
            className={`flex min-h-[44px] items-center gap-3 rounded-lg px-3 text-sm font-medium ${
              active === to ? "bg-primary/10 text-primary" : "text-muted hover:bg-border/40 hover:text-fg"
            }`}
          >
            <Icon width={20} height={20} strokeWidth={active === to ? 2.4 : 1.8} />
            <span>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
