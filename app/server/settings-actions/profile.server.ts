/** Profile → Your profile and Your focus: the profile form (with the photo), removing the photo, focus. */
import { AVATAR_SETTINGS_COPY, FOCUS_SETTINGS_COPY, PROFILE_COPY } from "~/kernel/copy/settings";
import { ProfileDetailsSchema } from "~/kernel/onboarding";
import { FocusSettingsFormSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { saveProfileForm } from "~/server/profile-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { removeAvatar } from "../../../worker/domain/avatars.server";
import { updateProfile } from "../../../worker/domain/profiles.server";
import type { SettingsActionArgs } from "./types";

async function saveProfile({ app, user, form, request }: SettingsActionArgs) {
  const submission = await parseForm(request, ProfileDetailsSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const avatar = form.get("avatar");
  const saved = await saveProfileForm(app, user.id, submission.value, avatar);
  if (!saved.ok) return replyRefusal(submission, saved);
  return redirectWithToast("/settings", {
    title: PROFILE_COPY.saved,
    description: avatar instanceof File && avatar.size > 0 ? AVATAR_SETTINGS_COPY.uploaded : undefined,
    variant: "success",
  });
}

async function removePhoto({ app, user }: SettingsActionArgs) {
  await removeAvatar({ db: app.db, media: app.env.MEDIA }, user.id);
  return redirectWithToast("/settings", { title: AVATAR_SETTINGS_COPY.removed, variant: "success" });
}

async function saveFocus({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, FocusSettingsFormSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  await updateProfile(app.db, user.id, { focus: submission.value.focus, current_topics: submission.value.currentTopics });
  return redirectWithToast("/settings", { title: FOCUS_SETTINGS_COPY.saved, variant: "success" });
}

export const profileActions = {
  [SETTINGS_INTENTS.saveProfile]: saveProfile,
  [SETTINGS_INTENTS.removeAvatar]: removePhoto,
  [SETTINGS_INTENTS.saveFocus]: saveFocus,
};
