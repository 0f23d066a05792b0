/**
 * /success (public): where Stripe Checkout returns. It never takes the return itself as
 * proof of payment: it reads the member's real access state and, until the webhook has landed, asks
 * check-subscription every 2 s for about 20 s, saying plainly that confirmation has not arrived yet.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useMembership } from "~/components/membership/MembershipProvider";
import { SUCCESS_COPY as COPY } from "~/kernel/copy/subscription";
import type { MembershipState } from "~/kernel/membership";
import { accessStateForOutcome } from "../../worker/domain/billing.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Thank you · Shepherd");

/** Every 2 s for about 20 s; after that the app-wide 60 s refresh and "Check again" take over. */
const OUTCOME_POLL_MS = 2_000;
const OUTCOME_POLL_ATTEMPTS = 10;

export async function loader({ context }: LoaderFunctionArgs) {
  const member = await context.app.member();
  if (!member) return { signedIn: false as const, initial: null, timeZone: "UTC" };
  return { signedIn: true as const, initial: await accessStateForOutcome(context.app, member.id), timeZone: member.timeZone };
}

type Access = Pick<MembershipState, "premium" | "trial_end">;

async function checkSubscription(): Promise<Access | null> {
  const response = await fetch("/api/check-subscription", { method: "POST" });
  if (!response.ok) return null;
  const body = (await response.json()) as MembershipState;
  return { premium: body.premium, trial_end: body.trial_end };
}

/** Polls while not Premium; `restart` begins another round (the "Check again" link). */
function useOutcomePolling(initial: Access | null) {
  const [access, setAccess] = useState<Access | null>(initial);
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(Boolean(initial && !initial.premium));
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => setAccess(initial), [initial]);
  useEffect(() => {
    if (!initial || initial.premium) return;
    let cancelled = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setPolling(true);
    const tick = async () => {
      attempts += 1;
      const next = await checkSubscription().catch(() => null);
      if (cancelled) return;
      if (next?.premium) {
        setAccess(next);
        setPolling(false);
        // The header's Upgrade button becomes the Premium badge at once (root loader reruns).
        revalidate.current();
        return;
      }
      if (attempts >= OUTCOME_POLL_ATTEMPTS) setPolling(false);
      else timer = setTimeout(tick, OUTCOME_POLL_MS);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [initial, round]);

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { access, polling, restart };
}

export default function Success() {
  const { signedIn, initial, timeZone } = useLoaderData<typeof loader>();
  const { access, polling, restart } = useOutcomePolling(initial);
  // The app-wide 60 s refresh may see the webhook's effect first.
  const membership = useMembership();
  const premium = Boolean(access?.premium || membership?.premium);
  const trialEnd = access?.trial_end ?? membership?.trial_end ?? null;
  const { pathname, search } = useLocation();

  const checkAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    restart();
  };

  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{premium ? COPY.premium : COPY.title}</h1>
      {!signedIn ? (
        <div className="mt-4">
          <p>{COPY.visitor}</p>
          <Link to={`/auth?redirectTo=${encodeURIComponent(pathname + search)}`} className="btn-primary mt-4">
            {COPY.signIn}
          </Link>
        </div>
      ) : (
        <div role="status" className="mt-4 space-y-3">
          {premium ? (
            <>
              <p>{COPY.premiumText}</p>
              {trialEnd && trialEnd > Date.now() ? (
                <p>{COPY.trialEnds(new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(trialEnd)))}</p>
              ) : null}
            </>
          ) : (
            <>
              <p>{COPY.notYet}</p>
              {polling ? <p className="text-sm text-muted">{COPY.checking}</p> : null}
            </>
          )}
        </div>
      )}
      {signedIn ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {premium ? (
            <Link to="/" className="btn-primary">
              {COPY.continue}
            </Link>
          ) : (
            <a href={pathname + search} onClick={checkAgain} className="btn-primary">
              {COPY.checkAgain}
            </a>
          )}
          <Link to="/subscription" className="btn-secondary">
            {COPY.viewMembership}
          </Link>
        </div>
      ) : null}
    </main>
  );
}
