import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { testRoutesEnabled } from "../../worker/dev-switches";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { UPGRADE_PROMPTS, type UpgradePromptVariant } from "~/kernel/copy/upgrade";

/** ENABLE_TEST_ROUTES only: every upgrade prompt variant in both layouts, for the browser tests. */
export function loader({ context, request }: LoaderFunctionArgs) {
  if (!testRoutesEnabled(context.app.env, request.url)) throw new Response(null, { status: 404 });
  return null;
}

export default function UpgradePromptsTestPage() {
  const variants = Object.keys(UPGRADE_PROMPTS) as UpgradePromptVariant[];
  return (
    <main id="main" className="mx-auto max-w-content space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Upgrade prompts</h1>
      {variants.map((variant) => (
        <section key={variant} data-variant={variant} className="space-y-3">
          <UpgradePrompt variant={variant} />
          <UpgradePrompt variant={variant} layout="banner" />
        </section>
      ))}
    </main>
  );
}
