/**
 * /subscription ("Upgrade"): Free and Premium side by side from the same constants the gate
 * uses, the member's current plan, and the actions this server can really perform — Stripe Checkout
 * and the customer portal when billing is on, a plain statement when it is off.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { MembershipDetails } from "~/components/membership/MembershipDetails";
import { PlanComparison } from "~/components/membership/PlanComparison";
import { SUBSCRIPTION_COPY as COPY } from "~/kernel/copy/subscription";
import { requireMember, requireUser } from "~/server/guards.server";
import { membershipSummary } from "~/kernel/membership-summary";
import { z } from "~/kernel/zod";
import {
  billingOffer,
  billingRecord,
  holdsStripeSubscription,
  openPortal,
  startCheckout,
} from "../../worker/domain/billing.server";
import { membershipSnapshot } from "../../worker/domain/gate.server";
import { cancelWithSurvey } from "../../worker/domain/cancel-survey.server";
import { CancelSurveyForm } from "~/components/membership/CancelSurveyForm";
import { CancelSurveySchema } from "~/kernel/admin/growth-forms";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Premium · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const app = context.app;
  const [member, record] = await Promise.all([requireMember(context, request), billingRecord(app.db, user.id)]);
  const snapshot = await membershipSnapshot(app.db, member, await app.memberBasics());
  const offer = billingOffer(app.env, record);
  return {
    limits: snapshot.limits,
    offer,
    membership: membershipSummary({ ...snapshot, provider: record?.provider ?? null }, member.timeZone),
    canStart: offer.enabled && !holdsStripeSubscription(record),
    canManage: offer.enabled && Boolean(record?.provider_customer_id),
  };
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkout"), interval: z.enum(["month", "year"], { error: COPY.invalidChoice }) }),
  z.object({ intent: z.literal("portal") }),
  CancelSurveySchema,
]);

export async function action({ context, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const parsed = ActionSchema.safeParse({
    intent: form.get("intent"),
    interval: form.get("interval") ?? undefined,
    reason: form.get("reason") ?? undefined,
    details: form.get("details") ?? undefined,
  });
  if (!parsed.success) {
    const cancelling = form.get("intent") === "cancel";
    return data({ error: cancelling ? parsed.error.issues[0]!.message : COPY.invalidChoice, survey: cancelling }, { status: 400 });
  }
  const input = parsed.data;
  const result =
    input.intent === "checkout"
      ? await startCheckout(context.app, user, input.interval)
      : input.intent === "cancel"
        ? await cancelWithSurvey(context.app, user, input)
        : await openPortal(context.app, user);
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  // Stripe's hosted page: Remix follows an absolute redirect with a full navigation.
  return redirect(result.url);
}

export default function Subscription() {
  const { limits, offer, membership, canStart, canManage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";

  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{COPY.title}</h1>
      <p className="mt-2 text-muted">{COPY.subtitle}</p>

      {actionData?.error && !("survey" in actionData) ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 bg-danger/10 p-3 text-sm">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="membership-heading" className="card mt-6">
        <h2 id="membership-heading" className="text-xl font-semibold">
          {COPY.statusHeading}
        </h2>
        <MembershipDetails membership={membership} />
      </section>

      <PlanComparison limits={limits} />

      <section aria-labelledby="plans-heading" className="mt-6">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {COPY.choosePlanHeading}
        </h2>
        {offer.enabled ? (
          <>
            {canStart ? (
              <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
                <input type="hidden" name="intent" value="checkout" />
                <PlanCard
                  name={COPY.monthly}
                  price={offer.prices.month ? COPY.perMonthPrice(offer.prices.month) : COPY.priceAtCheckout}
                  interval="month"
                  action={COPY.startMonthly}
                  busy={busy}
                />
                <PlanCard
                  name={COPY.yearly}
                  price={offer.prices.year ? COPY.perYearPrice(offer.prices.year) : COPY.priceAtCheckout}
                  interval="year"
                  action={COPY.startYearly}
                  busy={busy}
                />
                {offer.trialDays > 0 ? <p className="text-sm text-muted sm:col-span-2">{COPY.trial(offer.trialDays)}</p> : null}
              </Form>
            ) : (
              <p className="mt-3">{COPY.alreadyPremiumStripe}</p>
            )}
            {canManage ? (
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value="portal" />
                <button type="submit" className="btn-secondary" disabled={busy}>
                  {COPY.manage}
                </button>
                <p className="mt-1 text-sm text-muted">{COPY.manageHint}</p>
              </Form>
            ) : null}
            {canManage && membership.premium ? <CancelSurveyForm busy={busy} error={actionData && "survey" in actionData ? actionData.error : null} /> : null}
          </>
        ) : (
          <div className="card mt-3">
            <p className="font-semibold">{COPY.billingOff}</p>
            <p className="mt-1">{COPY.askAdmin}</p>
          </div>
        )}
      </section>
    </main>
  );
}

function PlanCard(props: { name: string; price: string; interval: "month" | "year"; action: string; busy: boolean }) {
  return (
    <div className="card flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{props.name}</h3>
      <p className="text-2xl font-bold">{props.price}</p>
      <button type="submit" name="interval" value={props.interval} className="btn-primary mt-auto" disabled={props.busy}>
        {props.action}
      </button>
    </div>
  );
}
