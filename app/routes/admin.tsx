import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { requireAdmin } from "~/server/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return null;
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-8 pt-6">
      <nav aria-label="Admin" className="mb-6 flex gap-2 overflow-x-auto text-sm">
        <NavLink
          to="/admin/dashboard"
          className={({ isActive }) => `rounded-lg px-3 py-2 ${isActive ? "bg-primary text-primary-fg" : "hover:bg-border/40"}`}
        >
          Dashboard
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
