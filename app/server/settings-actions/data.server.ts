/**
 * Profile → Your data: deleting the account (the export is the GET route /settings/export),
 * confirmed by the typed word and proven by the password (and a code while two-factor is on). After
 * the deletion the browser's session cookies are cleared by better-auth's own sign-out (even when D1
 * fails at that moment), so the man lands signed out on the home page with a word that it is done.
 */
import { DATA_COPY } from "~/kernel/copy/settings";
import { DeleteAccountSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { appendCookies } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { signOutDeparted } from "../../../worker/auth/auth-actions.server";
import { reauthenticate } from "../../../worker/auth/reauthenticate.server";
import { deleteAccount } from "../../../worker/domain/account.server";
import type { SettingsActionArgs } from "./types";

async function deleteOwnAccount({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, DeleteAccountSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const proven = await reauthenticate(app, request, user.id, submission.value);
  if (!proven.ok) return replyRefusal(submission, proven);
  const deleted = await deleteAccount(app, user);
  if (!deleted.ok) return replyRefusal(submission, deleted);
  const cookies = await signOutDeparted(app, request);
  return redirectWithToast(
    "/",
    { title: DATA_COPY.deleted, description: DATA_COPY.deletedText, variant: "success" },
    { headers: appendCookies(new Headers(), cookies) },
  );
}

export const dataActions = {
  [SETTINGS_INTENTS.deleteAccount]: deleteOwnAccount,
};
