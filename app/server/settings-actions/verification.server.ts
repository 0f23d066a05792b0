/** Profile → Security → "Send a new link": a fresh verification mail to his own address. */
import { data } from "@remix-run/cloudflare";
import { EMAIL_VERIFICATION_COPY } from "~/kernel/copy/mail";
import { SETTINGS_INTENTS, type SettingsFormFailure } from "~/kernel/settings";
import { redirectWithToast } from "~/server/toast.server";
import { resendVerificationMail } from "../../../worker/auth/auth-actions.server";
import type { SettingsActionArgs } from "./types";

async function resendVerification({ app, user, request }: SettingsActionArgs) {
  const intent = SETTINGS_INTENTS.resendVerification;
  const result = await resendVerificationMail(app, request, user.email);
  if (!result.ok) return data({ intent, error: result.message } satisfies SettingsFormFailure, { status: result.status });
  return redirectWithToast("/settings", {
    title: EMAIL_VERIFICATION_COPY.resentTitle,
    description: EMAIL_VERIFICATION_COPY.resent(user.email),
    variant: "success",
  });
}

export const verificationActions = {
  [SETTINGS_INTENTS.resendVerification]: resendVerification,
};
