/**
 * Profile details: display name, a unique username, an optional avatar (one multipart form, so it
 * works without JavaScript) and the time zone every "today" is computed in. The zone list is built
 * on the server and sent down, so the server render and the browser render the same options.
 */
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { getFormProps } from "@conform-to/react";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ProfileDetailsFields } from "~/components/profile/ProfileFields";
import { profileFormState } from "~/components/profile/profile-form-state";
import { useFocusFirstInvalid } from "~/components/settings/form-parts";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { ProfileDetailsSchema } from "~/kernel/onboarding";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember, requireUnfinishedOnboarding } from "~/server/guards.server";
import { oversizeProfileRefusal, saveProfileForm } from "~/server/profile-form.server";
import { timeZoneList } from "~/kernel/time-zones";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Your profile · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const [profile, { timeZone }] = await Promise.all([context.app.profile(), requireMember(context, request)]);
  return {
    displayName: profile?.display_name ?? user.name,
    username: profile?.username ?? "",
    avatarUrl: profile?.avatar_url ?? null,
    timeZone,
    timeZones: timeZoneList(timeZone),
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const oversize = oversizeProfileRefusal(request);
  const avatar = (await request.clone().formData()).get("avatar");
  const submission = await parseForm(request, ProfileDetailsSchema);
  if (oversize) return replyRefusal(submission, oversize);
  if (submission.status !== "success") return replyInvalid(submission);
  const saved = await saveProfileForm(context.app, user.id, submission.value, avatar);
  if (!saved.ok) return replyRefusal(submission, saved);
  return redirect("/onboarding/plan-selection");
}

export default function OnboardingProfile() {
  const loaded = useLoaderData<typeof loader>();
  // The step's one form has no intent of its own: the action's reply is always to it.
  const [form, fields, reply] = useIntentForm("", ProfileDetailsSchema);
  const formRef = useFocusFirstInvalid(reply);
  const { values, errors } = profileFormState(reply, fields, loaded);
  const submitting = useNavigation().state === "submitting";

  return (
    <Form method="post" encType="multipart/form-data" ref={formRef} {...getFormProps(form)}>
      <h1 className="font-serif text-3xl font-bold">Set up your profile</h1>
      <p className="mt-2 text-muted">This is how other men will know you in The Pasture and My Flock.</p>

      <div className="mt-6">
        <ProfileDetailsFields
          values={values}
          errors={errors}
          avatarUrl={loaded.avatarUrl}
          timeZones={loaded.timeZones}
          detectTimeZone={loaded.timeZone === "UTC" && !reply}
        />
      </div>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Link to="/onboarding/intentions" className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary min-w-[8rem]" disabled={submitting}>
          Continue
        </button>
      </div>
    </Form>
  );
}
