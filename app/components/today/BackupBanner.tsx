import { useRevalidator } from "@remix-run/react";
import { DEVOTIONAL_COPY } from "~/kernel/copy/today";
import { AlertIcon } from "../icons";

/** The fallback devotional is showing ("Using a backup devotional."); retry runs the loader again. */
export function BackupBanner({ ready }: { ready: boolean }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/60 bg-accent/10 p-4"
    >
      <AlertIcon className="shrink-0 text-accent" />
      <p className="min-w-0 flex-1 font-semibold">{DEVOTIONAL_COPY.backupNotice}</p>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => revalidator.revalidate()}
        disabled={!ready || retrying}
        aria-busy={retrying}
      >
        {DEVOTIONAL_COPY.retry}
      </button>
    </div>
  );
}
