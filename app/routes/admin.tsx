import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { ADMIN_PAGES, adminHref } from "~/kernel/admin/rules";
import { ADMIN_COPY } from "~/kernel/copy/admin";
import { requireAdmin } from "~/server/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-8 pt-6">
      <nav aria-label={ADMIN_COPY.menuLabel} className="mb-6 flex gap-2 overflow-x-auto text-sm">
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
      <Outlet />
    </div>
  );
}
