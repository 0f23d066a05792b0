/**
 * /pasture/gathering/{roomName} — the gathering's room: the loader brings the gathering, its guide,
 * the chat so far and whether he may moderate; the browser asks for a room token and goes in.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { RoomScreen } from "~/components/gatherings/RoomScreen";
import { gatheringRoomLoader } from "~/server/gatherings/pages.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.view.gathering.title ?? "Gathering"} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  return gatheringRoomLoader(context, request, params.roomName);
}

export default function GatheringRoomPage() {
  const { view } = useLoaderData<typeof loader>();
  return <RoomScreen key={view.gathering.roomName} view={view} />;
}
