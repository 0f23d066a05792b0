/**
 * /prayer/prayed: where every "I prayed" form posts. It has no page of its own; the action answers
 * with a redirect back to the page the form was on, and a toast.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { prayedAction } from "~/server/prayer/prayed.server";

export const loader = () => redirect(PRAYER_HREF);

export async function action({ context, request }: ActionFunctionArgs) {
  return prayedAction(context, request);
}
