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
import { readChapter, readingPosition, verseOfTheDay } from "../../worker/domain/word.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${WORD.title} · Shepherd`);

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, user } = context.app;
  const member = await context.app.member();
  const [position, verse] = await Promise.all([
    readingPosition(db, user?.id ?? null),
    verseOfTheDay(db, dayShownTo(member)),
  ]);
  const chapter = await readChapter(db, user?.id ?? null, position.book, position.chapter);
  if (!chapter) throw new Error(`The reading position ${position.book} ${position.chapter} has no text.`);
  return { chapter, verse };
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
