/**
 * The loader of /prayer-gathering/{id}: a malformed id, or a gathering he may not see, is the same
 * "not found".
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PrayerGatheringIdSchema, type PrayerGatheringPageView } from "~/kernel/prayer/live";
import { requireMember } from "~/server/guards.server";
import { prayerGatheringPage } from "../../../worker/domain/prayer/gathering-page.server";

export async function prayerGatheringLoader(context: AppLoadContext, request: Request, param: string | undefined): Promise<{ view: PrayerGatheringPageView }> {
  const member = await requireMember(context, request);
  const id = PrayerGatheringIdSchema.safeParse({ id: param });
  if (!id.success) throw data(PRAYER_COPY.live.errors.gatheringNotFound, { status: 404 });
  const page = await prayerGatheringPage(context.app, member, id.data.id);
  if (!page.ok) throw data(PRAYER_COPY.live.errors.gatheringNotFound, { status: page.status });
  return { view: page.view };
}
