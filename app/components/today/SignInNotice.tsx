import { Link } from "@remix-run/react";
import { DEVOTIONAL_COPY, TODAY_LABELS } from "~/kernel/copy/today";

/** A visitor's Today asks him to sign in and shows a built-in devotional below. */
export function SignInNotice() {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4">
      <p className="min-w-0 flex-1 font-semibold">{DEVOTIONAL_COPY.signInToView}</p>
      <Link to="/auth" className="btn-primary">
        {TODAY_LABELS.signIn}
      </Link>
    </div>
  );
}
