/**
 * /profile/{userId}: a member's public face, for signed-in members (visitors are sent to sign in).
 * Only the public columns are read (worker/domain/public-profile.server.ts); an unknown id, or a
 * man who has not finished onboarding, is not found. One's own profile links to the settings. A
 * leader's profile shows his flocks that take requests, with "Ask to join".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PROFILE_PAGE } from "~/components/profile/copy";
import { ProfileFlocks } from "~/components/flock/ProfileFlocks";
import { ProfileCard } from "~/components/profile/ProfileCard";
import { askToJoinAction } from "~/server/flock/ask-to-join.server";
import { requireMember, requireUser } from "~/server/guards.server";
import { monthLabel } from "~/kernel/journal-export";
import { profileFlocks } from "../../worker/domain/flock/requests.server";
import { getPublicProfile } from "../../worker/domain/public-profile.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `${data.profile.displayName} · Shepherd` : "Profile · Shepherd");

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const viewer = requireUser(context, request);
  const found = await getPublicProfile(context.app.db, params.userId ?? "");
  if (!found) throw new Response(null, { status: 404, statusText: "Not Found" });
  const own = found.id === viewer.id;
  return {
    own,
    flocks: own ? [] : await profileFlocks(context.app.db, viewer.id, found.id),
    profile: {
      displayName: found.displayName ?? PROFILE_PAGE.fallbackName,
      username: found.username,
      avatarUrl: found.avatarUrl,
      focusAreas: found.focusAreas,
      memberSince: monthLabel(found.memberSince.toISOString()),
    },
  };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  return askToJoinAction(context, await requireMember(context, request), request, params.userId ?? "");
}

export default function Profile() {
  const { own, profile, flocks } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <ProfileCard profile={profile} />
      {own ? (
        <section aria-label={PROFILE_PAGE.editOwn} className="mt-4 space-y-3">
          <p className="text-sm text-muted">{PROFILE_PAGE.ownNote}</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/settings" className="btn-primary">
              {PROFILE_PAGE.editOwn}
            </Link>
            <Link to="/journal" className="btn-secondary">
              {PROFILE_PAGE.journalLink}
            </Link>
            <Link to="/whispers" className="btn-secondary">
              {PROFILE_PAGE.whispersLink}
            </Link>
          </div>
        </section>
      ) : null}
      <ProfileFlocks flocks={flocks} />
      <p className="mt-6 text-sm text-muted">{PROFILE_PAGE.communitySoon}</p>
    </main>
  );
}
