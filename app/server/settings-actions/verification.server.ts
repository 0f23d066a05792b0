/** Profile → Security → "Send a new link": a fresh verification mail to his own address. */
import { EMAIL_VERIFICATION_COPY } from "~/kernel/copy/mail";
import { NoFieldsSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { parseForm, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { resendVerificationMail } from "../../../worker/auth/auth-actions.server";
import type { SettingsActionArgs } from "./types";

async function resendVerification({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, NoFieldsSchema);
  const sent = await resendVerificationMail(app, request, user.email);
  if (!sent.ok) return replyRefusal(submission, sent);
  return redirectWithToast("/settings", {
    title: EMAIL_VERIFICATION_COPY.resentTitle,
    description: EMAIL_VERIFICATION_COPY.resent(user.email),
    variant: "success",
  });
}

export const verificationActions = {
  [SETTINGS_INTENTS.resendVerification]: resendVerification,
};
