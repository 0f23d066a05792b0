import type { ReactNode } from "react";
import { ShepherdMark } from "~/components/icons";
import { TAGLINE } from "~/kernel/copy/shell";

/** The account pages' frame: mobile-first, centred card under the Shepherd mark and tagline. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 pb-8 pt-6 sm:pt-10">
      <div className="flex flex-col items-center text-center">
        <ShepherdMark width={48} height={48} />
        <h1 className="mt-3 font-serif text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm italic text-muted">{TAGLINE}</p>
      </div>
      <div className="card mt-6">{children}</div>
    </main>
  );
}
