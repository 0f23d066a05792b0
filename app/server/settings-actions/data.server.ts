/**
 * Profile → Your data: deleting the account (the export is the GET route /settings/export),
 * confirmed by the typed word and proven by the password (and a code while two-factor is on). After
 * the deletion the browser's session cookies are cleared by better-auth's own sign-out, so the man
 * lands signed out on the home page with a word that it is done.
 */
import { data } from "@remix-run/cloudflare";
import { fieldErrorsOf, formValues } from "~/kernel/auth-form";
import { DATA_COPY } from "~/kernel/copy/settings";
import { appendCookies } from "~/server/guards.server";
import { DeleteAccountSchema, SETTINGS_INTENTS, type SettingsFormFailure } from "~/kernel/settings";
import { redirectWithToast } from "~/server/toast.server";
import { signOut } from "../../../worker/auth/auth-actions.server";
import { reauthenticate } from "../../../worker/auth/reauthenticate.server";
import { deleteAccount } from "../../../worker/domain/account.server";
import { reauthFailure, type SettingsActionArgs } from "./types";

async function deleteOwnAccount({ app, user, form, request }: SettingsActionArgs) {
  const intent = SETTINGS_INTENTS.deleteAccount;
  const parsed = DeleteAccountSchema.safeParse(formValues(form));
  if (!parsed.success) return data({ intent, fieldErrors: fieldErrorsOf(parsed.error) } satisfies SettingsFormFailure, { status: 400 });
  const proven = await reauthenticate(app, request, user.id, parsed.data);
  if (!proven.ok) return data(reauthFailure(intent, proven), { status: proven.status });
  const result = await deleteAccount(app, user);
  if (!result.ok) return data({ intent, error: result.message } satisfies SettingsFormFailure, { status: result.status });
  const cookies = await signOut(app, request);
  return redirectWithToast(
    "/",
    { title: DATA_COPY.deleted, description: DATA_COPY.deletedText, variant: "success" },
    { headers: appendCookies(new Headers(), cookies) },
  );
}

export const dataActions = {
  [SETTINGS_INTENTS.deleteAccount]: deleteOwnAccount,
};
