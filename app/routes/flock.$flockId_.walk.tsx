/**
 * /flock/{flockId}/walk: where the flock page's "Walking together" forms post (his accountability
 * switch, a nudge). It has no page of its own; the action answers with a redirect back and a toast.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { flockHref } from "~/kernel/flock/rules";
import { flockWalkAction } from "~/server/flock/walk-actions.server";
import { requireMember } from "~/server/guards.server";

export const loader = ({ params }: LoaderFunctionArgs) => redirect(flockHref(params.flockId ?? ""));

export async function action({ context, params, request }: ActionFunctionArgs) {
  return flockWalkAction(context, await requireMember(context, request), request, params.flockId ?? "");
}
