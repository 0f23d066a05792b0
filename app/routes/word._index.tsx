/**
 * /word: the verse of the day, then the reader open where this man last read (John 1 for a
 * visitor or a first visit).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Reader } from "~/components/word/Reader";
import { VerseOfTheDay } from "~/components/word/VerseOfTheDay";
import { WORD } from "~/kernel/copy/word";
import { dayShownTo } from "../../worker/domain/member-scope.server";
import { openWordHome } from "../../worker/domain/word.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${WORD.title} · Shepherd`);

export async function loader({ context }: LoaderFunctionArgs) {
  const member = await context.app.member();
  return openWordHome(context.app.db, context.app.user?.id ?? null, dayShownTo(member));
}

export default function WordIndex() {
  const { chapter, verse } = useLoaderData<typeof loader>();
  return (
    <>
      <VerseOfTheDay verse={verse} />
      <Reader data={chapter} />
    </>
  );
}
