/**
 * The Word (/word and below): the reader, search, and a reader's highlights and notes, under one
 * section navigation. The reader's text follows the app-wide text size (app/kernel/text-size.ts),
 * applied before the first paint by the root.
 */
import { Outlet } from "@remix-run/react";
import { WordNav } from "~/components/word/WordNav";

export default function WordLayout() {
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-40 pt-4 lg:max-w-5xl">
      <WordNav />
      <Outlet />
    </main>
  );
}
