/**
 * /auth: sign in, sign up, "Forgot password" and the two-step code. Every form
 * is a real <Form> handled by the action below, so the page works before hydration; the browser
 * checks the same schemas first and answers with toasts.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { authAnswer } from "~/components/auth/authAnswer";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { ResetRequestForm } from "~/components/auth/ResetRequestForm";
import { SignInForm } from "~/components/auth/SignInForm";
import { SignUpForm } from "~/components/auth/SignUpForm";
import { Tabs } from "~/components/auth/Tabs";
import { TwoFactorForm } from "~/components/auth/TwoFactorForm";
import { useMessageToasts } from "~/components/auth/useMessageToasts";
import {
  AUTH_SCREEN_COPY,
  initialAuthView,
  isAuthIntent,
  knownTimeZone,
  type AuthIntent,
  type AuthStepAnswer,
  type AuthView,
} from "~/kernel/auth-form";
import { DESTINATION_AFTER_SIGN_UP, destinationAfterSignIn, redirectForSignedInAuthVisit } from "~/kernel/auth-routing";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY } from "~/kernel/copy/mail";
import { APP_NAME } from "~/kernel/copy/shell";
import { safeRedirectPath, sameOriginPath } from "~/kernel/redirect-target";
import { BackupCodeSchema, ResetRequestSchema, SignInSchema, SignUpSchema, TotpCodeSchema } from "~/kernel/validation";
import { z } from "~/kernel/zod";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { appendCookies } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import type { AccountMailOutcome } from "../../worker/auth/account-mail";
import {
  requestPasswordReset,
  signInWithPassword,
  signUpWithPassword,
  verifyTwoFactorCode,
  type SignInOutcome,
} from "../../worker/auth/auth-actions.server";
import type { AppContext } from "../../worker/context";
import { refuse } from "../../worker/domain/outcome";
import { getProfile, onboardingStateOf } from "../../worker/domain/profiles.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${AUTH_SCREEN_COPY.pageTitle} · ${APP_NAME}`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  if (context.app.user) {
    const to = redirectForSignedInAuthVisit(onboardingStateOf(await context.app.profile()), from);
    if (to) throw redirect(to);
  }
  return { from, redirectTo: sameOriginPath(url.searchParams.get("redirectTo"), context.app.origin) };
}

/** What every form sends besides its own fields: which form it is, and where to go after signing in. */
const FormIntentSchema = z.object({ intent: z.string().optional(), redirectTo: z.string().optional() });

/**
 * Each form is parsed with its own schema (the one the page checks it with); a refusal is a Conform
 * reply, and the page reads which form it answers from the reply's `intent`.
 */
export async function action({ context, request }: ActionFunctionArgs) {
  const sent = parseWithZod(await request.clone().formData(), { schema: FormIntentSchema });
  const { intent, redirectTo } = sent.status === "success" ? sent.value : {};
  try {
    switch (isAuthIntent(intent) ? intent : null) {
      case "sign-in":
        return await signIn(context.app, request, redirectTo);
      case "verify-totp":
        return await verifySecondFactor(context.app, request, "totp", redirectTo);
      case "verify-backup":
        return await verifySecondFactor(context.app, request, "backup", redirectTo);
      case "sign-up":
        return await signUp(context.app, request);
      case "request-reset":
        return await requestReset(context.app, request);
      default:
        return replyRefusal(sent, refuse(400, AUTH_COPY.genericErrorText));
    }
  } catch (error) {
    console.error(`[${context.app.requestId}] /auth ${intent ?? "unknown"} failed`, error);
    return replyRefusal(sent, refuse(500, AUTH_COPY.genericErrorText));
  }
}

async function signIn(app: AppContext, request: Request, redirectTo?: string) {
  const submission = await parseForm(request, SignInSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await signInWithPassword(app, request, submission.value);
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return finishSignIn(app, "sign-in", outcome, redirectTo);
}

async function verifySecondFactor(app: AppContext, request: Request, method: "totp" | "backup", redirectTo?: string) {
  const submission = await parseForm(request, method === "totp" ? TotpCodeSchema : BackupCodeSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await verifyTwoFactorCode(app, request, { ...submission.value, method });
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return finishSignIn(app, method === "totp" ? "verify-totp" : "verify-backup", outcome, redirectTo);
}

/** Sign-in routing (app/kernel/auth-routing.ts); a guarded page the visitor came from wins over "/" only. */
async function finishSignIn(app: AppContext, intent: AuthIntent, outcome: Extract<SignInOutcome, { ok: true }>, redirectTo?: string) {
  const headers = appendCookies(new Headers(), outcome.cookies);
  if (outcome.kind === "two-factor") return data({ intent: "sign-in", step: "two-factor" } satisfies AuthStepAnswer, { headers });
  const destination = destinationAfterSignIn(onboardingStateOf(await getProfile(app.db, outcome.userId)));
  const to = destination.to === "/" ? safeRedirectPath(redirectTo, app.origin) : destination.to;
  if (!destination.welcomeBack) return redirect(to, { headers });
  return redirectWithToast(to, { title: AUTH_COPY.welcomeBack, variant: "success" }, { headers });
}

async function signUp(app: AppContext, request: Request) {
  const submission = await parseForm(request, SignUpSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await signUpWithPassword(app, request, { ...submission.value, timeZone: knownTimeZone(submission.value.timeZone) });
  if (!outcome.ok) return replyRefusal(submission, outcome);
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
async function requestReset(app: AppContext, request: Request) {
  const submission = await parseForm(request, ResetRequestSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const requested = await requestPasswordReset(app, request, submission.value.email);
  if (!requested.ok) return replyRefusal(submission, requested);
  return data({
    intent: "request-reset",
    notice: { title: AUTH_COPY.resetSentTitle, description: AUTH_COPY.resetSentText },
  } satisfies AuthStepAnswer);
}

const TABS = [
  { id: "sign-in", label: AUTH_COPY.signInTab },
  { id: "sign-up", label: AUTH_COPY.signUpTab },
] as const;

const SECOND_FACTOR_INTENTS: readonly string[] = ["verify-totp", "verify-backup"];

export default function AuthScreen() {
  const { from, redirectTo } = useLoaderData<typeof loader>();
  const actionData: unknown = useActionData<typeof action>();
  const answer = useMemo(() => authAnswer(actionData), [actionData]);
  const [view, setView] = useState<AuthView>(() => initialAuthView(from, isAuthIntent(answer.intent) ? answer.intent : null));
  useMessageToasts(answer);
  const errorFor = (intent: AuthIntent) => (answer.intent === intent ? answer.error : undefined);

  const signInPanel =
    answer.step === "two-factor" || SECOND_FACTOR_INTENTS.includes(answer.intent ?? "") ? (
      <TwoFactorForm sentIntent={answer.intent} error={answer.error} redirectTo={redirectTo} />
    ) : view === "reset" ? (
      <ResetRequestForm error={errorFor("request-reset")} notice={answer.notice} onBack={() => setView("sign-in")} />
    ) : (
      <SignInForm error={errorFor("sign-in")} redirectTo={redirectTo} onForgotPassword={() => setView("reset")} />
    );

  return (
    <AuthLayout title={from === "onboarding" ? AUTH_COPY.createAccountTitle : APP_NAME}>
      <Tabs<"sign-in" | "sign-up">
        label={AUTH_SCREEN_COPY.tabsLabel}
        tabs={TABS}
        selected={view === "sign-up" ? "sign-up" : "sign-in"}
        onSelect={setView}
        panels={{ "sign-in": signInPanel, "sign-up": <SignUpForm error={errorFor("sign-up")} /> }}
      />
    </AuthLayout>
  );
}
