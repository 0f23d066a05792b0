/** /word/{book}: the book's first chapter (or a 404 for a book the Bible does not have). */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { chapterHref, resolveBook } from "~/kernel/bible/navigation";

export function loader({ params }: LoaderFunctionArgs) {
  const book = resolveBook(params.book ?? "");
  if (!book) throw new Response(null, { status: 404, statusText: "Not Found" });
  throw redirect(chapterHref(book.id, 1));
}
