import { Link } from "@remix-run/react";
import { useId } from "react";
import { UPGRADE_PROMPTS, type UpgradePromptVariant } from "~/kernel/copy/upgrade";
import { CrownIcon } from "../account-icons";

/**
 * One component, four variants (the upgrade prompts, each leading to /subscription), shown as a card
 * or a slim banner; `wording` rewords the description and action (an A/B test's variant), never the title.
 */
export function UpgradePrompt({
  variant,
  layout = "card",
  wording,
}: {
  variant: UpgradePromptVariant;
  layout?: "card" | "banner";
  wording?: { description: string; action: string };
}) {
  const copy = { ...UPGRADE_PROMPTS[variant], ...wording };
  const titleId = useId();
  if (layout === "banner") {
    return (
      <aside aria-labelledby={titleId} className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/50 bg-accent/10 p-3">
        <CrownIcon className="text-accent" width={20} height={20} />
        <div className="min-w-[12rem] flex-1 basis-[16rem]">
          <h2 id={titleId} className="font-semibold">
            {copy.title}
          </h2>
          <p className="text-sm text-muted">{copy.description}</p>
        </div>
        <Link to="/subscription" className="btn-primary min-h-[40px]">
          {copy.action}
        </Link>
      </aside>
    );
  }
  return (
    <aside aria-labelledby={titleId} className="card border-accent/50">
      <CrownIcon className="text-accent" width={28} height={28} />
      <h2 id={titleId} className="mt-2 font-serif text-xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-2 text-muted">{copy.description}</p>
      <Link to="/subscription" className="btn-primary mt-4">
        {copy.action}
      </Link>
    </aside>
  );
}
