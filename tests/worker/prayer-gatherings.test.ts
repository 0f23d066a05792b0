/**
 * Scheduling prayer gatherings and the daily prayer reminder: a flock's leader or co-leader
 * schedules for his flock, an administrator for The Pasture, nobody else; the flock's brothers see
 * it on /prayer and the flock page, answer it, and are reminded a quarter hour before on its own
 * page; a man outside the flock finds nothing. The prayer reminder comes once per local day at his
 * time, and never when it is off. Bad input is a 400 with nothing written.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GATHERINGS_COPY } from "../../app/kernel/copy/gatherings";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { CAPACITY } from "../../app/kernel/gatherings/rules";
import { PRAYER_HREF, prayerGatheringHref } from "../../app/kernel/prayer/rules";
import { emailOutbox, gatheringMembers, gatherings, notifications, prayerReminders, reminderSettings } from "../../worker/db/schema";
import { sendGatheringReminders } from "../../worker/domain/gatherings/reminders.server";
import { sendPrayerReminders } from "../../worker/domain/prayer/reminder.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedGathering } from "../../worker/seed/gatherings";
import { domainContext, flashToast, formPost, pageText, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const C = PRAYER_COPY;
const db = () => testDb();

/** The date `days` from now on a Chicago wall clock, as the form's date input writes it. */
function chicagoDate(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

async function people() {
  const leader = await signUp({ timeZone: ZONE });
  const coLeader = await signUp({ timeZone: ZONE });
  const brother = await signUp({ timeZone: ZONE });
  const otherLeader = await signUp({ timeZone: ZONE });
  const otherMember = await signUp({ timeZone: ZONE });
  const admin = await signUp({ timeZone: ZONE, role: "admin" });
  const flock = await seedFlock(db(), { leaderId: leader.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: coLeader.id, role: "co_leader" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  const other = await seedFlock(db(), { leaderId: otherLeader.id, name: "Other Flock" });
  await seedFlockMember(db(), { flockId: other.id, userId: otherMember.id });
  return { leader, coLeader, brother, otherLeader, otherMember, admin, flock, other };
}

const gathering = (overrides: Record<string, unknown> = {}) => ({ title: "Night of Prayer", date: chicagoDate(2), time: "19:30", durationMinutes: 45, audience: "flock", ...overrides });
const schedule = (cookie: string | undefined, json: unknown) => request("/api/prayer/gatherings", { method: "POST", cookie, json });
/** Prayer gatherings these men host (the database is shared by the file's tests). */
const prayerRows = (hostIds: string[]) => db().select().from(gatherings).where(and(eq(gatherings.kind, "prayer"), inArray(gatherings.host_id, hostIds))).all();

describe("who may schedule a prayer gathering", () => {
  it("a flock's leader and co-leader for that flock; an administrator for The Pasture; nobody else", async () => {
    const { leader, coLeader, brother, otherLeader, admin, flock } = await people();

    const byLeader = await schedule(leader.cookie, gathering({ flockId: flock.id }));
    expect(byLeader.status).toBe(201);
    const { id, href } = (await byLeader.json()) as { id: string; href: string };
    expect(href).toBe(prayerGatheringHref(id));
    const row = await db().select().from(gatherings).where(eq(gatherings.id, id)).get();
    expect(row).toMatchObject({ kind: "prayer", host_id: leader.id, audience: "flock", flock_id: flock.id, capacity: CAPACITY.max, guide: null, invite_code: null, duration_minutes: 45 });
    const host = await db().select().from(gatheringMembers).where(eq(gatheringMembers.gathering_id, id)).all();
    expect(host).toMatchObject([{ user_id: leader.id, rsvp: "going" }]);

    expect((await schedule(coLeader.cookie, gathering({ flockId: flock.id }))).status).toBe(201);

    const byMember = await schedule(brother.cookie, gathering({ flockId: flock.id }));
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ error: C.errors.notFlockLeader, field: "audience" });
    expect((await schedule(otherLeader.cookie, gathering({ flockId: flock.id }))).status).toBe(403);

    expect((await schedule(admin.cookie, gathering({ audience: "pasture" }))).status).toBe(201);
    const notAdmin = await schedule(leader.cookie, gathering({ audience: "pasture" }));
    expect(notAdmin.status).toBe(403);
    expect(await notAdmin.json()).toMatchObject({ error: C.errors.notAdmin });

    expect((await schedule(undefined, gathering({ flockId: flock.id }))).status).toBe(401);
    expect(await prayerRows([leader.id, coLeader.id, brother.id, otherLeader.id, admin.id])).toHaveLength(3);
  });

  it("bad input is a 400 with its message, and nothing is written", async () => {
    const { leader, flock } = await people();
    const cases: [unknown, string][] = [
      [gathering({ flockId: flock.id, title: "" }), GATHERINGS_COPY.errors.title],
      [gathering({ flockId: flock.id, audience: "invite" }), C.errors.gatheringAudience],
      [gathering({ flockId: flock.id, durationMinutes: 10 }), GATHERINGS_COPY.errors.duration],
      [gathering({ flockId: flock.id, durationMinutes: 100_000 }), GATHERINGS_COPY.errors.duration],
      [gathering({ flockId: flock.id, date: "tomorrow" }), GATHERINGS_COPY.errors.date],
      [gathering({ flockId: flock.id, date: chicagoDate(-2) }), GATHERINGS_COPY.errors.inPast],
      [gathering({ flockId: flock.id, date: chicagoDate(400) }), GATHERINGS_COPY.errors.tooFarAhead],
    ];
    for (const [json, message] of cases) {
      const response = await schedule(leader.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
    const notJson = await request("/api/prayer/gatherings", { method: "POST", cookie: leader.cookie, headers: { "Content-Type": "application/json" }, body: "{" });
    expect(notJson.status).toBe(400);
    expect(await prayerRows([leader.id])).toHaveLength(0);
  });

  it("the form: a leader schedules and returns to /prayer with a toast; a member is told who may", async () => {
    const { leader, brother, flock } = await people();
    const form = await pageText(await request("/prayer/gatherings/new", { cookie: leader.cookie }));
    expect(form).toContain(C.gatherings.submit);
    expect(form).toContain("Iron Men");

    const posted = await request("/prayer/gatherings/new", formPost({ ...gathering({ flockId: flock.id }), durationMinutes: "45" }, { cookie: leader.cookie }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/prayer#prayer-gatherings");
    expect(flashToast(posted)?.title).toBe(C.gatherings.scheduledToast);

    const refused = await request("/prayer/gatherings/new", formPost({ ...gathering({ flockId: flock.id }), durationMinutes: "45" }, { cookie: brother.cookie }));
    expect(refused.status).toBe(403);
    expect(await pageText(await request("/prayer/gatherings/new", { cookie: brother.cookie }))).toContain(C.gatherings.cannotSchedule);
    expect(await prayerRows([leader.id, brother.id])).toHaveLength(1);
    expect((await request("/prayer/gatherings/new")).status).toBe(302);
  });
});

describe("seeing and answering a prayer gathering", () => {
  it("his flock's brothers see it on /prayer and the flock page and answer it; another flock's man finds nothing", async () => {
    const { leader, brother, otherMember, admin, flock } = await people();
    const created = (await (await schedule(leader.cookie, gathering({ flockId: flock.id, title: "Iron Men Pray" }))).json()) as { id: string };
    const row = (await db().select().from(gatherings).where(eq(gatherings.id, created.id)).get())!;

    const prayerPage = await pageText(await request(PRAYER_HREF, { cookie: brother.cookie }));
    expect(prayerPage).toContain("Iron Men Pray");
    expect(prayerPage).toContain(C.gatherings.label);
    expect(prayerPage).not.toContain(C.gatherings.schedule);
    const flockPage = await request(`/flock/${flock.id}`, { cookie: brother.cookie });
    const flockHtml = await flockPage.text();
    expect(flockHtml).toContain("Iron Men Pray");
    expect(flockHtml).toContain(C.gatherings.label);
    expect(flockHtml).toContain(`href="${prayerGatheringHref(created.id)}"`);
    expect(await pageText(await request(PRAYER_HREF, { cookie: leader.cookie }))).toContain(C.gatherings.schedule);

    type Listed = { gatherings: { list: { title: string; joinHref: string; kind: string }[]; canSchedule: boolean } };
    const listed = (await (await request("/api/prayer/gatherings", { cookie: brother.cookie })).json()) as Listed;
    expect(listed.gatherings.canSchedule).toBe(false);
    expect(listed.gatherings.list.filter((card) => card.title === "Iron Men Pray")).toMatchObject([{ joinHref: prayerGatheringHref(created.id), kind: "prayer" }]);
    const forAdmin = (await (await request("/api/prayer/gatherings", { cookie: admin.cookie })).json()) as Listed;
    expect(forAdmin.gatherings.canSchedule).toBe(true);
    expect(forAdmin.gatherings.list.map((card) => card.title)).not.toContain("Iron Men Pray");

    const rsvp = await request(`/api/gatherings/${row.room_name}/rsvp`, { method: "PUT", cookie: brother.cookie, json: { response: "going" } });
    expect(rsvp.status).toBe(200);
    expect(await db().select().from(gatheringMembers).where(and(eq(gatheringMembers.gathering_id, row.id), eq(gatheringMembers.user_id, brother.id))).get()).toMatchObject({ rsvp: "going" });
    const byForm = await request(`/pasture/gathering/${row.room_name}/rsvp`, formPost({ response: "not_going", redirectTo: PRAYER_HREF }, { cookie: brother.cookie }));
    expect(byForm.headers.get("Location")).toBe(PRAYER_HREF);

    // The study gathering's pre-join does not break on a prayer row.
    expect((await request(`/pasture/gathering/${row.room_name}/join`, { cookie: brother.cookie })).status).toBe(200);

    const stranger = await request(`/api/gatherings/${row.room_name}/rsvp`, { method: "PUT", cookie: otherMember.cookie, json: { response: "going" } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ error: GATHERINGS_COPY.errors.notFound });
    const missing = await request("/api/gatherings/g-zzzzzzzzzz/rsvp", { method: "PUT", cookie: otherMember.cookie, json: { response: "going" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(await (await request(`/api/gatherings/${row.room_name}/rsvp`, { method: "PUT", cookie: otherMember.cookie, json: { response: "going" } })).json());
    expect(await pageText(await request(PRAYER_HREF, { cookie: otherMember.cookie }))).not.toContain("Iron Men Pray");
    const strangerList = (await (await request("/api/prayer/gatherings", { cookie: otherMember.cookie })).json()) as Listed;
    expect(strangerList.gatherings.list.map((card) => card.title)).not.toContain("Iron Men Pray");
    expect((await request("/api/prayer/gatherings")).status).toBe(401);
  });

  it("a prayer gathering's 15-minute reminder leads to its own page", async () => {
    const { leader, brother, flock } = await people();
    const now = new Date();
    const soon = await seedGathering(db(), { hostId: leader.id, kind: "prayer", title: "Pray Now", audience: "flock", flockId: flock.id, startsAt: new Date(now.getTime() + 10 * 60_000) });
    await db().insert(gatheringMembers).values({ gathering_id: soon!.id, user_id: brother.id, rsvp: "going", updated_at: now });
    await sendGatheringReminders(domainContext(), now);
    for (const person of [leader, brother]) {
      const rows = await db().select().from(notifications).where(eq(notifications.user_id, person.id)).all();
      expect(rows).toMatchObject([{ link: prayerGatheringHref(soon!.id), content: GATHERINGS_COPY.reminder.content("Pray Now") }]);
    }
  });
});

describe("the daily prayer reminder", () => {
  const remindersOf = (userId: string) =>
    db().select().from(notifications).where(and(eq(notifications.user_id, userId), eq(notifications.link, PRAYER_HREF))).all();

  it("comes once per local day at his time, by email when his reminders send email, and never when off", async () => {
    const on = await signUp({ timeZone: ZONE });
    const off = await signUp({ timeZone: ZONE });
    await db().insert(prayerReminders).values([
      { user_id: on.id, enabled: true, local_time: "21:00" },
      { user_id: off.id, enabled: false, local_time: "21:00" },
    ]);
    await db().insert(reminderSettings).values({ user_id: on.id, enabled: true, local_time: "07:00", channel_push: false, channel_email: true });
    const deps = domainContext();

    await sendPrayerReminders(deps, new Date("2026-06-10T01:45:00Z")); // 20:45 on June 9 in Chicago
    expect(await remindersOf(on.id)).toHaveLength(0);
    await sendPrayerReminders(deps, new Date("2026-06-10T02:00:00Z")); // 21:00
    await sendPrayerReminders(deps, new Date("2026-06-10T02:15:00Z"));
    await Promise.all([sendPrayerReminders(deps, new Date("2026-06-10T04:00:00Z")), sendPrayerReminders(deps, new Date("2026-06-10T04:00:00Z"))]);
    const first = await remindersOf(on.id);
    expect(first).toMatchObject([{ content: C.reminder.notification, type: "other" }]);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.user_id, on.id), eq(emailOutbox.kind, "reminder"))).all();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(C.reminder.pushTitle);

    await sendPrayerReminders(deps, new Date("2026-06-11T02:00:00Z")); // 21:00 on June 10
    expect(await remindersOf(on.id)).toHaveLength(2);
    expect(await remindersOf(off.id)).toHaveLength(0);
  });

  it("his setting through the API and /prayer's form; a bad time is a 400 and nothing is written", async () => {
    const man = await signUp({ timeZone: ZONE });
    expect((await request("/api/prayer/reminder", { method: "PUT", json: { enabled: true, localTime: "21:00" } })).status).toBe(401);
    for (const json of [{ enabled: true, localTime: "21:10" }, { enabled: true, localTime: "9pm" }, { enabled: true }]) {
      const bad = await request("/api/prayer/reminder", { method: "PUT", cookie: man.cookie, json });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "Choose a time on the quarter hour, from 00:00 to 23:45." });
    }
    expect(await db().select().from(prayerReminders).where(eq(prayerReminders.user_id, man.id)).all()).toHaveLength(0);

    const saved = await request("/api/prayer/reminder", { method: "PUT", cookie: man.cookie, json: { enabled: true, localTime: "06:15" } });
    expect(await saved.json()).toEqual({ reminder: { enabled: true, localTime: "06:15", timeZone: ZONE } });

    const posted = await request("/prayer/reminder", formPost({ localTime: "22:30" }, { cookie: man.cookie }));
    expect(posted.status).toBe(302);
    expect(flashToast(posted)?.title).toBe(C.reminder.saved);
    expect(await db().select().from(prayerReminders).where(eq(prayerReminders.user_id, man.id)).get()).toMatchObject({ enabled: false, local_time: "22:30" });
    const page = await pageText(await request(PRAYER_HREF, { cookie: man.cookie }));
    expect(page).toContain(C.reminder.heading);
    expect(page).toContain(C.reminder.off);
    expect((await request("/prayer/reminder", formPost({ localTime: "25:00" }, { cookie: man.cookie }))).status).toBe(400);
  });
});
