import { Link } from "@remix-run/react";
import type { MemberListQuery, MemberSort } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import type { MemberListRow } from "~/kernel/admin/user-views";
import { adminDay } from "./admin-dates";
import { membersHref } from "./members-href";

/** One page of members; the name, email and joined headers sort the list on the server. */
export function MembersTable({ members, query }: { members: MemberListRow[]; query: MemberListQuery }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-border" tabIndex={0} role="region" aria-label={COPY.list.title}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-surface">
          <tr>
            <SortHeader query={query} sort="name" label={COPY.list.columns.name} />
            <SortHeader query={query} sort="email" label={COPY.list.columns.email} />
            <SortHeader query={query} sort="joined" label={COPY.list.columns.joined} />
            <th scope="col" className="px-3 py-2">
              {COPY.list.columns.plan}
            </th>
            <th scope="col" className="px-3 py-2">
              {COPY.list.columns.standing}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-t border-border">
              <td className="px-3 py-2">
                <Link to={`/admin/users/${member.id}`} className="font-semibold underline">
                  {member.name}
                </Link>
              </td>
              <td className="px-3 py-2 break-all">{member.email}</td>
              <td className="px-3 py-2 whitespace-nowrap">{adminDay(member.joinedAt)}</td>
              <td className="px-3 py-2">{COPY.plan[member.plan]}</td>
              <td className="px-3 py-2">{COPY.standing[member.standing]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortHeader({ query, sort, label }: { query: MemberListQuery; sort: MemberSort; label: string }) {
  const active = query.sort === sort;
  const nextDir = active && query.dir === "asc" ? "desc" : "asc";
  return (
    <th scope="col" className="px-3 py-2" aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={membersHref(query, { sort, dir: nextDir, page: 1 })} aria-label={COPY.list.sortBy(label, nextDir)} className="underline">
        {label}
        {active ? (query.dir === "asc" ? " ▲" : " ▼") : null}
      </Link>
    </th>
  );
}
