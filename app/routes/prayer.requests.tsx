/**
 * /prayer/requests — where /prayer's forms about requests post (new, edit, delete, renew, answered,
 * report), each naming its intent. It has no page of its own: guard → the intent's form → one
 * domain call → back to /prayer with a toast.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { requireMember } from "~/server/guards.server";
import { prayerRequestHandler } from "~/server/prayer/request-actions.server";

export const loader = () => redirect(PRAYER_HREF);

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const handle = prayerRequestHandler((await request.clone().formData()).get("intent"));
  if (!handle) throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  return handle({ context, request, member });
}
