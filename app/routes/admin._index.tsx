import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/lib/guards.server";

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  throw redirect("/admin/dashboard");
}
