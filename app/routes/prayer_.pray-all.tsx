/**
 * /prayer/pray-all — "Pray for all": a guided session through the requests he may pray for, one at
 * a time, each framed by ACTS (adoration, confession, thanksgiving, supplication), with "I prayed"
 * (counted, then the next) and "Next" (on without counting), its progress, and a closing "Amen".
 * Plain forms and links: it works before JavaScript, and the heading of each new step takes focus.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { PrayerRequestCard } from "~/components/prayer/PrayerRequestCard";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { ACTS_STEPS, PRAYER_HREF, prayAllHref } from "~/kernel/prayer/rules";
import { prayAllAction, prayAllView } from "~/server/prayer/pray-all.server";
import { pageMeta } from "~/kernel/page-meta";

const C = PRAYER_COPY.prayAllSession;

export const meta: MetaFunction = () => pageMeta(`${C.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  return { view: await prayAllView(context, request) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  return prayAllAction(context, request);
}

function StepHeading({ id, text, focusKey }: { id: string; text: string; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The first render keeps the page's usual focus; each later step moves it to the new heading.
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="font-serif text-xl font-semibold focus:outline-none">
      {text}
    </h2>
  );
}

export default function PrayAllPage() {
  const { view } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      {view.state === "empty" ? <p className="card text-muted">{C.empty}</p> : null}
      {view.state === "finished" ? (
        <section aria-labelledby="pray-all-finished" className="card space-y-3">
          <h2 id="pray-all-finished" className="font-serif text-2xl font-semibold">
            {C.finishedTitle}
          </h2>
          <p>{C.finished(view.prayedToday)}</p>
          <p className="text-muted">{C.finishedText}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={PRAYER_HREF} className="btn-primary">
              {C.back}
            </Link>
            <Link to={prayAllHref(1)} className="btn-secondary">
              {C.again}
            </Link>
          </div>
        </section>
      ) : null}
      {view.state === "praying" ? (
        <section aria-labelledby="pray-all-step" className="card space-y-4">
          <p className="text-muted">{C.intro}</p>
          <StepHeading id="pray-all-step" text={C.progress(view.step, view.total)} focusKey={view.request.id} />
          <progress className="w-full" max={view.total} value={view.step} aria-label={C.progress(view.step, view.total)} />
          <ol className="space-y-2">
            {ACTS_STEPS.map((step) => (
              <li key={step}>
                <span className="font-semibold">{C.acts[step].label}.</span> {C.acts[step].line}
              </li>
            ))}
          </ol>
          <PrayerRequestCard request={view.request} />
          <div className="flex flex-wrap items-center gap-3">
            {view.request.prayedByMeToday ? (
              <p className="text-sm font-semibold text-primary">{PRAYER_COPY.prayedToday}</p>
            ) : (
              <Form method="post" replace>
                <input type="hidden" name="requestId" value={view.request.id} />
                <input type="hidden" name="step" value={view.step} />
                <button type="submit" className="btn-primary" disabled={busy}>
                  {C.prayedAndNext}
                </button>
              </Form>
            )}
            <Link to={prayAllHref(view.step + 1)} replace className="btn-secondary">
              {C.next}
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
