import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { ADMIN_PAGES, adminHref } from "~/kernel/admin/rules";
import { ADMIN_COPY } from "~/kernel/copy/admin";
import { requireAdmin } from "~/server/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return null;
}

/**
 * The admin area's menu of its ten pages: a strip along the top on a phone (it scrolls sideways),
 * and from `lg` a column of its own beside the page, so the tables get the rest of the width.
 */
export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-8 pt-6 lg:flex lg:max-w-none lg:gap-6 lg:px-6">
      <nav
        aria-label={ADMIN_COPY.menuLabel}
        className="mb-6 flex gap-2 overflow-x-auto text-sm lg:sticky lg:top-20 lg:mb-0 lg:w-40 lg:shrink-0 lg:flex-col lg:gap-1 lg:self-start lg:overflow-visible"
      >
        {ADMIN_PAGES.map((page) => (
          <NavLink
            key={page.slug}
            to={adminHref(page.slug)}
            className={({ isActive }) => `shrink-0 rounded-lg px-3 py-2 ${isActive ? "bg-primary text-primary-fg" : "hover:bg-border/40"}`}
          >
            {page.label}
          </NavLink>
        ))}
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
