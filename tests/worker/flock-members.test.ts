/**
 * My Flock membership through the real worker: the access matrix of every page, action and API
 * route (a leader, a co-leader, a member, a man of another flock, a removed member, a non-member
 * and a visitor), invite codes (expiry, withdrawal, a new code killing the old), invitations by
 * name, join requests, roles and the last-leader rule, bad input, and closing a flock leaving no
 * row of it in any table.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { flockHref } from "../../app/kernel/flock/rules";
import { FLOCK_LIST_INTENTS, FLOCK_PAGE_INTENTS as I } from "../../app/kernel/flock/schemas";
import {
  flockInvitations,
  flockInvites,
  flockJoinRequests,
  flockMembers,
  flockNudges,
  flockReflectionComments,
  flocks,
} from "../../worker/db/schema";
import { seedFlock, seedFlockInvite, seedFlockMember, seedReflection } from "../../worker/seed/flocks";
import { seedPost } from "../../worker/seed/pasture";
import { flashToast, formPost, pageText, request, signUp, testDb } from "./helpers";

type Body = Record<string, any>;
const E = FLOCK_COPY.errors;
const db = () => testDb();

/** Every table with a flock_id column (the flocks table by its id): whatever the flock's parts are. */
async function flockTables(): Promise<{ table: string; column: string }[]> {
  const { results } = await env.DB.prepare("select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' and name not like 'sqlite%'").all<{ name: string }>();
  const found: { table: string; column: string }[] = [];
  for (const { name } of results) {
    const columns = await env.DB.prepare(`pragma table_info("${name}")`).all<{ name: string }>();
    if (columns.results.some((column) => column.name === "flock_id")) found.push({ table: name, column: "flock_id" });
  }
  return [{ table: "flocks", column: "id" }, ...found];
}

/** Every row of every flock table that belongs to `flockId`, for "nothing changed" and "nothing left". */
async function rowsOf(flockId: string) {
  const rows: Record<string, unknown[]> = {};
  for (const { table, column } of await flockTables()) {
    rows[table] = (await env.DB.prepare(`select * from "${table}" where "${column}" = ?`).bind(flockId).all()).results;
  }
  return rows;
}

const roleOf = async (flockId: string, userId: string) =>
  (await db().select({ role: flockMembers.role }).from(flockMembers).where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, userId))).get())?.role ?? null;

const api = (path: string, init: { cookie?: string; method?: string; json?: unknown } = {}) =>
  request(`/api/flocks${path}`, { method: init.method ?? "GET", cookie: init.cookie, json: init.json });

const pageAction = (flockId: string, fields: Record<string, string>, cookie?: string) => request(flockHref(flockId), formPost(fields, { cookie }));

/** Flock A (leader, co-leader, member, a removed member), flock B (its own leader), a non-member. */
async function twoFlocks(a: { joinMode?: "invite" | "invite_or_request" } = {}) {
  const [leader, coLeader, member, removed, otherLeader, outsider] = await Promise.all(
    ["Caleb", "Joshua", "Gideon", "Demas", "Boaz", "Nathan"].map((name) => signUp({ name })),
  );
  const flockA = await seedFlock(db(), { leaderId: leader!.id, name: "Iron Men", joinMode: a.joinMode });
  await seedFlockMember(db(), { flockId: flockA.id, userId: coLeader!.id, role: "co_leader" });
  await seedFlockMember(db(), { flockId: flockA.id, userId: member!.id });
  await seedFlockMember(db(), { flockId: flockA.id, userId: removed!.id });
  await db().delete(flockMembers).where(and(eq(flockMembers.flock_id, flockA.id), eq(flockMembers.user_id, removed!.id)));
  const flockB = await seedFlock(db(), { leaderId: otherLeader!.id, name: "Sons of Thunder" });
  return { leader: leader!, coLeader: coLeader!, member: member!, removed: removed!, otherLeader: otherLeader!, outsider: outsider!, flockA, flockB };
}

describe("the flock page and its API: who may see them", () => {
  it("members see the flock (leaders their tools too); another flock's man, a removed member and a non-member get the real not-found page; a visitor signs in", async () => {
    const t = await twoFlocks();
    for (const who of [t.leader, t.coLeader, t.member]) {
      const page = await request(flockHref(t.flockA.id), { cookie: who.cookie });
      expect(page.status).toBe(200);
      const text = await pageText(page);
      expect(text).toContain("Iron Men");
      expect(text).toContain("Gideon");
      expect(text.includes(FLOCK_COPY.page.leaderTools)).toBe(who !== t.member);
      for (const place of Object.values(FLOCK_COPY.page.sections).slice(0, 5)) expect(text).toContain(place);
    }
    for (const who of [t.otherLeader, t.removed, t.outsider]) {
      const page = await request(flockHref(t.flockA.id), { cookie: who.cookie });
      expect(page.status).toBe(404);
      const text = await pageText(page);
      expect(text).toContain("Page not found");
      expect(text).not.toContain("Iron Men");
    }
    const visitor = await request(flockHref(t.flockA.id));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(flockHref(t.flockA.id))}`);
    expect((await request("/flock/no-such-flock", { cookie: t.leader.cookie })).status).toBe(404);
  });

  it("the API answers the same: members 200 (leader tools for leaders only), everyone else 404, a visitor 401", async () => {
    const t = await twoFlocks();
    const leader = (await (await api(`/${t.flockA.id}`, { cookie: t.leader.cookie })).json()) as Body;
    expect(leader.page.header.members.map((m: Body) => [m.displayName, m.role])).toEqual([
      ["Caleb", "leader"],
      ["Joshua", "co_leader"],
      ["Gideon", "member"],
    ]);
    expect(leader.page.leaderTools).not.toBeNull();
    const member = (await (await api(`/${t.flockA.id}`, { cookie: t.member.cookie })).json()) as Body;
    expect(member.page.leaderTools).toBeNull();
    for (const who of [t.otherLeader, t.removed, t.outsider]) {
      const answer = await api(`/${t.flockA.id}`, { cookie: who.cookie });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as Body).error).toBe(E.notFound);
    }
    expect((await api(`/${t.flockA.id}`)).status).toBe(401);
  });

  it("every write of flock A is 404 from outside it, 401 for a visitor, 403 for a plain member where leaders act — and changes nothing", async () => {
    const t = await twoFlocks();
    await seedFlockInvite(db(), { flockId: t.flockA.id, createdBy: t.leader.id });
    const id = t.flockA.id;
    const writes: { path: string; method: string; json?: unknown; memberStatus: number }[] = [
      { path: `/${id}/invite`, method: "POST", memberStatus: 403 },
      { path: `/${id}/invite`, method: "DELETE", memberStatus: 403 },
      { path: `/${id}/known-members?q=`, method: "GET", memberStatus: 403 },
      { path: `/${id}/invitations`, method: "POST", json: { memberId: t.outsider.id }, memberStatus: 403 },
      { path: `/${id}/requests/${t.outsider.id}`, method: "PUT", json: { answer: "approve" }, memberStatus: 403 },
      { path: `/${id}/members/${t.coLeader.id}/role`, method: "PUT", json: { role: "member" }, memberStatus: 403 },
      { path: `/${id}/members/${t.coLeader.id}`, method: "DELETE", memberStatus: 403 },
      { path: `/${id}/leader`, method: "POST", json: { memberId: t.coLeader.id }, memberStatus: 403 },
      { path: `/${id}`, method: "DELETE", memberStatus: 403 },
      { path: `/${id}/leave`, method: "POST", memberStatus: 200 },
    ];
    const before = await rowsOf(id);
    for (const write of writes) {
      for (const who of [t.otherLeader, t.removed, t.outsider]) {
        const answer = await api(write.path, { ...write, cookie: who.cookie });
        expect(answer.status, `${write.method} ${write.path}`).toBe(404);
      }
      expect((await api(write.path, write)).status, `${write.method} ${write.path} as a visitor`).toBe(401);
      if (write.memberStatus === 403) {
        const answer = await api(write.path, { ...write, cookie: t.member.cookie });
        expect(answer.status, `${write.method} ${write.path} as a member`).toBe(403);
        expect(((await answer.json()) as Body).error).toMatch(/leader/);
      }
    }
    expect(await rowsOf(id)).toEqual(before);
  });

  it("the page's actions: a member is refused a leader's work, outsiders get 404, a visitor signs in, and nothing changes", async () => {
    const t = await twoFlocks();
    const before = await rowsOf(t.flockA.id);
    const forms: Record<string, string>[] = [
      { intent: I.makeInvite },
      { intent: I.revokeInvite },
      { intent: I.inviteMember, memberId: t.outsider.id },
      { intent: I.setRole, memberId: t.coLeader.id, role: "member" },
      { intent: I.removeMember, memberId: t.coLeader.id },
      { intent: I.handOver, memberId: t.coLeader.id },
      { intent: I.close },
    ];
    for (const fields of forms) {
      const asMember = await pageAction(t.flockA.id, fields, t.member.cookie);
      expect(asMember.status, fields.intent).toBe(403);
      for (const who of [t.otherLeader, t.removed, t.outsider]) expect((await pageAction(t.flockA.id, fields, who.cookie)).status, fields.intent).toBe(404);
      const visitor = await pageAction(t.flockA.id, fields);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    }
    expect((await pageAction(t.flockA.id, { intent: "nonsense" }, t.leader.cookie)).status).toBe(400);
    expect(await rowsOf(t.flockA.id)).toEqual(before);
  });

  it("nothing of flock A is in flock B's page or in the list of B's leader", async () => {
    const t = await twoFlocks();
    const page = await pageText(await request(flockHref(t.flockB.id), { cookie: t.otherLeader.cookie }));
    expect(page).toContain("Sons of Thunder");
    for (const name of ["Iron Men", "Caleb", "Joshua", "Gideon"]) expect(page).not.toContain(name);
    const list = (await (await api("", { cookie: t.otherLeader.cookie })).json()) as Body;
    expect(list.flocks.map((f: Body) => f.name)).toEqual(["Sons of Thunder"]);
  });
});

describe("/flock and starting a flock", () => {
  it("a man with no flock sees the warm empty state; a visitor is sent to sign in", async () => {
    const man = await signUp();
    const text = await pageText(await request("/flock", { cookie: man.cookie }));
    expect(text).toContain("Start a flock");
    expect(text).toContain("Join with a code");
    expect(text).toContain(FLOCK_COPY.list.emptyTitle);
    const visitor = await request("/flock");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/auth?redirectTo=%2Fflock");
  });

  it("the form starts a flock he leads, and goes to its page with a toast", async () => {
    const man = await signUp({ name: "Abram" });
    const created = await request("/flock/new", formPost({ name: "  Tuesday Men  ", description: "We meet at six.", postingMode: "leaders", joinMode: "invite_or_request" }, { cookie: man.cookie }));
    expect(created.status).toBe(302);
    const href = created.headers.get("Location")!;
    expect(href).toMatch(/^\/flock\/[\w-]+$/);
    expect(flashToast(created)?.title).toBe(FLOCK_COPY.create.created);
    const flockId = href.split("/").pop()!;
    const row = (await db().select().from(flocks).where(eq(flocks.id, flockId)).get())!;
    expect(row).toMatchObject({ name: "Tuesday Men", description: "We meet at six.", posting_mode: "leaders", join_mode: "invite_or_request", created_by: man.id });
    expect(await roleOf(flockId, man.id)).toBe("leader");
    const list = await pageText(await request("/flock", { cookie: man.cookie }));
    expect(list).toContain("Tuesday Men");
    expect(list).toContain("1 member");
  });

  it("each of his flocks shows its own number of members", async () => {
    const t = await twoFlocks();
    await seedFlockMember(db(), { flockId: t.flockB.id, userId: t.member.id });
    const list = await pageText(await request("/flock", { cookie: t.member.cookie }));
    // Iron Men: its leader, co-leader and member (the removed one no longer counts); Sons of Thunder: its leader and him.
    expect(list).toMatch(/Iron Men.*3 members/s);
    expect(list).toMatch(/Sons of Thunder.*2 members/s);
  });

  it("bad input is a 400 with a message and writes nothing (form and API)", async () => {
    const man = await signUp();
    const count = async () => (await db().select().from(flocks).where(eq(flocks.created_by, man.id)).all()).length;
    const short = await request("/flock/new", formPost({ name: "A" }, { cookie: man.cookie }));
    expect(short.status).toBe(400);
    expect(await pageText(short)).toContain(E.name);
    const cases: [unknown, string][] = [
      [{ name: "x".repeat(61) }, E.name],
      [{ name: "Fine name", description: "d".repeat(401) }, E.description],
      [{ name: "Fine name", postingMode: "anyone" }, E.postingMode],
      [{ name: "Fine name", joinMode: "open" }, E.joinMode],
      [{ name: 42 }, E.name],
      [{}, E.name],
    ];
    for (const [json, message] of cases) {
      const answer = await api("", { method: "POST", cookie: man.cookie, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(((await answer.json()) as Body).error).toBe(message);
    }
    const invalidJson = await request("/api/flocks", { method: "POST", cookie: man.cookie, headers: { "Content-Type": "application/json" }, body: "{name" });
    expect(invalidJson.status).toBe(400);
    expect(await count()).toBe(0);
    expect((await api("", { method: "POST", json: { name: "Visitors" } })).status).toBe(401);
  });
});

describe("invite links and codes", () => {
  it("a leader makes a code; a man opens the link, sees the name and Join, joins; he is then a member", async () => {
    const t = await twoFlocks();
    const made = await api(`/${t.flockA.id}/invite`, { method: "POST", cookie: t.coLeader.cookie });
    expect(made.status).toBe(201);
    const { invite } = (await made.json()) as Body;
    expect(invite.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(invite.href).toBe(`/flock/join/${invite.code}`);

    const visitor = await request(invite.href);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(invite.href)}`);

    const page = await request(invite.href, { cookie: t.outsider.cookie });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("Iron Men");
    expect(text).toContain("3 members");
    expect(text).toContain("Join");
    expect(text).not.toContain("Gideon");

    const joined = await request(invite.href, formPost({ code: invite.code }, { cookie: t.outsider.cookie }));
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe(flockHref(t.flockA.id));
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBe("member");

    const again = await request(invite.href, { cookie: t.outsider.cookie });
    expect(await pageText(again)).toContain(E.alreadyMember);
    const apiAgain = (await (await api(`/invites/${invite.code}/join`, { method: "POST", cookie: t.outsider.cookie })).json()) as Body;
    expect(apiAgain.alreadyMember).toBe(true);

    const list = await pageText(await request("/flock", { cookie: t.outsider.cookie }));
    expect(list).toContain("Iron Men");
  });

  it("codes typed with spaces or lower case work; an unknown code, an expired one and a withdrawn one are not valid (404)", async () => {
    const t = await twoFlocks();
    const invite = await seedFlockInvite(db(), { flockId: t.flockA.id, createdBy: t.leader.id });
    const typed = await request("/flock?index", formPost({ intent: FLOCK_LIST_INTENTS.code, code: ` ${invite.code.slice(0, 4).toLowerCase()}-${invite.code.slice(4)} ` }, { cookie: t.outsider.cookie }));
    expect(typed.status).toBe(302);
    expect(typed.headers.get("Location")).toBe(`/flock/join/${invite.code}`);
    const badCode = await request("/flock?index", formPost({ intent: FLOCK_LIST_INTENTS.code, code: "abc" }, { cookie: t.outsider.cookie }));
    expect(badCode.status).toBe(400);
    expect(await pageText(badCode)).toContain(E.code);

    const unknown = await request("/flock/join/ZZZZZZZZ", { cookie: t.outsider.cookie });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain(E.inviteInvalid);

    await db().update(flockInvites).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(flockInvites.id, invite.id));
    const expired = await request(`/flock/join/${invite.code}`, { cookie: t.outsider.cookie });
    expect(expired.status).toBe(404);
    expect(await pageText(expired)).toContain(E.inviteInvalid);
    const expiredJoin = await api(`/invites/${invite.code}/join`, { method: "POST", cookie: t.outsider.cookie });
    expect(expiredJoin.status).toBe(404);
    expect(((await expiredJoin.json()) as Body).error).toBe(E.inviteInvalid);
    const expiredForm = await request(`/flock/join/${invite.code}`, formPost({ code: invite.code }, { cookie: t.outsider.cookie }));
    expect(expiredForm.status).toBe(404);
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBeNull();

    const live = await seedFlockInvite(db(), { flockId: t.flockA.id, createdBy: t.leader.id });
    const revoked = await pageAction(t.flockA.id, { intent: I.revokeInvite }, t.leader.cookie);
    expect(revoked.status).toBe(302);
    expect(flashToast(revoked)?.title).toBe(FLOCK_COPY.page.inviteRevoked);
    expect((await api(`/invites/${live.code}`, { cookie: t.outsider.cookie })).status).toBe(404);
    expect((await api(`/invites/${live.code}/join`, { method: "POST", cookie: t.outsider.cookie })).status).toBe(404);
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBeNull();
  });

  it("a new code makes the old one dead: one live invite at a time", async () => {
    const t = await twoFlocks();
    const first = ((await (await api(`/${t.flockA.id}/invite`, { method: "POST", cookie: t.leader.cookie })).json()) as Body).invite;
    const made = await pageAction(t.flockA.id, { intent: I.makeInvite }, t.leader.cookie);
    expect(made.status).toBe(302);
    const live = await db().select().from(flockInvites).where(eq(flockInvites.flock_id, t.flockA.id)).all();
    const stillLive = live.filter((row) => !row.revoked_at);
    expect(stillLive).toHaveLength(1);
    expect(stillLive[0]!.code).not.toBe(first.code);
    expect((await api(`/invites/${first.code}/join`, { method: "POST", cookie: t.outsider.cookie })).status).toBe(404);
    const page = await pageText(await request(flockHref(t.flockA.id), { cookie: t.leader.cookie }));
    expect(page).toContain(stillLive[0]!.code);
    expect(page).toContain(`/flock/join/${stillLive[0]!.code}`);
    expect((await api(`/invites/${stillLive[0]!.code}/join`, { method: "POST", cookie: t.outsider.cookie })).status).toBe(200);
  });
});

describe("inviting a brother by name", () => {
  it("a leader finds men he knows from The Pasture or his flocks — not strangers, not members — invites one, who accepts on /flock", async () => {
    const t = await twoFlocks();
    const [known, stranger, fellow] = await Promise.all([signUp({ name: "Barnabas Known" }), signUp({ name: "Barnabas Stranger" }), signUp({ name: "Barnabas Fellow" })]);
    await seedPost(db(), { authorId: known!.id, body: "Iron sharpens iron.", at: new Date() });
    const shared = await seedFlock(db(), { leaderId: fellow!.id, name: "Fishing Friends" });
    await seedFlockMember(db(), { flockId: shared.id, userId: t.leader.id });

    const found = (await (await api(`/${t.flockA.id}/known-members?q=barn`, { cookie: t.leader.cookie })).json()) as Body;
    expect(found.members.map((m: Body) => m.displayName).sort()).toEqual(["Barnabas Fellow", "Barnabas Known"]);
    const page = await pageText(await request(`${flockHref(t.flockA.id)}?q=Barn`, { cookie: t.leader.cookie }));
    expect(page).toContain("Barnabas Known");
    expect(page).not.toContain("Barnabas Stranger");
    const tooLong = await api(`/${t.flockA.id}/known-members?q=${"x".repeat(61)}`, { cookie: t.leader.cookie });
    expect(tooLong.status).toBe(400);

    const refused = await api(`/${t.flockA.id}/invitations`, { method: "POST", cookie: t.leader.cookie, json: { memberId: stranger!.id } });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as Body).error).toBe(E.notKnown);
    expect((await api(`/${t.flockA.id}/invitations`, { method: "POST", cookie: t.leader.cookie, json: {} })).status).toBe(400);
    expect(await db().select().from(flockInvitations).where(eq(flockInvitations.flock_id, t.flockA.id)).all()).toEqual([]);

    const invited = await pageAction(t.flockA.id, { intent: I.inviteMember, memberId: known!.id }, t.leader.cookie);
    expect(invited.status).toBe(302);
    expect(flashToast(invited)?.title).toBe(FLOCK_COPY.page.invited("Barnabas Known"));
    const twice = await api(`/${t.flockA.id}/invitations`, { method: "POST", cookie: t.leader.cookie, json: { memberId: known!.id } });
    expect(twice.status).toBe(409);

    const list = await pageText(await request("/flock", { cookie: known!.cookie }));
    expect(list).toContain("Iron Men");
    expect(list).toContain(FLOCK_COPY.list.invitedBy("Caleb"));
    expect(list).toContain("Accept");
    expect(list).toContain("Decline");

    const accepted = await request("/flock?index", formPost({ intent: FLOCK_LIST_INTENTS.answer, flockId: t.flockA.id, answer: "accept" }, { cookie: known!.cookie }));
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(flockHref(t.flockA.id));
    expect(await roleOf(t.flockA.id, known!.id)).toBe("member");
    expect(await db().select().from(flockInvitations).where(eq(flockInvitations.user_id, known!.id)).all()).toEqual([]);
  });

  it("a declined invitation leaves him out; answering one that is not his is refused", async () => {
    const t = await twoFlocks();
    await db().insert(flockInvitations).values({ flock_id: t.flockA.id, user_id: t.outsider.id, invited_by: t.leader.id });
    const notHis = await api(`/${t.flockA.id}/invitation`, { method: "PUT", cookie: t.otherLeader.cookie, json: { answer: "accept" } });
    expect(notHis.status).toBe(404);
    expect(await roleOf(t.flockA.id, t.otherLeader.id)).toBeNull();
    const badAnswer = await api(`/${t.flockA.id}/invitation`, { method: "PUT", cookie: t.outsider.cookie, json: { answer: "maybe" } });
    expect(badAnswer.status).toBe(400);
    expect(((await badAnswer.json()) as Body).error).toBe(E.answer);
    const declined = await api(`/${t.flockA.id}/invitation`, { method: "PUT", cookie: t.outsider.cookie, json: { answer: "decline" } });
    expect(declined.status).toBe(200);
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBeNull();
    expect(await db().select().from(flockInvitations).where(eq(flockInvitations.user_id, t.outsider.id)).all()).toEqual([]);
  });
});

describe("asking to join", () => {
  it("a flock that takes requests shows on its leader's profile; a man asks, sees it waiting, and a leader approves", async () => {
    const t = await twoFlocks({ joinMode: "invite_or_request" });
    const profile = await pageText(await request(`/profile/${t.leader.id}`, { cookie: t.outsider.cookie }));
    expect(profile).toContain("Iron Men");
    expect(profile).toContain(FLOCK_COPY.profile.ask);
    expect(profile).not.toContain("Gideon");

    const asked = await request(`/profile/${t.leader.id}`, formPost({ intent: "ask-to-join", flockId: t.flockA.id }, { cookie: t.outsider.cookie }));
    expect(asked.status).toBe(302);
    expect(flashToast(asked)?.title).toBe(FLOCK_COPY.profile.askedToast);
    expect(await pageText(await request("/flock", { cookie: t.outsider.cookie }))).toContain(FLOCK_COPY.list.requestWaiting);
    const twice = await api(`/${t.flockA.id}/requests`, { method: "POST", cookie: t.outsider.cookie });
    expect(twice.status).toBe(409);

    const leaderPage = await pageText(await request(flockHref(t.flockA.id), { cookie: t.leader.cookie }));
    expect(leaderPage).toContain("Nathan");
    const approved = await pageAction(t.flockA.id, { intent: I.answerRequest, memberId: t.outsider.id, answer: "approve" }, t.coLeader.cookie);
    expect(approved.status).toBe(302);
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBe("member");
    expect(await db().select().from(flockJoinRequests).where(eq(flockJoinRequests.flock_id, t.flockA.id)).all()).toEqual([]);
  });

  it("a declined request leaves him out; an invite-only flock refuses requests and is not on the profile", async () => {
    const t = await twoFlocks({ joinMode: "invite_or_request" });
    expect((await api(`/${t.flockA.id}/requests`, { method: "POST", cookie: t.outsider.cookie })).status).toBe(201);
    const declined = await api(`/${t.flockA.id}/requests/${t.outsider.id}`, { method: "PUT", cookie: t.leader.cookie, json: { answer: "decline" } });
    expect(declined.status).toBe(200);
    expect(await roleOf(t.flockA.id, t.outsider.id)).toBeNull();
    expect((await api(`/${t.flockA.id}/requests/${t.outsider.id}`, { method: "PUT", cookie: t.leader.cookie, json: { answer: "approve" } })).status).toBe(404);

    const inviteOnly = await api(`/${t.flockB.id}/requests`, { method: "POST", cookie: t.outsider.cookie });
    expect(inviteOnly.status).toBe(403);
    expect(((await inviteOnly.json()) as Body).error).toBe(E.requestsClosed);
    expect(await db().select().from(flockJoinRequests).where(eq(flockJoinRequests.flock_id, t.flockB.id)).all()).toEqual([]);
    const profile = await pageText(await request(`/profile/${t.otherLeader.id}`, { cookie: t.outsider.cookie }));
    expect(profile).not.toContain("Sons of Thunder");
    expect((await api(`/${t.flockA.id}/requests`, { method: "POST", cookie: t.member.cookie })).status).toBe(409);
  });
});

describe("roles, leaving and the last leader", () => {
  it("only the leader changes roles; a co-leader removes plain members but never the leader or another co-leader", async () => {
    const t = await twoFlocks();
    expect((await api(`/${t.flockA.id}/members/${t.member.id}/role`, { method: "PUT", cookie: t.coLeader.cookie, json: { role: "co_leader" } })).status).toBe(403);
    expect((await api(`/${t.flockA.id}/members/${t.leader.id}`, { method: "DELETE", cookie: t.coLeader.cookie })).status).toBe(403);
    expect(await roleOf(t.flockA.id, t.leader.id)).toBe("leader");
    const badRole = await api(`/${t.flockA.id}/members/${t.member.id}/role`, { method: "PUT", cookie: t.leader.cookie, json: { role: "leader" } });
    expect(badRole.status).toBe(400);
    expect(((await badRole.json()) as Body).error).toBe(E.role);

    const promoted = await pageAction(t.flockA.id, { intent: I.setRole, memberId: t.member.id, role: "co_leader" }, t.leader.cookie);
    expect(promoted.status).toBe(302);
    expect(await roleOf(t.flockA.id, t.member.id)).toBe("co_leader");
    expect((await api(`/${t.flockA.id}/members/${t.member.id}`, { method: "DELETE", cookie: t.coLeader.cookie })).status).toBe(403);
    expect((await api(`/${t.flockA.id}/members/${t.member.id}/role`, { method: "PUT", cookie: t.leader.cookie, json: { role: "member" } })).status).toBe(200);
    expect(await roleOf(t.flockA.id, t.member.id)).toBe("member");

    const removed = await api(`/${t.flockA.id}/members/${t.member.id}`, { method: "DELETE", cookie: t.coLeader.cookie });
    expect(removed.status).toBe(200);
    expect(await roleOf(t.flockA.id, t.member.id)).toBeNull();
    expect((await request(flockHref(t.flockA.id), { cookie: t.member.cookie })).status).toBe(404);
    expect((await api(`/${t.flockA.id}/members/${t.otherLeader.id}`, { method: "DELETE", cookie: t.leader.cookie })).status).toBe(404);
  });

  it("the last leader may not leave; he hands over (staying a co-leader) and then may", async () => {
    const t = await twoFlocks();
    const refused = await pageAction(t.flockA.id, { intent: I.leave }, t.leader.cookie);
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain(E.lastLeader);
    const apiRefused = await api(`/${t.flockA.id}/leave`, { method: "POST", cookie: t.leader.cookie });
    expect(apiRefused.status).toBe(409);
    expect(((await apiRefused.json()) as Body).error).toBe(E.lastLeader);
    expect(await roleOf(t.flockA.id, t.leader.id)).toBe("leader");

    const handed = await pageAction(t.flockA.id, { intent: I.handOver, memberId: t.member.id }, t.leader.cookie);
    expect(handed.status).toBe(302);
    expect(flashToast(handed)?.title).toBe(FLOCK_COPY.page.handedOver("Gideon"));
    expect(await roleOf(t.flockA.id, t.member.id)).toBe("leader");
    expect(await roleOf(t.flockA.id, t.leader.id)).toBe("co_leader");

    const left = await pageAction(t.flockA.id, { intent: I.leave }, t.leader.cookie);
    expect(left.status).toBe(302);
    expect(left.headers.get("Location")).toBe("/flock");
    expect(await roleOf(t.flockA.id, t.leader.id)).toBeNull();
    expect((await api(`/${t.flockA.id}/leave`, { method: "POST", cookie: t.coLeader.cookie })).status).toBe(200);
  });
});

describe("closing a flock", () => {
  it("only its leader closes it, and no row of it is left in any flock table; flock B is untouched", async () => {
    const t = await twoFlocks({ joinMode: "invite_or_request" });
    const id = t.flockA.id;
    await seedFlockInvite(db(), { flockId: id, createdBy: t.leader.id });
    await db().insert(flockInvitations).values({ flock_id: id, user_id: t.outsider.id, invited_by: t.leader.id });
    await db().insert(flockJoinRequests).values({ flock_id: id, user_id: t.otherLeader.id });
    const reflection = await seedReflection(db(), { flockId: id, authorId: t.member.id, body: "Psalm 23 carried me today." });
    await db().insert(flockReflectionComments).values({ reflection_id: reflection.id, flock_id: id, author_id: t.leader.id, body: "Amen, brother." });
    await db().insert(flockNudges).values({ flock_id: id, from_id: t.leader.id, to_id: t.member.id, day: "2026-11-24", message: "Praying for you today, brother" });
    await seedReflection(db(), { flockId: t.flockB.id, authorId: t.otherLeader.id, body: "B's own." });
    const bBefore = await rowsOf(t.flockB.id);

    expect((await api(`/${id}`, { method: "DELETE", cookie: t.coLeader.cookie })).status).toBe(403);
    const closed = await pageAction(id, { intent: I.close }, t.leader.cookie);
    expect(closed.status).toBe(302);
    expect(closed.headers.get("Location")).toBe("/flock");
    expect(flashToast(closed)?.title).toBe(FLOCK_COPY.page.closed);

    const left = await rowsOf(id);
    expect(Object.keys(left)).toEqual(expect.arrayContaining(["flocks", "flock_members", "flock_invites", "flock_invitations", "flock_join_requests", "flock_reflections", "flock_reflection_comments", "flock_nudges"]));
    for (const [table, rows] of Object.entries(left)) expect(rows, table).toEqual([]);
    expect(await rowsOf(t.flockB.id)).toEqual(bBefore);
    expect((await request(flockHref(id), { cookie: t.leader.cookie })).status).toBe(404);
  });
});
