/** /admin/users: every member, searched by name or email, sorted and paged on the server. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { MembersTable } from "~/components/admin/MembersTable";
import { PageLinks } from "~/components/admin/PageLinks";
import { membersHref } from "~/components/admin/members-href";
import { MEMBER_SEARCH_MAX } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { membersLoader } from "~/server/admin/users.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Users · Admin · Shepherd");

export const loader = ({ context, request }: LoaderFunctionArgs) => membersLoader(context, request);

export default function AdminUsers() {
  const { query, members, total, pages } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{COPY.list.title}</h1>
      <Form method="get" role="search" className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="users-q" className="text-sm font-semibold">
            {COPY.list.searchLabel}
          </label>
          <input
            id="users-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={MEMBER_SEARCH_MAX}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
          />
        </div>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <button type="submit" className="btn-primary">
          {COPY.list.searchSubmit}
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {COPY.list.count(total)}
      </p>
      {members.length === 0 ? <p className="mt-4">{COPY.list.empty}</p> : <MembersTable members={members} query={query} />}
      <PageLinks page={query.page} pages={pages} href={(page) => membersHref(query, { page })} />
    </main>
  );
}
