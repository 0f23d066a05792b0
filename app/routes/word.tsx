/**
 * The Word (/word and below): the reader, search, and a reader's highlights and notes, under one
 * section navigation. The text-size script runs before the first paint of a Word page loaded from
 * the server; arriving by a client-side navigation, the effect applies it.
 */
import { Outlet } from "@remix-run/react";
import { useEffect } from "react";
import { useNonce } from "~/components/nonce";
import { WordNav } from "~/components/word/WordNav";
import { restoreTextSize, TEXT_SIZE_INIT_SCRIPT } from "~/lib/bible/reader-prefs";

export default function WordLayout() {
  const nonce = useNonce();
  useEffect(restoreTextSize, []);
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-40 pt-4">
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TEXT_SIZE_INIT_SCRIPT }} />
      <WordNav />
      <Outlet />
    </main>
  );
}
