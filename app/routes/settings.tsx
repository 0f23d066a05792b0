/**
 * /settings, shown as "Profile" (spec §2). One page of sections; each section owns its form
 * intents (the hidden `intent` field) and its component under app/components/settings/.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { useMembership } from "~/components/membership/MembershipProvider";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { REMINDER_INTENT, ReminderSection, type ReminderActionData } from "~/components/settings/ReminderSection";
import { SecuritySection, type SecurityActionData } from "~/components/settings/SecuritySection";
import { TWO_FACTOR_STATUS } from "~/components/settings/TwoFactorPanel";
import { appendCookies, requireUser } from "~/lib/guards.server";
import { REMINDER_COPY, ReminderSettingsSchema } from "~/lib/reminders";
import { redirectWithToast } from "~/lib/toast.server";
import { TotpCodeSchema } from "~/lib/validation";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  isTwoFactorEnabled,
  startTwoFactorSetup,
  totpSetupFrom,
  TWO_FACTOR_COPY,
} from "../../worker/auth/two-factor.server";
import type { AppContext } from "../../worker/context";
import { getReminderSettings, pushConfigOf, saveReminderSettings } from "../../worker/domain/reminders.server";

export const meta: MetaFunction = () => [{ title: "Profile · Shepherd" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const [twoFactorEnabled, reminderSettings, profile] = await Promise.all([
    isTwoFactorEnabled(context.app.db, user.id),
    getReminderSettings(context.app.db, user.id),
    context.app.profile(),
  ]);
  const push = pushConfigOf(context.app.env);
  return {
    email: user.email,
    twoFactorEnabled,
    reminders: {
      settings: { ...reminderSettings, pushConfigured: push !== null },
      publicKey: push?.publicKey ?? null,
      timeZone: profile?.time_zone ?? "UTC",
    },
  };
}

const PasswordField = z.string().min(1, { error: "Enter your current password." }).max(128);
const CodeField = TotpCodeSchema.shape.code;

export async function action({ context, request }: ActionFunctionArgs) {
  requireUser(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "enable-2fa":
    case "verify-2fa":
    case "disable-2fa":
      return securityAction(intent, form, context.app, request);
    case REMINDER_INTENT:
      return reminderAction(form, context.app);
    default:
      return data({ intent, error: "That action isn't available here." } satisfies SecurityActionData, { status: 400 });
  }
}

async function reminderAction(form: FormData, app: AppContext) {
  const user = app.user!;
  const fail = (reminderErrors: ReminderActionData["reminderErrors"]) =>
    data({ intent: REMINDER_INTENT, reminderErrors } satisfies ReminderActionData, { status: 400 });
  const parsed = ReminderSettingsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const reminderErrors: ReminderActionData["reminderErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "localTime" ? "localTime" : "channels";
      reminderErrors[field] ??= issue.message;
    }
    return fail(reminderErrors);
  }
  const profile = await app.profile();
  const saved = await saveReminderSettings(app, user.id, parsed.data, { timeZone: profile?.time_zone ?? "UTC" });
  if (!saved.ok) return fail({ [saved.field]: saved.message });
  return redirectWithToast("/settings", { title: REMINDER_COPY.saved, variant: "success" });
}

async function securityAction(
  intent: "enable-2fa" | "verify-2fa" | "disable-2fa",
  form: FormData,
  app: AppContext,
  request: Request,
) {
  const fail = (body: SecurityActionData, status = 400) => data(body, { status });

  if (intent === "enable-2fa") {
    const password = PasswordField.safeParse(form.get("password"));
    if (!password.success) return fail({ intent, fieldErrors: { password: password.error.issues[0]!.message } });
    const result = await startTwoFactorSetup(app, request, password.data);
    if (!result.ok) return fail({ intent, fieldErrors: { password: result.message } });
    return data({ intent, setup: result.setup } satisfies SecurityActionData, {
      headers: appendCookies(new Headers(), result.cookies),
    });
  }

  if (intent === "verify-2fa") {
    const setup = totpSetupFrom(String(form.get("totpURI") ?? ""), form.getAll("backupCodes").map(String));
    if (!setup) return fail({ intent, error: TWO_FACTOR_COPY.setupExpired });
    const code = CodeField.safeParse(form.get("code"));
    if (!code.success) return fail({ intent, setup, fieldErrors: { code: code.error.issues[0]!.message } });
    const result = await confirmTwoFactorSetup(app, request, code.data);
    if (!result.ok) return fail({ intent, setup, fieldErrors: { code: result.message } });
    return redirectWithToast(
      "/settings",
      { title: TWO_FACTOR_STATUS.on, description: "You'll be asked for a code when you sign in.", variant: "success" },
      { headers: appendCookies(new Headers(), result.cookies) },
    );
  }

  const password = PasswordField.safeParse(form.get("password"));
  const code = CodeField.safeParse(form.get("code"));
  if (!password.success || !code.success) {
    return fail({
      intent,
      fieldErrors: {
        password: password.success ? undefined : password.error.issues[0]!.message,
        code: code.success ? undefined : code.error.issues[0]!.message,
      },
    });
  }
  const result = await disableTwoFactor(app, request, { password: password.data, code: code.data });
  if (!result.ok) {
    const field = result.message === TWO_FACTOR_COPY.wrongPassword ? "password" : "code";
    return fail({ intent, fieldErrors: { [field]: result.message } });
  }
  return redirectWithToast(
    "/settings",
    { title: TWO_FACTOR_STATUS.off, variant: "success" },
    { headers: appendCookies(new Headers(), result.cookies) },
  );
}

export default function Settings() {
  const { email, twoFactorEnabled, reminders } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">Profile</h1>
      <ProfileUpgradePrompt />
      <ReminderSection
        {...reminders}
        actionData={actionData?.intent === REMINDER_INTENT ? (actionData as ReminderActionData) : null}
      />
      <SecuritySection twoFactorEnabled={twoFactorEnabled} email={email} actionData={actionData ?? null} />
    </main>
  );
}

/** Free members see the profile_completion prompt; Premium members see nothing here. */
function ProfileUpgradePrompt() {
  const membership = useMembership();
  if (!membership || membership.premium) return null;
  return (
    <div className="mt-4">
      <UpgradePrompt variant="profile_completion" layout="banner" />
    </div>
  );
}
