/**
 * What an administrator does to a member from his page. Each change is written in one batch with its
 * audit row, so the log never misses a change nor records one that did not happen. An administrator
 * cannot suspend, demote or delete himself: another administrator must (a locked-out ministry
 * with no admin left is worse than asking a brother).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { suspensionActive, type MemberAction } from "../../../app/kernel/admin/users";
import type { AuditAction } from "../../../app/kernel/admin/rules";
import { ADMIN_USERS_COPY } from "../../../app/kernel/copy/admin";
import { trackingAccountMail } from "../../auth/account-mail";
import type { AppContext, SessionUser } from "../../context";
import { profiles, session, user } from "../../db/schema";
import { deleteAccount } from "../account.server";
import { grantPremiumTo, revokeGrantedPremium } from "../billing.server";
import { closeSessionSockets } from "../member-sockets.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { auditStatement } from "./audit.server";
import { memberById } from "./users.server";

const COPY = ADMIN_USERS_COPY.actions;
const DAY_MS = 24 * 60 * 60 * 1000;

type Target = NonNullable<Awaited<ReturnType<typeof memberById>>>;

export type MemberActionOutcome = Outcome<{ deleted: boolean }>;

/** Runs `action` by `actor` on the member `memberId`; 404 when no account has that id. */
export async function runMemberAction(app: AppContext, actor: SessionUser, memberId: string, action: MemberAction, now = new Date()): Promise<MemberActionOutcome> {
  const target = await memberById(app.db, memberId);
  if (!target) return refuse(404, ADMIN_USERS_COPY.member.notFound);
  const audit = (name: AuditAction, details?: Record<string, string | number | boolean | null>) =>
    auditStatement(app.db, { actorId: actor.id, action: name, targetUserId: target.id, reason: action.reason, details, at: now });
  const self = target.id === actor.id;
  const done = (outcome: Outcome) => (outcome.ok ? succeed({ deleted: false }) : outcome);

  switch (action.intent) {
    case "grant-premium":
      return done(await grantPremiumTo(app, target.id, action, (days) => audit("premium_granted", { kind: action.kind, days })));
    case "revoke-premium":
      return done(await revokeGrantedPremium(app, target.id, audit("premium_revoked")));
    case "suspend":
      if (self) return refuse(400, COPY.notYourself.suspend);
      return done(await suspend(app, target, { days: action.days, reason: action.reason }, audit("member_suspended", { days: action.days }), now));
    case "lift-suspension":
      if (!suspensionActive(target, now)) return refuse(409, COPY.notSuspended);
      await app.db.batch([
        app.db
          .update(profiles)
          .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
          .where(and(eq(profiles.id, target.id), isNotNull(profiles.suspended_at))),
        audit("suspension_lifted"),
      ]);
      return succeed({ deleted: false });
    case "make-admin":
    case "remove-admin": {
      if (self && action.intent === "remove-admin") return refuse(400, COPY.notYourself.demote);
      const role = action.intent === "make-admin" ? "admin" : "user";
      if (target.role === role) return refuse(409, role === "admin" ? COPY.alreadyAdmin : COPY.notAdmin);
      await app.db.batch([
        app.db.update(user).set({ role, updatedAt: now }).where(eq(user.id, target.id)),
        audit(role === "admin" ? "admin_made" : "admin_removed"),
      ]);
      return succeed({ deleted: false });
    }
    case "send-password-reset":
      return done(await sendPasswordReset(app, target, audit("password_reset_sent")));
    case "delete-account": {
      if (self) return refuse(400, COPY.notYourself.delete);
      const deleted = await deleteAccount(app, target, [audit("account_deleted")]);
      return deleted.ok ? succeed({ deleted: true }) : deleted;
    }
  }
}

/**
 * Suspends him for `days` with the reason he will read, and signs him out everywhere: his sessions
 * are deleted in the same batch and his open sockets closed after it.
 */
async function suspend(
  app: AppContext,
  target: Target,
  input: { days: number; reason: string },
  auditRow: ReturnType<typeof auditStatement>,
  now: Date,
): Promise<Outcome> {
  if (suspensionActive(target, now)) return refuse(409, COPY.alreadySuspended);
  const until = new Date(now.getTime() + input.days * DAY_MS);
  await app.db.batch([
    app.db
      .update(profiles)
      .set({ suspended_at: now, suspended_until: until, suspension_reason: input.reason })
      .where(eq(profiles.id, target.id)),
    app.db.delete(session).where(eq(session.userId, target.id)),
    auditRow,
  ]);
  await closeSessionSockets(app.env, target.id, "all");
  return succeed({});
}

/**
 * better-auth's own reset flow (the link, its expiry, the mail the member would get from "Forgot
 * password"), asked for on his behalf. The mail leaves before the log row is written: there is no
 * row of ours to batch it with, and a mail that failed is not logged as sent.
 */
async function sendPasswordReset(app: AppContext, target: Target, auditRow: ReturnType<typeof auditStatement>): Promise<Outcome> {
  if (app.providers.email.name === "none") return refuse(503, COPY.mailOff);
  const { mail } = await trackingAccountMail(() =>
    app.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/auth/reset-password" } }),
  );
  if (mail !== "sent") return refuse(502, COPY.mailFailed);
  await auditRow;
  return succeed({});
}
