import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ChoiceStep } from "~/components/onboarding/ChoiceStep";
import { FocusAreaChoices } from "~/components/profile/FocusAreaChoices";
import { submittedList } from "~/kernel/form-values";
import { FocusSchema } from "~/kernel/onboarding";
import { loadChoices, saveChoices } from "~/server/onboarding-choices.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Your focus · Shepherd");

export const loader = (args: LoaderFunctionArgs) => loadChoices(args, "focus");

export const action = (args: ActionFunctionArgs) => saveChoices(args, { field: "focus", schema: FocusSchema, next: "/onboarding/intentions" });

export default function OnboardingFocus() {
  return (
    <ChoiceStep
      id="focus"
      title="What do you want to focus on?"
      hint="Choose the areas where you want Shepherd to walk with you. Pick as many as you like."
      back="/onboarding/welcome"
      schema={FocusSchema}
      submitted={(values) => submittedList(values.focus)}
      grouped
    >
      {({ chosen }) => <FocusAreaChoices selected={new Set(chosen)} className="mt-5" />}
    </ChoiceStep>
  );
}
