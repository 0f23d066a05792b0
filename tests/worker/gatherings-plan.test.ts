/**
 * Planning and listing gatherings through the real worker: a Premium member leads one (the row, his
 * guide, himself going), a free member is refused with the gate's words and nothing written, the
 * start is read on his own clock, invite-only gatherings stay hidden until the invite is accepted,
 * RSVPs hold the capacity, the .ics is RFC 5545, and the reminder goes out once.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GATHERINGS_COPY } from "../../app/kernel/copy/gatherings";
import { UPGRADE_PROMPTS } from "../../app/kernel/copy/upgrade";
import { REMINDER_LEAD_MS } from "../../app/kernel/gatherings/rules";
import { GATE_COPY } from "../../app/kernel/membership";
import { gatheringMembers, gatherings, notifications, planDays, plans } from "../../worker/db/schema";
import { acceptInvite } from "../../worker/domain/gatherings/invites.server";
import { sendGatheringReminders } from "../../worker/domain/gatherings/reminders.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { seedGathering, seedGatheringMember } from "../../worker/seed/gatherings";
import { apiClient, domainContext, flashToast, formPost, memberScopeFor, okJson, pageText, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const PREMIUM_ONLY = GATE_COPY.premiumOnly("gathering_content");
const C = GATHERINGS_COPY;

const member = () => signUp({ timeZone: ZONE });
async function premiumMember() {
  const created = await member();
  await grantPremium(testDb(), created.id, { kind: "comp", days: null });
  return created;
}

/** The date `days` from now on a Chicago wall clock, as the form's date input writes it. */
function chicagoDate(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

const plan = (overrides: Record<string, unknown> = {}) => ({
  title: "Men at the Table",
  description: "An hour on Proverbs 27 with the brothers.",
  date: chicagoDate(2),
  time: "19:30",
  durationMinutes: 60,
  audience: "pasture" as const,
  capacity: 12,
  ...overrides,
});

type PlanInput = ReturnType<typeof plan>;
const createGathering = (cookie: string, input: PlanInput) => apiClient(cookie).gatherings.$post({ json: input as never });

const rowOf = (roomName: string) => testDb().select().from(gatherings).where(eq(gatherings.room_name, roomName)).get();
const gatheringCount = async () => (await testDb().select({ value: count() }).from(gatherings).get())!.value;
const listFor = async (cookie: string) => (await okJson(apiClient(cookie).gatherings.$get())).gatherings;
const rsvp = (cookie: string, roomName: string, response: "going" | "not_going") =>
  apiClient(cookie).gatherings[":roomName"].rsvp.$put({ param: { roomName }, json: { response } });

describe("leading a gathering", () => {
  it("a Premium member's gathering is written at his Chicago 7:30 PM, with its guide, and him going", async () => {
    const host = await premiumMember();
    const created = await createGathering(host.cookie, plan());
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { roomName: string; joinHref: string; inviteHref: string | null };
    expect(answer.joinHref).toBe(`/pasture/gathering/${answer.roomName}/join`);
    expect(answer.inviteHref).toBeNull();

    const row = (await rowOf(answer.roomName))!;
    expect(row.host_id).toBe(host.id);
    expect(row.title).toBe("Men at the Table");
    const wallClock = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "numeric", minute: "2-digit", hour12: false }).format(row.starts_at);
    expect(wallClock).toBe("19:30");
    expect(row.invite_code).toBeNull();
    expect(row.guide?.questions.length).toBeGreaterThanOrEqual(4);
    expect(row.guide?.passage.reference).toBeTruthy();

    const standing = await testDb().select().from(gatheringMembers).where(eq(gatheringMembers.gathering_id, row.id)).all();
    expect(standing).toEqual([expect.objectContaining({ user_id: host.id, rsvp: "going" })]);

    const [card] = (await listFor(host.cookie)).filter((g) => g.roomName === answer.roomName);
    expect(card).toMatchObject({ isHost: true, myRsvp: "going", goingCount: 1, audienceLabel: C.list.audience.pasture, phase: "upcoming", live: false });
    expect(card!.startsAtLabel).toMatch(/at 7:30\s?PM$/);
  });

  it("an invite-only gathering answers its invite link", async () => {
    const host = await premiumMember();
    const answer = await okJson(createGathering(host.cookie, plan({ audience: "invite" as never })));
    const row = (await rowOf(answer.roomName))!;
    expect(row.invite_code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(answer.inviteHref).toBe(`/pasture/gathering/${answer.roomName}/join?invite=${row.invite_code}`);
  });

  it("a free member gets the gate's premium-only message and nothing is written", async () => {
    const free = await member();
    const before = await gatheringCount();
    const refused = await createGathering(free.cookie, plan());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: PREMIUM_ONLY });
    expect(await gatheringCount()).toBe(before);
  });

  it("a start that has passed, or is more than six months ahead, is refused under its field", async () => {
    const host = await premiumMember();
    const before = await gatheringCount();
    const past = await createGathering(host.cookie, plan({ date: chicagoDate(-1) }));
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ error: C.errors.inPast, field: "date" });
    const far = await createGathering(host.cookie, plan({ date: chicagoDate(200) }));
    expect(far.status).toBe(400);
    expect(await far.json()).toEqual({ error: C.errors.tooFarAhead, field: "date" });
    expect(await gatheringCount()).toBe(before);
  });

  it("bad input is a 400 with the field's message, and a flock he does not lead is refused (flock-walk.test.ts plans for one he leads)", async () => {
    const host = await premiumMember();
    const before = await gatheringCount();
    for (const [input, field, error] of [
      [plan({ title: "Hi" }), "title", C.errors.title],
      [plan({ time: "25:00" }), "time", C.errors.time],
      [plan({ durationMinutes: 5 }), "durationMinutes", C.errors.duration],
      [plan({ capacity: 500 }), "capacity", C.errors.capacity],
      [plan({ audience: "everyone" as never }), "audience", C.errors.audience],
    ] as const) {
      const refused = await createGathering(host.cookie, input);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error, field });
    }
    const flock = await createGathering(host.cookie, plan({ audience: "flock" as never, flockId: "f-1" }));
    expect(flock.status).toBe(403);
    expect(await flock.json()).toMatchObject({ error: C.errors.notFlockLeader });
    expect(await gatheringCount()).toBe(before);
  });

  it("a visitor gets 401 from every gatherings door", async () => {
    const client = apiClient();
    expect((await client.gatherings.$get()).status).toBe(401);
    expect((await client.gatherings.$post({ json: plan() as never })).status).toBe(401);
    expect((await client.gatherings[":roomName"].rsvp.$put({ param: { roomName: "g-aaaaaaaaaa" }, json: { response: "going" } })).status).toBe(401);
  });
});

describe("who sees a gathering", () => {
  it("a Pasture gathering is listed for every member; an invite-only one only after its invite is accepted", async () => {
    const host = await premiumMember();
    const brother = await member();
    const open = await okJson(createGathering(host.cookie, plan({ title: "Open to all" })));
    const invite = await okJson(createGathering(host.cookie, plan({ title: "By invitation", audience: "invite" as never })));

    let seen = (await listFor(brother.cookie)).map((g) => g.roomName);
    expect(seen).toContain(open.roomName);
    expect(seen).not.toContain(invite.roomName);
    expect((await rsvp(brother.cookie, invite.roomName, "going")).status).toBe(404);

    const scope = await memberScopeFor(brother.id);
    const wrong = await acceptInvite(testDb(), scope, invite.roomName, "not-the-right-code-at-all");
    expect(wrong).toMatchObject({ ok: false, status: 404, message: C.errors.badInvite });
    const code = new URL(invite.inviteHref!, "http://x").searchParams.get("invite")!;
    expect(await acceptInvite(testDb(), scope, invite.roomName, code)).toMatchObject({ ok: true });
    expect(await acceptInvite(testDb(), scope, invite.roomName, code)).toMatchObject({ ok: true });

    seen = (await listFor(brother.cookie)).map((g) => g.roomName);
    expect(seen).toContain(invite.roomName);
    const [card] = (await listFor(brother.cookie)).filter((g) => g.roomName === invite.roomName);
    expect(card).toMatchObject({ audienceLabel: C.list.audience.invite, isHost: false, myRsvp: null });
    expect((await rsvp(brother.cookie, invite.roomName, "going")).status).toBe(200);
  });

  it("the list leaves out gatherings that ended or are over, and puts the soonest first", async () => {
    const host = await member();
    const db = testDb();
    const now = Date.now();
    const ended = await seedGathering(db, { hostId: host.id, title: "Ended early", startsAt: new Date(now - 10 * 60_000), endedAt: new Date(now - 60_000) });
    const over = await seedGathering(db, { hostId: host.id, title: "Long over", startsAt: new Date(now - 3 * 3_600_000) });
    const later = await seedGathering(db, { hostId: host.id, title: "Later", startsAt: new Date(now + 5 * 3_600_000) });
    const live = await seedGathering(db, { hostId: host.id, title: "Live", startsAt: new Date(now - 5 * 60_000) });
    const mine = (await listFor(host.cookie)).filter((g) => g.host.id === host.id);
    expect(mine.map((g) => g.roomName)).toEqual([live!.room_name, later!.room_name]);
    expect(mine[0]).toMatchObject({ phase: "live", live: true });
    expect(mine.map((g) => g.roomName)).not.toContain(ended!.room_name);
    expect(mine.map((g) => g.roomName)).not.toContain(over!.room_name);
  });
});

describe("RSVP", () => {
  it("going and not going change his answer and the count; a full gathering refuses one more", async () => {
    const host = await premiumMember();
    const [first, second] = [await member(), await member()];
    const created = await okJson(createGathering(host.cookie, plan({ capacity: 2 })));

    const going = await okJson(rsvp(first.cookie, created.roomName, "going"));
    expect(going.gathering).toMatchObject({ myRsvp: "going", goingCount: 2 });

    const full = await rsvp(second.cookie, created.roomName, "going");
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: C.errors.full });

    const notGoing = await okJson(rsvp(first.cookie, created.roomName, "not_going"));
    expect(notGoing.gathering).toMatchObject({ myRsvp: "not_going", goingCount: 1 });
    expect((await okJson(rsvp(second.cookie, created.roomName, "going"))).gathering.goingCount).toBe(2);
    // Answering going again when already going takes no second place.
    expect((await okJson(rsvp(second.cookie, created.roomName, "going"))).gathering.goingCount).toBe(2);
  });

  it("the host stays going, and an ended gathering takes no answers", async () => {
    const host = await premiumMember();
    const brother = await member();
    const created = await okJson(createGathering(host.cookie, plan()));
    const hostOut = await rsvp(host.cookie, created.roomName, "not_going");
    expect(hostOut.status).toBe(409);
    expect(await hostOut.json()).toEqual({ error: C.errors.hostGoing });

    const over = await seedGathering(testDb(), { hostId: host.id, title: "Over", startsAt: new Date(Date.now() - 30 * 60_000), endedAt: new Date(Date.now() - 60_000) });
    const late = await rsvp(brother.cookie, over!.room_name, "going");
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ error: C.errors.ended });
  });

  it("a bad answer or room name is a 400", async () => {
    const brother = await member();
    const bad = await apiClient(brother.cookie).gatherings[":roomName"].rsvp.$put({ param: { roomName: "g-aaaaaaaaaa" }, json: { response: "maybe" as never } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: C.errors.rsvp, field: "response" });
  });
});

describe("the calendar file", () => {
  it("is an RFC 5545 event in UTC with the join link, CRLF lines folded at 75 octets", async () => {
    const host = await premiumMember();
    const created = await okJson(createGathering(host.cookie, plan({ title: "A".repeat(80), date: chicagoDate(3), time: "07:05" })));
    const row = (await rowOf(created.roomName))!;
    const response = await apiClient(host.cookie).gatherings[":roomName"]["calendar.ics"].$get({ param: { roomName: created.roomName } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename=".+\.ics"/);
    const ics = await response.text();
    const lines = ics.split("\r\n");
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    const utc = row.starts_at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:");
    expect(unfolded).toContain(`DTSTART:${utc}`);
    expect(unfolded).toMatch(/DTEND:\d{8}T\d{6}Z/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(unfolded).toContain(`UID:${created.roomName}@`);
    expect(unfolded).toContain(`SUMMARY:${"A".repeat(80)}`);
    expect(unfolded).toContain(`URL:http://localhost/pasture/gathering/${created.roomName}/join`);
    expect(unfolded).toMatch(/DESCRIPTION:.*http:\/\/localhost\/pasture\/gathering\//);
    expect(unfolded.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("is not found for a gathering he may not see", async () => {
    const host = await premiumMember();
    const brother = await member();
    const invite = await okJson(createGathering(host.cookie, plan({ audience: "invite" as never })));
    const response = await apiClient(brother.cookie).gatherings[":roomName"]["calendar.ics"].$get({ param: { roomName: invite.roomName } });
    expect(response.status).toBe(404);
  });
});

describe("the reminder", () => {
  it("reaches the host and each man going, once, a quarter hour before", async () => {
    const db = testDb();
    const host = await member();
    const [going, notGoing, stranger] = [await member(), await member(), await member()];
    const now = new Date();
    const soon = await seedGathering(db, { hostId: host.id, title: "Soon", startsAt: new Date(now.getTime() + REMINDER_LEAD_MS - 60_000) });
    const later = await seedGathering(db, { hostId: host.id, title: "Later on", startsAt: new Date(now.getTime() + 3 * REMINDER_LEAD_MS) });
    await seedGatheringMember(db, { gatheringId: soon!.id, userId: host.id, rsvp: "going" });
    await seedGatheringMember(db, { gatheringId: soon!.id, userId: going.id, rsvp: "going" });
    await seedGatheringMember(db, { gatheringId: soon!.id, userId: notGoing.id, rsvp: "not_going" });
    await seedGatheringMember(db, { gatheringId: later!.id, userId: going.id, rsvp: "going" });

    const deps = domainContext(db);
    await sendGatheringReminders(deps, now);
    await sendGatheringReminders(deps, now);

    const link = `/pasture/gathering/${soon!.room_name}/join`;
    const remindersOf = (userId: string) =>
      db.select().from(notifications).where(and(eq(notifications.user_id, userId), eq(notifications.type, "other"))).all();
    for (const person of [host, going]) {
      const rows = await remindersOf(person.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ link, content: C.reminder.content("Soon") });
    }
    expect(await remindersOf(notGoing.id)).toHaveLength(0);
    expect(await remindersOf(stranger.id)).toHaveLength(0);
    expect((await db.select().from(gatherings).where(eq(gatherings.id, soon!.id)).get())!.reminded_at).not.toBeNull();
    expect((await db.select().from(gatherings).where(eq(gatherings.id, later!.id)).get())!.reminded_at).toBeNull();
  });
});

describe("the pages", () => {
  it("/pasture lists the gathering, and its Going form works without JavaScript", async () => {
    const host = await premiumMember();
    const brother = await member();
    const created = await okJson(createGathering(host.cookie, plan({ title: "Iron Sharpens Iron" })));
    const page = await pageText(await request("/pasture", { cookie: brother.cookie }));
    expect(page).toContain("Iron Sharpens Iron");
    expect(page).toContain(C.list.rsvpGoing);
    expect(page).toContain(C.list.lead);

    const posted = await request(`/pasture/gathering/${created.roomName}/rsvp`, formPost({ response: "going", redirectTo: "/pasture" }, { cookie: brother.cookie }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/pasture");
    expect(flashToast(posted)?.title).toBe(C.list.goingToast);
    const row = (await rowOf(created.roomName))!;
    const standing = await testDb()
      .select()
      .from(gatheringMembers)
      .where(and(eq(gatheringMembers.gathering_id, row.id), eq(gatheringMembers.user_id, brother.id)))
      .get();
    expect(standing?.rsvp).toBe("going");
  });

  it("/pasture/gathering/new shows a free member the prompt, a Premium member the form, and sends a visitor to sign in", async () => {
    const free = await member();
    const premium = await premiumMember();
    const prompt = await pageText(await request("/pasture/gathering/new", { cookie: free.cookie }));
    expect(prompt).toContain(UPGRADE_PROMPTS.gathering_viewing.title);
    expect(prompt).toContain(UPGRADE_PROMPTS.gathering_viewing.description);
    const form = await request("/pasture/gathering/new", { cookie: premium.cookie });
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toMatch(/<input[^>]*name="title"/);
    expect(html).toMatch(/<input[^>]*type="date"[^>]*name="date"|<input[^>]*name="date"[^>]*type="date"/);
    // He leads no flock, so no flock is offered (flock-walk.test.ts: a leader is offered his).
    expect(html).not.toContain('value="flock"');
    const visitor = await request("/pasture/gathering/new");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/pasture/gathering/new")}`);
  });

  it("the form offers the days of the plans he made to build the guide on", async () => {
    const premium = await premiumMember();
    const planId = crypto.randomUUID();
    await testDb()
      .insert(plans)
      .values({ id: planId, user_id: premium.id, title: "Leading at Home", focus_area: "Marriage", length_days: 7, status: "ready", source: "custom" });
    await testDb()
      .insert(planDays)
      .values({ plan_id: planId, day_number: 3, title: "Serve First", passage: "John 13:12-15", teaching: "…", reflection_question: "?", prayer_prompt: "…" });
    const page = await pageText(await request("/pasture/gathering/new", { cookie: premium.cookie }));
    expect(page).toContain(C.plan.planDayLabel("Leading at Home", 3, "Serve First"));
  });

  it("the form's action plans the gathering and leads to its join page with a toast", async () => {
    const premium = await premiumMember();
    const { title: _t, ...rest } = plan();
    const fields = Object.fromEntries(Object.entries({ title: "Form Planned", ...rest }).map(([k, v]) => [k, String(v)]));
    const posted = await request("/pasture/gathering/new", formPost(fields, { cookie: premium.cookie }));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toMatch(/^\/pasture\/gathering\/g-[a-z0-9]{10}\/join$/);
    expect(flashToast(posted)?.title).toBe(C.plan.createdToast);

    const free = await member();
    const refused = await request("/pasture/gathering/new", formPost(fields, { cookie: free.cookie }));
    expect(refused.status).toBe(403);
  });
});
