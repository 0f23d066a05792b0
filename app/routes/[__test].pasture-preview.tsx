import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { testRoutesEnabled } from "../../worker/dev-switches";
import { PastureScreen } from "~/components/pasture/PastureScreen";
import { postAnchor } from "~/kernel/pasture/rules";
import type { PastureAuthorView, PastureCommentView, PasturePostView, PastureView } from "~/kernel/pasture/views";

/**
 * ENABLE_TEST_ROUTES only: The Pasture's page over a fixed feed, for the component browser tests.
 * ?before=… answers the second page; every form is answered as accepted, and nothing is stored.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  if (!testRoutesEnabled(context.app.env, request.url)) throw new Response(null, { status: 404 });
  const before = new URL(request.url).searchParams.get("before");
  const now = Date.now();
  return before ? { ...secondPage(now), shareOptions: [], gatherings: [], suspended: false, crisisResources: false } : firstPage(now);
}

export async function action({ context, request }: ActionFunctionArgs) {
  if (!testRoutesEnabled(context.app.env, request.url)) throw new Response(null, { status: 404 });
  await request.formData();
  return { status: "success" as const, initialValue: null };
}

export default function PasturePreviewTestPage() {
  return <PastureScreen view={useLoaderData<typeof loader>()} />;
}

const author = (id: string, displayName: string): PastureAuthorView => ({
  id,
  displayName,
  avatarUrl: null,
  href: `/profile/${id}`,
});

const ME = author("member-me", "Caleb Morgan");
const DANIEL = author("member-daniel", "Daniel Reyes");
const SAMUEL = author("member-samuel", "Samuel Okafor");

const ago = (now: number, minutes: number) => new Date(now - minutes * 60_000).toISOString();
const noReactions = { amen: { count: 0, mine: false }, praying: { count: 0, mine: false } };

function post(now: number, id: string, fields: Partial<PasturePostView>): PasturePostView {
  const others = fields.author && fields.author.id !== ME.id;
  return {
    id,
    anchor: postAnchor(id),
    author: ME,
    body: "",
    createdAt: ago(now, 30),
    edited: false,
    hidden: false,
    scripture: null,
    share: null,
    imageUrl: null,
    reactions: noReactions,
    commentCount: fields.comments?.length ?? 0,
    comments: [],
    mine: !others,
    canEdit: !others,
    canComment: true,
    canReport: Boolean(others),
    canBlock: Boolean(others),
    ...fields,
  };
}

function comment(now: number, id: string, by: PastureAuthorView, body: string, minutesAgo: number): PastureCommentView {
  const mine = by.id === ME.id;
  return { id, author: by, body, createdAt: ago(now, minutesAgo), edited: false, hidden: false, mine, canEdit: mine, canReport: !mine };
}

function firstPage(now: number): PastureView {
  return {
    posts: [
      post(now, "p-scripture", {
        author: DANIEL,
        body: "Read this with my boys this morning. @caleb you asked about this one last week.",
        createdAt: ago(now, 95),
        edited: true,
        scripture: { reference: "John 15:12", href: "/word/John/15#12" },
        share: { kind: "devotional", label: "I read “Love One Another” today", href: "/" },
        imageUrl: "/favicon.svg",
        reactions: { amen: { count: 4, mine: true }, praying: { count: 1, mine: false } },
        comments: [
          comment(now, "c-1", SAMUEL, "Amen, brother. Praying for your boys.", 80),
          comment(now, "c-2", ME, "Thank you @daniel_r, that is the one.", 60),
        ],
      }),
      post(now, "p-hidden", {
        body: "A hard week at work. Could use prayer for patience.",
        createdAt: ago(now, 300),
        hidden: true,
      }),
      post(now, "p-plain", {
        author: SAMUEL,
        body: "Men's breakfast Saturday at 7. Bring a friend.",
        createdAt: ago(now, 60 * 26),
        reactions: { amen: { count: 2, mine: false }, praying: { count: 0, mine: false } },
      }),
    ],
    nextCursor: "cursor-page-2",
    shareOptions: [
      { kind: "devotional", id: "dev-1", label: "I read “Love One Another” today" },
      { kind: "plan_day", id: "plan-day-3", label: "I read day 3 of “Leading at Home”" },
    ],
    gatherings: [],
    suspended: false,
    crisisResources: false,
  };
}

function secondPage(now: number) {
  return {
    posts: [
      post(now, "p-older", { author: DANIEL, body: "Thankful for this group.", createdAt: ago(now, 60 * 24 * 8) }),
      // Already on the first page: "Load more" must not show it twice.
      post(now, "p-plain", { author: SAMUEL, body: "Men's breakfast Saturday at 7. Bring a friend.", createdAt: ago(now, 60 * 26) }),
    ],
    nextCursor: null,
  };
}
