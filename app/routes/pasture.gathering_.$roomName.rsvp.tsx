/**
 * /pasture/gathering/{roomName}/rsvp: where a gathering card's Going / Can't make it form posts.
 * It has no page of its own; the action answers with a redirect back and a toast.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { rsvpAction } from "~/server/gatherings/rsvp.server";

export const loader = () => redirect("/pasture");

export async function action({ context, request, params }: ActionFunctionArgs) {
  return rsvpAction(context, request, params.roomName ?? "");
}
