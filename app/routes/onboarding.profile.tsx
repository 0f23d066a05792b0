/**
 * Profile details: display name, a unique username, an optional avatar (one multipart form, so it
 * works without JavaScript) and the time zone every "today" is computed in. The zone list is built
 * on the server and sent down, so the server render and the browser render the same options.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ProfileDetailsFields } from "~/components/profile/ProfileFields";
import { requireMember, requireUnfinishedOnboarding } from "~/server/guards.server";
import { oversizeProfileForm, submitProfileForm } from "~/server/profile-form.server";
import { timeZoneList } from "~/kernel/time-zones";

export const meta: MetaFunction = () => [{ title: "Your profile · Shepherd" }];

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
  const result = oversizeProfileForm(request) ?? (await submitProfileForm(context.app, user.id, await request.formData()));
  if (!result.ok) return data({ fieldErrors: result.fieldErrors, values: result.values }, { status: result.status });
  return redirect("/onboarding/plan-selection");
}

export default function OnboardingProfile() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData?.fieldErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);

  return (
    <Form method="post" encType="multipart/form-data" noValidate ref={formRef}>
      <h1 className="font-serif text-3xl font-bold">Set up your profile</h1>
      <p className="mt-2 text-muted">This is how other men will know you in The Pasture and My Flock.</p>

      <div className="mt-6">
        <ProfileDetailsFields
          values={actionData?.values ?? loaded}
          errors={actionData?.fieldErrors ?? {}}
          avatarUrl={loaded.avatarUrl}
          timeZones={loaded.timeZones}
          detectTimeZone={loaded.timeZone === "UTC" && !actionData}
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
