/**
 * Loaders of the gathering pages: the pre-join (with an invite link's code) and the room. A room
 * name that is malformed, or names a gathering he may not see, is the same "not found".
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { GATHERINGS_COPY } from "~/kernel/copy/gatherings";
import { InviteQuerySchema, RoomNameSchema } from "~/kernel/gatherings/schemas";
import type { GatheringJoinView, GatheringRoomView } from "~/kernel/gatherings/views";
import { requireMember } from "~/server/guards.server";
import { gatheringJoinPage } from "../../../worker/domain/gatherings/join-page.server";
import { gatheringRoomPage } from "../../../worker/domain/gatherings/room-page.server";

function roomNameOf(param: string | undefined): string {
  const parsed = RoomNameSchema.safeParse({ roomName: param });
  if (!parsed.success) throw data(GATHERINGS_COPY.errors.notFound, { status: 404 });
  return parsed.data.roomName;
}

export async function gatheringJoinLoader(context: AppLoadContext, request: Request, param: string | undefined): Promise<{ view: GatheringJoinView }> {
  const member = await requireMember(context, request);
  const roomName = roomNameOf(param);
  const query = InviteQuerySchema.safeParse({ invite: new URL(request.url).searchParams.get("invite") ?? undefined });
  if (!query.success) throw data(GATHERINGS_COPY.errors.badInvite, { status: 404 });
  const page = await gatheringJoinPage(context.app, member, roomName, query.data.invite);
  if (!page.ok) throw data(page.message, { status: page.status });
  return { view: page.view };
}

export async function gatheringRoomLoader(context: AppLoadContext, request: Request, param: string | undefined): Promise<{ view: GatheringRoomView }> {
  const member = await requireMember(context, request);
  const page = await gatheringRoomPage(context.app, member, roomNameOf(param));
  if (!page.ok) throw data(page.message, { status: page.status });
  return { view: page.view };
}
