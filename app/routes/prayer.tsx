/**
 * /prayer — his prayer life in one place: his requests (shared or kept to himself) with the form to
 * ask for prayer, the requests he may pray for, praise reports, answered prayers, prayer gatherings,
 * and his daily reminder. Each part is its own section; the server decides everything each shows.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CrisisCard } from "~/components/pasture/CrisisCard";
import { useHashFocus } from "~/components/pasture/useHashFocus";
import { AnsweredSection } from "~/components/prayer/AnsweredSection";
import { MyRequestsSection } from "~/components/prayer/MyRequestsSection";
import { PraiseReportsSection } from "~/components/prayer/PraiseReportsSection";
import { PrayForOthersSection } from "~/components/prayer/PrayForOthersSection";
import { PrayerGatheringsSection } from "~/components/prayer/PrayerGatheringsSection";
import { PrayerReminderSection } from "~/components/prayer/PrayerReminderSection";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_PAGE_COPY as P } from "~/kernel/copy/prayer-page";
import { CRISIS_PARAM } from "~/kernel/pasture/rules";
import { PRAYING_MORE_PARAM } from "~/kernel/prayer/rules";
import { requireMember } from "~/server/guards.server";
import { prayerPage } from "../../worker/domain/prayer/page.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${PRAYER_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const crisisResources = params.get(CRISIS_PARAM) === "1";
  const allPraying = params.get(PRAYING_MORE_PARAM) === "all";
  return { page: await prayerPage(context.app.db, member, { admin: context.app.user?.role === "admin", allPraying }), crisisResources };
}

export default function PrayerPage() {
  const { page, crisisResources } = useLoaderData<typeof loader>();
  useHashFocus();
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-bold">{PRAYER_COPY.title}</h1>
        <p className="text-muted">{P.intro}</p>
      </header>
      {crisisResources ? <CrisisCard /> : null}
      <MyRequestsSection requests={page.mine} flocks={page.flocks} />
      <PrayForOthersSection requests={page.praying} moreFrom={page.prayingMoreFrom} />
      <PrayerGatheringsSection gatherings={page.gatherings} />
      <PraiseReportsSection reports={page.praise} />
      <AnsweredSection requests={page.answered} />
      <PrayerReminderSection reminder={page.reminder} />
    </main>
  );
}
