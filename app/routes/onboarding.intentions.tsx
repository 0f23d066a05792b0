/** "What do you want to grow in right now?" → profiles.current_topics (see TopicChoices). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ChoiceStep } from "~/components/onboarding/ChoiceStep";
import { TopicChoices } from "~/components/profile/TopicChoices";
import { IntentionsFormSchema, topicsFromValues } from "~/kernel/onboarding";
import { loadChoices, saveChoices } from "~/server/onboarding-choices.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("What you want to grow in · Shepherd");

export const loader = (args: LoaderFunctionArgs) => loadChoices(args, "current_topics");

export const action = (args: ActionFunctionArgs) =>
  saveChoices(args, { field: "current_topics", schema: IntentionsFormSchema, next: "/onboarding/profile" });

export default function OnboardingIntentions() {
  return (
    <ChoiceStep
      id="intentions"
      title="What do you want to grow in right now?"
      hint="Pick what feels true in this season, or write your own. Your devotionals and encouragement will lean toward it."
      back="/onboarding/focus"
      schema={IntentionsFormSchema}
      submitted={topicsFromValues}
    >
      {({ chosen, describedBy }) => <TopicChoices initial={chosen} describedBy={describedBy} />}
    </ChoiceStep>
  );
}
