/**
 * /prayer-gathering/{id} — a prayer gathering: before it begins, when and an RSVP; while it is on,
 * the live shared queue; afterwards, what was prayed for and how many were there.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LiveGathering } from "~/components/prayer/LiveGathering";
import { prayerGatheringLoader } from "~/server/prayer/gathering-live.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.view.gathering.title ?? "Prayer gathering"} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  return prayerGatheringLoader(context, request, params.id);
}

export default function PrayerGatheringPage() {
  const { view } = useLoaderData<typeof loader>();
  return <LiveGathering key={view.id} view={view} />;
}
