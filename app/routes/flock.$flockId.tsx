/**
 * /flock/{flockId} — one flock's page: its name and members with their roles, the leaders' tools
 * (invite link and code, inviting a brother he knows, requests, roles), leaving and closing, and a
 * labelled place for each part of the flock's life. Anyone not in the flock gets the app's real
 * not-found page, exactly as for a flock that does not exist.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AccountabilitySection } from "~/components/flock/AccountabilitySection";
import { FlockGatheringsSection } from "~/components/flock/FlockGatheringsSection";
import { FlockPlanSection } from "~/components/flock/FlockPlanSection";
import { FlockPrayerSection } from "~/components/flock/FlockPrayerSection";
import { InviteMemberPicker } from "~/components/flock/InviteMemberPicker";
import { InvitePanel } from "~/components/flock/InvitePanel";
import { JoinRequests } from "~/components/flock/JoinRequests";
import { LeaveOrClose } from "~/components/flock/LeaveOrClose";
import { MemberList } from "~/components/flock/MemberList";
import { ReflectionsSection } from "~/components/flock/ReflectionsSection";
import { SectionPlace } from "~/components/ui/SectionPlace";
import { useStickyIfFits } from "~/components/ui/useStickyIfFits";
import { firstMessage } from "~/components/ui/useIntentForm";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { KnownMemberQuerySchema } from "~/kernel/flock/schemas";
import { flockPageAction } from "~/server/flock/page-actions.server";
import { requireMember } from "~/server/guards.server";
import { knownMembers } from "../../worker/domain/flock/invitations.server";
import { flockPage } from "../../worker/domain/flock/page.server";
import { RefusalNote } from "~/components/flock/RefusalNote";
import { pageMeta } from "~/kernel/page-meta";

const C = FLOCK_COPY.page;

/**
 * From `lg`: the flock's reflections (its feed) on the left, and beside them, in one column, how the
 * brothers walk, the flock plan, gatherings, prayer and the members — the parts that follow the
 * reflections in the DOM, so a phone stacks them as before and focus reads left column, then right.
 * The leaders' tools and leaving stay under the reflections.
 */
const FLOCK_COLUMNS = "lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8 lg:gap-y-5 lg:space-y-0";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.page.header.name ?? FLOCK_COPY.title} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const flockId = params.flockId ?? "";
  const found = await flockPage(context.app.db, member, flockId);
  if (!found.ok) throw new Response(null, { status: 404, statusText: "Not Found" });
  const q = new URL(request.url).searchParams.get("q");
  const query = q === null ? null : KnownMemberQuerySchema.safeParse({ q }).data?.q ?? null;
  const search = query !== null && found.page.header.canLead ? await knownMembers(context.app.db, member, flockId, query) : null;
  return {
    page: found.page,
    meId: member.id,
    origin: context.app.origin,
    search: search?.ok ? { query, found: search.members } : null,
  };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  return flockPageAction(context, await requireMember(context, request), request, params.flockId ?? "");
}

export default function FlockPage() {
  const { page, meId, origin, search } = useLoaderData<typeof loader>();
  const refusal = firstMessage(useActionData<typeof action>() as never);
  const { header, leaderTools } = page;
  const side = useStickyIfFits<HTMLDivElement>();
  return (
    <main id="main" className={`mx-auto max-w-content space-y-5 px-4 pb-28 pt-6 lg:max-w-5xl ${FLOCK_COLUMNS}`}>
      <p className="lg:col-span-2">
        <Link to="/flock" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <header className="space-y-1 lg:col-span-2">
        <h1 className="font-serif text-3xl font-bold">{header.name}</h1>
        {header.description ? <p className="whitespace-pre-line text-muted">{header.description}</p> : null}
        <p className="text-sm text-muted">
          {FLOCK_COPY.list.members(header.members.length)} · {C.roles[header.myRole]}
          {header.postingMode === "leaders" ? ` · ${C.postingLeaders}` : ""}
        </p>
      </header>
      <RefusalNote message={refusal} className="card lg:col-span-2" />

      <div className="lg:self-start">
        <ReflectionsSection flockId={header.id} canShare={header.canShare} reflections={page.reflections} />
      </div>
      <div ref={side.ref} className={`space-y-5 lg:self-start ${side.className}`}>
        <AccountabilitySection flockId={header.id} view={page.accountability} meId={meId} title={C.sections.accountability} />
        <FlockPlanSection flockId={header.id} section={page.plan} />
        <FlockGatheringsSection gatherings={page.gatherings} canLead={header.canLead} title={C.sections.gatherings} />
        <FlockPrayerSection requests={page.prayer} moreFrom={page.prayerMoreFrom} title={C.sections.prayer} />
        <SectionPlace id="flock-members" title={C.members}>
          <MemberList members={header.members} myRole={header.myRole} meId={meId} />
        </SectionPlace>
      </div>

      {leaderTools ? (
        <SectionPlace id="flock-leader-tools" title={C.leaderTools} className="lg:col-start-1">
          <h3 className="font-semibold">{C.inviteTitle}</h3>
          <InvitePanel invite={leaderTools.invite} origin={origin} />
          <h3 className="pt-2 font-semibold">{C.inviteMemberTitle}</h3>
          <InviteMemberPicker query={search?.query ?? null} found={search?.found ?? []} invited={leaderTools.invited} />
          <h3 className="pt-2 font-semibold">{C.requestsTitle}</h3>
          <JoinRequests requests={leaderTools.requests} />
        </SectionPlace>
      ) : null}

      <LeaveOrClose className="lg:col-start-1" isLeader={header.myRole === "leader"} onlyLeader={page.onlyLeader} />
    </main>
  );
}
