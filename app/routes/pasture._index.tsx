/**
 * The Pasture: the feed of the men of Shepherd. The loader reads the member's page in one D1 batch;
 * every form on the page posts to the one action, naming its intent.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PastureScreen } from "~/components/pasture/PastureScreen";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { pastureAction } from "~/server/pasture/actions.server";
import { pastureLoader } from "~/server/pasture/page.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${PASTURE_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  return pastureLoader(context, request);
}

export async function action({ context, request }: ActionFunctionArgs) {
  return pastureAction(context, request);
}

export default function Pasture() {
  const { view } = useLoaderData<typeof loader>();
  return <PastureScreen view={view} />;
}
