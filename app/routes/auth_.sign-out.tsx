import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { appendCookies } from "~/server/guards.server";
import { signOut } from "../../worker/auth/auth-actions.server";

export async function action({ context, request }: ActionFunctionArgs) {
  const cookies = context.app.user ? await signOut(context.app, request) : [];
  return redirect("/", { headers: appendCookies(new Headers(), cookies) });
}

export function loader() {
  return redirect("/");
}
