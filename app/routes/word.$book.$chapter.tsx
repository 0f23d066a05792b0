/**
 * /word/{book}/{chapter} (deep links; "#16" or "#16-18" highlights verses): one chapter, rendered
 * on the server with the reader's own highlights, bookmarks and notes. A book written another way
 * ("psalms", "1-corinthians") redirects to its OSIS id; a book or chapter that does not exist is a
 * 404. Opening a chapter remembers it as where /word opens next (openChapter). The action takes the reader's
 * form posts (highlight, bookmark, note) from this page and from /word.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Reader } from "~/components/word/Reader";
import { chapterExists, chapterHref, chapterLabel, parseChapterSegment, resolveBook } from "~/kernel/bible/navigation";
import { WORD } from "~/kernel/copy/word";
import { pageMeta } from "~/kernel/page-meta";
import { answerWordAction } from "~/server/word/actions.server";
import { openChapter } from "../../worker/domain/word.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return pageMeta(`${WORD.title} · Shepherd`);
  const label = chapterLabel(loaded.chapter.book, loaded.chapter.chapter);
  return pageMeta(`${label} · ${WORD.title} · Shepherd`, WORD.chapterDescription(label));
};

function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const book = resolveBook(params.book ?? "");
  const chapter = parseChapterSegment(params.chapter ?? "");
  if (!book || chapter === null || !chapterExists(book, chapter)) notFound();
  if (params.book !== book.id) throw redirect(`${chapterHref(book.id, chapter)}${new URL(request.url).search}`, 301);
  const found = await openChapter(context.app, context.app.user?.id ?? null, book.id, chapter);
  if (!found) notFound();
  return { chapter: found };
}

export async function action({ context, request }: ActionFunctionArgs) {
  return answerWordAction(request, context.app.db, context.app.user?.id ?? null);
}

export default function WordChapter() {
  const { chapter } = useLoaderData<typeof loader>();
  return <Reader data={chapter} />;
}
