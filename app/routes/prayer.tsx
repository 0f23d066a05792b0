/**
 * /prayer — his prayer life in one place: his requests (shared or kept to himself), the requests he
 * may pray for, answered prayers and praise reports, prayer gatherings, and his daily reminder.
 * Each part is its own section; the server decides everything each shows.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PrayerGatheringsSection } from "~/components/prayer/PrayerGatheringsSection";
import { PrayerReminderSection } from "~/components/prayer/PrayerReminderSection";
import { SectionPlace } from "~/components/ui/SectionPlace";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { requireMember } from "~/server/guards.server";
import { prayerPage } from "../../worker/domain/prayer/page.server";

export const meta: MetaFunction = () => [{ title: `${PRAYER_COPY.title} · Shepherd` }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  return { page: await prayerPage(context.app.db, member, { admin: context.app.user?.role === "admin" }) };
}

export default function PrayerPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <h1 className="font-serif text-3xl font-bold">{PRAYER_COPY.title}</h1>
      <SectionPlace id="prayer-mine" title={PRAYER_COPY.answered}>
        <p className="text-muted">{page.answered.length}</p>
      </SectionPlace>
      <PrayerGatheringsSection gatherings={page.gatherings} />
      <PrayerReminderSection reminder={page.reminder} />
    </main>
  );
}
