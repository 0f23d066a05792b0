/**
 * The admin users pages' loaders and action: guard, parse, call the domain, answer. A list query
 * that does not parse is a 400 with its message; a member id no account has is the not-found page.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { MemberActionSchema, MemberListQuerySchema } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { runMemberAction } from "../../../worker/domain/admin/member-actions.server";
import { listMembers, memberDetail } from "../../../worker/domain/admin/users.server";

export async function membersLoader(context: AppLoadContext, request: Request) {
  requireAdmin(context);
  const query = MemberListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(query.error.issues[0]?.message ?? COPY.list.badQuery, { status: 400 });
  return { query: query.data, ...(await listMembers(context.app.db, query.data)) };
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function memberLoader(context: AppLoadContext, memberId: string) {
  const admin = requireAdmin(context);
  const member = await memberDetail(context.app.db, memberId);
  if (!member) throw notFound();
  return { member, self: member.id === admin.id };
}

export async function memberAction(context: AppLoadContext, request: Request, memberId: string) {
  const admin = requireAdmin(context);
  const submission = await parseForm(request, MemberActionSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const action = submission.value;
  const outcome = await runMemberAction(context.app, admin, memberId, action);
  if (!outcome.ok) {
    if (outcome.status === 404) throw notFound();
    return replyRefusal(submission, outcome);
  }
  const title = COPY.actions.done[action.intent];
  if (outcome.deleted) return redirectWithToast("/admin/users", { title, variant: "success" });
  return redirectWithToast(`/admin/users/${memberId}`, { title, variant: "success" });
}
