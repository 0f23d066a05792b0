/**
 * Profile → Your data: deleting the account (the export is the GET route /settings/export). After
 * the deletion the browser's session cookies are cleared by better-auth's own sign-out, so the man
 * lands signed out on the home page with a word that it is done.
 */
import { data } from "@remix-run/cloudflare";
import { DATA_COPY } from "~/lib/copy/settings";
import { appendCookies } from "~/lib/guards.server";
import { DeleteAccountSchema, SETTINGS_INTENTS } from "~/lib/settings";
import { redirectWithToast } from "~/lib/toast.server";
import { signOut } from "../../../worker/auth/auth-actions.server";
import { deleteAccount } from "../../../worker/domain/account.server";
import type { SettingsActionArgs, SettingsFormFailure } from "./types";

async function deleteOwnAccount({ app, user, form, request }: SettingsActionArgs) {
  const intent = SETTINGS_INTENTS.deleteAccount;
  const parsed = DeleteAccountSchema.safeParse({ confirmation: form.get("confirmation") ?? undefined });
  if (!parsed.success) {
    const body: SettingsFormFailure = { intent, fieldErrors: { confirmation: parsed.error.issues[0]!.message } };
    return data(body, { status: 400 });
  }
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
