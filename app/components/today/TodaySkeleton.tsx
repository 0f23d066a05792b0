import { TODAY_LABELS } from "~/kernel/copy/today";

const bar = "rounded bg-border motion-safe:animate-pulse";

/** The loading state while the devotional streams in. */
export function TodaySkeleton() {
  return (
    <div data-testid="today-skeleton" role="status" aria-busy="true" className="card">
      <span className="sr-only">{TODAY_LABELS.loading}</span>
      <div aria-hidden="true">
        <div className={`aspect-square w-full rounded-xl ${bar}`} />
        <div className={`mt-5 h-3 w-24 ${bar}`} />
        <div className={`mt-3 h-7 w-3/4 ${bar}`} />
        <div className={`mt-5 h-20 w-full ${bar}`} />
        <div className={`mt-5 h-4 w-full ${bar}`} />
        <div className={`mt-2 h-4 w-11/12 ${bar}`} />
        <div className={`mt-2 h-4 w-4/5 ${bar}`} />
      </div>
    </div>
  );
}
