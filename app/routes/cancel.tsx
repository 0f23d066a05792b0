/** /cancel (public): Stripe Checkout's cancel URL. Nothing was charged, and nothing changed. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CANCEL_COPY as COPY } from "~/kernel/copy/subscription";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Checkout canceled · Shepherd");

export default function Cancel() {
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{COPY.title}</h1>
      <p className="mt-4">{COPY.text}</p>
      <Link to="/subscription" className="btn-primary mt-6">
        {COPY.back}
      </Link>
    </main>
  );
}
