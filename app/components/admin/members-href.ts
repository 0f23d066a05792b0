import type { MemberListQuery } from "~/kernel/admin/users";

/** The list's address with `change` applied; defaults are left out so addresses stay short. */
export function membersHref(query: MemberListQuery, change: Partial<MemberListQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== "joined") params.set("sort", next.sort);
  if (next.dir !== "desc") params.set("dir", next.dir);
  if (next.page !== 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}
