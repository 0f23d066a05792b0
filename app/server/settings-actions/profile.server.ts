/** Profile → Your profile and Your focus: the profile form (with the photo), removing the photo, focus. */
import { data } from "@remix-run/cloudflare";
import { fieldErrorsOf } from "~/kernel/auth-form";
import { AVATAR_SETTINGS_COPY, FOCUS_SETTINGS_COPY, PROFILE_COPY } from "~/kernel/copy/settings";
import { topicsFromForm } from "~/kernel/onboarding";
import { submitProfileForm } from "~/server/profile-form.server";
import { FocusSettingsSchema, SETTINGS_INTENTS, type SettingsFormFailure } from "~/kernel/settings";
import { redirectWithToast } from "~/server/toast.server";
import { removeAvatar } from "../../../worker/domain/avatars.server";
import { updateProfile } from "../../../worker/domain/profiles.server";
import type { SettingsActionArgs } from "./types";

async function saveProfile({ app, user, form }: SettingsActionArgs) {
  const photoChosen = form.get("avatar") instanceof File && (form.get("avatar") as File).size > 0;
  const result = await submitProfileForm(app, user.id, form);
  if (!result.ok) {
    const body: SettingsFormFailure = { intent: SETTINGS_INTENTS.saveProfile, fieldErrors: result.fieldErrors, values: { ...result.values } };
    return data(body, { status: result.status });
  }
  return redirectWithToast("/settings", {
    title: PROFILE_COPY.saved,
    description: photoChosen ? AVATAR_SETTINGS_COPY.uploaded : undefined,
    variant: "success",
  });
}

async function removePhoto({ app, user }: SettingsActionArgs) {
  await removeAvatar({ db: app.db, media: app.env.MEDIA }, user.id);
  return redirectWithToast("/settings", { title: AVATAR_SETTINGS_COPY.removed, variant: "success" });
}

async function saveFocus({ app, user, form }: SettingsActionArgs) {
  const chosen = { focus: form.getAll("focus").map(String), currentTopics: topicsFromForm(form) };
  const parsed = FocusSettingsSchema.safeParse(chosen);
  if (!parsed.success) {
    const body: SettingsFormFailure = { intent: SETTINGS_INTENTS.saveFocus, fieldErrors: fieldErrorsOf(parsed.error), values: chosen };
    return data(body, { status: 400 });
  }
  await updateProfile(app.db, user.id, { focus: parsed.data.focus, current_topics: parsed.data.currentTopics });
  return redirectWithToast("/settings", { title: FOCUS_SETTINGS_COPY.saved, variant: "success" });
}

export const profileActions = {
  [SETTINGS_INTENTS.saveProfile]: saveProfile,
  [SETTINGS_INTENTS.removeAvatar]: removePhoto,
  [SETTINGS_INTENTS.saveFocus]: saveFocus,
};
