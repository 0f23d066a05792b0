/**
 * /admin/users and a member's page: only an administrator (not suspended) sees them; every action
 * changes what it says and writes its audit row with it; a suspension keeps the member out (sign-in
 * refused with the reason and its end, sessions revoked, no posting in The Pasture) until it ends or
 * is lifted; an administrator cannot suspend or demote himself; bad input changes nothing.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_USERS_COPY as COPY } from "../../app/kernel/copy/admin";
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { formatSuspensionEnd } from "../../app/kernel/admin/users";
import { adminAuditLog, emailOutbox, profiles, session, subscriptions, user } from "../../worker/db/schema";
import { writeRefusal } from "../../worker/domain/pasture/write-guard.server";
import { formPost, memberScopeFor, pageText, request, signUp, signUpSuspendedAdmin, testDb } from "./helpers";

const DAY_MS = 24 * 60 * 60 * 1000;

const act = (cookie: string | undefined, memberId: string, fields: Record<string, string>) =>
  request(`/admin/users/${memberId}`, formPost(fields, { cookie }));

const auditOf = (memberId: string) =>
  testDb().select().from(adminAuditLog).where(eq(adminAuditLog.target_user_id, memberId)).all();
const auditCount = async () => (await testDb().select({ n: count() }).from(adminAuditLog).get())!.n;
const standingOf = (memberId: string) =>
  testDb()
    .select({ suspendedAt: profiles.suspended_at, until: profiles.suspended_until, reason: profiles.suspension_reason })
    .from(profiles)
    .where(eq(profiles.id, memberId))
    .get();
const roleOf = async (memberId: string) => (await testDb().select({ role: user.role }).from(user).where(eq(user.id, memberId)).get())?.role;
const sessionsOf = async (memberId: string) => (await testDb().select({ n: count() }).from(session).where(eq(session.userId, memberId)).get())!.n;
const signIn = (email: string, password: string) => request("/auth", formPost({ intent: "sign-in", email, password }));

const newAdmin = () => signUp({ role: "admin", emailVerified: true });

describe("who may open the users pages", () => {
  it("answers a visitor, a member and a suspended admin with the not-found page, and changes nothing", async () => {
    const target = await signUp();
    const member = await signUp();
    const suspendedAdmin = await signUpSuspendedAdmin();
    const before = await auditCount();
    for (const cookie of [undefined, member.cookie, suspendedAdmin.cookie]) {
      for (const path of ["/admin/users", `/admin/users/${target.id}`, "/admin/dashboard"]) {
        const page = await request(path, { cookie });
        expect(page.status, path).toBe(404);
        expect(await pageText(page)).toContain("Page not found");
      }
      const refused = await act(cookie, target.id, { intent: "suspend", days: "7", reason: "Spamming the feed" });
      expect(refused.status).toBe(404);
      expect((await act(cookie, target.id, { intent: "make-admin", reason: "Trusted" })).status).toBe(404);
    }
    expect(await standingOf(target.id)).toEqual({ suspendedAt: null, until: null, reason: null });
    expect(await roleOf(target.id)).toBe("user");
    expect(await auditCount()).toBe(before);
  });

  it("shows an administrator the list, found by name or email, and a member's page", async () => {
    const admin = await newAdmin();
    const member = await signUp({ name: "Barnabas Quill" });
    const byEmail = await request(`/admin/users?q=${encodeURIComponent(member.email)}`, { cookie: admin.cookie });
    expect(byEmail.status).toBe(200);
    const listed = await pageText(byEmail);
    expect(listed).toContain(member.email);
    expect(listed).toContain(COPY.list.count(1));
    expect(listed).not.toContain(admin.email);

    const byName = await pageText(await request("/admin/users?q=barnabas&sort=name&dir=asc", { cookie: admin.cookie }));
    expect(byName).toContain(member.email);

    const page = await request(`/admin/users/${member.id}`, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    for (const heading of [COPY.member.profile, COPY.member.membership, COPY.member.sessions, COPY.member.flocks, COPY.member.reports, COPY.member.audit]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(member.email);
  });

  it("refuses a list query it does not understand with 400, and an unknown member with 404", async () => {
    const admin = await newAdmin();
    for (const query of ["sort=password", "dir=up", "page=0", "page=abc", `q=${"a".repeat(101)}`, "role=admin"]) {
      const response = await request(`/admin/users?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
    }
    expect((await request(`/admin/users/${crypto.randomUUID()}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await act(admin.cookie, crypto.randomUUID(), { intent: "make-admin", reason: "Trusted" })).status).toBe(404);
  });
});

describe("suspension", () => {
  it("suspends with a reason and a length: sessions revoked, sign-in refused with why and until when, no posting, one audit row", async () => {
    const admin = await newAdmin();
    const member = await signUp({ timeZone: "America/Chicago" });
    expect(await sessionsOf(member.id)).toBe(1);

    const response = await act(admin.cookie, member.id, { intent: "suspend", days: "7", reason: "Spamming the feed" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/users/${member.id}`);

    const standing = (await standingOf(member.id))!;
    expect(standing.reason).toBe("Spamming the feed");
    expect(standing.until!.getTime() - standing.suspendedAt!.getTime()).toBe(7 * DAY_MS);
    expect(await sessionsOf(member.id)).toBe(0);
    expect((await request("/journal", { cookie: member.cookie })).status).toBe(302);

    const refused = await signIn(member.email, member.password);
    expect(refused.status).toBe(401);
    expect(await pageText(refused)).toContain(
      AUTH_ERROR_COPY.accountSuspended(formatSuspensionEnd(standing.until!, "America/Chicago"), "Spamming the feed"),
    );
    expect(await sessionsOf(member.id)).toBe(0);

    expect(await writeRefusal(testDb(), await memberScopeFor(member.id), "post", "Hello brothers")).toMatchObject({
      status: 403,
      message: PASTURE_COPY.suspended,
    });

    const audit = await auditOf(member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, action: "member_suspended", reason: "Spamming the feed", details: { days: 7 } });

    const page = await pageText(await request(`/admin/users/${member.id}`, { cookie: admin.cookie }));
    expect(page).toContain("Spamming the feed");
  });

  it("ends on its own when its length has passed", async () => {
    const member = await signUp();
    await testDb()
      .update(profiles)
      .set({ suspended_at: new Date(Date.now() - 2 * DAY_MS), suspended_until: new Date(Date.now() - DAY_MS), suspension_reason: "Cool off" })
      .where(eq(profiles.id, member.id));
    expect((await signIn(member.email, member.password)).status).toBe(302);
    expect(await writeRefusal(testDb(), await memberScopeFor(member.id), "post", "Back again")).toBeNull();
  });

  it("lifts: he signs in and posts again, and the lift is in the log", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    await act(admin.cookie, member.id, { intent: "suspend", days: "30", reason: "Harsh words" });
    expect((await act(admin.cookie, member.id, { intent: "suspend", days: "1", reason: "Again" })).status).toBe(409);

    const lifted = await act(admin.cookie, member.id, { intent: "lift-suspension", reason: "He apologised" });
    expect(lifted.status).toBe(302);
    expect(await standingOf(member.id)).toEqual({ suspendedAt: null, until: null, reason: null });
    expect((await signIn(member.email, member.password)).status).toBe(302);
    expect(await writeRefusal(testDb(), await memberScopeFor(member.id), "post", "Thank you brothers")).toBeNull();
    expect((await auditOf(member.id)).map((row) => row.action).sort()).toEqual(["member_suspended", "suspension_lifted"]);

    expect((await act(admin.cookie, member.id, { intent: "lift-suspension", reason: "Twice" })).status).toBe(409);
  });

  it("shuts a suspended administrator out of every admin page", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    expect((await request("/admin/users", { cookie: other.cookie })).status).toBe(200);
    expect((await act(admin.cookie, other.id, { intent: "suspend", days: "1", reason: "Abuse of the role" })).status).toBe(302);
    expect((await request("/admin/users", { cookie: other.cookie })).status).toBe(404);
    expect((await signIn(other.email, other.password)).status).toBe(401);
  });
});

describe("an administrator and himself", () => {
  it("cannot suspend, demote or delete himself: 400 with a message, nothing written", async () => {
    const admin = await newAdmin();
    const before = await auditCount();
    const cases = [
      [{ intent: "suspend", days: "7", reason: "Testing" }, COPY.actions.notYourself.suspend],
      [{ intent: "remove-admin", reason: "Testing" }, COPY.actions.notYourself.demote],
      [{ intent: "delete-account", reason: "Testing", confirm: "on" }, COPY.actions.notYourself.delete],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await act(admin.cookie, admin.id, fields);
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain(message);
    }
    expect(await standingOf(admin.id)).toEqual({ suspendedAt: null, until: null, reason: null });
    expect(await roleOf(admin.id)).toBe("admin");
    expect(await sessionsOf(admin.id)).toBe(1);
    expect(await auditCount()).toBe(before);
  });
});

describe("the other actions, each with its audit row", () => {
  it("makes and removes an admin", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    expect((await act(admin.cookie, member.id, { intent: "make-admin", reason: "Leads the men's ministry" })).status).toBe(302);
    expect(await roleOf(member.id)).toBe("admin");
    expect((await request("/admin/users", { cookie: member.cookie })).status).toBe(200);
    expect((await act(admin.cookie, member.id, { intent: "make-admin", reason: "Again" })).status).toBe(409);

    expect((await act(admin.cookie, member.id, { intent: "remove-admin", reason: "Stepped down" })).status).toBe(302);
    expect(await roleOf(member.id)).toBe("user");
    expect((await request("/admin/users", { cookie: member.cookie })).status).toBe(404);
    expect((await auditOf(member.id)).map((row) => [row.action, row.reason]).sort()).toEqual([
      ["admin_made", "Leads the men's ministry"],
      ["admin_removed", "Stepped down"],
    ]);
  });

  it("grants a trial and revokes it", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    const granted = await act(admin.cookie, member.id, { intent: "grant-premium", kind: "trial", days: "14" });
    expect(granted.status).toBe(302);
    const row = await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id)).get();
    expect(row).toMatchObject({ provider: "admin", status: "trialing" });
    expect(row!.trial_end!.getTime() - Date.now()).toBeGreaterThan(13.9 * DAY_MS);

    const revoked = await act(admin.cookie, member.id, { intent: "revoke-premium", reason: "Trial given by mistake" });
    expect(revoked.status).toBe(302);
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id)).get()).toBeUndefined();
    expect((await act(admin.cookie, member.id, { intent: "revoke-premium", reason: "Again" })).status).toBe(409);

    const audit = await auditOf(member.id);
    expect(audit.find((entry) => entry.action === "premium_granted")).toMatchObject({ details: { kind: "trial", days: 14 } });
    expect(audit.find((entry) => entry.action === "premium_revoked")).toMatchObject({ reason: "Trial given by mistake" });
  });

  it("leaves a member who pays through Stripe alone", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    await testDb().insert(subscriptions).values({
      user_id: member.id,
      plan_type: "premium_monthly",
      status: "active",
      provider: "stripe",
      provider_customer_id: "cus_test",
      provider_subscription_id: "sub_test",
    });
    const grant = await act(admin.cookie, member.id, { intent: "grant-premium", kind: "comp", days: "" });
    expect(grant.status).toBe(409);
    expect(await pageText(grant)).toContain(COPY.actions.paysThroughStripe);
    expect((await act(admin.cookie, member.id, { intent: "revoke-premium", reason: "Not ours to end" })).status).toBe(409);
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id)).get()).toMatchObject({ provider: "stripe" });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it("sends a password-reset email through the reset flow", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    expect((await act(admin.cookie, member.id, { intent: "send-password-reset" })).status).toBe(302);
    const mails = await testDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, member.email), eq(emailOutbox.kind, "password_reset")))
      .all();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/\/api\/auth\/reset-password\//);
    expect((await auditOf(member.id)).map((row) => row.action)).toEqual(["password_reset_sent"]);
  });

  it("deletes the account, and the log keeps the entry", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    const unconfirmed = await act(admin.cookie, member.id, { intent: "delete-account", reason: "Asked by email" });
    expect(unconfirmed.status).toBe(400);
    expect(await pageText(unconfirmed)).toContain(COPY.actions.confirmDelete);
    expect(await roleOf(member.id)).toBe("user");

    const deleted = await act(admin.cookie, member.id, { intent: "delete-account", reason: "Asked by email", confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/users");
    expect(await roleOf(member.id)).toBeUndefined();
    expect((await auditOf(member.id)).map((row) => [row.action, row.reason])).toEqual([["account_deleted", "Asked by email"]]);
  });
});

describe("bad input", () => {
  it("answers 400 with a message and writes nothing", async () => {
    const admin = await newAdmin();
    const member = await signUp();
    const before = await auditCount();
    const cases = [
      [{ intent: "suspend", days: "7", reason: "" }, COPY.actions.reasonRequired],
      [{ intent: "suspend", days: "2", reason: "Spamming" }, COPY.actions.invalidLength],
      [{ intent: "suspend", days: "7", reason: "x".repeat(501) }, COPY.actions.reasonTooLong],
      [{ intent: "grant-premium", kind: "forever", days: "" }, COPY.actions.invalidKind],
      [{ intent: "grant-premium", kind: "trial", days: "366" }, COPY.actions.invalidGrantDays],
      [{ intent: "make-admin" }, COPY.actions.reasonRequired],
      [{ intent: "promote" }, COPY.actions.unknownIntent],
      [{}, COPY.actions.unknownIntent],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await act(admin.cookie, member.id, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(response)).toContain(message);
    }
    expect(await standingOf(member.id)).toEqual({ suspendedAt: null, until: null, reason: null });
    expect(await roleOf(member.id)).toBe("user");
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, member.id)).get()).toBeUndefined();
    expect(await auditCount()).toBe(before);
  });
});
