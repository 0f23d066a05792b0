/**
 * /admin/users/{userId}: a member's profile, membership, usage this month, sessions, flocks, the
 * reports about what he wrote and his audit history, with what an administrator can do about him.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMoment } from "~/components/admin/admin-dates";
import { MemberActions } from "~/components/admin/MemberActions";
import { MemberFacts } from "~/components/admin/MemberFacts";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { memberAction, memberLoader } from "~/server/admin/users.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.member.name ?? COPY.list.title} · Admin · Shepherd`);

export const loader = ({ context, params }: LoaderFunctionArgs) => memberLoader(context, params.userId ?? "");

export const action = ({ context, request, params }: ActionFunctionArgs) => memberAction(context, request, params.userId ?? "");

export default function AdminMember() {
  const { member, self } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <Link to="/admin/users" className="text-sm underline">
        {COPY.member.back}
      </Link>
      <h1 className="mt-2 break-words font-serif text-3xl font-bold">{member.name}</h1>
      <p className="break-all text-muted">{member.email}</p>
      <p className="mt-2 flex flex-wrap gap-2 text-sm">
        <span className="rounded-full border border-border px-3 py-1">{COPY.plan[member.membership?.plan ?? "free"]}</span>
        {member.role === "admin" ? <span className="rounded-full border border-border px-3 py-1">{COPY.standing.admin}</span> : null}
      </p>
      {member.suspension ? (
        <p role="status" className="card mt-4 border-danger font-medium text-danger">
          {member.suspension.until
            ? COPY.member.suspendedUntil(adminMoment(member.suspension.until), member.suspension.reason)
            : COPY.member.suspendedIndefinitely(member.suspension.reason)}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <MemberFacts member={member} />
        <MemberActions member={member} self={self} />
      </div>
    </main>
  );
}
