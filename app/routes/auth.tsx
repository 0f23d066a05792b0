/**
 * /auth: sign in, sign up, "Forgot password" and the two-step code. Every form
 * is a real <Form> handled by the action below, so the page works before hydration; the browser
 * checks the same schemas first and answers with toasts.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { ResetRequestForm } from "~/components/auth/ResetRequestForm";
import { SignInForm } from "~/components/auth/SignInForm";
import { SignUpForm } from "~/components/auth/SignUpForm";
import { Tabs } from "~/components/auth/Tabs";
import { TwoFactorForm } from "~/components/auth/TwoFactorForm";
import { useMessageToasts } from "~/components/auth/useMessageToasts";
import {
  AUTH_SCREEN_COPY,
  fieldErrorsOf,
  formValues,
  initialAuthView,
  isAuthIntent,
  knownTimeZone,
  type AuthActionData,
  type AuthIntent,
  type AuthView,
} from "~/kernel/auth-form";
import { DESTINATION_AFTER_SIGN_UP, destinationAfterSignIn, redirectForSignedInAuthVisit } from "~/kernel/auth-routing";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY } from "~/kernel/copy/mail";
import { APP_NAME } from "~/kernel/copy/shell";
import { appendCookies } from "~/server/guards.server";
import { safeRedirectPath, sameOriginPath } from "~/kernel/redirect-target";
import { redirectWithToast } from "~/server/toast.server";
import { BackupCodeSchema, ResetRequestSchema, SignInSchema, SignUpSchema, TotpCodeSchema } from "~/kernel/validation";
import type { AccountMailOutcome } from "../../worker/auth/account-mail";
import {
  requestPasswordReset,
  signInWithPassword,
  signUpWithPassword,
  verifyTwoFactorCode,
  type SignInOutcome,
} from "../../worker/auth/auth-actions.server";
import type { AppContext } from "../../worker/context";
import { getProfile, onboardingStateOf } from "../../worker/domain/profiles.server";

export const meta: MetaFunction = () => [{ title: `${AUTH_SCREEN_COPY.pageTitle} · ${APP_NAME}` }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  if (context.app.user) {
    const to = redirectForSignedInAuthVisit(onboardingStateOf(await context.app.profile()), from);
    if (to) throw redirect(to);
  }
  return { from, redirectTo: sameOriginPath(url.searchParams.get("redirectTo"), context.app.origin) };
}

const reply = (payload: AuthActionData, status = 200, headers?: Headers) => data(payload, { status, headers });

const invalid = (intent: AuthIntent, error: Parameters<typeof fieldErrorsOf>[0], extra: Partial<AuthActionData> = {}) =>
  reply({ intent, fieldErrors: fieldErrorsOf(error), ...extra }, 400);

export async function action({ context, request }: ActionFunctionArgs) {
  const values = formValues(await request.formData());
  const intent = isAuthIntent(values.intent) ? values.intent : null;
  try {
    switch (intent) {
      case "sign-in":
        return await signIn(context.app, request, values);
      case "verify-totp":
      case "verify-backup":
        return await verifySecondFactor(context.app, request, intent, values);
      case "sign-up":
        return await signUp(context.app, request, values);
      case "request-reset":
        return await requestReset(context.app, request, values);
      default:
        return reply({ intent: null, error: genericError() }, 400);
    }
  } catch (error) {
    console.error(`[${context.app.requestId}] /auth ${intent ?? "unknown"} failed`, error);
    return reply({ intent, error: genericError() }, 500);
  }
}

function genericError() {
  return { title: AUTH_COPY.genericErrorTitle, description: AUTH_COPY.genericErrorText };
}

async function signIn(app: AppContext, request: Request, values: Record<string, string>) {
  const parsed = SignInSchema.safeParse(values);
  if (!parsed.success) return invalid("sign-in", parsed.error);
  return finishSignIn(app, "sign-in", await signInWithPassword(app, request, parsed.data), values.redirectTo);
}

async function verifySecondFactor(
  app: AppContext,
  request: Request,
  intent: "verify-totp" | "verify-backup",
  values: Record<string, string>,
) {
  const parsed = (intent === "verify-totp" ? TotpCodeSchema : BackupCodeSchema).safeParse({
    code: values.code,
    trustDevice: values.trustDevice === "on",
  });
  if (!parsed.success) return invalid(intent, parsed.error, { step: "two-factor" });
  const outcome = await verifyTwoFactorCode(app, request, {
    ...parsed.data,
    method: intent === "verify-totp" ? "totp" : "backup",
  });
  return finishSignIn(app, intent, outcome, values.redirectTo);
}

/** Sign-in routing (app/kernel/auth-routing.ts); a guarded page the visitor came from wins over "/" only. */
async function finishSignIn(app: AppContext, intent: AuthIntent, outcome: SignInOutcome, redirectTo?: string) {
  if (!outcome.ok) {
    const step = intent === "sign-in" ? undefined : "two-factor";
    return reply({ intent, step, error: { title: AUTH_COPY.signInFailed, description: outcome.message } }, outcome.status);
  }
  const headers = appendCookies(new Headers(), outcome.cookies);
  if (outcome.kind === "two-factor") return reply({ intent, step: "two-factor" }, 200, headers);
  const destination = destinationAfterSignIn(onboardingStateOf(await getProfile(app.db, outcome.userId)));
  const to = destination.to === "/" ? safeRedirectPath(redirectTo, app.origin) : destination.to;
  if (!destination.welcomeBack) return redirect(to, { headers });
  return redirectWithToast(to, { title: AUTH_COPY.welcomeBack, variant: "success" }, { headers });
}

async function signUp(app: AppContext, request: Request, values: Record<string, string>) {
  const parsed = SignUpSchema.safeParse(values);
  if (!parsed.success) return invalid("sign-up", parsed.error);
  const outcome = await signUpWithPassword(app, request, {
    ...parsed.data,
    timeZone: knownTimeZone(parsed.data.timeZone),
  });
  if (!outcome.ok) {
    return reply({ intent: "sign-up", error: { title: AUTH_COPY.signUpFailed, description: outcome.message } }, outcome.status);
  }
  return redirectWithToast(
    DESTINATION_AFTER_SIGN_UP,
    { title: AUTH_COPY.signUpSuccess, description: VERIFICATION_MAIL_NOTE[outcome.verificationMail], variant: "success" },
    { headers: appendCookies(new Headers(), outcome.cookies) },
  );
}

/** Under "Account created!": whether the link to confirm his address is on its way. */
const VERIFICATION_MAIL_NOTE: Record<AccountMailOutcome, string | undefined> = {
  sent: EMAIL_VERIFICATION_COPY.signUpSent,
  failed: EMAIL_VERIFICATION_COPY.signUpFailed,
  "not-set-up": EMAIL_VERIFICATION_COPY.mailNotSetUp,
  none: undefined,
};

/**
 * Known and unknown emails get the same answer (docs/decisions/005-accounts-and-onboarding.md), save
 * while the mail service fails (docs/decisions/022-mail-provider.md).
 */
async function requestReset(app: AppContext, request: Request, values: Record<string, string>) {
  const parsed = ResetRequestSchema.safeParse(values);
  if (!parsed.success) return invalid("request-reset", parsed.error);
  const result = await requestPasswordReset(app, request, parsed.data.email);
  if (!result.ok) {
    return reply(
      { intent: "request-reset", error: { title: AUTH_COPY.resetFailed, description: result.message } },
      result.status,
    );
  }
  return reply({ intent: "request-reset", notice: { title: AUTH_COPY.resetSentTitle, description: AUTH_COPY.resetSentText } });
}

const TABS = [
  { id: "sign-in", label: AUTH_COPY.signInTab },
  { id: "sign-up", label: AUTH_COPY.signUpTab },
] as const;

export default function AuthScreen() {
  const { from, redirectTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [view, setView] = useState<AuthView>(() => initialAuthView(from, answer?.intent));
  useMessageToasts(answer);
  const answerTo = (intent: AuthIntent) => (answer?.intent === intent ? answer : undefined);

  const signInPanel =
    answer?.step === "two-factor" ? (
      <TwoFactorForm data={answer} redirectTo={redirectTo} />
    ) : view === "reset" ? (
      <ResetRequestForm data={answerTo("request-reset")} onBack={() => setView("sign-in")} />
    ) : (
      <SignInForm data={answerTo("sign-in")} redirectTo={redirectTo} onForgotPassword={() => setView("reset")} />
    );

  return (
    <AuthLayout title={from === "onboarding" ? AUTH_COPY.createAccountTitle : APP_NAME}>
      <Tabs<"sign-in" | "sign-up">
        label={AUTH_SCREEN_COPY.tabsLabel}
        tabs={TABS}
        selected={view === "sign-up" ? "sign-up" : "sign-in"}
        onSelect={setView}
        panels={{ "sign-in": signInPanel, "sign-up": <SignUpForm data={answerTo("sign-up")} /> }}
      />
    </AuthLayout>
  );
}
