/**
 * /prayer as the member sees it, composed from each part's own statements. Each part of the page adds
 * its field to `PrayerPageView`, its statements to the batch and one line here.
 */
import { asc, eq } from "drizzle-orm";
import type { PrayerPageView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { prayerGatheringsQueries, prayerGatheringsView } from "./gatherings.server";
import { PRAYING_FIRST_PAGE } from "../../../app/kernel/prayer/rules";
import { praiseReportsQuery, PRAYING_LIST_MAX, prayingListQuery } from "./praying.server";
import { prayerReminderQuery, prayerReminderView } from "./reminder.server";
import { myRequestQueries } from "./requests.server";
import { requestView } from "./views.server";

function myFlocks(db: Database, scope: Pick<MemberScope, "id">) {
  return db
    .select({ id: flocks.id, name: flocks.name })
    .from(flockMembers)
    .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
    .where(eq(flockMembers.user_id, scope.id))
    .orderBy(asc(flocks.name));
}

/**
 * `admin`: the session's administrator standing (an administrator may schedule prayer gatherings
 * for The Pasture). `allPraying`: he asked for the whole list of brothers' requests, not its first
 * page (one more than the page is read, to know whether there are more). Every part's reads go in
 * ONE batch: one D1 round trip for the whole page.
 */
export async function prayerPage(
  db: Database,
  scope: MemberScope,
  { admin = false, allPraying = false }: { admin?: boolean; allPraying?: boolean } = {},
): Promise<PrayerPageView> {
  const scheduler = { member: scope, admin };
  const [open, answered, flockChoices, praying, praise, gatheringRows, led, reminder] = await db.batch([
    ...myRequestQueries(db, scope),
    myFlocks(db, scope),
    prayingListQuery(db, scope, { limit: allPraying ? PRAYING_LIST_MAX : PRAYING_FIRST_PAGE + 1 }),
    praiseReportsQuery(db, scope),
    ...prayerGatheringsQueries(db, scheduler),
    prayerReminderQuery(db, scope),
  ]);
  const view = (row: (typeof open)[number]) => requestView(row, scope);
  return {
    mine: open.map(view),
    answered: answered.map(view),
    flocks: flockChoices,
    praying: (allPraying ? praying : praying.slice(0, PRAYING_FIRST_PAGE)).map(view),
    prayingMoreFrom: allPraying ? null : (praying[PRAYING_FIRST_PAGE]?.request.id ?? null),
    praise: praise.map(view),
    gatherings: prayerGatheringsView([gatheringRows, led], scheduler),
    reminder: prayerReminderView(reminder, scope),
  };
}
