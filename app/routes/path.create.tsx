/**
 * /path/create and its steps: a Premium feature (custom_plan through
 * the gate). A free member sees the plan_viewing upgrade prompt instead of the wizard; the steps'
 * actions refuse him with the gate's premium-only message as well.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { WizardSteps } from "~/components/path/Wizard";
import { PATH_PAGE, WIZARD_COPY } from "~/kernel/copy/path";
import { requireMember } from "~/server/guards.server";
import { customPlanDenial } from "~/server/path/wizard-draft.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Create a plan · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  return { denied: await customPlanDenial(context, member) };
}

export default function CreatePlanLayout() {
  const { denied } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-28 pt-6">
      <p>
        <Link to="/path" className="text-sm font-semibold text-primary underline underline-offset-4">
          {PATH_PAGE.title}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">{WIZARD_COPY.title}</h1>
      {denied ? (
        <div className="mt-6 space-y-3">
          <UpgradePrompt variant="plan_viewing" />
          <p className="text-sm text-muted">{denied}</p>
        </div>
      ) : (
        <>
          <WizardSteps />
          <Outlet />
        </>
      )}
    </main>
  );
}
