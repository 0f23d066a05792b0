/**
 * /pasture/gathering/{roomName}/join — the pre-join: the gathering, then (as the server's view
 * says) a countdown to the room's opening, LiveKit's camera and microphone check, why he cannot
 * come in, or the summary once it is over. An invite link's ?invite= is accepted here.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { JoinScreen } from "~/components/gatherings/JoinScreen";
import { gatheringJoinLoader } from "~/server/gatherings/pages.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.view.gathering.title ?? "Gathering"} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  return gatheringJoinLoader(context, request, params.roomName);
}

export default function GatheringJoinPage() {
  const { view } = useLoaderData<typeof loader>();
  return <JoinScreen key={view.gathering.roomName} view={view} />;
}
