import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/server/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  throw redirect("/admin/dashboard");
}

/**
 * Never rendered (the loader always throws), but a component makes /admin a page route: a
 * non-admin's 404 then renders the ordinary not-found page instead of an empty resource response.
 */
export default function AdminIndex() {
  return null;
}
